public import Coordination

extension NavigationPicture {
  /// One stack of screens: a navigation stack, or one tab's.
  public struct Stack: Hashable, Sendable {
    /// The stack's identity in its store.
    public var id: StackID
    /// For a tab, its route's description; `nil` otherwise.
    public var tab: String?
    /// The screens, bottom first.
    public var screens: [ScreenItem]

    /// Creates a stack's entry.
    public init(id: StackID, tab: String? = nil, screens: [ScreenItem]) {
      self.id = id
      self.tab = tab
      self.screens = screens
    }
  }
}
