// Applying a path of routes across nested coordinators (what a deep link resolves to): keep
// what matches, plan the rest without changing anything, leave what does not match (matched
// again after the app's callbacks), then build the rest over the coordinators' initial content.

extension NavigationStore {
  /// Shows a path of routes from the root coordinator down: the first route is the root's,
  /// each next one belongs to the coordinator the previous route started (or to the same
  /// coordinator, for a screen). Built as one change, so the adapter renders once.
  ///
  /// ```swift
  /// try store.apply(path: [AppRoute.kanjiList, KanjiListRoute.detail("日")])
  /// ```
  ///
  /// What is shown already and matches the start of the path is kept (with its coordinators
  /// and models); modals are dismissed; the rest of the stack is replaced.
  ///
  /// - Throws: ``NavigationError`` when a route does not belong to the coordinator it reaches,
  ///   a guard refuses to let a screen leave, or the path is empty. Nothing changes then.
  /// - Complexity: O(*p* + *k*) for a path of *p* routes and *k* screens that leave.
  public func apply(path: [any NavigationRoute], cause: NavigationCause = .deepLink)
    throws(NavigationError)
  {
    try apply(steps: path.map { PathStep(erased: AnyRoute($0)) }, cause: cause)
  }

  /// Shows a path whose steps may be presented as well as pushed (see ``PathStep``).
  ///
  /// ```swift
  /// try store.apply(steps: [
  ///   PathStep(AppRoute.settings), PathStep(SettingsRoute.editName, presentation: .sheet),
  /// ])
  /// ```
  ///
  /// A presented step opens a modal layer above the stack the steps before it reached; the
  /// steps after it push onto that layer. What is shown already and matches is kept, layers
  /// included; everything above the last matching screen leaves.
  ///
  /// The user's own navigation to a path (the browser's Back, a back link) is not applied
  /// here but handled as ``UserAction/followed(path:)`` by ``handle(_:)``, the one entry point
  /// of everything the user does.
  ///
  /// - Throws: ``NavigationError/invalidPath(reason:)`` when the first step is presented, a
  ///   step is presented as the root, or `cause` is ``NavigationCause/user``; otherwise as
  ///   ``apply(path:cause:)``. Nothing changes then.
  /// - Complexity: O(*p* + *k*) for a path of *p* routes and *k* screens that leave.
  public func apply(steps path: [PathStep], cause: NavigationCause = .deepLink)
    throws(NavigationError)
  {
    guard cause != .user else {
      throw .invalidPath(reason: "what the user does goes through handle(.followed(path:))")
    }
    if case .refused(let screen) = try execute(.path(path, cause: cause)) {
      throw .refused(by: screen)
    }
  }

  /// Applies a path: match what is shown and plan the rest, ask the guards of what would
  /// leave, commit. Returns the screen whose guard refused (nothing changed then).
  ///
  /// What leaves goes first, with its callbacks; when they navigate, the path is matched
  /// again before anything is built (at most ``leavingPasses`` rounds), so the app's reactions
  /// to what the path closed cannot undo what it opens. A coordinator the path reached whose
  /// screens all leave on the way keeps running (with its state) and the path builds in it.
  func follow(_ path: [PathStep], cause: NavigationCause) throws(NavigationError) -> ScreenID? {
    try validate(path)
    return try mutate { () throws(NavigationError) -> ScreenID? in
      var kept: [AnyCoordinator] = []
      defer { if !kept.isEmpty { change(cause) { letGo(of: kept, in: &$0) } } }
      var walk = match(path, keeping: kept)
      var planned = try plan(path[walk.matched...], from: walk.coordinator, first: true)
      for _ in 0..<Self.leavingPasses {
        guard let point = walk.returnPoint else { break }
        if let refusal = refusal(returningTo: point, cause: cause) { return refusal }
        let (left, emptied) = change(cause) {
          leave(
            to: point, keeping: walk.coordinator, holdingEmptied: walk.matched < path.count, in: &$0
          )
        }
        if emptied { kept.append(walk.coordinator) }
        guard left else { break }
        walk = match(path, keeping: kept)
        planned = try plan(path[walk.matched...], from: walk.coordinator)
      }
      if let point = walk.returnPoint, let refusal = refusal(returningTo: point, cause: cause) {
        return refusal
      }
      change(cause) { change in
        withHold(walk.coordinator) {
          if let point = walk.returnPoint { returnTo(point, in: &change) }
          build(planned, from: walk.coordinator, fallback: walk.stack, in: &change)
        }
        letGo(of: kept, in: &change)
        settle(walk.coordinator, in: &change)
        kept = []
      }
      return nil
    }
  }

  /// How many times a path leaves what does not match and matches again before it is built.
  static let leavingPasses = 3

  /// Checks a path's shape before anything is looked up.
  private func validate(_ path: [PathStep]) throws(NavigationError) {
    guard let first = path.first else { throw .emptyPath }
    guard first.presentation == .push else {
      throw .invalidPath(reason: "its first step, \(first), cannot be presented")
    }
    if let rootStep = path.first(where: { $0.presentation == .modal(.root) }) {
      throw .invalidPath(reason: "step \(rootStep) cannot be presented as a root layer")
    }
    guard root.isActive else { throw .coordinatorNotActive(root.name) }
  }

  /// One step of a path that is not shown yet, with what its coordinator said it shows.
  private struct PlannedStep {
    let route: AnyRoute
    let presentation: FlowPresentation
    let destination: Destination
  }

  /// Plans the steps after the matched ones without changing anything: each route must belong
  /// to the coordinator it reaches and be available. On the `first` plan a removed tab of a
  /// running container cannot be shown either.
  private func plan(
    _ steps: ArraySlice<PathStep>, from coordinator: AnyCoordinator, first: Bool = false
  ) throws(NavigationError) -> [PlannedStep] {
    var planned: [PlannedStep] = []
    var owner = coordinator
    for step in steps {
      if first, owner.isActive, owner.containerLayout?.routes.contains(step.route) == true {
        throw .routeNotShown(route: step.route.description)
      }
      guard let destination = owner.destination(forErased: step.route) else {
        throw .wrongRouteType(route: step.route.description, coordinator: owner.name)
      }
      switch destination {
      case .screen:
        break
      case .flow(let child):
        guard child.lifecycle == .idle, child.store == nil else {
          throw .coordinatorAlreadyAttached(child.name)
        }
        owner = child
      case .unavailable(let reason):
        throw .unavailable(route: step.route.description, reason: reason)
      }
      planned.append(
        PlannedStep(route: step.route, presentation: step.presentation, destination: destination))
    }
    return planned
  }

  /// Returns to `point`; what left runs its callbacks as this change's follow-ups. The
  /// coordinator where the path stopped matching stays held when it emptied and the path goes
  /// on in it (`holdingEmptied`); else it settles after the callbacks. `left` says whether
  /// anything ended, so that the path must be matched again.
  private func leave(
    to point: NavigationStore.ReturnPoint, keeping coordinator: AnyCoordinator,
    holdingEmptied: Bool, in change: inout Change
  )
    -> (left: Bool, emptied: Bool)
  {
    let before = change.followUps.count
    withHold(coordinator) { returnTo(point, in: &change) }
    let ended = change.followUps.count > before
    let emptied =
      coordinator !== root && engine.node(coordinator.id)?.screens.isEmpty == true
    if emptied, holdingEmptied {
      // Held while the path is matched again, past this change's callbacks; `letGo` releases it.
      engine.hold(coordinator.id)
      return (ended, true)
    }
    if ended || emptied { change.then(.settle(coordinator)) }
    return (ended || emptied, false)
  }

  /// Ends the holds a path took; each coordinator then settles.
  private func letGo(of coordinators: [AnyCoordinator], in change: inout Change) {
    for coordinator in coordinators { engine.release(coordinator.id) }
    for coordinator in coordinators { settle(coordinator, in: &change) }
  }

  private struct BuildProgress {
    /// The coordinator the next step belongs to.
    var owner: AnyCoordinator
    /// Coordinators started by this path: their initial content may be named by the next steps.
    var started: Set<ObjectIdentifier> = []
    /// Screens of initial content that steps were matched to.
    var matched: Set<ScreenID> = []
    /// Whether destinations must be asked of the coordinators running now.
    var replanned = false
  }

  /// A step naming the initial content of a coordinator started here is matched to it, not
  /// shown twice (destinations are asked anew after).
  private func build(
    _ steps: [PlannedStep], from current: AnyCoordinator, fallback: StackID?,
    in change: inout Change
  ) {
    var progress = BuildProgress(owner: current)
    for step in steps {
      if progress.started.contains(ObjectIdentifier(progress.owner)),
        adoptFirstContent(step, &progress, in: &change)
      {
        continue
      }
      let owner = progress.owner
      let destination =
        progress.replanned ? owner.destination(forErased: step.route) : step.destination
      guard let target = target(of: step, owner: owner, fallback: fallback) else { break }
      if splitColumnLayer(of: target, ownedBy: owner) != nil {
        // What a split container shows replaces its column's content.
        emptyColumn(target, for: owner, in: &change)
      }
      guard showDestination(destination, of: step.route, owner: owner, onto: target, in: &change)
      else { return }
      if case .flow(let child) = destination {
        progress.started.insert(ObjectIdentifier(child))
        progress.owner = child
      }
    }
  }

  /// Matches a step to its coordinator's initial content (a tab, a child, a screen); false
  /// when it names something new.
  private func adoptFirstContent(
    _ step: PlannedStep, _ progress: inout BuildProgress, in change: inout Change
  ) -> Bool {
    let owner = progress.owner
    if owner.containerLayout?.routes.contains(step.route) == true,
      let (layer, tab) = tab(step.route, of: owner)
    {
      engine.select(tab: tab, inLayer: layer, cause: change.cause)
    }
    guard let node = engine.node(owner.id) else { return false }
    if let child = node.children.values.first(where: {
      engine.node($0.id)?.startedWithParent == true && $0.route == step.route
        && !progress.started.contains(ObjectIdentifier($0))
    }) {
      progress.owner = child
      progress.started.insert(ObjectIdentifier(child))
      progress.replanned = true
      return true
    }
    // Oldest first: the first screens in the order they were shown.
    if let screen = screens(of: owner.id).first(where: { id in
      !progress.matched.contains(id) && engine.record(of: id)?.isInitial == true
        && engine.screen(id)?.route == step.route
    }) {
      progress.matched.insert(screen)
      return true
    }
    return false
  }

  /// The stack a step goes onto: a new modal layer, the split column reached, or its
  /// coordinator's current stack.
  private func target(of step: PlannedStep, owner: AnyCoordinator, fallback: StackID?) -> StackID? {
    if case .modal(let style) = step.presentation {
      return engine.reserveLayer(
        style: style, presenter: engine.state.topScreen?.id,
        options: owner.sheetOptions(forErased: step.route))
    }
    if let fallback, splitColumnLayer(of: fallback, ownedBy: owner) != nil { return fallback }
    return currentStack(of: owner) ?? fallback
  }
}
