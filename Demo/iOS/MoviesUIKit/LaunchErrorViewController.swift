#if canImport(UIKit)
  import Foundation
  import UIKit

  /// What the window shows when the app cannot start: the reason.
  final class LaunchErrorViewController: UIViewController {
    private let message: String

    init(message: String) {
      self.message = message
      super.init(nibName: nil, bundle: nil)
      title = "Movies"
    }

    required init?(coder: NSCoder) {
      fatalError("LaunchErrorViewController is made in code")
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      installColumn([makeLabel(message)])
    }
  }
#endif
