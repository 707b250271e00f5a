import Foundation

/// A view controller whose view is a table view it feeds and listens to.
///
/// It is the table view's data source and delegate; subclasses override the
/// `tableView(_:…)` methods, as in UIKit. The table reloads before it first appears.
@MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  private let standInStyle: UITableView.Style
  private var standInTableView: UITableView?
  private var standInLoadedOnce = false

  /// Creates a table view controller whose table has a style.
  public init(style: UITableView.Style) {
    standInStyle = style
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a table view controller with a plain table.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    standInStyle = .plain
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates a table view controller from an archive; the stand-in has no archives, so this
  /// always fails.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The table view, which is the view; reading it loads the view.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var tableView: UITableView! {
    get {
      loadViewIfNeeded()
      return standInTableView
    }
    set {
      standInTableView = newValue
      view = newValue
    }
  }

  /// Makes the table view, with this controller as its data source and delegate.
  open override func loadView() {
    let table = UITableView(frame: .zero, style: standInStyle)
    table.dataSource = self
    table.delegate = self
    standInTableView = table
    view = table
  }

  /// Reloads the table the first time it appears.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard !standInLoadedOnce else { return }
    standInLoadedOnce = true
    tableView.reloadData()
  }

  /// No rows; subclasses override.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    0
  }

  /// An empty cell; subclasses override.
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  /// One section; subclasses override.
  open func numberOfSections(in tableView: UITableView) -> Int { 1 }

  /// Does nothing; subclasses override.
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}
