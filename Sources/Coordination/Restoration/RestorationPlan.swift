/// A snapshot checked against the app's coordinators, with every coordinator and screen model
/// created but nothing attached: restoring either applies a whole plan or changes nothing.
@MainActor
package struct RestorationPlan {
  /// A saved screen, its route decoded and its model made (and given its state) by its owner.
  struct Screen {
    let entry: NavigationSnapshot.ScreenEntry
    let route: AnyRoute
    let model: AnyObject?
  }

  struct Stack {
    let tab: AnyRoute?
    var screens: [Screen] = []
  }

  let snapshot: NavigationSnapshot
  /// The coordinators, in the snapshot's order, and the routes their parents created them for.
  var coordinators: [AnyCoordinator]
  var creatingRoutes: [AnyRoute?]
  /// The stacks, layer by layer.
  var stacks: [[Stack]] = []
  /// The saved waiting link, read again once the rest of the plan holds.
  var link: RestoredLink?

  /// A saved waiting link, read again as a path, or why it could not be: it is dropped then,
  /// and the rest of the navigation restored.
  enum RestoredLink {
    case read(WaitingLink)
    case unreadable(text: String, reason: String)
  }

  /// Checks `snapshot` against the app's coordinators, creating each coordinator and model,
  /// and reads its waiting link again with `linkReader`.
  init(
    snapshot: NavigationSnapshot, root: AnyCoordinator,
    linkReader: (@MainActor (String) throws -> [PathStep])?
  ) throws(RestorationError) {
    self.snapshot = snapshot
    guard NavigationSnapshot.readableVersions.contains(snapshot.version) else {
      throw .unsupportedVersion(
        found: snapshot.version, supported: NavigationSnapshot.formatVersion)
    }
    guard let rootEntry = snapshot.coordinators.first, rootEntry.parent == nil else {
      throw .invalidStructure("the first coordinator must be the root, with no parent")
    }
    let rootType = root.reflectedTypeName
    guard rootEntry.type == rootType else {
      throw .rootMismatch(expected: rootType, found: rootEntry.type)
    }
    try Self.require(!root.isFinished, "the root coordinator has finished; use a new store")
    try Self.validate(snapshot)
    coordinators = [root]
    creatingRoutes = [nil]
    try buildCoordinators()
    for (layerIndex, layer) in snapshot.layers.enumerated() {
      stacks.append(
        try layer.stacks.map { stack throws(RestorationError) in
          let tab = try stack.tab.map { saved throws(RestorationError) in
            try decode(saved, by: tabContainer(of: layerIndex))
          }
          return Stack(tab: tab, screens: try stack.screens.map(screen))
        })
    }
    link = snapshot.waitingLink.map { Self.read($0, with: linkReader) }
  }

  private static func read(
    _ saved: NavigationSnapshot.WaitingLinkEntry,
    with reader: (@MainActor (String) throws -> [PathStep])?
  ) -> RestoredLink {
    guard let reader else {
      return .unreadable(text: saved.link, reason: "the store has no linkReader")
    }
    do {
      return .read(
        WaitingLink(path: try reader(saved.link), reason: saved.reason, text: saved.link))
    } catch {
      return .unreadable(text: saved.link, reason: "\(error)")
    }
  }

  /// Has each coordinator but the root created by its parent from its saved route.
  private mutating func buildCoordinators() throws(RestorationError) {
    for (index, entry) in snapshot.coordinators.enumerated().dropFirst() {
      guard let parentIndex = entry.parent, parentIndex >= 0, parentIndex < index,
        let saved = entry.route
      else {
        throw .invalidStructure("coordinator \(index) needs a route and a parent listed before it")
      }
      let parent = coordinators[parentIndex]
      let (route, destination) = try resolve(saved, by: parent)
      guard case .flow(let child) = destination else {
        throw Self.unexpected(route, of: parent, "it shows a screen, but \(entry.type) was saved")
      }
      let childType = child.reflectedTypeName
      guard childType == entry.type else {
        throw Self.unexpected(
          route, of: parent, "it starts \(childType), but \(entry.type) was saved")
      }
      guard child.lifecycle == .idle, child.store == nil else {
        throw Self.unexpected(route, of: parent, "it returned a coordinator that already runs")
      }
      coordinators.append(child)
      creatingRoutes.append(route)
    }
  }

  private func screen(_ entry: NavigationSnapshot.ScreenEntry) throws(RestorationError) -> Screen {
    let owner = coordinators[entry.owner]
    let (route, destination) = try resolve(entry.route, by: owner)
    guard case .screen(let model) = destination else {
      throw Self.unexpected(route, of: owner, "it starts a flow, but a screen was saved")
    }
    if let saved = entry.state, let restorable = model as? any RestorableScreenModel {
      do {
        try restorable.restore(encoded: saved)
      } catch {
        throw .corrupt("the saved state of screen '\(route)' does not decode: \(error)")
      }
    }
    return Screen(entry: entry, route: route, model: model)
  }

  /// A saved route decoded by `owner`, and what `owner` shows for it, unless it is unavailable.
  private func resolve(_ saved: NavigationSnapshot.EncodedValue, by owner: AnyCoordinator)
    throws(RestorationError) -> (AnyRoute, Destination?)
  {
    let route = try decode(saved, by: owner)
    let destination = owner.destination(forErased: route)
    if case .unavailable(let reason) = destination {
      throw Self.unexpected(route, of: owner, reason)
    }
    return (route, destination)
  }

  private func tabContainer(of layer: Int) throws(RestorationError) -> AnyCoordinator {
    let container = zip(coordinators, snapshot.coordinators).first {
      $0.containerLayout != nil && $1.host?.layer == layer
    }
    guard let container else {
      throw .invalidStructure("layer \(layer) has tabs but no tab container")
    }
    return container.0
  }

  /// The highest saved screen identity when the saved identities can be kept: every screen has
  /// one, no two are equal, and each is above `issued`, the highest identity the restoring
  /// store has given out (and far below the largest, so that the store's counter can go on
  /// from them). `nil` otherwise (the screens get new identities).
  func highestKeptScreenID(allAbove issued: UInt64) -> UInt64? {
    var kept = Set<UInt64>()
    for screen in snapshot.layers.lazy.flatMap(\.stacks).flatMap(\.screens) {
      guard let id = screen.id, id > issued, id < 1 << 62, kept.insert(id).inserted else {
        return nil
      }
    }
    return kept.max()
  }

  private func decode(_ saved: NavigationSnapshot.EncodedValue, by coordinator: AnyCoordinator)
    throws(RestorationError) -> AnyRoute
  {
    do {
      return try coordinator.decodeRoute(saved)
    } catch {
      throw error as? RestorationError
        ?? .undecodableRoute(coordinator: coordinator.name, reason: "\(error)")
    }
  }

  /// Why `owner`'s destination for a saved route is not what was saved.
  private static func unexpected(_ route: AnyRoute, of owner: AnyCoordinator, _ reason: String)
    -> RestorationError
  {
    .unexpectedDestination(route: route.description, coordinator: owner.name, reason: reason)
  }

  private static func require(_ condition: Bool, _ reason: @autoclosure () -> String)
    throws(RestorationError)
  {
    if !condition { throw .invalidStructure(reason()) }
  }

  /// Checks that the snapshot's parts fit together, before any route is decoded.
  private static func validate(_ snapshot: NavigationSnapshot) throws(RestorationError) {
    let layers = snapshot.layers
    try require(!layers.isEmpty, "there is no layer")
    for (index, layer) in layers.enumerated() {
      try validate(layer, at: index, in: layers)
    }
    var hasContent = Set(snapshot.coordinators.compactMap(\.parent))
    for screen in layers.flatMap(\.stacks).flatMap(\.screens) {
      let owner = screen.owner
      try require(snapshot.coordinators.indices.contains(owner), "screen owner \(owner) is missing")
      hasContent.insert(owner)
    }
    for (index, entry) in snapshot.coordinators.enumerated() {
      try require(
        exists(entry.host, in: layers) && exists(entry.current, in: layers),
        "coordinator \(index) names a stack that does not exist")
      try require(index == 0 || hasContent.contains(index), "coordinator \(index) shows nothing")
    }
  }

  /// Checks a layer: only the first is the root; a modal is presented from a screen of the
  /// layer below; its stacks fit its kind (one stack, tabs, or a split's columns), and only
  /// the root layer and a split's columns may be empty.
  private static func validate(
    _ layer: NavigationSnapshot.LayerEntry, at index: Int,
    in layers: [NavigationSnapshot.LayerEntry]
  ) throws(RestorationError) {
    func require(_ condition: Bool, _ problem: String) throws(RestorationError) {
      if !condition { throw .invalidStructure("layer \(index) \(problem)") }
    }
    try require(index > 0 || layer.style == .root, "is not the root layer")
    try require(index == 0 || layer.style != .root, "is a second root layer")
    if let presenter = layer.presenter {
      let below = presenter.stack
      try require(below.layer == index - 1 && exists(below, in: layers), "has no presenter below")
      let screens = layers[below.layer].stacks[below.stack].screens
      try require(screens.indices.contains(presenter.position), "has no presenting screen")
    }
    let stacks = layer.stacks
    try require(!stacks.isEmpty && stacks.indices.contains(layer.selectedIndex), "selects no stack")
    if let columns = layer.splitColumns {
      try require(
        !layer.isTabbed && SplitColumn.isLayout(columns) && columns.count == stacks.count,
        "has split columns that do not fit its stacks")
    } else {
      try require(layer.isTabbed || stacks.count == 1, "has several stacks but no tabs")
    }
    let isContainer = layer.isTabbed || layer.splitColumns != nil
    try require(stacks.allSatisfy { ($0.tab != nil) == isContainer }, "mixes tab and other stacks")
    guard index > 0 else { return }
    try require(stacks.contains { !$0.screens.isEmpty }, "has only empty stacks")
    try require(
      layer.splitColumns != nil || stacks.allSatisfy { !$0.screens.isEmpty }, "has an empty stack")
  }

  /// Whether a saved reference names a stack of `layers`; `true` for no reference.
  private static func exists(
    _ reference: NavigationSnapshot.StackReference?, in layers: [NavigationSnapshot.LayerEntry]
  ) -> Bool {
    guard let reference else { return true }
    return layers.indices.contains(reference.layer)
      && layers[reference.layer].stacks.indices.contains(reference.stack)
  }
}
