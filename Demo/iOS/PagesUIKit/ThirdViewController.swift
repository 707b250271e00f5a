#if canImport(UIKit)
  import Foundation
  import PagesApp
  import UIKit

  /// The Third page: "Back to First" ends the Second flow.
  final class ThirdViewController: UIViewController {
    private let viewModel: ThirdViewModel

    init(viewModel: ThirdViewModel) {
      self.viewModel = viewModel
      super.init(nibName: nil, bundle: nil)
      title = viewModel.title
    }

    required init?(coder: NSCoder) {
      fatalError("ThirdViewController is made in code")
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      installColumn([
        makeLabel(viewModel.message),
        makeButton("Back to First") { [viewModel] in viewModel.backToFirst() },
      ])
    }
  }
#endif
