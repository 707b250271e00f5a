/// One line of the log a store writes on Apple platforms (see <doc:WatchingNavigation>): what
/// happened and why, apart from the routes, which may carry what the user typed or chose.
///
/// Plain text, so the lines are tested where the platform's log does not exist.
struct NavigationLogLine: Equatable {
  /// The subsystem of every line and signpost: what Console and Instruments filter by.
  static let subsystem = "swift-coordination"

  /// A log category, one per kind of thing that happens: what opened each change; screens
  /// pushed and popped; layers and tabs; coordinators started and finished; user actions a
  /// guard refused; links waiting and dropped; calls that could not apply.
  enum Category: String, CaseIterable {
    case changes = "Changes"
    case stacks = "Stacks"
    case layers = "Layers"
    case coordinators = "Coordinators"
    case guards = "Guards"
    case links = "Links"
    case ignored = "Ignored"
  }

  let category: Category
  /// What happened, where and why: identities, kinds and causes, never the app's values.
  let summary: String
  /// The routes, link texts and app-given reasons involved, logged as private data; empty
  /// when there are none.
  let detail: String
}
