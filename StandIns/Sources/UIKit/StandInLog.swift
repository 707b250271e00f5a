/// Every UIKit call the code under test made, and every simulated user action, in order.
///
/// Stand-in-only API (Linux tests), not part of UIKit. Entries are short and stable so a
/// test can compare them, for example `push(B) animated=true`,
/// `setViewControllers([A, B]) animated=false`, `present(C) on B animated=true`,
/// `dismiss from A animated=true`, `select tab 1`, or `user: tap back`. Names are
/// ``UIViewController/standInName``.
@MainActor
public enum StandInLog {
  /// The entries, oldest first.
  public private(set) static var entries: [String] = []

  /// Appends one entry.
  public static func record(_ entry: String) {
    entries.append(entry)
  }

  /// Forgets every entry.
  public static func clear() {
    entries = []
  }
}
