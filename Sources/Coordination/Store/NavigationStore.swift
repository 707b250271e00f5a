import Observation

/// Owns the state and the coordinator tree of one window, scene or browser session, and keeps
/// the two in step.
///
/// ```swift
/// let store = NavigationStore(root: AppCoordinator(services: services))
/// store.start()
/// print(store.state)  // root: [main]
/// ```
///
/// The store lives on the main actor, as UIKit and SwiftUI do; the web adapter hops to it once
/// per request (see <doc:Isolation>).
///
/// The state is observable with the Observation framework (``state``), and every committed
/// change is published as a ``NavigationUpdate`` to ``observe(_:)`` and ``updates()``.
@MainActor
public final class NavigationStore {
  /// The state, the coordinator tree and what left during the current change.
  var engine = NavigationEngine()
  let registrar = ObservationRegistrar()

  /// The coordinator the store was made with, at the top of the tree.
  public let root: AnyCoordinator
  /// Tracks finished coordinators and departed screen models, when enabled.
  public let leakTracker: LeakTracker?

  /// How deep the current change is nested; the outermost one publishes.
  var mutationDepth = 0
  /// The number of updates published so far: it grows by one with each change observers are
  /// told of, so comparing two readings tells whether anything changed between them (the web
  /// adapter saves a session only then).
  public internal(set) var revision: UInt64 = 0
  var isPublishing = false
  /// The observers, in the order they began.
  var observers: [(id: UInt64, ending: ObservationEnding, handler: (NavigationUpdate) -> Void)] =
    []
  var streamContinuations: [UInt64: AsyncStream<NavigationUpdate>.Continuation] = [:]
  /// Who waits for the root coordinator's flow to end, and how it ended once it has.
  var rootFlowHandlers: [(FlowOutcome) -> Void] = []
  var rootOutcome: FlowOutcome?
  /// The path that waits until the root coordinator admits it, with the root's reason.
  var waitingLink: WaitingLink?
  /// Whether the waiting path is being offered (the change that follows it offers nothing).
  var isOfferingLink = false
  /// Reads a link's text (a URL, say) as a path: a restore reads with it the link that was
  /// waiting when its snapshot was made (see ``open(path:link:)``). Set it before restoring
  /// (`CoordinationLinks`: `readLinks(with:)`); without it, a restore drops a saved link and
  /// the published event says why.
  public var linkReader: (@MainActor (String) throws -> [PathStep])?
  /// Where the store logs its changes and marks their intervals: the unified log and
  /// signposts on Apple platforms, nothing elsewhere (see <doc:WatchingNavigation>).
  var tracing: (any NavigationTracing)? = platformTracing()
  /// Records the commands from outside the store, for a journey; `nil` unless one is recorded.
  package var commandRecorder: (any NavigationCommandRecording)?
  /// How many commands are being carried out, one inside another.
  var commandsUnderWay = 0
  /// The key path observers of ``state`` register, made once (not looked up on each change).
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

  #if DEBUG
    /// Leak tracking is on in debug builds and off in release builds unless asked for.
    public nonisolated static let leakTrackingDefault = true
  #else
    /// Leak tracking is on in debug builds and off in release builds unless asked for.
    public nonisolated static let leakTrackingDefault = false
  #endif

  isolated deinit {
    let (nodes, outputs) = engine.removeAllCoordinators()
    withExtendedLifetime(outputs) {}
    for node in nodes {
      _ = node.coordinator.end()
      for handler in node.completionHandlers { handler(.cancelled(.teardown)) }
    }
    if rootOutcome == nil {
      for handler in rootFlowHandlers { handler(.cancelled(.teardown)) }
    }
    for continuation in streamContinuations.values { continuation.finish() }
  }

  /// What is shown: the single source of truth an adapter renders.
  ///
  /// Observable: reading it inside `withObservationTracking` (or a SwiftUI body) registers a
  /// dependency that fires once per committed change.
  ///
  /// - Complexity: O(1). Keeping a copy while the store changes makes the next change copy the
  ///   arrays it touches; adapters should render from events or read afresh.
  public var state: NavigationState {
    registrar.access(self, keyPath: Self.stateKeyPath)
    return engine.state
  }

  /// Whether ``start()`` (or a restore) has run.
  public internal(set) var isStarted = false

  /// Starts the root coordinator. Calling it again does nothing.
  public func start() {
    _ = try? execute(.start)
  }

  /// The model (view model) the owning coordinator created for a screen, if any.
  ///
  /// - Complexity: O(1).
  public func model(for screen: ScreenID) -> AnyObject? {
    engine.record(of: screen)?.model
  }

  /// The coordinator that owns a screen.
  ///
  /// - Complexity: O(1).
  public func owner(of screen: ScreenID) -> AnyCoordinator? {
    engine.screen(screen).flatMap { engine.coordinator($0.owner) }
  }

  /// The live coordinator with this identifier.
  ///
  /// - Complexity: O(1).
  public func coordinator(_ id: CoordinatorID) -> AnyCoordinator? {
    engine.coordinator(id)
  }

  /// The number of live coordinators, root included.
  public var coordinatorCount: Int { engine.coordinatorNodes.count }

  /// The number of screens shown in all layers.
  public var screenCount: Int { engine.screenCount }
}

extension NavigationStore: Observable {}
