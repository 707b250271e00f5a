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
    try makeSnapshot(encodingRoutesWith: Self.encode)
  }

  /// The snapshot, each route written by `encodeRoute`: its JSON, or for ``snapshotData()``
  /// a placeholder of its text.
  private func makeSnapshot(
    encodingRoutesWith encodeRoute: (AnyRoute) throws(RestorationError) -> JSONValue
  ) throws(RestorationError) -> NavigationSnapshot {
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
      guard let stack, let address = layout.stackAddresses[stack] else { return nil }
      return .init(layer: address.layer, stack: address.stack)
    }
    var coordinatorEntries: [NavigationSnapshot.CoordinatorEntry] = []
    for node in order {
      let entry = tree.node(node.id)
      coordinatorEntries.append(
        .init(
          parent: node.parent.flatMap { indices[$0.id] },
          type: node.reflectedTypeName,
          route: try node.route.map(encodeRoute),
          host: reference(entry?.hostStack), current: reference(entry?.lastStack),
          startedWithParent: entry?.startedWithParent ?? false))
    }
    var layers: [NavigationSnapshot.LayerEntry] = []
    for layer in layout.state.layers {
      let stacks = try layer.stacks.map { stack throws(RestorationError) in
        try savedStack(stack, indices: indices, encodingRoutesWith: encodeRoute)
      }
      let presenter = layer.presenter.flatMap { layout.screenRecords[$0] }.map {
        NavigationSnapshot.ScreenReference(
          stack: .init(layer: $0.address.layer, stack: $0.address.stack), position: $0.position)
      }
      layers.append(
        .init(
          style: layer.style, presenter: presenter, isTabbed: layer.isTabbed,
          selectedIndex: layer.selectedIndex, stacks: stacks,
          sheetOptions: layer.sheetOptions == SheetOptions() ? nil : layer.sheetOptions,
          splitColumns: layer.splitColumns))
    }
    return NavigationSnapshot(
      version: NavigationSnapshot.formatVersion, coordinators: coordinatorEntries,
      layers: layers)
  }

  /// A stack as the snapshot keeps it: its tab and its screens, each with its owner's index.
  private func savedStack(
    _ stack: ScreenStack, indices: [CoordinatorID: Int],
    encodingRoutesWith encodeRoute: (AnyRoute) throws(RestorationError) -> JSONValue
  ) throws(RestorationError) -> NavigationSnapshot.StackEntry {
    var screens: [NavigationSnapshot.ScreenEntry] = []
    for screen in stack.screens {
      guard let owner = indices[screen.owner] else {
        throw .unencodableRoute(route: screen.route.description, reason: "its owner is gone")
      }
      screens.append(
        .init(
          owner: owner, route: try encodeRoute(screen.route),
          isInitial: layout.screenRecords[screen.id]?.isInitial ?? false,
          state: try Self.encodeState(of: model(for: screen.id), route: screen.route),
          id: screen.id.rawValue))
    }
    return .init(tab: try stack.tab.map(encodeRoute), screens: screens)
  }

  /// ``snapshot()`` as JSON data (UTF-8, compact, keys sorted, so the same navigation always
  /// gives the same bytes).
  ///
  /// - Complexity: O(*n*) in the number of screens and coordinators.
  public func snapshotData() throws(RestorationError) -> Data {
    // Routes go straight to text; the snapshot holds placeholders the writer fills in.
    var routes = RouteTexts()
    let value = try makeSnapshot { route throws(RestorationError) in try routes.append(route) }
    var output: [UInt8] = []
    output.reserveCapacity(2048)
    do {
      if let error = routes.writeError { throw error }
      try value.writeJSON(into: &output, routes: routes)
    } catch {
      throw .unencodableRoute(route: "(snapshot)", reason: String(describing: error))
    }
    return Data(output)
  }

  /// ``snapshotData()``'s bytes, and what the general encoder writes for ``snapshot()``
  /// (`nil` where it throws): for tests and the restoration fuzz target, which hold them equal.
  package func snapshotDataBothWays() -> (direct: [UInt8]?, general: [UInt8]?) {
    (
      (try? snapshotData()).map(Array.init),
      try? JSONTextWriter.write(JSONValueEncoder.encode(snapshot()))
    )
  }

  /// Rebuilds the navigation from data made by ``snapshotData()``.
  ///
  /// Data of the shape ``snapshotData()`` writes is read once, straight from its text: the
  /// snapshot from a flat tape of the text, each route decoded by its coordinator in place.
  /// Data of another shape (an older or hand-edited one) is parsed as JSON and read through
  /// `Decodable`, which reads it or explains what is wrong.
  ///
  /// - Throws: ``RestorationError`` for corrupt, truncated or version-mismatched data, or a
  ///   snapshot that does not fit the app's coordinators. Nothing changes then.
  /// - Complexity: O(*n*) in the length of the data.
  public func restore(from data: Data) throws(RestorationError) {
    let bytes = Array(data)
    if try !restoreDirectly(bytes) { try restoreGenerally(bytes) }
  }

  /// Restores data of the shape ``snapshotData()`` writes from a tape of its text; false, with
  /// nothing changed, for any other data.
  private func restoreDirectly(_ bytes: [UInt8]) throws(RestorationError) -> Bool {
    guard let read = Self.directSnapshot(bytes) else { return false }
    apply(try RestorationPlan(snapshot: read.snapshot, root: root, routesOn: read.tape))
    return true
  }

  /// The snapshot in data of the shape ``snapshotData()`` writes, read from a tape of the
  /// text (each route a placeholder for its place on the tape), its version checked; `nil`
  /// for any other data, which the general way reads or explains.
  private nonisolated static func directSnapshot(_ bytes: [UInt8]) -> (
    snapshot: NavigationSnapshot, tape: JSONTape
  )? {
    guard let tape = try? JSONTape.parse(bytes),
      let snapshot = NavigationSnapshot(reading: tape, route: { .int(Int64($0)) }),
      snapshot.version == NavigationSnapshot.formatVersion
    else { return nil }
    return (snapshot, tape)
  }

  /// Restores data as ``restore(from:)-(Data)`` does when the direct reading declines: parsed
  /// as a ``JSONValue``, read through `Decodable`, the version checked.
  private func restoreGenerally(_ bytes: [UInt8]) throws(RestorationError) {
    let json: JSONValue
    do {
      json = try JSONTextParser.parse(bytes)
    } catch {
      throw .corrupt(error.description)
    }
    try restore(from: Self.decodeSnapshot(json))
  }

  /// Restores `data` the direct way only, for tests and the fuzz target: false, with nothing
  /// changed, when that way declines the data; what it throws when the data does not fit.
  package func restoreDirectly(from data: Data) throws(RestorationError) -> Bool {
    try restoreDirectly(Array(data))
  }

  /// Restores `data` the general way only, for tests and the fuzz target.
  package func restoreGenerally(from data: Data) throws(RestorationError) {
    try restoreGenerally(Array(data))
  }

  /// Reads a snapshot through `Decodable`: data of another shape than the one
  /// ``snapshotData()`` writes, or data with something wrong, which the error then names.
  private nonisolated static func decodeSnapshot(_ json: JSONValue) throws(RestorationError)
    -> NavigationSnapshot
  {
    do {
      struct VersionProbe: Decodable { let version: Int }
      let version = try json.decode(VersionProbe.self).version
      guard version == NavigationSnapshot.formatVersion else {
        throw RestorationError.unsupportedVersion(
          found: version, supported: NavigationSnapshot.formatVersion)
      }
      return try json.decode(NavigationSnapshot.self)
    } catch let error as RestorationError {
      throw error
    } catch {
      throw .corrupt(Self.explain(error))
    }
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
    apply(try RestorationPlan(snapshot: snapshot, root: root))
  }

  /// Replaces the navigation with a checked plan's.
  private func apply(_ plan: RestorationPlan) {
    commit {
      // A running root stays through the change; a root restored into a new store joins it.
      let held = root.isActive
      if held { tree.hold(root.id) }
      var after = dismissLayers(from: 0, cause: .restoration)
      layout.unreserveAll()
      let keptIDs = plan.savedScreenIDs(allAbove: nextRawID)
      if let highest = keptIDs?.joined().joined().map(\.rawValue).max() {
        nextRawID = highest
      }
      install(plan, screenIDs: keptIDs)
      if held { tree.release(root.id) }
      after.add(settle(root, cause: .restoration))
      return after
    }
  }

  private func install(_ plan: RestorationPlan, screenIDs: [[[ScreenID]]]?) {
    let snapshot = plan.snapshot
    for (index, coordinator) in plan.coordinators.enumerated() {
      if index == 0, coordinator.isActive { continue }
      let entry = snapshot.coordinators[index]
      coordinator.bind(
        to: self, id: CoordinatorID(rawValue: makeID()),
        parent: entry.parent.map { plan.coordinators[$0] }, route: plan.creatingRoutes[index],
        restored: true)
      tree.insert(
        coordinator, host: nil, startedWithParent: entry.startedWithParent,
        cause: .restoration)
      emit(.started(coordinator.id, name: coordinator.name, parent: coordinator.parent?.id))
    }
    hasStarted = true
    let stackIDs = installLayers(plan, screenIDs: screenIDs)
    for (index, coordinator) in plan.coordinators.enumerated() {
      let entry = snapshot.coordinators[index]
      tree.setStacks(
        of: coordinator.id,
        host: entry.host.map { stackIDs[$0.layer][$0.stack] } ?? stackIDs.first?.first,
        last: entry.current.map { stackIDs[$0.layer][$0.stack] })
    }
  }

  /// Shows the plan's layers and screens, with the given screen identities or new ones;
  /// returns the new stacks' identities, layer by layer.
  private func installLayers(_ plan: RestorationPlan, screenIDs kept: [[[ScreenID]]]?)
    -> [[StackID]]
  {
    var stackIDs: [[StackID]] = []
    var screenIDs: [[[ScreenID]]] = []
    for (layerIndex, layer) in plan.snapshot.layers.enumerated() {
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
          kind: layer.splitColumns.map { .split($0) } ?? (layer.isTabbed ? .tabs : .single),
          stacks: stacks, selectedIndex: layer.selectedIndex,
          sheetOptions: layer.sheetOptions ?? SheetOptions()),
        cause: .restoration)
      stackIDs.append(stacks.map(\.id))
      var layerScreens: [[ScreenID]] = []
      for (stackIndex, stack) in layer.stacks.enumerated() {
        for (position, screen) in stack.screens.enumerated() {
          appendScreen(
            plan.screenRoutes[layerIndex][stackIndex][position],
            model: plan.screenModels[layerIndex][stackIndex][position],
            owner: plan.coordinators[screen.owner], onto: stacks[stackIndex].id,
            cause: .restoration, initial: screen.isInitial,
            id: kept?[layerIndex][stackIndex][position])
        }
        layerScreens.append(layout.state.layers[layerIndex].stacks[stackIndex].screens.map(\.id))
      }
      screenIDs.append(layerScreens)
    }
    return stackIDs
  }

  /// The saved state of a screen's model, when it keeps one.
  static func encodeState(of model: AnyObject?, route: AnyRoute) throws(RestorationError)
    -> JSONValue?
  {
    guard let model = model as? any RestorableScreenModel else { return nil }
    do {
      return try model.encodedRestorableState()
    } catch {
      throw .unencodableRoute(
        route: route.description, reason: "its model's state: \(explain(error))")
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
