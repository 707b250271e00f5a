/// Something the user did that an adapter reports to the store.
///
/// A UI framework changes what it shows before the adapter can ask (the back button popped,
/// the sheet is gone), so the store reconciles: it removes the screens that left, finishes the
/// coordinators whose last screen left, and resolves their awaited results.
public enum UserAction: Hashable, Sendable {
  /// The user went back to a screen (back button, completed swipe-back, the back menu):
  /// everything above it, in its stack and in the layers above, left.
  case popped(to: ScreenID)
  /// The user went back to a screen in a split layer shown collapsed into one stack (a compact
  /// width: sidebar, then content, then detail screens): the screens above it in its column,
  /// every screen of the columns after its column, and the layers above, left; its column is
  /// selected. For a screen outside a split layer, the same as ``popped(to:)``.
  case poppedCollapsed(to: ScreenID)
  /// The user asked for a place by its path: the browser's Back or Forward, a back link or a
  /// close control that names the place to return to. Applied as a deep link is (what is
  /// shown and matches stays), guarded as a pop is.
  case followed(path: [PathStep])
  /// The user dismissed a modal layer (swiped a sheet down, pressed the UI framework's close, or
  /// the system dismissed an alert: its answer is its cancel button's).
  case dismissed(LayerID)
  /// The user answered the question an alert or a confirmation dialog layer puts, with the
  /// button at `button` of its ``AlertModel`` and the texts of its fields.
  case answered(LayerID, button: Int, texts: [String] = [])
  /// The user selected a tab, or acted in a split column (`index` is the column's stack).
  case selectedTab(LayerID, index: Int)
  /// The user tapped the tab that is already selected: as in iOS apps, its stack goes back to
  /// its first screen (the layers above it leave too). As on every way the user goes back, the
  /// guards of what leaves are asked.
  case reselectedTab(LayerID)
  /// The user began to swipe back; the store publishes the start or a guard's refusal.
  case beganInteractivePop(StackID)
  /// The user cancelled a swipe back halfway; nothing leaves.
  case cancelledInteractivePop(StackID)
  /// The user left the store's whole flow: an app that shows the flow above its own screens
  /// (in its own navigation controller or navigation stack) went back past the flow's first
  /// screen. As on every way the user goes back, the guards of every screen shown are asked,
  /// top first; then they all leave and the root coordinator finishes, its flow cancelled (see
  /// ``NavigationStore/whenRootFinishes(_:)``).
  case leftFlow
}

/// What the store did with a ``UserAction``.
public enum UserActionOutcome: Hashable, Sendable {
  /// The action was applied (or, for a began or cancelled swipe, acknowledged).
  case applied
  /// A guard refused: the adapter must put back what it showed before. Nothing changed.
  case refused(by: ScreenID)
}
