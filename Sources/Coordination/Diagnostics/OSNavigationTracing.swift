#if canImport(os)
  import os

  /// The store's log lines in the unified log (debug level, one category per kind of event)
  /// and each change as a signpost interval, so Console and Instruments show what the store
  /// did and why. Routes and link texts are private data: Console shows them only where the
  /// device allows it (a debugger attached, or a logging profile).
  @MainActor
  final class OSNavigationTracing: NavigationTracing {
    private let loggers: [NavigationLogLine.Category: Logger]
    private let signposter: OSSignposter

    init() {
      let subsystem = NavigationLogLine.subsystem
      loggers = Dictionary(
        uniqueKeysWithValues: NavigationLogLine.Category.allCases.map {
          ($0, Logger(subsystem: subsystem, category: $0.rawValue))
        })
      let changes = NavigationLogLine.Category.changes.rawValue
      signposter = OSSignposter(logger: Logger(subsystem: subsystem, category: changes))
    }

    func record(_ line: NavigationLogLine) {
      guard let logger = loggers[line.category] else { return }
      if line.detail.isEmpty {
        logger.debug("\(line.summary, privacy: .public)")
      } else {
        logger.debug("\(line.summary, privacy: .public): \(line.detail, privacy: .private)")
      }
    }

    /// Logs what opened the change, in Console's Changes category, and opens its interval.
    func beginChange(_ opening: NavigationLogLine) -> (_ revision: UInt64) -> Void {
      record(opening)
      let signposter = signposter
      let state = signposter.beginInterval(
        "Navigation change", id: signposter.makeSignpostID(),
        "\(opening.summary, privacy: .public) \(opening.detail, privacy: .private)")
      return { revision in
        signposter.endInterval(
          "Navigation change", state, "revision \(String(revision), privacy: .public)")
      }
    }
  }

  /// The tracing a store has by default: the platform's log and signposts.
  @MainActor func platformTracing() -> (any NavigationTracing)? { OSNavigationTracing() }
#else
  /// The tracing a store has by default: none, where the platform has no unified log.
  @MainActor func platformTracing() -> (any NavigationTracing)? { nil }
#endif
