#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A snapshot checked against the app's coordinators, with every coordinator and screen model
/// created but nothing attached: restoring either applies a whole plan or changes nothing.
@MainActor
struct RestorationPlan {
  let snapshot: NavigationSnapshot
  var coordinators: [AnyCoordinator]
  var creatingRoutes: [AnyRoute?]
  var screenRoutes: [[[AnyRoute]]] = []
  var screenModels: [[[AnyObject?]]] = []
  var tabRoutes: [[AnyRoute?]] = []
  /// The decoder of every route and state of the snapshot.
  private let decoder = JSONDecoder()

  /// Checks `snapshot` against the app's coordinators, creating each coordinator and model.
  init(snapshot: NavigationSnapshot, root: AnyCoordinator) throws(RestorationError) {
    self.snapshot = snapshot
    guard snapshot.version == NavigationSnapshot.formatVersion else {
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
    guard !root.isFinished else {
      throw .invalidStructure("the root coordinator has finished; use a new store")
    }
    coordinators = [root]
    creatingRoutes = [nil]
    try Self.validate(layers: snapshot.layers)
    var hasContent = Array(repeating: false, count: snapshot.coordinators.count)
    try buildCoordinators(hasContent: &hasContent)
    try buildScreens(hasContent: &hasContent)
    for (index, entry) in snapshot.coordinators.enumerated() {
      try Self.check(entry.host, in: snapshot.layers, "coordinator \(index)'s host")
      try Self.check(entry.current, in: snapshot.layers, "coordinator \(index)'s stack")
      if index > 0, !hasContent[index] {
        throw .invalidStructure("coordinator \(index) (\(entry.type)) has no screen and no child")
      }
    }
  }

  private mutating func buildCoordinators(hasContent: inout [Bool]) throws(RestorationError) {
    for (index, entry) in snapshot.coordinators.enumerated().dropFirst() {
      guard let parentIndex = entry.parent, parentIndex >= 0, parentIndex < index else {
        throw .invalidStructure(
          "coordinator \(index) must have a parent listed before it, not \(String(describing: entry.parent))"
        )
      }
      guard let saved = entry.route else {
        throw .invalidStructure("coordinator \(index) has no route")
      }
      let parent = coordinators[parentIndex]
      let route = try decode(saved, by: parent)
      let child: AnyCoordinator
      switch parent.destination(forErased: route) {
      case .flow(let flow): child = flow
      case .screen, nil:
        throw .unexpectedDestination(
          route: route.description, coordinator: parent.name,
          reason: "it shows a screen, but a coordinator \(entry.type) was saved")
      case .unavailable(let reason):
        throw .unexpectedDestination(
          route: route.description, coordinator: parent.name, reason: reason)
      }
      let childType = child.reflectedTypeName
      guard childType == entry.type else {
        throw .unexpectedDestination(
          route: route.description, coordinator: parent.name,
          reason: "it starts \(childType), but \(entry.type) was saved")
      }
      guard child.lifecycle == .idle, child.store == nil else {
        throw .unexpectedDestination(
          route: route.description, coordinator: parent.name,
          reason: "it returned a coordinator that already runs")
      }
      coordinators.append(child)
      creatingRoutes.append(route)
      hasContent[parentIndex] = true
    }
  }

  private mutating func buildScreens(hasContent: inout [Bool]) throws(RestorationError) {
    for (layerIndex, layer) in snapshot.layers.enumerated() {
      var layerRoutes: [[AnyRoute]] = []
      var layerModels: [[AnyObject?]] = []
      var layerTabs: [AnyRoute?] = []
      for stack in layer.stacks {
        if let tab = stack.tab {
          let container = coordinators.enumerated().first { index, coordinator in
            coordinator.containerLayout != nil
              && snapshot.coordinators[index].host?.layer == layerIndex
          }
          guard let container else {
            throw .invalidStructure("layer \(layerIndex) has tabs but no tab container")
          }
          layerTabs.append(try decode(tab, by: container.element))
        } else {
          layerTabs.append(nil)
        }
        var routes: [AnyRoute] = []
        var models: [AnyObject?] = []
        for screen in stack.screens {
          guard coordinators.indices.contains(screen.owner) else {
            throw .invalidStructure("a screen's owner \(screen.owner) is not a coordinator")
          }
          let owner = coordinators[screen.owner]
          let route = try decode(screen.route, by: owner)
          let model: AnyObject?
          switch owner.destination(forErased: route) {
          case .screen(let screenModel): model = screenModel
          case .flow, nil:
            throw .unexpectedDestination(
              route: route.description, coordinator: owner.name,
              reason: "it starts a flow, but a screen was saved")
          case .unavailable(let reason):
            throw .unexpectedDestination(
              route: route.description, coordinator: owner.name, reason: reason)
          }
          if let saved = screen.state, let restorable = model as? any RestorableScreenModel {
            do {
              try restorable.restore(encoded: saved, with: decoder)
            } catch {
              throw .corrupt(
                "the saved state of screen '\(route)' does not decode: \(NavigationStore.explain(error))"
              )
            }
          }
          routes.append(route)
          models.append(model)
          hasContent[screen.owner] = true
        }
        layerRoutes.append(routes)
        layerModels.append(models)
      }
      screenRoutes.append(layerRoutes)
      screenModels.append(layerModels)
      tabRoutes.append(layerTabs)
    }
  }

  /// The saved screen identities, layer by layer and stack by stack, when they can be kept:
  /// every screen has one, no two are equal, and each is above `issued`, the highest identity
  /// the restoring store has given out (and far below the largest, so that the store's
  /// counter can go on from them). `nil` otherwise (the screens get new identities).
  func savedScreenIDs(allAbove issued: UInt64) -> [[[ScreenID]]]? {
    var seen = Set<UInt64>()
    var kept: [[[ScreenID]]] = []
    for layer in snapshot.layers {
      var stacks: [[ScreenID]] = []
      for stack in layer.stacks {
        var screens: [ScreenID] = []
        for screen in stack.screens {
          guard let id = screen.id, id > issued, id < 1 << 62, seen.insert(id).inserted else {
            return nil
          }
          screens.append(ScreenID(rawValue: id))
        }
        stacks.append(screens)
      }
      kept.append(stacks)
    }
    return kept
  }

  /// A saved route, decoded by the coordinator whose route type it is.
  private func decode(_ saved: NavigationSnapshot.EncodedValue, by coordinator: AnyCoordinator)
    throws(RestorationError) -> AnyRoute
  {
    do {
      return try coordinator.decodeRoute(saved, with: decoder)
    } catch let error as RestorationError {
      throw error
    } catch {
      throw .undecodableRoute(
        coordinator: coordinator.name, reason: NavigationStore.explain(error))
    }
  }

  private static func validate(layers: [NavigationSnapshot.LayerEntry]) throws(RestorationError) {
    guard !layers.isEmpty else { throw .invalidStructure("there is no layer") }
    for (index, layer) in layers.enumerated() {
      if index == 0 {
        guard layer.style == .root, layer.presenter == nil else {
          throw .invalidStructure("the first layer must be the root layer")
        }
      } else {
        guard layer.style != .root else {
          throw .invalidStructure("layer \(index) is a second root layer")
        }
        if let presenter = layer.presenter {
          guard presenter.stack.layer == index - 1 else {
            throw .invalidStructure(
              "layer \(index) is presented from layer \(presenter.stack.layer)")
          }
          try check(presenter.stack, in: layers, "layer \(index)'s presenter")
          let screens = layers[index - 1].stacks[presenter.stack.stack].screens.count
          guard (0..<screens).contains(presenter.position) else {
            throw .invalidStructure("layer \(index)'s presenter is not a screen")
          }
        }
      }
      guard !layer.stacks.isEmpty else { throw .invalidStructure("layer \(index) has no stack") }
      try checkKind(of: layer, at: index)
      guard layer.stacks.indices.contains(layer.selectedIndex) else {
        throw .invalidStructure("layer \(index) selects stack \(layer.selectedIndex)")
      }
      let isContainer = layer.isTabbed || layer.splitColumns != nil
      for stack in layer.stacks {
        guard (stack.tab != nil) == isContainer else {
          throw .invalidStructure("layer \(index) mixes tab and non-tab stacks")
        }
        guard index == 0 || layer.splitColumns != nil || !stack.screens.isEmpty else {
          throw .invalidStructure("layer \(index) has an empty stack")
        }
      }
      guard index == 0 || layer.stacks.contains(where: { !$0.screens.isEmpty }) else {
        throw .invalidStructure("layer \(index) has only empty columns")
      }
    }
  }

  /// Checks that a layer's stacks fit its kind: one stack, tabs, or a split's columns.
  private static func checkKind(of layer: NavigationSnapshot.LayerEntry, at index: Int)
    throws(RestorationError)
  {
    if let columns = layer.splitColumns {
      guard !layer.isTabbed, SplitColumn.isLayout(columns), columns.count == layer.stacks.count
      else {
        throw .invalidStructure("layer \(index)'s split columns do not fit its stacks")
      }
    } else if !layer.isTabbed, layer.stacks.count != 1 {
      throw .invalidStructure("layer \(index) has several stacks but no tabs")
    }
  }

  private static func check(
    _ reference: NavigationSnapshot.StackReference?, in layers: [NavigationSnapshot.LayerEntry],
    _ what: @autoclosure () -> String
  ) throws(RestorationError) {
    guard let reference else { return }
    guard layers.indices.contains(reference.layer),
      layers[reference.layer].stacks.indices.contains(reference.stack)
    else {
      throw .invalidStructure("\(what()) points at a stack that does not exist")
    }
  }
}
