import Foundation

/// The table-view additions UIKit's overlay makes to `IndexPath` (they are not in Linux
/// Foundation).
extension IndexPath {
  /// Creates the index path of a row in a section.
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// The section: the first index.
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }

  /// The row in the section: the second index.
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}
