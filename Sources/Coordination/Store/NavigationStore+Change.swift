extension NavigationStore {
  /// One change to the navigation, from the door it came in by to its last follow-up: it carries
  /// the change's cause, and the follow-ups its steps leave for when the state is complete again.
  ///
  /// The store opens one per change (``change(_:_:)``) and hands it `inout` to each step (`in
  /// change:`); the steps read ``cause`` and leave what must wait with ``then(_:)``. App code
  /// a step runs may navigate: a change of its own, nested in this one. A value without
  /// references, so that carrying it costs no allocation and no retain of the store.
  struct Change {
    /// Why the change happens; every event it records carries it.
    let cause: NavigationCause
    /// What the steps left to do, in the order they left it, and how many have been taken.
    private var followUps: [FollowUp] = []
    private var taken = 0

    init(cause: NavigationCause) { self.cause = cause }

    /// Leaves `followUp` to run once the step that left it has returned. Most changes leave
    /// none; one that ends a coordinator leaves two, so the first makes room for a few.
    mutating func then(_ followUp: consuming FollowUp) {
      if followUps.isEmpty { followUps.reserveCapacity(4) }
      followUps.append(followUp)
    }

    /// How many follow-ups have been left so far (a step compares two readings).
    var followUpCount: Int { followUps.count }

    /// The next follow-up to run, in the order they were left; `nil` once all have been taken.
    mutating func nextFollowUp() -> FollowUp? {
      guard taken < followUps.count else { return nil }
      defer { taken += 1 }
      return followUps[taken]
    }
  }

  /// Runs `step` as one change with `cause`, then the follow-ups it left, in order (and those
  /// they leave); returns what `step` returned. The outermost change publishes.
  @discardableResult
  func change<Value>(_ cause: NavigationCause, _ step: (inout Change) -> Value) -> Value {
    mutate {
      var change = Change(cause: cause)
      let value = step(&change)
      while let followUp = change.nextFollowUp() {
        run(followUp, in: &change)
      }
      return value
    }
  }

  private func run(_ followUp: FollowUp, in change: inout Change) {
    switch followUp {
    case .settle(let coordinator):
      settle(coordinator, in: &change)
    case .ended(let coordinator, let parent, let outcome, let handlers):
      // What the app does here is its own navigation (cause `.code`), nested in this change.
      for handler in handlers { handler(outcome) }
      if coordinator === root { rootFlowEnded(outcome) }
      parent?.childFlowDidEnd(route: coordinator.route, outcome: outcome)
      parent?.didFinish(child: coordinator)
    }
  }

  /// Runs `body` with `coordinator` held: it does not finish by itself meanwhile (its last
  /// screen may leave only to be replaced). One not in the tree yet is not held.
  func withHold<Result>(_ coordinator: AnyCoordinator, _ body: () -> Result) -> Result {
    let held = engine.node(coordinator.id) != nil
    if held { engine.hold(coordinator.id) }
    defer { if held { engine.release(coordinator.id) } }
    return body()
  }
}
