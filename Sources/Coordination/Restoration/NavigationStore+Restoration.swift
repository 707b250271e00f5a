#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension NavigationStore {
  /// The whole navigation as a value that can be saved: layers, stacks, tabs, and the
  /// coordinator tree with the routes that started each coordinator, and the text of a link
  /// that waits (see ``open(path:link:)``).
  ///
  /// - Throws: ``RestorationError/unencodableRoute(route:reason:)`` when a route or a model's
  ///   state fails to encode.
  /// - Complexity: O(*n*) in the number of screens and coordinators.
  public func snapshot() throws(RestorationError) -> NavigationSnapshot {
    let order = coordinatorsInOrder
    let indices = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1.id, $0) })
    func reference(_ stack: StackID?) -> NavigationSnapshot.StackReference? {
      guard let stack, let address = engine.address(of: stack) else { return nil }
      return .init(layer: address.layer, stack: address.stack)
    }
    let coordinators = try order.map { node throws(RestorationError) in
      let entry = engine.node(node.id)
      return NavigationSnapshot.CoordinatorEntry(
        parent: node.parent.flatMap { indices[$0.id] }, type: node.reflectedTypeName,
        route: try node.route.map { route throws(RestorationError) in
          try Self.encode(route.base, of: route)
        },
        host: reference(entry?.hostStack), current: reference(entry?.lastStack),
        startedWithParent: entry?.startedWithParent ?? false)
    }
    let layers = try engine.state.layers.map { layer throws(RestorationError) in
      let presenter = layer.presenter.flatMap { engine.record(of: $0) }.map {
        NavigationSnapshot.ScreenReference(
          stack: .init(layer: $0.address.layer, stack: $0.address.stack), position: $0.position)
      }
      return NavigationSnapshot.LayerEntry(
        style: layer.style, presenter: presenter, isTabbed: layer.isTabbed,
        selectedIndex: layer.selectedIndex,
        stacks: try layer.stacks.map { stack throws(RestorationError) in
          try savedStack(stack, indices: indices)
        },
        sheetOptions: layer.sheetOptions == SheetOptions() ? nil : layer.sheetOptions,
        splitColumns: layer.splitColumns)
    }
    var snapshot = NavigationSnapshot(coordinators: coordinators, layers: layers)
    snapshot.waitingLink = waitingLink.flatMap { waiting in
      waiting.text.map { .init(link: $0, reason: waiting.reason) }
    }
    snapshot.version = snapshot.oldestFittingVersion
    return snapshot
  }

  /// The running coordinators, root first, breadth-first: a snapshot's order, and a journey's.
  package var coordinatorsInOrder: [AnyCoordinator] {
    var order = root.isActive ? [root] : []
    var next = 0
    while next < order.count {
      order += order[next].children
      next += 1
    }
    return order
  }

  private func savedStack(_ stack: ScreenStack, indices: [CoordinatorID: Int])
    throws(RestorationError) -> NavigationSnapshot.StackEntry
  {
    let screens = try stack.screens.map { screen throws(RestorationError) in
      let route = screen.route
      guard let owner = indices[screen.owner] else {
        throw .unencodableRoute(route: route.description, reason: "its owner is gone")
      }
      let model = model(for: screen.id) as? any RestorableScreenModel
      return NavigationSnapshot.ScreenEntry(
        owner: owner, route: try Self.encode(route.base, of: route),
        isInitial: engine.record(of: screen.id)?.isInitial ?? false,
        state: try model.map { model throws(RestorationError) in
          try Self.encode(model.restorableState, of: route, "its model's state: ")
        },
        id: screen.id.rawValue)
    }
    let tab = try stack.tab.map { tab throws(RestorationError) in
      try Self.encode(tab.base, of: tab)
    }
    return .init(tab: tab, screens: screens)
  }

  /// ``snapshot()`` as JSON data: what `JSONEncoder` writes for it, compact, keys sorted,
  /// so the same navigation always gives the same bytes (``NavigationSnapshot/jsonData()``).
  ///
  /// - Throws: ``RestorationError/unencodableRoute(route:reason:)`` when a route or a model's
  ///   state fails to encode.
  /// - Complexity: O(*n*) in the number of screens and coordinators.
  public func snapshotData() throws(RestorationError) -> Data {
    try snapshot().jsonData()
  }

  /// Rebuilds the navigation from data made by ``snapshotData()``.
  ///
  /// The data is read with `JSONDecoder` (``NavigationSnapshot/init(jsonData:)``), then
  /// restored as ``restore(from:)-(NavigationSnapshot)`` restores a snapshot: each route is
  /// decoded by its coordinator.
  ///
  /// - Throws: ``RestorationError`` for corrupt, truncated or version-mismatched data, or a
  ///   snapshot that does not fit the app's coordinators. Nothing changes then.
  /// - Complexity: O(*n*) in the length of the data.
  public func restore(from data: Data) throws(RestorationError) {
    try restore(from: NavigationSnapshot(jsonData: data))
  }

  /// Restores saved navigation, or, when there is none or it cannot be restored, starts the
  /// root as on a first launch (the defined fallback). Returns the error that caused the
  /// fallback, if any, for logging.
  @discardableResult
  public func restoreOrStart(from data: Data?) -> RestorationError? {
    var failure: RestorationError?
    if let data {
      do { try restore(from: data) } catch { failure = error }
    }
    if !isStarted { start() }
    return failure
  }

  /// Rebuilds the navigation from a snapshot: the coordinators are recreated by their parents
  /// from the saved routes (so dependencies are injected as usual, and `start()` is not run),
  /// and each screen's model by its owner.
  ///
  /// Whatever the store showed before is replaced; its coordinators finish with the cause
  /// ``NavigationCause/restoration``.
  ///
  /// - Throws: ``RestorationError`` when the snapshot does not fit; nothing changes then.
  /// - Complexity: O(*n*) in the number of screens and coordinators.
  public func restore(from snapshot: NavigationSnapshot) throws(RestorationError) {
    let plan = try RestorationPlan(snapshot: snapshot, root: root, linkReader: linkReader)
    _ = try? execute(.restore(plan))
  }

  /// Replaces the navigation with a checked plan's. A running root stays through the change
  /// (held); a root restored into a new store joins it.
  func replaceNavigation(with plan: RestorationPlan) {
    change(.restoration) { change in
      withHold(root) {
        dismissLayers(from: 0, in: &change)
        engine.unreserveAll()
        let highestKeptID = plan.highestKeptScreenID(allAbove: engine.lastID)
        if let highestKeptID { engine.reserveIdentities(through: highestKeptID) }
        let wasStarted = isStarted
        install(plan, keepingScreenIDs: highestKeptID != nil, in: &change)
        keepRestoredLink(plan.link, replacing: wasStarted)
      }
      settle(root, in: &change)
    }
  }

  /// Encodes `value`, `route` itself or what `part` names in the error (its model's state).
  static func encode(
    _ value: some Encodable, of route: AnyRoute, _ part: String = ""
  ) throws(RestorationError) -> NavigationSnapshot.EncodedValue {
    do {
      return try NavigationSnapshot.EncodedValue(encoding: value)
    } catch {
      throw .unencodableRoute(route: route.description, reason: "\(part)\(error)")
    }
  }

  /// Binds the plan's coordinators (a running root stays) and shows its layers and screens.
  func install(_ plan: RestorationPlan, keepingScreenIDs: Bool, in change: inout Change) {
    let entries = plan.snapshot.coordinators
    for (index, coordinator) in plan.coordinators.enumerated() {
      if index == 0, coordinator.isActive { continue }
      coordinator.bind(
        to: self, id: CoordinatorID(rawValue: engine.makeID()),
        parent: entries[index].parent.map { plan.coordinators[$0] },
        route: plan.creatingRoutes[index], restored: true)
      engine.insert(
        coordinator, host: nil, startedWithParent: entries[index].startedWithParent,
        cause: change.cause)
      emit(.started(coordinator.id, name: coordinator.name, parent: coordinator.parent?.id))
    }
    isStarted = true
    installLayers(plan, keepingScreenIDs: keepingScreenIDs, in: &change)
    let stackIDs = engine.state.layers.map { $0.stacks.map(\.id) }
    for (coordinator, entry) in zip(plan.coordinators, entries) {
      engine.setStacks(
        of: coordinator.id,
        host: entry.host.map { stackIDs[$0.layer][$0.stack] } ?? stackIDs.first?.first,
        last: entry.current.map { stackIDs[$0.layer][$0.stack] })
    }
  }

  private func installLayers(
    _ plan: RestorationPlan, keepingScreenIDs: Bool, in change: inout Change
  ) {
    for (layer, planned) in zip(plan.snapshot.layers, plan.stacks) {
      let stacks = planned.map {
        ScreenStack(id: StackID(rawValue: engine.makeID()), tab: $0.tab)
      }
      let presenter = layer.presenter.map {
        engine.state.layers[$0.stack.layer].stacks[$0.stack.stack].screens[$0.position]
          .id
      }
      engine.addLayer(
        PresentationLayer(
          id: LayerID(rawValue: engine.makeID()), style: layer.style, presenter: presenter,
          kind: layer.splitColumns.map { .split($0) } ?? (layer.isTabbed ? .tabs : .single),
          stacks: stacks, selectedIndex: layer.selectedIndex,
          sheetOptions: layer.sheetOptions ?? SheetOptions()),
        cause: change.cause)
      for (stack, planned) in zip(stacks, planned) {
        for screen in planned.screens {
          appendScreen(
            screen.route, model: screen.model, owner: plan.coordinators[screen.entry.owner],
            onto: stack.id, initial: screen.entry.isInitial,
            id: keepingScreenIDs ? screen.entry.id.map(ScreenID.init(rawValue:)) : nil, in: &change)
        }
      }
    }
  }
}
