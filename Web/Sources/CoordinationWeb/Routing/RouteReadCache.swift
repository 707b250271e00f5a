package import Coordination
import Foundation

/// The segments a ``RouteCodec`` wrote and read lately, so that a route shown on every page
/// (the current one, the one a back link leads to) is encoded once, not on every request.
///
/// Writing a segment goes through the route's `Codable` form, and reading one through a JSON
/// value; both are pure functions of the route or the text, so their results can be kept.
/// The cache is shared by the copies of a codec (every session of an app uses the same
/// routes) and guarded by a lock, since hosts serve sessions from several threads (Foundation's
/// `NSLock`: the route codec also builds without NIO, for its fuzz target). It is
/// bounded: when either side holds `capacity` entries it starts again empty, so addresses
/// made up by a client cannot grow it.
package final class RouteCodingCache: @unchecked Sendable {
  private struct Entries {
    var segments: [AnyRoute: String] = [:]
    var routes: [String: AnyRoute] = [:]
  }

  /// How many segments, and how many routes, are kept at most.
  package let capacity: Int
  private let lock = NSLock()
  /// Guarded by `lock`: read and written only inside `withLock`.
  private var entries = Entries()

  package init(capacity: Int = 1_024) {
    precondition(capacity > 0, "a route cache keeps at least one entry")
    self.capacity = capacity
  }

  /// The segment written for `route` before, if it is still kept.
  package func segment(for route: AnyRoute) -> String? {
    lock.withLock { entries.segments[route] }
  }

  /// Keeps the segment written for `route`.
  package func keep(_ segment: String, for route: AnyRoute) {
    lock.withLock {
      if entries.segments.count >= capacity { entries.segments.removeAll(keepingCapacity: true) }
      entries.segments[route] = segment
    }
  }

  /// The route read from `segment` before, if it is still kept.
  package func route(forSegment segment: String) -> AnyRoute? {
    lock.withLock { entries.routes[segment] }
  }

  /// Keeps the route read from `segment`.
  package func keep(_ route: AnyRoute, forSegment segment: String) {
    lock.withLock {
      if entries.routes.count >= capacity { entries.routes.removeAll(keepingCapacity: true) }
      entries.routes[segment] = route
    }
  }

  /// How many segments and routes are kept: for tests.
  package var counts: (segments: Int, routes: Int) {
    lock.withLock { (entries.segments.count, entries.routes.count) }
  }
}
