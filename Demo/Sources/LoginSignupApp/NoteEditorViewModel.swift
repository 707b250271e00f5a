public import Coordination

/// The form that writes a note: a title and a text, both required.
///
/// What the user entered is a draft: on a page, from a submission that is refused; in an app
/// that reports typing, from the first keystroke (``edit(title:text:)``). While a draft is held
/// the screen refuses to be left by the user (a re-tapped tab, a back button, a link), and
/// "Discard" is the way out.
public final class NoteEditorViewModel {
  /// The longest title the form accepts.
  public static let maximumTitleLength = 60

  /// The screen's title.
  public let title = "New note"
  /// The title last submitted.
  public private(set) var noteTitle = ""
  /// The text last submitted.
  public private(set) var text = ""
  /// Why the last submission was refused, if it was.
  public private(set) var errorMessage: String?
  weak var navigator: (any NotesNavigator)?

  init(navigator: any NotesNavigator) { self.navigator = navigator }

  /// Whether the form holds what the user entered and did not save.
  public var hasDraft: Bool {
    !(noteTitle + text).trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
  }

  /// Saves the note when both fields are filled, else keeps them as a draft with the reason.
  ///
  /// - Parameters:
  ///   - title: The note's title.
  ///   - text: The note's text.
  /// - Returns: Whether the note was saved.
  @discardableResult
  public func save(title: String, text: String) -> Bool {
    let trimmedTitle = title.trimmingCharacters(in: .whitespacesAndNewlines)
    let trimmedText = text.trimmingCharacters(in: .whitespacesAndNewlines)
    noteTitle = title
    self.text = text
    errorMessage = Self.problem(title: trimmedTitle, text: trimmedText)
    guard errorMessage == nil else { return false }
    noteTitle = ""
    self.text = ""
    navigator?.noteEditorDidSave(Note(title: trimmedTitle, text: trimmedText))
    return true
  }

  /// Keeps what the user has typed so far as the draft, on a platform that reports typing
  /// (UIKit's `editingChanged`): the form then refuses to be left from the first keystroke,
  /// where a web page, which sends nothing before "Save", does so from the first refused Save.
  ///
  /// - Parameters:
  ///   - title: The title field's text.
  ///   - text: The text field's text.
  public func edit(title: String, text: String) {
    noteTitle = title
    self.text = text
  }

  /// What is wrong with a trimmed title and text, if anything.
  private static func problem(title: String, text: String) -> String? {
    if title.isEmpty { return "Give the note a title." }
    if title.count > maximumTitleLength {
      return "Use at most \(maximumTitleLength) characters for the title."
    }
    return text.isEmpty ? "Write the note's text." : nil
  }

  /// "Discard": drops the draft and goes back to the list.
  public func discard() {
    noteTitle = ""
    text = ""
    errorMessage = nil
    navigator?.noteEditorDidDiscard()
  }
}

extension NoteEditorViewModel: LeaveGuard {
  /// Refuses the user while a draft is held; the app's own navigation is not asked.
  public func canLeave(cause: NavigationCause) -> Bool { !hasDraft }
}

extension NoteEditorViewModel: RestorableScreenModel {
  /// The draft, saved with the navigation so that a relaunch keeps it.
  public struct Draft: RestorableState {
    var title: String
    var text: String
    var errorMessage: String?
  }

  /// The draft to save.
  public var restorableState: Draft {
    Draft(title: noteTitle, text: text, errorMessage: errorMessage)
  }

  /// Puts back the saved draft.
  public func restore(_ state: Draft) {
    noteTitle = state.title
    text = state.text
    errorMessage = state.errorMessage
  }
}
