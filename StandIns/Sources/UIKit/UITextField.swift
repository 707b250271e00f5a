/// A control for entering one line of text.
@MainActor
open class UITextField: UIControl {
  /// The text; `""` by default, as UIKit documents.
  open var text: String? = ""

  /// The grey text shown while the field is empty.
  open var placeholder: String?

  /// Whether the text is hidden, for passwords.
  open var isSecureTextEntry = false

  /// The border drawn around the field; none by default.
  open var borderStyle: UITextField.BorderStyle = .none

  /// The borders a text field can have (`UITextBorderStyle`).
  public enum BorderStyle: Int, Sendable {
    /// No border.
    case none = 0
    /// A thin rectangle.
    case line = 1
    /// A bezel.
    case bezel = 2
    /// A rounded rectangle, as forms use.
    case roundedRect = 3
  }

  /// Plays a user typing: replaces the text and sends `.editingChanged`. Stand-in-only.
  public func standInType(_ text: String) {
    StandInLog.record("user: type in field \(placeholder ?? "untitled")")
    guard isEnabled else { return }
    self.text = text
    sendActions(for: .editingChanged)
  }
}
