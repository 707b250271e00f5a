/// One answer to an ``Alert``: a title, a role, and the value the alert's flow returns when the
/// user chooses it.
public struct AlertButton<Value: Sendable> {
  /// The title.
  public var title: String
  /// What the button means to the adapter (how it draws it, which one a dismissal chooses).
  public var role: AlertButtonRole?
  /// The value for the texts of the alert's fields, in their order.
  let value: @MainActor ([String]) -> Value

  /// A button that answers `value`.
  public init(_ title: String, role: AlertButtonRole? = nil, value: Value) {
    self.title = title
    self.role = role
    self.value = { _ in value }
  }

  /// A button whose answer reads the texts of the alert's fields, for a prompt:
  ///
  /// ```swift
  /// AlertButton("Rename") { texts in RenameChoice.rename(texts[0]) }
  /// ```
  public init(
    _ title: String, role: AlertButtonRole? = nil,
    value: @escaping @MainActor ([String]) -> Value
  ) {
    self.title = title
    self.role = role
    self.value = value
  }
}

/// What a button of an ``Alert`` means, as UIKit's `UIAlertAction.Style` and SwiftUI's
/// `ButtonRole` say it.
public enum AlertButtonRole: String, Hashable, Sendable, Codable {
  /// Leaves things as they are; chosen when the system dismisses the question.
  case cancel
  /// Destroys something (drawn in red).
  case destructive
}

/// A text field of an alert that prompts for text.
public struct AlertTextField: Hashable, Sendable {
  /// The text shown while the field is empty.
  public var placeholder: String
  /// The text the field starts with.
  public var text: String
  /// Whether the text is hidden as it is typed (a password).
  public var isSecure: Bool

  /// Creates a text field.
  public init(placeholder: String, text: String = "", isSecure: Bool = false) {
    self.placeholder = placeholder
    self.text = text
    self.isSecure = isSecure
  }
}
