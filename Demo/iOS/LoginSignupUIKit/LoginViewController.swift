#if canImport(UIKit)
  import Foundation
  import LoginSignupApp
  import UIKit

  /// The login screen: a notice (such as "Account created"), the demo account's hint, the last
  /// attempt's error, e-mail and password, and the tutorial's three buttons: "Log in", "Sign up"
  /// and "Forgot password".
  final class LoginViewController: UIViewController {
    private let viewModel: LoginViewModel
    private lazy var noticeLabel = makeLabel("")
    private lazy var errorLabel = makeLabel("")
    private lazy var emailField = makeField("E-mail")
    private lazy var passwordField = makeField("Password", secure: true)

    init(viewModel: LoginViewModel) {
      self.viewModel = viewModel
      super.init(nibName: nil, bundle: nil)
      title = viewModel.title
    }

    required init?(coder: NSCoder) {
      fatalError("LoginViewController is made in code")
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      installColumn([
        noticeLabel, makeLabel(viewModel.hint), errorLabel, emailField, passwordField,
        makeButton("Log in") { [weak self] in self?.logIn() },
        makeButton("Sign up") { [viewModel] in viewModel.signUp() },
        makeButton("Forgot password") { [viewModel] in viewModel.forgotPassword() },
      ])
    }

    /// The coordinator may have changed the model while another screen was on top (a new
    /// account's address and notice): show it again.
    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      if !viewModel.email.isEmpty { emailField.text = viewModel.email }
      render()
    }

    /// Once signed in, the form beneath the tabs keeps neither the address nor the password.
    private func logIn() {
      if viewModel.logIn(email: emailField.text ?? "", password: passwordField.text ?? "") {
        emailField.text = ""
        passwordField.text = ""
      }
      render()
    }

    private func render() {
      show(viewModel.notice, in: noticeLabel)
      show(viewModel.errorMessage, in: errorLabel)
    }
  }
#endif
