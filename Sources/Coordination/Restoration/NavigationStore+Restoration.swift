#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension NavigationStore {
  /// The whole navigation as a value that can be saved: layers, stacks, tabs, and the
  /// coordinator tree with the routes that started each coordinator.
  ///
  /// - Throws: ``RestorationError/unencodableRoute(route:reason:)`` when a route fails to
  ///   encode.
  /// - Complexity: O(*n*) in the number of screens and coordinators.
  public func snapshot() throws(RestorationError) -> NavigationSnapshot {
    var order: [AnyCoordinator] = []
    var indices: [CoordinatorID: Int] = [:]
    if root.isActive {
      var queue = [root]
      var head = 0
      while head < queue.count {
        let node = queue[head]
        head += 1
        indices[node.id] = order.count
        order.append(node)
        queue.append(contentsOf: node.children)
      }
    }
    func reference(_ stack: StackID?) -> NavigationSnapshot.StackReference? {
      guard let stack, let address = stackAddresses[stack] else { return nil }
      return .init(layer: address.layer, stack: address.stack)
    }
    var coordinatorEntries: [NavigationSnapshot.CoordinatorEntry] = []
    for node in order {
      coordinatorEntries.append(
        .init(
          parent: node.parent.flatMap { indices[$0.id] },
          type: String(reflecting: type(of: node)),
          route: try node.creatingRoute.map(Self.encode),
          host: reference(node.hostStack), current: reference(node.lastStack),
          startedWithParent: node.startedWithParent))
    }
    var layers: [NavigationSnapshot.LayerEntry] = []
    for layer in storage.layers {
      var stacks: [NavigationSnapshot.StackEntry] = []
      for stack in layer.stacks {
        var screens: [NavigationSnapshot.ScreenEntry] = []
        for screen in stack.screens {
          guard let owner = indices[screen.owner] else {
            throw .unencodableRoute(route: screen.route.description, reason: "its owner is gone")
          }
          screens.append(
            .init(
              owner: owner, route: try Self.encode(screen.route),
              isInitial: screenRecords[screen.id]?.isInitial ?? false))
        }
        stacks.append(.init(tab: try stack.tab.map(Self.encode), screens: screens))
      }
      let presenter = layer.presenter.flatMap { screenRecords[$0] }.map {
        NavigationSnapshot.ScreenReference(
          stack: .init(layer: $0.address.layer, stack: $0.address.stack), position: $0.position)
      }
      layers.append(
        .init(
          style: layer.style, presenter: presenter, isTabbed: layer.isTabbed,
          selectedIndex: layer.selectedIndex, stacks: stacks))
    }
    return NavigationSnapshot(
      version: NavigationSnapshot.formatVersion, coordinators: coordinatorEntries,
      layers: layers)
  }

  /// ``snapshot()`` as JSON data (UTF-8, compact, keys sorted, so the same navigation always
  /// gives the same bytes).
  ///
  /// - Complexity: O(*n*) in the number of screens and coordinators.
  public func snapshotData() throws(RestorationError) -> Data {
    let value = try snapshot()
    do {
      return Data(try JSONTextWriter.write(JSONValueEncoder.encode(value)))
    } catch {
      throw .unencodableRoute(route: "(snapshot)", reason: String(describing: error))
    }
  }

  /// Rebuilds the navigation from data made by ``snapshotData()``.
  ///
  /// The data is read once: parsed as JSON, its format version checked, then decoded.
  ///
  /// - Throws: ``RestorationError`` for corrupt, truncated or version-mismatched data, or a
  ///   snapshot that does not fit the app's coordinators. Nothing changes then.
  /// - Complexity: O(*n*) in the length of the data.
  public func restore(from data: Data) throws(RestorationError) {
    let json: JSONValue
    do {
      json = try JSONTextParser.parse(Array(data))
    } catch {
      throw .corrupt(error.description)
    }
    let snapshot: NavigationSnapshot
    do {
      struct VersionProbe: Decodable { let version: Int }
      let version = try json.decode(VersionProbe.self).version
      guard version == NavigationSnapshot.formatVersion else {
        throw RestorationError.unsupportedVersion(
          found: version, supported: NavigationSnapshot.formatVersion)
      }
      snapshot = try json.decode(NavigationSnapshot.self)
    } catch let error as RestorationError {
      throw error
    } catch {
      throw .corrupt(Self.explain(error))
    }
    try restore(from: snapshot)
  }

  /// Restores saved navigation, or, when there is none or it cannot be restored, starts the
  /// root as on a first launch (the defined fallback). Returns the error that caused the
  /// fallback, if any, for logging.
  @discardableResult
  public func restoreOrStart(from data: Data?) -> RestorationError? {
    guard let data else {
      if !hasStarted { start() }
      return nil
    }
    do {
      try restore(from: data)
      return nil
    } catch {
      if !hasStarted { start() }
      return error
    }
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
    let plan = try RestorationPlan(snapshot: snapshot, root: root)
    mutate {
      with(cause: .restoration) {
        root.holds += 1
        defer {
          root.holds -= 1
          settle(root)
        }
        dismissLayers(from: 0)
        pendingLayers.removeAll()
        install(plan)
      }
    }
  }

  private func install(_ plan: RestorationPlan) {
    let snapshot = plan.snapshot
    for (index, coordinator) in plan.coordinators.enumerated() {
      if index == 0, coordinator.isActive { continue }
      coordinator.id = CoordinatorID(rawValue: makeID())
      coordinator.store = self
      coordinator.lifecycle = .active
      coordinators[coordinator.id] = coordinator
      let parent = snapshot.coordinators[index].parent.map { plan.coordinators[$0] }
      coordinator.parent = parent
      coordinator.creatingRoute = plan.creatingRoutes[index]
      coordinator.startedWithParent = snapshot.coordinators[index].startedWithParent
      parent?.childStorage[coordinator.id] = coordinator
      emit(.started(coordinator.id, name: coordinator.name, parent: parent?.id))
    }
    hasStarted = true
    var stackIDs: [[StackID]] = []
    var screenIDs: [[[ScreenID]]] = []
    for (layerIndex, layer) in snapshot.layers.enumerated() {
      let stacks = layer.stacks.indices.map { stackIndex in
        ScreenStack(
          id: StackID(rawValue: makeID()), tab: plan.tabRoutes[layerIndex][stackIndex])
      }
      let presenter = layer.presenter.map {
        screenIDs[$0.stack.layer][$0.stack.stack][$0.position]
      }
      insert(
        PresentationLayer(
          id: LayerID(rawValue: makeID()), style: layer.style, presenter: presenter,
          isTabbed: layer.isTabbed, stacks: stacks, selectedIndex: layer.selectedIndex))
      stackIDs.append(stacks.map(\.id))
      var layerScreens: [[ScreenID]] = []
      for (stackIndex, stack) in layer.stacks.enumerated() {
        var ids: [ScreenID] = []
        for (position, screen) in stack.screens.enumerated() {
          let owner = plan.coordinators[screen.owner]
          appendScreen(
            plan.screenRoutes[layerIndex][stackIndex][position],
            model: plan.screenModels[layerIndex][stackIndex][position], owner: owner,
            onto: stacks[stackIndex].id, initial: screen.isInitial)
          if let last = storage.layers[layerIndex].stacks[stackIndex].screens.last {
            ids.append(last.id)
          }
        }
        layerScreens.append(ids)
      }
      screenIDs.append(layerScreens)
    }
    for (index, coordinator) in plan.coordinators.enumerated() {
      let entry = snapshot.coordinators[index]
      let base = stackIDs.first?.first
      coordinator.hostStack = entry.host.map { stackIDs[$0.layer][$0.stack] } ?? base
      coordinator.lastStack = entry.current.map { stackIDs[$0.layer][$0.stack] }
    }
  }

  static func encode(_ route: AnyRoute) throws(RestorationError) -> JSONValue {
    do {
      return try JSONValue(encoding: route.base)
    } catch {
      throw .unencodableRoute(route: route.description, reason: explain(error))
    }
  }

  nonisolated static func explain(_ error: any Error) -> String {
    switch error {
    case DecodingError.dataCorrupted(let context):
      return context.debugDescription + Self.path(context.codingPath)
    case DecodingError.keyNotFound(let key, let context):
      return "missing key '\(key.stringValue)'" + Self.path(context.codingPath)
    case DecodingError.typeMismatch(let type, let context):
      return "expected \(type)" + Self.path(context.codingPath)
    case DecodingError.valueNotFound(let type, let context):
      return "missing \(type)" + Self.path(context.codingPath)
    default:
      return String(describing: error)
    }
  }

  private nonisolated static func path(_ codingPath: [any CodingKey]) -> String {
    codingPath.isEmpty ? "" : " at " + codingPath.map(\.stringValue).joined(separator: ".")
  }
}
