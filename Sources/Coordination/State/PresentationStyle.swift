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
  /// A popover on a regular width, anchored to the element of the presenting screen that
  /// ``SheetOptions/popoverAnchor`` names, and a sheet (with the layer's ``SheetOptions``) on
  /// a compact width, as UIKit adapts it. The user dismisses it with a tap outside it (regular)
  /// or a swipe down (compact), guarded as a sheet's swipe is.
  case popover

  /// Whether the adapter lets the user dismiss this layer with a gesture (a sheet's swipe, a
  /// tap outside a confirmation dialog or a popover).
  public var allowsInteractiveDismissal: Bool {
    self == .sheet || self == .confirmationDialog || self == .popover
  }

  /// Whether the layer puts a question (``alert`` or ``confirmationDialog``).
  public var isQuestion: Bool { self == .alert || self == .confirmationDialog }
}
