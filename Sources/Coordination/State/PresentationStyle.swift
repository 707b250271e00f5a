/// How a layer of the navigation state is presented.
public enum PresentationStyle: String, Hashable, Codable, Sendable, CaseIterable {
  /// The window's root content. There is at most one root layer, at the bottom.
  case root
  /// A sheet (a card) that the user may swipe down to dismiss.
  case sheet
  /// A full-screen cover that only code (or a close control the app offers) dismisses.
  case fullScreen

  /// Whether the platform lets the user dismiss this layer with a gesture.
  public var allowsInteractiveDismissal: Bool { self == .sheet }
}
