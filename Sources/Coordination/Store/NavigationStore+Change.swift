extension NavigationStore {
  /// One change to the navigation, from the call that opened it to its last follow-up: it
  /// carries the change's cause, and the follow-ups its steps leave for when the state is
  /// complete again.
  ///
  /// The store opens one per change (``change(_:_:)``) and hands it `inout` to each step (`in
  /// change:`); the steps read ``cause`` and leave what must wait with ``then(_:)``. App code
  /// a step runs may navigate: a change of its own, nested in this one. A value, not an object
  /// holding the store: passing it `inout` costs no allocation and no retain of the store.
  struct Change {
    /// Why the change happens; every event it records carries it.
    let cause: NavigationCause
    /// What the steps left to do, in the order they left it.
    private(set) var followUps: [FollowUp] = []

    init(cause: NavigationCause) { self.cause = cause }

    /// Leaves `followUp` to run once the step that left it has returned. Most changes leave
    /// none; one that ends a coordinator leaves two, so the first makes room for a few.
    mutating func then(_ followUp: consuming FollowUp) {
      if followUps.isEmpty { followUps.reserveCapacity(4) }
      followUps.append(followUp)
    }
  }

  /// Runs `step` as one change with `cause`, then the follow-ups it left, in order (and those
  /// they leave); returns what `step` returned. The outermost change publishes.
  @discardableResult
  func change<Value>(_ cause: NavigationCause, _ step: (inout Change) -> Value) -> Value {
    mutate {
      var change = Change(cause: cause)
      let value = step(&change)
      var next = 0
      while next < change.followUps.count {
        let followUp = change.followUps[next]
        next += 1
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
      // Who waits for the root's flow is told once the change is published.
      if coordinator === root, rootOutcome == nil { rootOutcome = outcome }
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
