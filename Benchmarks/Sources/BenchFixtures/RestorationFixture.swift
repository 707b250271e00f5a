import Coordination

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A navigation of 50 screens across 10 coordinators (a chain: each shows a list and four
/// details, then starts the next), its snapshot data, and the same 50 routes as a plain array
/// for a JSON reference figure.
public final class RestorationFixture {
  /// The number of coordinators, root included.
  public static let coordinatorCount = 10
  /// The number of screens each coordinator shows.
  public static let screensPerCoordinator = 5

  /// The store showing the 50 screens.
  public let store: NavigationStore
  /// `snapshotData()` of that store, made once.
  public let data: Data
  /// `snapshot()` of that store, made once: the value a memory session store keeps.
  public let snapshot: NavigationSnapshot
  /// The routes of the 50 screens, bottom first.
  public let routes: [RestoreRoute]
  /// `routes` encoded with `JSONEncoder`, made once.
  public let plainData: Data

  /// Builds the navigation and its data.
  ///
  /// - Throws: if the snapshot or the plain encoding fails.
  public init() throws {
    var current = RestoreCoordinator(level: 0)
    store = NavigationStore(root: current, leakTracking: false)
    store.start()
    var routes: [RestoreRoute] = []
    for level in 0..<Self.coordinatorCount {
      routes.append(.list)
      for id in 1..<Self.screensPerCoordinator {
        let route = RestoreRoute.detail(id: level * 100 + id, title: "Item \(id) of level \(level)")
        current.show(route)
        routes.append(route)
      }
      guard level + 1 < Self.coordinatorCount else { break }
      current.show(.flow(level: level + 1))
      guard let child = current.children.last as? RestoreCoordinator else {
        preconditionFailure("the flow did not start a RestoreCoordinator")
      }
      current = child
    }
    self.routes = routes
    data = try store.snapshotData()
    snapshot = try store.snapshot()
    plainData = try Self.plainEncoder().encode(routes)
  }

  /// The number of screens the store shows (50).
  public var screenCount: Int { store.screenCount }

  /// Encodes the store's navigation, as `snapshotData()` does when an app saves it.
  @inline(never)
  public func encode() -> Int {
    let encoded = try? store.snapshotData()
    sink(encoded)
    return encoded?.count ?? 0
  }

  /// Takes the store's navigation as a value, as `snapshot()` does when a memory session store
  /// keeps it: each route encoded, the snapshot itself not.
  @inline(never)
  public func encodeValue() -> Int {
    let snapshot = try? store.snapshot()
    sink(snapshot)
    return snapshot?.layers.count ?? 0
  }

  /// A fresh store whose root has not started, ready for ``restore(into:)``.
  public func makeFreshStore() -> NavigationStore {
    NavigationStore(root: RestoreCoordinator(level: 0), leakTracking: false)
  }

  /// Restores ``data`` into `fresh`; returns the number of screens it then shows.
  @inline(never)
  public func restore(into fresh: NavigationStore) -> Int {
    sink(try? fresh.restore(from: data))
    return fresh.screenCount
  }

  /// Restores ``snapshot`` (a value, no data to read) into `fresh`; returns the number of
  /// screens it then shows.
  @inline(never)
  public func restoreValue(into fresh: NavigationStore) -> Int {
    sink(try? fresh.restore(from: snapshot))
    return fresh.screenCount
  }

  /// The reference: `JSONEncoder` on the 50 routes alone.
  @inline(never)
  public func encodePlain() -> Int {
    let encoded = try? Self.plainEncoder().encode(routes)
    sink(encoded)
    return encoded?.count ?? 0
  }

  /// The reference: `JSONDecoder` back to the 50 routes.
  @inline(never)
  public func decodePlain() -> Int {
    let decoded = try? JSONDecoder().decode([RestoreRoute].self, from: plainData)
    sink(decoded)
    return decoded?.count ?? 0
  }

  private static func plainEncoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return encoder
  }
}
