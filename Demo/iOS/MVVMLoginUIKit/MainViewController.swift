#if canImport(UIKit)
  import Foundation
  import MVVMLoginApp
  import UIKit

  /// Main: the message and "Log in", which asks the view model to go to the login.
  final class MainViewController: UIViewController {
    private let viewModel: MainViewModel

    init(viewModel: MainViewModel) {
      self.viewModel = viewModel
      super.init(nibName: nil, bundle: nil)
      title = viewModel.title
    }

    required init?(coder: NSCoder) {
      fatalError("MainViewController is made in code")
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      installColumn([
        makeLabel(viewModel.message),
        makeButton("Log in") { [viewModel] in viewModel.goToLogin() },
      ])
    }
  }
#endif
