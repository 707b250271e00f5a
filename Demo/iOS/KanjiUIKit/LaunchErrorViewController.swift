#if canImport(UIKit)
  import Foundation
  import UIKit

  /// What the window shows when the app cannot start: the reason, above an empty table.
  final class LaunchErrorViewController: UITableViewController {
    private let message: String

    init(message: String) {
      self.message = message
      super.init(style: .plain)
      title = "Kanji list"
    }

    required init?(coder: NSCoder) {
      fatalError("LaunchErrorViewController is made in code")
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.tableHeaderView = makeHeader([makeLabel(message)], height: 120)
    }
  }
#endif
