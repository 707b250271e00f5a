#if canImport(UIKit)
  import Foundation
  import LoginSignupApp
  import UIKit

  /// The signup form: name, e-mail, password and its confirmation, each with its message
  /// under it, and "Create account".
  final class SignupViewController: UIViewController {
    private let viewModel: SignupViewModel
    private lazy var fields: [SignupViewModel.Field: UITextField] = [
      .name: makeField("Name"), .email: makeField("E-mail"),
      .password: makeField("Password", secure: true),
      .confirmation: makeField("Confirm password", secure: true),
    ]
    private lazy var messages = Dictionary(
      uniqueKeysWithValues: SignupViewModel.Field.allCases.map { ($0, makeLabel("")) })

    init(viewModel: SignupViewModel) {
      self.viewModel = viewModel
      super.init(nibName: nil, bundle: nil)
      title = viewModel.title
    }

    required init?(coder: NSCoder) {
      fatalError("SignupViewController is made in code")
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      let rows = SignupViewModel.Field.allCases.flatMap { field -> [UIView] in
        [fields[field], messages[field]].compactMap { $0 }
      }
      installColumn(rows + [makeButton("Create account") { [weak self] in self?.submit() }])
      render()
    }

    private func submit() {
      viewModel.submit(
        name: text(of: .name), email: text(of: .email), password: text(of: .password),
        confirmation: text(of: .confirmation))
      render()
    }

    private func text(of field: SignupViewModel.Field) -> String {
      fields[field]?.text ?? ""
    }

    private func render() {
      for (field, label) in messages {
        show(viewModel.errors[field], in: label)
      }
    }
  }
#endif
