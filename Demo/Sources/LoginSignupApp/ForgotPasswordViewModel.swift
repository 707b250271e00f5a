public import Coordination
/// The forgot-password form. It answers the same whether or not an account exists, so the
/// form cannot be used to find out who has one.
public final class ForgotPasswordViewModel {
  /// The screen's title.
  public let title = "Forgot password"
  /// The e-mail address last entered.
  public private(set) var email = ""
  /// The error of the last attempt.
  public private(set) var errorMessage: String?
  /// The confirmation shown after a valid request.
  public private(set) var confirmation: String?
  weak var navigator: (any ForgotPasswordNavigator)?

  init(navigator: any ForgotPasswordNavigator) {
    self.navigator = navigator
  }

  /// Validates the address and "sends" the reset link.
  @discardableResult
  public func submit(email: String) -> Bool {
    self.email = email
    switch FormValidation.email(email) {
    case .failure(let error):
      errorMessage = error.message
      confirmation = nil
      return false
    case .success(let normalized):
      errorMessage = nil
      confirmation =
        "If an account exists for \(normalized), a link to reset its password is on its way."
      return true
    }
  }

  /// "Back to login".
  public func backToLogin() { navigator?.forgotPasswordDidTapBackToLogin() }
}

extension ForgotPasswordViewModel: RestorableScreenModel {
  /// What the form keeps through a relaunch or a server restart.
  public struct Draft: RestorableState {
    var email: String
    var errorMessage: String?
    var confirmation: String?
  }

  /// The form as it is now.
  public var restorableState: Draft {
    Draft(email: email, errorMessage: errorMessage, confirmation: confirmation)
  }

  /// Fills the form in again.
  public func restore(_ state: Draft) {
    email = state.email
    errorMessage = state.errorMessage
    confirmation = state.confirmation
  }
}
