#if canImport(UIKit)
  import Foundation
  import MVVMLoginApp
  import UIKit

  /// The login form: the demo account's hint, the last attempt's error, e-mail and password,
  /// and "Log in", which submits them to the view model.
  final class LoginViewController: UIViewController {
    private let viewModel: LoginViewModel
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
        makeLabel(viewModel.hint), errorLabel, emailField, passwordField,
        makeButton("Log in") { [weak self] in self?.logIn() },
      ])
      emailField.text = viewModel.email
      show(viewModel.errorMessage, in: errorLabel)
    }

    /// Submits the form; the view model says what went wrong, or the coordinator moves on.
    private func logIn() {
      viewModel.submit(email: emailField.text ?? "", password: passwordField.text ?? "")
      show(viewModel.errorMessage, in: errorLabel)
    }
  }
#endif
