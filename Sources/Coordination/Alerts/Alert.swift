/// A question put to the user as an alert or a confirmation dialog, answered by one of its
/// buttons: a destination whose flow returns the value of the button the user chose.
///
/// ```swift
/// enum DiscardChoice: Sendable { case discard, keepEditing }
///
/// override func destination(for route: EditorRoute) -> Destination {
///   switch route {
///   case .discardDraft:
///     .alert(
///       Alert(
///         "Discard the draft?", message: "Your changes will be lost.",
///         buttons: [
///           AlertButton("Discard", role: .destructive, value: DiscardChoice.discard),
///           AlertButton("Keep Editing", role: .cancel, value: .keepEditing),
///         ]))
///   // ...
///   }
/// }
///
/// // Awaited as a flow is; it is always presented as what it is, an alert here.
/// let choice = try await run(.discardDraft, as: DiscardChoice.self)
/// ```
///
/// The question is part of the navigation state like any layer: its own layer of style
/// ``PresentationStyle/alert`` or ``PresentationStyle/confirmationDialog``, with one screen whose
/// model is an ``AlertModel`` that adapters render. Paths, snapshots and deep links name it
/// by its route. When the system dismisses it (a tap outside a dialog on iPad, the web's
/// Escape) or anything else takes it away, the answer is the ``AlertButtonRole/cancel``
/// button's value; without such a button the awaited flow throws ``FlowCancelled``.
public struct Alert<Value: Sendable> {
  /// The title.
  public var title: String
  /// The text under the title, if any.
  public var message: String?
  /// How it is presented: ``PresentationStyle/alert`` or ``PresentationStyle/confirmationDialog``.
  public var style: PresentationStyle
  /// The buttons, in the order the adapter lists them.
  public var buttons: [AlertButton<Value>]
  /// The text fields of a prompt (alerts only), whose texts the buttons' values may read.
  public var textFields: [AlertTextField]

  /// Creates an alert (``PresentationStyle/alert``) or, with `style`, a confirmation dialog.
  ///
  /// A style other than the two is presented as an alert. Without buttons, the alert has one
  /// cancel button titled "OK" whose answer is `FlowCancelled` (there is no value to give).
  public init(
    _ title: String, message: String? = nil, style: PresentationStyle = .alert,
    buttons: [AlertButton<Value>], textFields: [AlertTextField] = []
  ) {
    self.title = title
    self.message = message
    self.style = style == .confirmationDialog ? .confirmationDialog : .alert
    self.buttons = buttons
    self.textFields = style == .confirmationDialog ? [] : textFields
  }
}

extension Destination {
  /// A question put to the user (see ``Alert``): a flow that returns the chosen button's value.
  @MainActor public static func alert<Value: Sendable>(_ alert: Alert<Value>) -> Destination {
    .flow(AlertCoordinator(alert))
  }
}
