public import Coordination
import DemoAccounts

/// The login form. Depends only on a ``LoginNavigator`` and an injected `AuthClient`.
public final class LoginViewModel {
  /// The screen's title.
  public let title = "Log in"
  /// The e-mail address last entered (kept when the form shows an error).
  public private(set) var email = ""
  /// The error of the last attempt, for the form to show.
  public private(set) var errorMessage: String?
  /// A hint with the demo account.
  public let hint = "Demo account: \(DemoAccount.email) / \(DemoAccount.password)"
  let authClient: any AuthClient
  weak var navigator: (any LoginNavigator)?

  init(authClient: any AuthClient, navigator: any LoginNavigator) {
    self.authClient = authClient
    self.navigator = navigator
  }

  /// Validates the form and signs in; on failure ``errorMessage`` says why.
  ///
  /// - Returns: Whether the user is signed in.
  @discardableResult
  public func submit(email: String, password: String) -> Bool {
    self.email = email
    let trimmed = email.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty, !password.isEmpty else {
      errorMessage = "Enter your e-mail address and your password."
      return false
    }
    guard let normalized = EmailAddress.normalized(trimmed) else {
      errorMessage = "\"\(trimmed)\" is not a valid e-mail address."
      return false
    }
    do {
      let user = try authClient.logIn(email: normalized, password: password)
      errorMessage = nil
      navigator?.loginDidSucceed(as: user)
      return true
    } catch {
      errorMessage = error.description
      return false
    }
  }
}

extension LoginViewModel: RestorableScreenModel {
  /// What the login form keeps through a relaunch or a server restart: the address entered
  /// and the last error, never the password.
  public struct Draft: RestorableState {
    var email: String
    var errorMessage: String?
  }

  /// The form as it is now.
  public var restorableState: Draft { Draft(email: email, errorMessage: errorMessage) }

  /// Fills the form in again.
  public func restore(_ state: Draft) {
    email = state.email
    errorMessage = state.errorMessage
  }
}
