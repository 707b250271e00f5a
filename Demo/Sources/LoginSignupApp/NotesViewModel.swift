public import Coordination

/// The Notes tab's first screen: the notes written since signing in, newest first, and
/// "New note".
public final class NotesViewModel {
  /// The screen's title.
  public let title = "Notes"
  /// The notes, newest first.
  public private(set) var notes: [Note] = []
  weak var navigator: (any NotesNavigator)?

  init(navigator: any NotesNavigator) { self.navigator = navigator }

  /// What the list shows when it is empty.
  public var emptyMessage: String { "No notes yet." }

  /// "New note": pushes the form.
  public func newNote() { navigator?.writeNote() }

  func add(_ note: Note) { notes.insert(note, at: 0) }
}

extension NotesViewModel: RestorableScreenModel {
  /// The notes, saved with the navigation so that a relaunch keeps them.
  public struct Saved: RestorableState {
    var notes: [Note]
  }

  /// The notes to save.
  public var restorableState: Saved { Saved(notes: notes) }

  /// Puts back the saved notes.
  public func restore(_ state: Saved) { notes = state.notes }
}
