/// The model of an alert's screen: what an adapter shows of an ``Alert``, without its values.
///
/// An adapter renders the top screen of a layer of style ``PresentationStyle/alert`` or
/// ``PresentationStyle/confirmationDialog`` from it, and reports the button the user chose with
/// ``UserAction/answered(_:button:texts:)``, or a dismissal by the system with
/// ``UserAction/dismissed(_:)``.
@MainActor
public final class AlertModel {
  /// One button as an adapter draws it.
  public struct Button: Hashable, Sendable {
    /// The title.
    public let title: String
    /// Whether it cancels or destroys something; `nil` for a plain button.
    public let role: AlertButtonRole?
  }

  /// The title.
  public let title: String
  /// The text under the title, if any.
  public let message: String?
  /// ``PresentationStyle/alert`` or ``PresentationStyle/confirmationDialog``.
  public let style: PresentationStyle
  /// The buttons, in order.
  public let buttons: [Button]
  /// The text fields, in order.
  public let textFields: [AlertTextField]
  /// The value of a button for the fields' texts; `nil` for the "OK" of an alert given no
  /// buttons.
  let value: @MainActor (_ button: Int, _ texts: [String]) -> (any Sendable)?

  init<Value>(_ alert: Alert<Value>) {
    title = alert.title
    message = alert.message
    style = alert.style
    textFields = alert.textFields
    guard !alert.buttons.isEmpty else {
      buttons = [Button(title: "OK", role: .cancel)]
      value = { _, _ in nil }
      return
    }
    buttons = alert.buttons.map { Button(title: $0.title, role: $0.role) }
    let answers = alert.buttons.map(\.value)
    value = { button, texts in answers[button](texts) }
  }
}
