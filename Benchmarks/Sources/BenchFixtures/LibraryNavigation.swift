import Coordination

/// The library side of the navigation figures: a started store (leak tracking off) with one
/// observer attached, its root showing screens and one-screen child flows.
///
/// Every operation hands its result to ``sink(_:)``, so the optimizer keeps it.
///
/// `@MainActor` is spelled out although the module's default isolation already gives it:
/// Swift 6.3.1 rejects a client module that imports a class whose `isolated deinit` relies on
/// the default ("deinit is marked isolated, but containing class ... is not isolated to an
/// actor", with no source location).
@MainActor
public final class LibraryNavigation {
  /// The store.
  public let store: NavigationStore
  /// The root coordinator.
  public let root: BenchRootCoordinator
  private let counter = UpdateCounter()
  private let token: ObserverToken

  /// Counts what the observer receives.
  private final class UpdateCounter {
    var events = 0
  }

  /// Creates a started store, then pushes `depth` screens or, with `children`, starts `depth`
  /// child flows (each one a live child of the root with one screen).
  public init(depth: Int = 0, children: Bool = false) {
    root = BenchRootCoordinator()
    store = NavigationStore(root: root, leakTracking: false)
    let counter = counter
    token = store.observe { update in counter.events &+= update.events.count }
    store.start()
    for index in 0..<depth { root.show(children ? .child(index) : .screen(index)) }
  }

  /// The number of events the observer has received.
  public var observedEvents: Int { counter.events }

  /// The number of live child coordinators of the root.
  public var childCount: Int { root.childCount }

  /// Pushes a screen and pops it.
  @inline(never)
  public func pushPopScreen(_ index: Int) {
    root.show(.screen(index))
    sink(root.pop())
  }

  /// Starts a child flow (its screen is pushed) and pops its screen, which finishes it.
  @inline(never)
  public func pushPopChild(_ index: Int) {
    root.show(.child(index))
    sink(root.pop())
  }

  /// ``pushPopScreen(_:)`` for each index: one call per benchmark iteration.
  public func pushPopScreens(_ indices: Range<Int>) {
    for index in indices { pushPopScreen(index) }
  }

  /// ``pushPopChild(_:)`` for each index: one call per benchmark iteration.
  public func pushPopChildren(_ indices: Range<Int>) {
    for index in indices { pushPopChild(index) }
  }

  /// ``userPop(to:)`` for each screen in turn.
  public func userPops(to screens: [ScreenID]) {
    for screen in screens { userPop(to: screen) }
  }

  /// Pushes `operations × count` screens and returns, in order, the screens the user goes
  /// back to: going back to each in turn leaves `count` screens every time.
  public func prepareUserPops(_ operations: Int, leaving count: Int) -> [ScreenID] {
    for index in 0..<(operations * count) { root.show(.screen(index)) }
    guard operations > 0, let screens = store.state.visibleStack?.screens,
      screens.count > operations * count
    else { return [] }
    return (1...operations).map { operation in
      screens[screens.count - operation * count - 1].id
    }
  }

  /// Reports that the user went back to `screen` (the back button, a swipe).
  @inline(never)
  public func userPop(to screen: ScreenID) {
    sink(try? store.handle(.popped(to: screen)))
  }

  /// Cancels the observation; the store is released with this object.
  isolated deinit { token.cancel() }
}
