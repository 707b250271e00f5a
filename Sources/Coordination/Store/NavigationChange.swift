/// One change to the navigation, from the door it came in by to its last follow-up: it carries
/// the change's cause, and the follow-ups its steps leave for when the state is complete again.
///
/// The store opens one per change (``NavigationStore/change(_:_:)``). Its steps edit the engine,
/// ask the app between edits and leave what must wait to ``then(_:)``. App code a step runs may
/// navigate: that is a change of its own, nested in this one and published with it.
///
/// A value, not an object: a change is made for every navigation, and its steps edit it in
/// place (`inout`), so it costs no allocation.
@MainActor
struct NavigationChange {
  /// The store whose engine the steps edit.
  let store: NavigationStore
  /// Why the change happens; every event it records carries it.
  let cause: NavigationCause
  /// What the steps left to do, in the order they left it, and how many have run.
  private var followUps: [FollowUp] = []
  private var done = 0

  init(store: NavigationStore, cause: NavigationCause) {
    self.store = store
    self.cause = cause
  }

  /// Leaves `followUp` to run once the step that left it has returned.
  mutating func then(_ followUp: FollowUp) {
    followUps.append(followUp)
  }

  /// How many follow-ups have been left so far (a step compares two readings).
  var followUpCount: Int { followUps.count }

  /// Runs the follow-ups in order, with those they leave in turn.
  mutating func runFollowUps() {
    while done < followUps.count {
      let followUp = followUps[done]
      done += 1
      run(followUp)
    }
  }

  private mutating func run(_ followUp: FollowUp) {
    switch followUp {
    case .settle(let coordinator):
      settle(coordinator)
    case .ended(let coordinator, let parent, let outcome, let handlers):
      // What the app does here is its own navigation (cause `.code`), nested in this change.
      for handler in handlers { handler(outcome) }
      if coordinator === store.root { store.rootFlowEnded(outcome) }
      parent?.childFlowDidEnd(route: coordinator.route, outcome: outcome)
      parent?.didFinish(child: coordinator)
    }
  }

  /// Records an event for the change's update.
  func emit(_ event: NavigationEvent) { store.engine.record(event) }
}

extension NavigationStore {
  /// Runs `step` as one change with `cause`, then the follow-ups it left, in order; returns
  /// what `step` returned. The outermost change publishes.
  @discardableResult
  func change<Result>(_ cause: NavigationCause, _ step: (inout NavigationChange) -> Result)
    -> Result
  {
    mutate {
      var change = NavigationChange(store: self, cause: cause)
      let result = step(&change)
      change.runFollowUps()
      return result
    }
  }

  /// Runs `body` with `coordinator` held: it does not finish by itself meanwhile (its last
  /// screen may leave only to be replaced). One not in the tree yet is not held.
  func withHold<Result>(_ coordinator: AnyCoordinator, _ body: () -> Result) -> Result {
    let held = engine.tree.node(coordinator.id) != nil
    if held { engine.hold(coordinator.id) }
    defer { if held { engine.release(coordinator.id) } }
    return body()
  }
}
