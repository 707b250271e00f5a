import Foundation

/// One row of a table view.
@MainActor
open class UITableViewCell: UIView {
  /// The built-in layouts of a cell.
  public enum CellStyle: Int, Sendable {
    /// A label (and optional image).
    case `default` = 0
    /// A label on the left and a detail label on the right.
    case value1 = 1
    /// A detail label on the left and a label on the right.
    case value2 = 2
    /// A label with a detail label below it.
    case subtitle = 3
  }

  /// The identifier the table view reuses the cell under.
  public let reuseIdentifier: String?

  /// The cell's layout.
  let standInStyle: CellStyle

  /// The main label.
  open private(set) var textLabel: UILabel?

  /// The detail label, for the styles that have one.
  open private(set) var detailTextLabel: UILabel?

  /// Creates a cell with a layout, reusable under an identifier.
  public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    standInStyle = style
    super.init(frame: .zero)
    textLabel = UILabel()
    detailTextLabel = style == .default ? nil : UILabel()
  }

  /// Creates a cell from an archive; the stand-in has no archives, so this always fails.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Called before the table view hands the cell out again; clears nothing by default.
  open func prepareForReuse() {}
}
