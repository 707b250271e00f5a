#if canImport(UIKit)
  import Foundation
  import LoginSignupApp
  import UIKit

  /// The signed-in user's home: the greeting, "Account" (which the account popover points at)
  /// and "Sign out".
  final class HomeViewController: UIViewController {
    private let viewModel: HomeViewModel

    init(viewModel: HomeViewModel) {
      self.viewModel = viewModel
      super.init(nibName: nil, bundle: nil)
      title = viewModel.title
    }

    required init?(coder: NSCoder) {
      fatalError("HomeViewController is made in code")
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      let account = makeButton("Account") { [viewModel] in viewModel.showAccount() }
      account.accessibilityIdentifier = HomeViewModel.accountAnchor
      installColumn([
        makeLabel(viewModel.greeting), account,
        makeButton("Sign out") { [viewModel] in viewModel.signOut() },
      ])
    }
  }
#endif
