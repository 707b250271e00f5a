import Observation

/// Owns the navigation state and the coordinator tree of one app (one window, one scene, one
/// browser session), and keeps the two in step.
///
/// ```swift
/// let store = NavigationStore(root: AppCoordinator(services: services))
/// store.start()
/// print(store.state)  // root: [main]
/// ```
///
/// The store lives on the main actor, as UIKit and SwiftUI do; a web host hops to it once per
/// request (see <doc:Isolation>).
///
/// The state is observable with the Observation framework (``state``), and every committed
/// change is published as a ``NavigationUpdate`` to ``observe(_:)`` and ``updates()``.
@MainActor
public final class NavigationStore {
  // `layout` and `tree` are edited only through their own methods, which never call out:
  // they take no closure that reaches app code, and nothing they drop can run an app object's
  // `deinit` (a departing screen's record, which keeps its model alive, goes to
  // `departing`; a replaced output is returned; identities are never reused, so no record
  // or tree entry is replaced). App code (factories, guards, observers,
  // `deinit`s, a route's `description`) runs only between edits, so no access to either can
  // overlap another, and their run-time exclusivity checks (about 60 instructions each, some
  // twenty per push and pop) are left out. Tests check the state after every step
  // (`NavigationCheck`), and the sanitizer runs of the suites would see a torn edit.
  /// The state and its indexes; only the engine's steps change it.
  @exclusivity(unchecked) var layout = NavigationLayout()
  /// The live coordinators and the store's bookkeeping of each.
  @exclusivity(unchecked) var tree = CoordinatorTree()
  /// The screens that left during the current change, with their records: released once the
  /// change is complete and published (see ``releaseDeparted()``).
  @exclusivity(unchecked) var departing: [NavigationLayout.Departure] = []
  let registrar = ObservationRegistrar()

  /// The root coordinator.
  public let root: AnyCoordinator
  /// Tracks finished coordinators and departed screen models, when enabled.
  public let leakTracker: LeakTracker?

  // The bookkeeping below is read and written only in single statements that call nothing
  // outside the store while an access lasts: copies are taken before observers are called,
  // and an entry that goes (an observer's handler, a stream's continuation) is taken out and
  // released after the access, never destroyed inside it (its last reference could run an app
  // object's `deinit`). So two accesses can never overlap, and the run-time exclusivity check
  // on each (about 80 instructions, a dozen per push and pop) is left out.
  @exclusivity(unchecked) var nextRawID: UInt64 = 0
  @exclusivity(unchecked) var mutationDepth = 0
  @exclusivity(unchecked) var pendingEvents: [NavigationEvent] = []
  /// The number of updates published so far: it grows by one with each change observers are
  /// told of, so comparing two readings tells whether anything changed between them (a web
  /// host saves a session only then).
  @exclusivity(unchecked) public internal(set) var revision: UInt64 = 0
  @exclusivity(unchecked) var isPublishing = false
  @exclusivity(unchecked) var observers: [(id: UInt64, handler: (NavigationUpdate) -> Void)] = []
  @exclusivity(unchecked) var streamContinuations:
    [UInt64: AsyncStream<NavigationUpdate>.Continuation] = [:]
  @exclusivity(unchecked) var hasStarted = false
  /// Whether anything has read ``state``, and so may track it with Observation: until then no
  /// observation can depend on it, and a change skips the registrar's `willSet` and `didSet`
  /// (a lock each, about 5% of a push and pop).
  @exclusivity(unchecked) var stateWasRead = false
  /// The key path observers of ``state`` register, made once: a key path literal is looked
  /// up in the runtime's cache each time it is evaluated (two per change).
  static let stateKeyPath: KeyPath<NavigationStore, NavigationState> = \.state

  /// Creates a store around a root coordinator. Call ``start()`` to show its first screens.
  ///
  /// - Parameters:
  ///   - root: The application coordinator.
  ///   - leakTracking: Whether to watch finished coordinators and departed screen models for
  ///     leaks (see ``LeakTracker``). On by default in debug builds.
  public init(root: AnyCoordinator, leakTracking: Bool = NavigationStore.leakTrackingDefault) {
    self.root = root
    self.leakTracker = leakTracking ? LeakTracker() : nil
  }

  /// Leak tracking is on in debug builds and off in release builds unless asked for.
  public nonisolated static var leakTrackingDefault: Bool {
    #if DEBUG
      return true
    #else
      return false
    #endif
  }

  isolated deinit {
    let (nodes, outputs) = tree.removeAll()
    withExtendedLifetime(outputs) {}
    for node in nodes {
      _ = node.coordinator.end()
      for handler in node.completionHandlers { handler(.cancelled(.teardown)) }
    }
    for continuation in streamContinuations.values { continuation.finish() }
  }

  /// What is shown: the single source of truth a platform renders.
  ///
  /// Observable: reading it inside `withObservationTracking` (or a SwiftUI body) registers a
  /// dependency that fires once per committed change.
  ///
  /// - Complexity: O(1). Keeping a copy while the store changes makes the next change copy the
  ///   arrays it touches; platforms should render from events or read afresh.
  public var state: NavigationState {
    stateWasRead = true
    registrar.access(self, keyPath: Self.stateKeyPath)
    return layout.state
  }

  /// Whether ``start()`` has run.
  public var isStarted: Bool { hasStarted }

  /// Starts the root coordinator. Calling it again does nothing.
  public func start() {
    guard !hasStarted else {
      mutate { emit(.ignored("start() called on a store that has already started")) }
      return
    }
    hasStarted = true
    commit {
      let host = makePendingLayer(style: .root, presenter: nil)
      return attach(root, parent: nil, host: host, createdBy: nil, cause: .code) ?? []
    }
  }

  /// The model (view model) the owning coordinator created for a screen, if any.
  ///
  /// - Complexity: O(1).
  public func model(for screen: ScreenID) -> AnyObject? {
    layout.screenRecords[screen]?.model
  }

  /// The coordinator that owns a screen.
  ///
  /// - Complexity: O(1).
  public func owner(of screen: ScreenID) -> AnyCoordinator? {
    layout.owner(of: screen).flatMap { tree.coordinator($0) }
  }

  /// The live coordinator with this identifier.
  ///
  /// - Complexity: O(1).
  public func coordinator(_ id: CoordinatorID) -> AnyCoordinator? {
    tree.coordinator(id)
  }

  /// The number of live coordinators, root included.
  public var coordinatorCount: Int { tree.count }

  /// The number of screens shown in all layers.
  public var screenCount: Int { layout.screenRecords.count }

  func makeID() -> UInt64 {
    nextRawID += 1
    return nextRawID
  }
}

extension NavigationStore: Observable {}
