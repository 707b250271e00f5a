#if canImport(UIKit)
  import Foundation
  import PagesApp
  import UIKit

  /// The Second page: "Next" to Third, and the tutorial's custom "Back to First".
  final class SecondViewController: UIViewController {
    private let viewModel: SecondViewModel

    init(viewModel: SecondViewModel) {
      self.viewModel = viewModel
      super.init(nibName: nil, bundle: nil)
      title = viewModel.title
    }

    required init?(coder: NSCoder) {
      fatalError("SecondViewController is made in code")
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      installColumn([
        makeLabel(viewModel.message),
        makeButton("Next") { [viewModel] in viewModel.next() },
        makeButton("Back to First") { [viewModel] in viewModel.backToFirst() },
      ])
    }
  }
#endif
