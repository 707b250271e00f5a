package import Coordination
import Foundation

/// The routes a ``RouteCodec`` read from path segments lately, so that a segment asked for on
/// every request (a back link followed, a tab's address) is decoded once.
///
/// Reading a segment is a pure function of its text: the same bytes always give the same
/// route, whichever session read them first. Keys are compared byte for byte, not as
/// `String`s, which would take canonically equivalent text (a K and a KELVIN SIGN) for the
/// same segment. Writing segments is not cached here: routes that are equal (`==`) may still
/// write differently, and one session's spelling must never reach another's address (each
/// ``WebSession`` keeps its own recent paths instead).
///
/// The cache is shared by the copies of a codec and guarded by a lock, since hosts serve
/// sessions from several threads (Foundation's `NSLock`: the route codec also builds without
/// NIO, for its fuzz target). It is bounded: when it holds `capacity` routes it starts again
/// empty, so addresses made up by a client cannot grow it.
package final class RouteReadCache: @unchecked Sendable {
  /// A segment's text, equal only to the same bytes.
  private struct Bytes: Hashable {
    let text: String

    static func == (lhs: Bytes, rhs: Bytes) -> Bool { lhs.text.utf8.elementsEqual(rhs.text.utf8) }

    func hash(into hasher: inout Hasher) {
      var text = text
      text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
  }

  /// How many routes are kept at most.
  package let capacity: Int
  private let lock = NSLock()
  /// Guarded by `lock`: read and written only inside `withLock`.
  private var routes: [Bytes: AnyRoute] = [:]

  package init(capacity: Int = 1_024) {
    precondition(capacity > 0, "a route cache keeps at least one entry")
    self.capacity = capacity
  }

  /// The route read from exactly these bytes before, if it is still kept.
  package func route(forSegment segment: String) -> AnyRoute? {
    lock.withLock { routes[Bytes(text: segment)] }
  }

  /// Keeps the route read from `segment`.
  package func keep(_ route: AnyRoute, forSegment segment: String) {
    lock.withLock {
      if routes.count >= capacity { routes.removeAll(keepingCapacity: true) }
      routes[Bytes(text: segment)] = route
    }
  }

  /// How many routes are kept: for tests.
  package var count: Int { lock.withLock { routes.count } }
}
