public import Coordination
import DemoAccounts

/// The login screen: e-mail and password, and the tutorial's three buttons (Login, Signup,
/// Forgot password).
public final class LoginViewModel {
  /// The screen's title.
  public let title = "Log in"
  /// A hint with the demo account.
  public let hint = "Demo account: \(DemoAccount.email) / \(DemoAccount.password)"
  /// The e-mail address last entered, or the one of a new account.
  public internal(set) var email = ""
  /// The error of the last attempt.
  public private(set) var errorMessage: String?
  /// A notice, such as "Account created".
  public internal(set) var notice: String?
  let authClient: any AuthClient
  weak var delegate: (any LoginVCNavigationDelegate)?

  init(authClient: any AuthClient, delegate: any LoginVCNavigationDelegate) {
    self.authClient = authClient
    self.delegate = delegate
  }

  /// "Login": validates and signs in; on failure ``errorMessage`` says why.
  @discardableResult
  public func logIn(email: String, password: String) -> Bool {
    self.email = email
    notice = nil
    switch FormValidation.email(email) {
    case .failure(let error):
      errorMessage = error.message
      return false
    case .success(let normalized):
      guard !password.isEmpty else {
        errorMessage = "Enter your password."
        return false
      }
      do {
        let user = try authClient.logIn(email: normalized, password: password)
        errorMessage = nil
        // The form stays beneath the signed-in tabs: it keeps no trace of who signed in, so
        // saved navigation never holds the address.
        self.email = ""
        delegate?.navigateHome(as: user)
        return true
      } catch {
        errorMessage = error.description
        return false
      }
    }
  }

  /// "Signup".
  public func signUp() { delegate?.navigateSignup() }

  /// "Forgot password".
  public func forgotPassword() { delegate?.navigateForgotPassword() }
}

extension LoginViewModel: RestorableScreenModel {
  /// What the login form keeps through a relaunch or a server restart: the address entered,
  /// the last error and the notice, never the password.
  public struct Draft: RestorableState {
    var email: String
    var errorMessage: String?
    var notice: String?
  }

  /// The form as it is now.
  public var restorableState: Draft {
    Draft(email: email, errorMessage: errorMessage, notice: notice)
  }

  /// Fills the form in again.
  public func restore(_ state: Draft) {
    email = state.email
    errorMessage = state.errorMessage
    notice = state.notice
  }
}
