// A path's steps: leaving what does not match (matched again after the app's callbacks), then
// building the planned rest, stepping over what coordinators showed by themselves as they
// started.

/// One step of a path that is not shown yet, with what its coordinator said it shows.
struct PlannedStep {
  let route: AnyRoute
  let presentation: FlowPresentation
  let destination: Destination
}

extension NavigationChange {
  /// Returns to `point`; what left runs its callbacks as this change's follow-ups. The
  /// coordinator where the path stopped matching stays held when it emptied and the path goes
  /// on in it (`holdingEmptied`); else it settles after the callbacks. `left` says whether
  /// anything ended, so that the path must be matched again.
  mutating func leave(
    to point: NavigationStore.ReturnPoint, keeping coordinator: AnyCoordinator, holdingEmptied: Bool
  )
    -> (left: Bool, emptied: Bool)
  {
    let before = followUpCount
    store.withHold(coordinator) { returnTo(point) }
    let ended = followUpCount > before
    let emptied =
      coordinator !== store.root && store.engine.tree.node(coordinator.id)?.screens.isEmpty == true
    if emptied, holdingEmptied {
      // Held while the path is matched again, past this change's callbacks; `letGo` releases it.
      store.engine.hold(coordinator.id)
      return (ended, true)
    }
    if ended || emptied { then(.settle(coordinator)) }
    return (ended || emptied, false)
  }

  /// Ends the holds a path took; each coordinator finishes if nothing of it is left.
  mutating func letGo(of coordinators: [AnyCoordinator]) {
    for coordinator in coordinators { store.engine.release(coordinator.id) }
    for coordinator in coordinators { settle(coordinator) }
  }

  /// What building a path has done so far.
  private struct BuildProgress {
    /// The coordinator the next step belongs to.
    var owner: AnyCoordinator
    /// Coordinators started by this path: their first content may be named by the next steps.
    var started: Set<ObjectIdentifier> = []
    /// First screens that steps were matched to.
    var matched: Set<ScreenID> = []
    /// Whether destinations must be asked of the coordinators running now.
    var replanned = false
  }

  /// Shows the planned steps. A step naming the first content a coordinator started here
  /// showed by itself is matched to it, not shown twice (destinations are asked anew after).
  mutating func build(_ steps: [PlannedStep], from current: AnyCoordinator, fallback: StackID?) {
    var progress = BuildProgress(owner: current)
    for step in steps {
      if progress.started.contains(ObjectIdentifier(progress.owner)),
        adoptFirstContent(step, &progress)
      {
        continue
      }
      let owner = progress.owner
      let destination =
        progress.replanned ? owner.destination(forErased: step.route) : step.destination
      guard let target = target(of: step, owner: owner, fallback: fallback) else { break }
      if store.splitColumnLayer(of: target, ownedBy: owner) != nil {
        // What a split container shows replaces its column's content.
        emptyColumn(target, for: owner)
      }
      guard showDestination(destination, of: step.route, owner: owner, onto: target) else { return }
      if case .flow(let child) = destination {
        progress.started.insert(ObjectIdentifier(child))
        progress.owner = child
      }
    }
  }

  /// Matches a step to what its coordinator showed while starting (a tab, a child, a first
  /// screen); false when it names something new.
  private func adoptFirstContent(
    _ step: PlannedStep, _ progress: inout BuildProgress
  ) -> Bool {
    let owner = progress.owner
    if owner.containerLayout?.routes.contains(step.route) == true,
      let layer = store.tabLayerIndex(of: owner),
      let tab = store.engine.layout.state.layers[layer].stacks.firstIndex(where: {
        $0.tab == step.route
      })
    {
      store.engine.select(tab: tab, inLayer: layer, cause: cause)
    }
    guard let node = store.engine.tree.node(owner.id) else { return false }
    if let child = node.children.values.first(where: {
      store.engine.tree.node($0.id)?.startedWithParent == true && $0.route == step.route
        && !progress.started.contains(ObjectIdentifier($0))
    }) {
      progress.owner = child
      progress.started.insert(ObjectIdentifier(child))
      progress.replanned = true
      return true
    }
    // Oldest first: the first screens in the order they were shown.
    if let screen = store.screens(of: owner.id).first(where: { id in
      !progress.matched.contains(id) && store.engine.layout.screenRecords[id]?.isInitial == true
        && store.engine.layout.screen(id)?.route == step.route
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
      return store.engine.reserveLayer(
        style: style, presenter: store.engine.layout.state.topScreen?.id,
        options: owner.sheetOptions(forErased: step.route))
    }
    if let fallback, store.splitColumnLayer(of: fallback, ownedBy: owner) != nil { return fallback }
    return store.currentStack(of: owner) ?? fallback
  }
}
