public import Coordination
import DemoAccounts

/// The signup form: name, e-mail, password and its confirmation, each with its message.
public final class SignupViewModel {
  /// The fields of the form.
  public enum Field: String, Hashable, Sendable, CaseIterable {
    /// The name.
    case name
    /// The e-mail address.
    case email
    /// The password.
    case password
    /// The password typed again.
    case confirmation
  }

  /// The shortest password accepted.
  public static let minimumPasswordLength = 8

  /// The screen's title.
  public let title = "Sign up"
  /// The name last entered.
  public private(set) var name = ""
  /// The e-mail address last entered.
  public private(set) var email = ""
  /// The message of each field that is wrong.
  public private(set) var errors: [Field: String] = [:]
  let authClient: any AuthClient
  weak var navigator: (any SignupNavigator)?

  init(authClient: any AuthClient, navigator: any SignupNavigator) {
    self.authClient = authClient
    self.navigator = navigator
  }

  /// Whether the form holds something the user entered (a name or an e-mail address).
  public var hasDraft: Bool { !name.isEmpty || !email.isEmpty }

  /// "Cancel": back to the login screen, after asking "Discard the signup?" when the form is
  /// half-filled.
  public func cancel() { navigator?.signupDidCancel(hasDraft: hasDraft) }

  /// Validates every field and creates the account; on failure ``errors`` says what to fix.
  @discardableResult
  public func submit(name: String, email: String, password: String, confirmation: String)
    -> Bool
  {
    self.name = name
    self.email = email
    var errors: [Field: String] = [:]
    let trimmedName = name.trimmingCharacters(in: .whitespacesAndNewlines)
    if trimmedName.isEmpty { errors[.name] = "Enter your name." }
    if trimmedName.count > 80 { errors[.name] = "Use at most 80 characters for your name." }
    var normalized: String?
    switch FormValidation.email(email) {
    case .success(let value): normalized = value
    case .failure(let error): errors[.email] = error.message
    }
    if password.count < Self.minimumPasswordLength {
      errors[.password] = "Choose a password of at least \(Self.minimumPasswordLength) characters."
    }
    if confirmation != password { errors[.confirmation] = "The two passwords do not match." }
    if errors.isEmpty, let normalized {
      do {
        let user = try authClient.signUp(name: trimmedName, email: normalized, password: password)
        self.errors = [:]
        navigator?.signupDidCreateAccount(for: user)
        return true
      } catch {
        errors[.email] = error.description
      }
    }
    self.errors = errors
    return false
  }
}

extension SignupViewModel: RestorableScreenModel {
  /// What the form keeps through a relaunch or a server restart: the name and e-mail address
  /// entered and the messages shown, never a password.
  public struct Draft: RestorableState {
    var name: String
    var email: String
    var errors: [String: String]
  }

  /// The form as it is now.
  public var restorableState: Draft {
    Draft(
      name: name, email: email,
      errors: Dictionary(uniqueKeysWithValues: errors.map { ($0.key.rawValue, $0.value) }))
  }

  /// Fills the form in again.
  public func restore(_ state: Draft) {
    name = state.name
    email = state.email
    errors = Dictionary(
      uniqueKeysWithValues: state.errors.compactMap { key, message in
        Field(rawValue: key).map { ($0, message) }
      })
  }
}
