import Foundation

/// What a table view asks for its content.
///
/// `numberOfSections(in:)` is optional in UIKit: here it has a default of 1, as UIKit assumes.
@MainActor
public protocol UITableViewDataSource: AnyObject {
  /// The number of rows in a section.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int

  /// The cell for a row.
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell

  /// The number of sections; optional, 1 by default.
  func numberOfSections(in tableView: UITableView) -> Int
}

extension UITableViewDataSource {
  /// One section, as UIKit assumes when the data source does not say.
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
}

/// What a table view tells about the user's actions; here only row selection.
@MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
  /// The user selected a row; optional, does nothing by default.
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
  /// Does nothing, as when the delegate does not implement the method.
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}
