// Applying a path of routes across nested coordinators (what a deep link resolves to): keep
// what matches, plan the rest without changing anything, then build it as one change.

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
  /// try store.apply(steps: [PathStep(AppRoute.settings), PathStep(SettingsRoute.editName, presentation: .sheet)])
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
      defer { if !kept.isEmpty { change(cause) { $0.letGo(of: kept) } } }
      var walk = match(path, keeping: kept)
      var planned = try plan(path[walk.matched...], from: walk.coordinator, first: true)
      for _ in 0..<Self.leavingPasses {
        guard let point = walk.returnPoint else { break }
        if let refusal = refusal(returningTo: point, cause: cause) { return refusal }
        let (left, emptied) = change(cause) {
          $0.leave(to: point, keeping: walk.coordinator, holdingEmptied: walk.matched < path.count)
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
          if let point = walk.returnPoint { change.returnTo(point) }
          change.build(planned, from: walk.coordinator, fallback: walk.stack)
        }
        change.letGo(of: kept)
        change.settle(walk.coordinator)
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

  /// Plans the steps after the matched ones without changing anything: each route must belong
  /// to the coordinator it reaches and be available. On the `first` plan a removed tab of a
  /// running container cannot be shown either.
  func plan(
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
}
