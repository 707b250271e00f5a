// Restoration's step: the coordinators and screens of a checked plan installed in place of
// what was shown.

extension NavigationChange {
  /// Binds the plan's coordinators (a running root stays) and shows its layers and screens.
  mutating func install(_ plan: RestorationPlan, keepingScreenIDs: Bool) {
    let entries = plan.snapshot.coordinators
    for (index, coordinator) in plan.coordinators.enumerated() {
      if index == 0, coordinator.isActive { continue }
      coordinator.bind(
        to: store, id: CoordinatorID(rawValue: store.engine.makeID()),
        parent: entries[index].parent.map { plan.coordinators[$0] },
        route: plan.creatingRoutes[index], restored: true)
      store.engine.insert(
        coordinator, host: nil, startedWithParent: entries[index].startedWithParent,
        cause: cause)
      emit(.started(coordinator.id, name: coordinator.name, parent: coordinator.parent?.id))
    }
    store.isStarted = true
    installLayers(plan, keepingScreenIDs: keepingScreenIDs)
    let stackIDs = store.engine.layout.state.layers.map { $0.stacks.map(\.id) }
    for (coordinator, entry) in zip(plan.coordinators, entries) {
      store.engine.setStacks(
        of: coordinator.id,
        host: entry.host.map { stackIDs[$0.layer][$0.stack] } ?? stackIDs.first?.first,
        last: entry.current.map { stackIDs[$0.layer][$0.stack] })
    }
  }

  /// Shows the plan's layers and screens, with their saved identities or new ones.
  private mutating func installLayers(_ plan: RestorationPlan, keepingScreenIDs: Bool) {
    for (layer, planned) in zip(plan.snapshot.layers, plan.stacks) {
      let stacks = planned.map {
        ScreenStack(id: StackID(rawValue: store.engine.makeID()), tab: $0.tab)
      }
      let presenter = layer.presenter.map {
        store.engine.layout.state.layers[$0.stack.layer].stacks[$0.stack.stack].screens[$0.position]
          .id
      }
      store.engine.addLayer(
        PresentationLayer(
          id: LayerID(rawValue: store.engine.makeID()), style: layer.style, presenter: presenter,
          kind: layer.splitColumns.map { .split($0) } ?? (layer.isTabbed ? .tabs : .single),
          stacks: stacks, selectedIndex: layer.selectedIndex,
          sheetOptions: layer.sheetOptions ?? SheetOptions()),
        cause: cause)
      for (stack, planned) in zip(stacks, planned) {
        for screen in planned.screens {
          appendScreen(
            screen.route, model: screen.model, owner: plan.coordinators[screen.entry.owner],
            onto: stack.id, initial: screen.entry.isInitial,
            id: keepingScreenIDs ? screen.entry.id.map(ScreenID.init(rawValue:)) : nil)
        }
      }
    }
  }
}
