/// A control for entering one line of text.
@MainActor
open class UITextField: UIControl {
  /// The text; `""` by default, as UIKit documents.
  open var text: String? = ""

  /// The grey text shown while the field is empty.
  open var placeholder: String?

  /// Whether the text is hidden, for passwords.
  open var isSecureTextEntry = false

  /// Plays a user typing: replaces the text and sends `.editingChanged`. Stand-in-only.
  public func standInType(_ text: String) {
    StandInLog.record("user: type in field \(placeholder ?? "untitled")")
    guard isEnabled else { return }
    self.text = text
    sendActions(for: .editingChanged)
  }
}
