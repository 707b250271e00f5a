/// How a layer of the navigation state is presented.
public enum PresentationStyle: String, Hashable, Codable, Sendable, CaseIterable {
  /// The window's root content. There is at most one root layer, at the bottom.
  case root
  /// A sheet (a card) that the user may swipe down to dismiss.
  case sheet
  /// A full-screen cover that only code (or a close control the app offers) dismisses.
  case fullScreen
  /// An alert (see ``Alert``): a title, a message, buttons, maybe text fields.
  case alert
  /// A confirmation dialog (an action sheet): buttons for a choice, anchored on a regular width.
  case confirmationDialog

  /// Whether the platform lets the user dismiss this layer with a gesture (a sheet's swipe, a
  /// tap outside a confirmation dialog).
  public var allowsInteractiveDismissal: Bool { self == .sheet || self == .confirmationDialog }

  /// Whether the layer puts a question (``alert`` or ``confirmationDialog``).
  public var isQuestion: Bool { self == .alert || self == .confirmationDialog }
}
