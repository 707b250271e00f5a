import DemoAccounts

/// The checks the forms share, each with the message it shows.
enum FormValidation {
  /// The normalized e-mail address, or the message for the field.
  static func email(_ text: String) -> Result<String, FieldError> {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { return .failure(FieldError("Enter your e-mail address.")) }
    guard let email = EmailAddress.normalized(trimmed) else {
      return .failure(FieldError("\"\(trimmed)\" is not a valid e-mail address."))
    }
    return .success(email)
  }

  /// A message for a field.
  struct FieldError: Error, Equatable {
    let message: String
    init(_ message: String) { self.message = message }
  }
}
