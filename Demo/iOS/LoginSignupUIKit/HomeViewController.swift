#if canImport(UIKit)
  import Foundation
  import LoginSignupApp
  import UIKit

  /// The signed-in user's home: the greeting and "Sign out".
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
      installColumn([
        makeLabel(viewModel.greeting),
        makeButton("Sign out") { [viewModel] in viewModel.signOut() },
      ])
    }
  }
#endif
