import Observation

// One change, from the call that opens it to its publication. Every change enters by
// `execute(_:)` as a `NavigationCommand`, is carried out by one `Change` handed to each step,
// runs the follow-ups its steps left, and is published by the outermost `mutate(_:)`: the
// update reaches every observer, then the models of the screens that left are released and
// whoever waits for the root's flow is told.

extension NavigationStore {
  /// Applies a command as one change; returns what became of it.
  ///
  /// - Throws: ``NavigationError`` when the command names something that is not shown, a path
  ///   that does not fit the app, or a coordinator that does not run where the API throws for
  ///   it. Nothing changes then.
  @discardableResult
  package func execute(_ command: NavigationCommand) throws(NavigationError) -> CommandOutcome {
    // A change opened inside another is part of the other's interval.
    let endChange =
      mutationDepth == 0 ? tracing?.beginChange(NavigationLogLine(opening: command)) : nil
    defer { endChange?(revision) }
    // Only a command from outside is recorded: what it causes comes again when it is replayed.
    let recorder = commandsUnderWay == 0 ? commandRecorder : nil
    recorder?.willExecute(command, in: self)
    commandsUnderWay += 1
    var outcome: CommandOutcome?
    defer {
      recorder?.didExecute(command, outcome: outcome, in: self)
      commandsUnderWay -= 1
    }
    switch command {
    case .start:
      outcome = startRoot()
    case .coordinator(let call, let coordinator):
      outcome = try carryOut(call, from: coordinator)
    case .user(let action):
      outcome = try react(to: action)
    case .path(let steps, let cause):
      outcome = try follow(steps, cause: cause).map { .refused(by: $0) } ?? .applied
    case .restore(let plan):
      replaceNavigation(with: plan)
      outcome = .applied
    case .link(let path, let text):
      outcome = try openLink(path, text: text)
    case .offerWaitingLink:
      outcome = offerWaitingLink()
    case .dropWaitingLink(let reason):
      outcome = dropWaitingLink(reason: reason)
    }
    return outcome ?? .ignored
  }

  /// Runs the completion of a flow awaited with `run`: the app's code, whose navigation a
  /// journey records as the flow's end (a replay has no completion of its own to run).
  func runCompletion(of flow: CoordinatorID, _ completion: () -> Void) {
    guard let commandRecorder else { return completion() }
    let underWay = commandsUnderWay
    commandsUnderWay = 0
    commandRecorder.willRunCompletion(of: flow)
    defer {
      commandRecorder.didRunCompletion(of: flow)
      commandsUnderWay = underWay
    }
    completion()
  }

  /// Shows the root coordinator's first screens, once.
  private func startRoot() -> CommandOutcome {
    guard !isStarted else {
      mutate { emit(.ignored("start() called on a store that has already started")) }
      return .ignored
    }
    isStarted = true
    change(.code) { change in
      let host = engine.reserveLayer(style: .root, presenter: nil)
      attach(root, parent: nil, host: host, createdBy: nil, in: &change)
    }
    return .applied
  }

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

  /// Runs `body` as part of the current change; the outermost call publishes the change.
  func mutate<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure)
    -> Result
  {
    mutationDepth += 1
    let revisionBefore = revision
    defer {
      mutationDepth -= 1
      if mutationDepth == 0 {
        publish()
        releaseDeparted()
        tellRootFlowEnd()
        if waitingLink != nil, revision != revisionBefore, !isPublishing {
          _ = try? execute(.offerWaitingLink)
        }
      }
    }
    guard mutationDepth == 1 else { return try body() }
    registrar.willSet(self, keyPath: Self.stateKeyPath)
    defer { registrar.didSet(self, keyPath: Self.stateKeyPath) }
    return try body()
  }

  /// Releases the models of the screens that left, once the change is published (their
  /// `deinit`s are app code and may navigate), and watches them for leaks. While an update is
  /// delivered, the outermost change releases them after every observer had it.
  func releaseDeparted() {
    guard !isPublishing, !engine.departures.isEmpty else { return }
    let gone = engine.takeDepartures()
    guard let leakTracker else { return }
    for departure in gone {
      guard let model = departure.model else { continue }
      leakTracker.track(
        model, kind: .screenModel, label: "\(departure.screen.route) (\(type(of: model)))")
    }
  }

  func emit(_ event: NavigationEvent) { engine.record(event) }

  /// Delivers pending events as updates. An observer's navigation is delivered after this
  /// update reached every observer, so all see updates in the same order.
  private func publish() {
    guard !isPublishing else { return }
    isPublishing = true
    defer { isPublishing = false }
    while !engine.events.isEmpty {
      revision += 1
      let events = engine.takeEvents()
      if let tracing {
        for event in events { tracing.record(NavigationLogLine(event, revision: revision)) }
      }
      deliver(NavigationUpdate(revision: revision, events: events))
    }
  }

  /// Hands an update to the observers in order (not to one an earlier handler ended), then to
  /// the streams, dropping those that ended.
  private func deliver(_ update: NavigationUpdate) {
    for observer in observers where !observer.ending.hasEnded {
      observer.handler(update)
    }
    for (id, continuation) in streamContinuations {
      if case .terminated = continuation.yield(update) {
        let removed = streamContinuations.removeValue(forKey: id)
        withExtendedLifetime(removed) {}
      }
    }
  }

  /// Tells who waits how the root's flow ended, once it has and no update is being delivered.
  func tellRootFlowEnd() {
    guard !isPublishing, let rootOutcome, !rootFlowHandlers.isEmpty else { return }
    let handlers = rootFlowHandlers
    rootFlowHandlers = []
    for handler in handlers { handler(rootOutcome) }
  }
}
