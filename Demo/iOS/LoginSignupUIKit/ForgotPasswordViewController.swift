#if canImport(UIKit)
  import Foundation
  import LoginSignupApp
  import UIKit

  /// The forgot-password form: the confirmation once a link is on its way, the e-mail field
  /// with its message, "Send reset link" and "Back to login".
  final class ForgotPasswordViewController: UIViewController {
    private let viewModel: ForgotPasswordViewModel
    private lazy var confirmationLabel = makeLabel("")
    private lazy var emailField = makeField("E-mail")
    private lazy var errorLabel = makeLabel("")

    init(viewModel: ForgotPasswordViewModel) {
      self.viewModel = viewModel
      super.init(nibName: nil, bundle: nil)
      title = viewModel.title
    }

    required init?(coder: NSCoder) {
      fatalError("ForgotPasswordViewController is made in code")
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      installColumn([
        confirmationLabel, emailField, errorLabel,
        makeButton("Send reset link") { [weak self] in self?.submit() },
        makeButton("Back to login") { [viewModel] in viewModel.backToLogin() },
      ])
      render()
    }

    private func submit() {
      viewModel.submit(email: emailField.text ?? "")
      render()
    }

    private func render() {
      show(viewModel.confirmation, in: confirmationLabel)
      show(viewModel.errorMessage, in: errorLabel)
    }
  }
#endif
