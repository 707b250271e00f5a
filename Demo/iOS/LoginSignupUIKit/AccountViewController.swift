#if canImport(UIKit)
  import Foundation
  import LoginSignupApp
  import UIKit

  /// The account popover: who is signed in, and "Done".
  final class AccountViewController: UIViewController {
    private let viewModel: AccountViewModel

    init(viewModel: AccountViewModel) {
      self.viewModel = viewModel
      super.init(nibName: nil, bundle: nil)
      title = viewModel.title
    }

    required init?(coder: NSCoder) {
      fatalError("AccountViewController is made in code")
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      installColumn(
        viewModel.details.map(makeLabel) + [
          makeButton("Done") { [viewModel] in viewModel.done() }
        ])
    }
  }
#endif
