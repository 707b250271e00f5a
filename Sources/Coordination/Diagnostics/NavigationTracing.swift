/// Where a store reports what it does: on Apple platforms the unified log and Instruments'
/// signposts (`OSNavigationTracing`); nowhere on others. Tests record it.
@MainActor
protocol NavigationTracing: AnyObject {
  /// Writes one line.
  func record(_ line: NavigationLogLine)

  /// Opens the interval of one change, described by what opened it; returns what closes it,
  /// called once the change is published, with the store's revision then.
  func beginChange(_ opening: NavigationLogLine) -> (_ revision: UInt64) -> Void
}
