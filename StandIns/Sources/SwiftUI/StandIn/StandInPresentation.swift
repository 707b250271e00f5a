/// A sheet, a full-screen cover, a popover or a question the stand-in presents.
public struct StandInPresentation: Equatable, Sendable {
  /// How the content is presented.
  public enum Style: Equatable, Sendable {
    /// `sheet(isPresented:…)` or `sheet(item:…)`: a user can swipe it down.
    case sheet
    /// `fullScreenCover(item:…)`: no swipe dismisses it.
    case fullScreenCover
    /// `alert(_:isPresented:actions:message:)`: its content is the title, the message and the
    /// actions; only its buttons dismiss it.
    case alert
    /// `confirmationDialog(_:isPresented:titleVisibility:actions:message:)`: on a regular width
    /// (`StandInSwiftUIBehavior.device == .pad`) a popover without its cancel button, which a tap
    /// outside dismisses.
    case confirmationDialog
    /// `popover(isPresented:attachmentAnchor:arrowEdge:content:)` on a regular width
    /// (`StandInSwiftUIBehavior.device == .pad`): attached to the modified view, dismissed by a
    /// tap outside it. On a compact width a popover is presented as a ``sheet``.
    case popover
  }

  /// How the content is presented.
  public var style: Style
  /// A description of the presented item (`true` for `isPresented`).
  public var item: String
  /// Whether `interactiveDismissDisabled(true)` applies to the content.
  public var isInteractiveDismissDisabled: Bool
  /// The detents set by `presentationDetents(_:)`, sorted by name; empty when not set.
  public var detents: [String]
  /// The visibility set by `presentationDragIndicator(_:)`.
  public var dragIndicator: Visibility?
  /// What the view a popover is attached to drew (``Style/popover`` only).
  public var attachment: [StandInNode]?
  /// What the presented content drew.
  public var content: [StandInNode]
}
