/// The base of every coordinator: identity, the parent and children, and the lifecycle.
///
/// Subclass ``Coordinator`` (or ``FlowCoordinator``, ``TabCoordinator``, ``SplitCoordinator``);
/// this class lets coordinators with different route types live in one tree.
///
/// A coordinator keeps its children alive; a child refers to its parent weakly. A child is
/// dropped by its parent when it finishes, which happens by itself when its last screen leaves,
/// whatever the cause. The root coordinator finishes only by its own call.
///
/// A parent with no screen of its own finishes with its last child. A parent that awaits a
/// flow (``Coordinator/run(_:presentation:as:)``) and wants to show something afterwards
/// should keep a screen below the flow, or use the callback form
/// ``Coordinator/run(_:presentation:as:then:)``, which runs before the parent is checked.
@MainActor
open class AnyCoordinator {
  /// The coordinator's identity in its store (`c0` until it is started).
  public private(set) var id = CoordinatorID(rawValue: 0)
  /// The coordinator that started this one; `nil` for the root.
  public private(set) weak var parent: AnyCoordinator?
  /// The store this coordinator runs in; `nil` before it is started.
  public private(set) weak var store: NavigationStore?
  /// The route its parent used to start it; `nil` for the root.
  public private(set) var route: AnyRoute?
  private(set) var lifecycle = Lifecycle.idle

  /// The stages of a coordinator's life, in order; none is ever left for an earlier one.
  enum Lifecycle: Equatable {
    case idle
    case starting
    case active
    case finished
  }

  // The fields above change only through the three methods below; everything else the store
  // knows of a coordinator is kept in its `CoordinatorNode`.

  /// Joins a store: `starting` (its `start()` runs next), or `active` at once when restored.
  func bind(
    to store: NavigationStore, id: CoordinatorID, parent: AnyCoordinator?, route: AnyRoute?,
    restored: Bool
  ) {
    precondition(lifecycle == .idle, "a coordinator joins a store once")
    self.store = store
    self.id = id
    self.parent = parent
    self.route = route
    lifecycle = restored ? .active : .starting
  }

  /// Marks the end of `start()`; returns false when the coordinator finished during it.
  func activate() -> Bool {
    guard lifecycle == .starting else { return false }
    lifecycle = .active
    return true
  }

  /// Marks the coordinator finished; returns false when it already was.
  func end() -> Bool {
    guard lifecycle != .finished else { return false }
    lifecycle = .finished
    return true
  }

  /// Creates a coordinator that is not started yet.
  public init() {}

  /// The live child coordinators, oldest first.
  ///
  /// - Complexity: O(*c* log *c*) in the number of children; use ``childCount`` on hot paths.
  public var children: [AnyCoordinator] {
    store?.engine.children(of: id) ?? []
  }

  /// The live children of a given type, oldest first.
  ///
  /// ```swift
  /// let detail = root.children(ofType: MovieDetailCoordinator.self).last
  /// ```
  ///
  /// - Complexity: O(*c* log *c*) in the number of children.
  public func children<Child: AnyCoordinator>(ofType type: Child.Type) -> [Child] {
    children.compactMap { $0 as? Child }
  }

  /// The number of live children.
  ///
  /// - Complexity: O(1).
  public var childCount: Int { store?.engine.node(id)?.children.count ?? 0 }

  /// Whether the coordinator runs in a store and has not finished.
  public var isActive: Bool { lifecycle == .starting || lifecycle == .active }

  /// Whether the coordinator has finished. It never runs again.
  public var isFinished: Bool { lifecycle == .finished }

  /// The number of screens the coordinator owns.
  ///
  /// - Complexity: O(1).
  public var screenCount: Int { store?.engine.node(id)?.screens.count ?? 0 }

  /// A name for logs and trees: the type's name.
  ///
  /// Events carry it at every start and finish, so the default is described once per type:
  /// describing a type goes through reflection and costs more than a push.
  open var name: String { describedTypeName }

  /// Shows the coordinator's first screens. Called once, when the coordinator is started.
  ///
  /// Show something before returning: a started coordinator with no screen and no child has
  /// nothing left to do and finishes at once.
  open func start() {}

  /// Whether a path from outside (a deep link) is followed now, waits or is dropped; asked of
  /// the root coordinator (see ``NavigationStore/open(path:)``). Override it in the app's root
  /// to keep links behind a gate such as a sign-in. The default follows every path.
  open func admission(of path: [PathStep]) -> PathAdmission { .follow }

  /// Hands a finished child's outcome to the typed ``Coordinator/flowDidEnd(_:with:)``.
  func childFlowDidEnd(route: AnyRoute?, outcome: FlowOutcome) {}

  /// Called after a child finished and was dropped from ``children``.
  ///
  /// Override to react (the result, if any, was already delivered to whoever awaited it).
  open func didFinish(child: AnyCoordinator) {}

  // MARK: Hooks the module's subclasses fill in.

  /// The destination of an erased route; `nil` when it is not of this coordinator's type.
  func destination(forErased route: AnyRoute) -> Destination? { nil }

  /// The sheet options of an erased route this coordinator presents.
  func sheetOptions(forErased route: AnyRoute) -> SheetOptions { SheetOptions() }

  /// Decodes a saved route of this coordinator's route type.
  package func decodeRoute(_ value: NavigationSnapshot.EncodedValue) throws -> AnyRoute {
    throw RestorationError.undecodableRoute(coordinator: name, reason: "it has no route type")
  }

  /// The coordinator's own veto on a screen leaving.
  func allowsLeaving(_ route: AnyRoute, cause: NavigationCause) -> Bool { true }

  /// The type a flow returns; plain coordinators return `Void`.
  package var outputType: Any.Type { Void.self }

  /// What a plain `finish()` completes with: `()`, or `nil` (cancel) for flows that need a value.
  var plainFinishOutput: (any Sendable)? { () }

  /// The style of the layer it must be presented in, whatever its caller asked (an alert's).
  var requiredStyle: PresentationStyle? { nil }

  /// What it finishes with when it ends without a value (an alert's cancel button's value).
  var outputWhenTakenAway: (any Sendable)? { nil }

  /// What a container (tabs or split columns) lays out; `nil` for any other coordinator.
  var containerLayout: ContainerLayout? { nil }
}
