/// A note the user wrote: a title and its text.
public struct Note: Hashable, Codable, Sendable {
  /// The title, at most ``NoteEditorViewModel/maximumTitleLength`` characters.
  public let title: String
  /// The text.
  public let text: String

  /// Creates a note.
  public init(title: String, text: String) {
    self.title = title
    self.text = text
  }
}
