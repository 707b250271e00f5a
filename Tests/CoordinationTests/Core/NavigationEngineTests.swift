import Testing

@testable import Coordination

/// The engine's steps keep the state, its indexes and each coordinator's list of screens in
/// step by themselves: random pushes, pops, dismissals and removed tabs, spread over tabs and
/// layers so that screens of one owner interleave with other owners' and leave out of order,
/// checked against a plain model after every step.
@MainActor
@Suite struct NavigationEngineTests {
  /// An engine with a few coordinators in its tree, and beside it each owner's screens in the
  /// order shown.
  private struct Lab {
    let store = NavigationStore(root: AnyCoordinator(), leakTracking: false)
    var engine = NavigationEngine()
    let owners: [AnyCoordinator]
    var expected: [CoordinatorID: [ScreenID]] = [:]
    var departed: [ScreenID] = []

    init(owners count: Int) {
      var owners: [AnyCoordinator] = []
      for _ in 0..<count {
        let owner = AnyCoordinator()
        owner.bind(
          to: store, id: CoordinatorID(rawValue: engine.makeID()), parent: nil, route: nil,
          restored: true)
        engine.insert(owner, host: nil, startedWithParent: false, cause: .code)
        owners.append(owner)
      }
      self.owners = owners
    }

    mutating func addLayer(tabs: Int) {
      let stacks = (0..<tabs).map { _ in ScreenStack(id: StackID(rawValue: engine.makeID())) }
      engine.addLayer(
        PresentationLayer(
          id: LayerID(rawValue: engine.makeID()),
          style: engine.state.layers.isEmpty ? .root : .sheet, presenter: nil,
          isTabbed: tabs > 1, stacks: stacks),
        cause: .code)
    }

    mutating func push(owner: CoordinatorID, layer: Int, tab: Int) {
      let stack = engine.state.layers[layer].stacks[tab].id
      let screen = engine.push(
        AnyRoute(ChildRoute.page(expected.count)), model: nil, owner: owner, onto: stack,
        isInitial: false, cause: .code)
      #expect(screen != nil, "a push onto a shown stack")
      if let screen { expected[owner, default: []].append(screen) }
    }

    mutating func pop(layer: Int, tab: Int, to count: Int) {
      let stack = engine.state.layers[layer].stacks[tab].id
      let address = NavigationLayout.StackAddress(layer: layer, stack: tab)
      let before = engine.screens(at: address)
      let removed = engine.pop(stack, at: address, to: count, cause: .code)
      #expect(removed.map(\.id) == before[min(count, before.count)...].reversed().map(\.id))
      forget(removed)
    }

    mutating func dismissTop() {
      guard let removed = engine.dismissTopLayer(cause: .code) else { return }
      forget(removed)
    }

    mutating func removeTab(layer: Int, tab: Int) {
      let (removed, _) = engine.removeTab(
        at: NavigationLayout.StackAddress(layer: layer, stack: tab), cause: .code)
      forget(removed)
    }

    private mutating func forget(_ removed: [Screen]) {
      departed.append(contentsOf: removed.map(\.id))
      for screen in removed { expected[screen.owner]?.removeAll { $0 == screen.id } }
    }

    func check(step: Int) {
      for owner in owners {
        #expect(
          engine.node(owner.id)?.screens == expected[owner.id] ?? [],
          "step \(step), \(owner.id)")
        for screen in expected[owner.id] ?? [] {
          #expect(engine.screen(screen)?.owner == owner.id, "step \(step)")
        }
      }
      #expect(engine.departures.map(\.screen.id) == departed, "step \(step)")
      let shown = engine.state.allScreens.count
      #expect(engine.screenCount == shown, "step \(step)")
    }
  }

  @Test func ownersListsFollowRandomPushesPopsDismissalsAndRemovedTabs() {
    var random = SplitMix64(seed: 0x5EED_0F_0123)
    var lab = Lab(owners: 4)
    lab.addLayer(tabs: 3)
    for step in 0..<3_000 {
      let layers = lab.engine.state.layers
      let layer = Int(random.next() % UInt64(layers.count))
      let tabs = layers[layer].stacks.count
      let tab = Int(random.next() % UInt64(tabs))
      switch random.next() % 12 {
      case 0..<7:
        lab.push(owner: lab.owners[Int(random.next() % 4)].id, layer: layer, tab: tab)
      case 7..<10:
        let count = layers[layer].stacks[tab].screens.count
        lab.pop(layer: layer, tab: tab, to: Int(random.next() % UInt64(count + 1)))
      case 10 where tabs > 1:
        lab.removeTab(layer: layer, tab: tab)
      default:
        if layers.count > 1, random.next() % 2 == 0 {
          lab.dismissTop()
        } else {
          lab.addLayer(tabs: 2)
        }
      }
      lab.check(step: step)
    }
    #expect(lab.departed.count > 500, "screens left often enough to test the lists")
  }

  @Test func anOwnersScreensSurviveLosingTheirNewestOldestAndMiddleOnes() {
    var lab = Lab(owners: 2)
    let (owner, other) = (lab.owners[0].id, lab.owners[1].id)
    lab.addLayer(tabs: 2)
    for index in 0..<6 { lab.push(owner: index == 2 ? other : owner, layer: 0, tab: index % 2) }
    // Tab 0 holds the owner's 1st, the other's screen and the owner's 5th; tab 1 the owner's
    // 2nd, 4th and 6th. Popping tab 1 to one screen takes the newest and a middle one.
    lab.pop(layer: 0, tab: 1, to: 1)
    lab.check(step: 1)
    lab.pop(layer: 0, tab: 0, to: 0)
    lab.check(step: 2)
    #expect(lab.engine.node(owner)?.screens.count == 1)
    #expect(lab.engine.node(other)?.screens.isEmpty == true)
    lab.pop(layer: 0, tab: 1, to: 0)
    lab.check(step: 3)
    #expect(lab.engine.screenCount == 0)
    #expect(lab.engine.takeDepartures().count == 6)
    #expect(lab.engine.departures.isEmpty)
  }
}
