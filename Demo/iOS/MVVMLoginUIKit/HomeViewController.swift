#if canImport(UIKit)
  import Foundation
  import MVVMLoginApp
  import UIKit

  /// The signed-in user's home: name, e-mail address and "Log out".
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
        makeLabel("Name: \(viewModel.user.name)"),
        makeLabel("E-mail: \(viewModel.user.email)"),
        makeButton("Log out") { [viewModel] in viewModel.logOut() },
      ])
    }
  }
#endif
