/// One thing that happened to the navigation state, with its cause.
///
/// Events arrive in order, grouped per committed change in a ``NavigationUpdate``. They are
/// enough to drive an adapter (push, pop, present, dismiss, select a tab) and to log or measure
/// navigation (coordinators started and finished).
public enum NavigationEvent: Hashable, Sendable {
  /// A screen was pushed onto a stack.
  case pushed(Screen, stack: StackID, cause: NavigationCause)
  /// Screens were popped off a stack, top first.
  case popped([Screen], stack: StackID, cause: NavigationCause)
  /// A layer was presented (its stacks start empty; pushes follow).
  case presented(PresentationLayer, cause: NavigationCause)
  /// A layer was dismissed together with its screens.
  case dismissed(LayerID, screens: [Screen], cause: NavigationCause)
  /// A tab, or a split column (the layer's stack at `index`), became the selected one.
  case selectedTab(layer: LayerID, index: Int, cause: NavigationCause)
  /// A tab was removed because its stack emptied.
  case removedTab(layer: LayerID, stack: StackID, cause: NavigationCause)
  /// A coordinator was started as a child of `parent` (or as the root).
  case started(CoordinatorID, name: String, parent: CoordinatorID?)
  /// A coordinator finished; `completed` is false when it ended without a result.
  case finished(CoordinatorID, name: String, cause: NavigationCause, completed: Bool)
  /// A user action was refused by a guard on the given screen; nothing changed.
  case refused(UserAction, by: ScreenID)
  /// The user began an interactive pop (swipe-back) on a stack.
  case interactivePopBegan(StackID)
  /// The user cancelled an interactive pop; nothing changed.
  case interactivePopCancelled(StackID)
  /// A call was ignored because it could not apply (for example, on a finished coordinator).
  case ignored(String)
  /// A path that arrived from outside waits until the app admits it (see
  /// ``NavigationStore/open(path:)``).
  case linkWaiting([PathStep], reason: String)
  /// A path that arrived from outside was dropped: the app refused it, a newer one replaced
  /// it, it could not be shown once admitted, or a restore replaced it. The path is empty for
  /// a saved link a restore could not read again (the reason names its text).
  case linkDropped([PathStep], reason: String)

  /// The cause of a change event, or `nil` for events that change nothing.
  public var cause: NavigationCause? {
    switch self {
    case .pushed(_, _, let cause), .popped(_, _, let cause), .presented(_, let cause),
      .dismissed(_, _, let cause), .selectedTab(_, _, let cause), .removedTab(_, _, let cause),
      .finished(_, _, let cause, _):
      return cause
    case .started, .refused, .interactivePopBegan, .interactivePopCancelled, .ignored,
      .linkWaiting, .linkDropped:
      return nil
    }
  }
}
