/// A stack of screens, as a navigation controller shows them: the last one is on top.
public struct ScreenStack: Hashable, Sendable, Identifiable {
  /// The stack's identity in its store.
  public let id: StackID
  /// For a tab's stack, the route that names the tab; `nil` otherwise.
  public let tab: AnyRoute?
  /// The screens, bottom first.
  public internal(set) var screens: [Screen]

  /// Creates a stack value.
  public init(id: StackID, tab: AnyRoute? = nil, screens: [Screen] = []) {
    self.id = id
    self.tab = tab
    self.screens = screens
  }

  /// The screen on top, if any.
  public var top: Screen? { screens.last }

  /// The routes of the screens, bottom first.
  public var routes: [AnyRoute] { screens.map(\.route) }
}
