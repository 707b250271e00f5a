import Foundation

/// A list of rows in sections; here loading rows from the data source, reusing cells, and
/// reporting a simulated row tap to the delegate.
///
/// Unlike UIKit, which asks the data source lazily while laying out, ``reloadData()`` asks
/// for every row at once, so a test can read ``cellForRow(at:)`` without a screen.
@MainActor
open class UITableView: UIScrollView {
  /// The table's look.
  public enum Style: Int, Sendable {
    /// Rows in one continuous list.
    case plain = 0
    /// Sections as separate groups.
    case grouped = 1
    /// Groups inset from the edges.
    case insetGrouped = 2
  }

  private let standInStyle: Style
  private var standInCellClasses: [String: AnyClass] = [:]
  private var standInCellFactories: [String: @MainActor () -> UITableViewCell] = [:]
  private var standInReusable: [String: [UITableViewCell]] = [:]
  private var standInCells: [IndexPath: UITableViewCell] = [:]
  private var standInRowCounts: [Int] = []
  private var standInSelected: IndexPath?

  /// The table's look, fixed at creation.
  open var style: Style { standInStyle }

  /// The object that provides the rows.
  open weak var dataSource: (any UITableViewDataSource)?

  /// The object told about the user's actions.
  open weak var delegate: (any UITableViewDelegate)?

  /// The view above the rows, a subview of the table; `nil` by default. UIKit keeps its frame's
  /// height and sets its width to the table's.
  open var tableHeaderView: UIView? {
    didSet {
      guard oldValue !== tableHeaderView else { return }
      oldValue?.removeFromSuperview()
      guard let header = tableHeaderView else { return }
      header.frame.size.width = bounds.width
      addSubview(header)
    }
  }

  /// Creates a table with a look.
  public init(frame: CGRect, style: UITableView.Style) {
    standInStyle = style
    super.init(frame: frame)
  }

  /// Creates a plain table.
  public override convenience init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  /// Creates a table from an archive; the stand-in has no archives, so this always fails.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Registers the class of the cells to make for an identifier.
  ///
  /// Swift on Linux cannot create an instance of an arbitrary subclass from its class object,
  /// so the stand-in creates `UITableViewCell` itself; a subclass needs
  /// ``standInRegister(forCellReuseIdentifier:_:)``.
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    standInCellClasses[identifier] = cellClass
  }

  /// Registers how to make the cells for an identifier, for cell subclasses. Stand-in-only.
  public func standInRegister(
    forCellReuseIdentifier identifier: String,
    _ makeCell: @escaping @MainActor () -> UITableViewCell
  ) {
    standInCellFactories[identifier] = makeCell
  }

  /// A reusable cell for the identifier, or `nil` if none is waiting to be reused.
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    guard let cell = standInReusable[identifier]?.popLast() else { return nil }
    cell.prepareForReuse()
    return cell
  }

  /// A reusable cell for the identifier, made from the registered class if none is waiting.
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
    if let makeCell = standInCellFactories[identifier] { return makeCell() }
    guard let cellClass = standInCellClasses[identifier] else {
      preconditionFailure("unable to dequeue a cell with identifier \(identifier)")
    }
    guard ObjectIdentifier(cellClass) == ObjectIdentifier(UITableViewCell.self) else {
      preconditionFailure(
        "\(cellClass) is a UITableViewCell subclass: on Linux register it with "
          + "standInRegister(forCellReuseIdentifier:_:)")
    }
    return UITableViewCell(style: .default, reuseIdentifier: identifier)
  }

  /// Asks the data source for every section, row and cell again.
  open func reloadData() {
    for cell in standInCells.values {
      if let identifier = cell.reuseIdentifier {
        standInReusable[identifier, default: []].append(cell)
      }
    }
    standInCells = [:]
    guard let dataSource else {
      standInRowCounts = []
      return
    }
    let sections = dataSource.numberOfSections(in: self)
    standInRowCounts = (0..<max(sections, 0)).map {
      dataSource.tableView(self, numberOfRowsInSection: $0)
    }
    for (section, rows) in standInRowCounts.enumerated() {
      for row in 0..<max(rows, 0) {
        let indexPath = IndexPath(row: row, section: section)
        standInCells[indexPath] = dataSource.tableView(self, cellForRowAt: indexPath)
      }
    }
  }

  /// The number of sections at the last reload.
  open var numberOfSections: Int { standInRowCounts.count }

  /// The number of rows in a section at the last reload.
  open func numberOfRows(inSection section: Int) -> Int {
    standInRowCounts.indices.contains(section) ? standInRowCounts[section] : 0
  }

  /// The cell shown for a row, if it was loaded.
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    standInCells[indexPath]
  }

  /// The selected row, if any.
  open var indexPathForSelectedRow: IndexPath? { standInSelected }

  /// Deselects a row.
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {
    if standInSelected == indexPath { standInSelected = nil }
  }

  /// Plays a user tapping a row: selects it and tells the delegate. Stand-in-only.
  public func standInSelectRow(at indexPath: IndexPath) {
    StandInLog.record("user: select row \(indexPath.section).\(indexPath.row)")
    guard indexPath.row < numberOfRows(inSection: indexPath.section), indexPath.row >= 0 else {
      return
    }
    standInSelected = indexPath
    delegate?.tableView(self, didSelectRowAt: indexPath)
  }
}
