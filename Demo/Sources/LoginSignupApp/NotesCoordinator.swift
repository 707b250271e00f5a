public import Coordination

/// The Notes tab: the list of notes, and the form that writes one.
public final class NotesCoordinator: Coordinator<NotesRoute>, NotesNavigator {
  private weak var list: NotesViewModel?

  /// Shows the list.
  public override func start() { show(.list) }

  /// Creates the list, or the form.
  public override func destination(for route: NotesRoute) -> Destination {
    switch route {
    case .list:
      let model = NotesViewModel(navigator: self)
      list = model
      return .screen(model)
    case .newNote: return .screen(NoteEditorViewModel(navigator: self))
    }
  }

  /// Pushes the form.
  public func writeNote() { show(.newNote) }

  /// Adds the note to the list and goes back to it.
  public func noteEditorDidSave(_ note: Note) {
    list?.add(note)
    popToFirstScreen()
  }

  /// Goes back to the list; the draft is dropped by the user's own choice, so no guard is
  /// asked.
  public func noteEditorDidDiscard() { popToFirstScreen() }
}
