#if canImport(UIKit)
  import Foundation
  import PagesApp
  import UIKit

  /// The First page: its message and "Next", which starts the Second flow.
  final class FirstViewController: UIViewController {
    private let viewModel: FirstViewModel

    init(viewModel: FirstViewModel) {
      self.viewModel = viewModel
      super.init(nibName: nil, bundle: nil)
      title = viewModel.title
    }

    required init?(coder: NSCoder) {
      fatalError("FirstViewController is made in code")
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      installColumn([
        makeLabel(viewModel.message),
        makeButton("Next") { [viewModel] in viewModel.next() },
      ])
    }
  }
#endif
