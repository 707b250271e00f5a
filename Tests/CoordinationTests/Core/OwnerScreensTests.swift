import Testing

@testable import Coordination

/// Each owner's screens are a list linked through their records (no hashed set per owner),
/// whose newest screen and count the owner's tree entry keeps, updated from the departures as
/// the store does. These hold the list to a plain model over random pushes, pops and
/// dismissals spread over tabs and layers, so that screens of one owner interleave with other
/// owners' and leave out of order.
@Suite struct OwnerScreensTests {
  /// The layout being edited, each owner's newest screen and count (as the tree keeps them)
  /// and, beside them, each owner's screens in the order shown.
  private struct Lab {
    var layout = NavigationLayout()
    var heads: [CoordinatorID: (newest: UInt64, count: Int)] = [:]
    var expected: [CoordinatorID: [ScreenID]] = [:]
    var departures: [NavigationLayout.Departure] = []
    var nextID: UInt64 = 1

    mutating func makeID() -> UInt64 {
      defer { nextID += 1 }
      return nextID
    }

    mutating func addLayer(tabs: Int) {
      let stacks = (0..<tabs).map { _ in ScreenStack(id: StackID(rawValue: makeID())) }
      _ = layout.insert(
        PresentationLayer(
          id: LayerID(rawValue: makeID()), style: layout.state.layers.isEmpty ? .root : .sheet,
          presenter: nil, isTabbed: tabs > 1, stacks: stacks))
    }

    mutating func push(owner: CoordinatorID, layer: Int, tab: Int) {
      let screen = Screen(
        id: ScreenID(rawValue: makeID()), route: AnyRoute(ChildRoute.page(Int(nextID))),
        owner: owner)
      let address = NavigationLayout.StackAddress(layer: layer, stack: tab)
      let head = heads[owner] ?? (0, 0)
      layout.append(
        screen, model: nil, at: address, isInitial: false, newestOfOwner: head.newest)
      heads[owner] = (screen.id.rawValue, head.count + 1)
      expected[owner, default: []].append(screen.id)
    }

    /// Applies the departures from `start` to the heads, in order, as the store does.
    mutating func forget(_ removed: [Screen], departuresFrom start: Int) {
      for departure in departures[start...] {
        let owner = departure.owner
        heads[owner]?.count -= 1
        if departure.record.newerOfOwner == 0 {
          heads[owner]?.newest = departure.record.olderOfOwner
        }
      }
      for screen in removed {
        expected[screen.owner]?.removeAll { $0 == screen.id }
        if expected[screen.owner]?.isEmpty == true { expected[screen.owner] = nil }
      }
    }

    mutating func truncate(layer: Int, tab: Int, to count: Int) {
      let address = NavigationLayout.StackAddress(layer: layer, stack: tab)
      let before = departures.count
      let removed = layout.truncate(at: address, to: count, departing: &departures)
      #expect(departures[before...].map(\.screen) == removed.map(\.id))
      #expect(departures[before...].map(\.owner) == removed.map(\.owner))
      forget(removed, departuresFrom: before)
    }

    mutating func dismissTop() {
      let before = departures.count
      guard let (_, removed) = layout.removeTopLayer(departing: &departures) else { return }
      forget(removed, departuresFrom: before)
    }

    func check(_ owners: [CoordinatorID], step: Int) {
      // The lists' own invariants (the state's, such as no empty tab, are not kept here).
      let listed = owners.map { ($0, heads[$0]?.newest ?? 0, heads[$0]?.count ?? 0) }
      #expect(layout.ownerListViolations(heads: listed) == [], "step \(step)")
      for owner in owners {
        let shown = expected[owner] ?? []
        let head = heads[owner] ?? (0, 0)
        #expect(
          layout.ownerScreens(from: head.newest, count: head.count) == shown.reversed(),
          "step \(step), \(owner)")
        #expect(head.count == shown.count)
        #expect((head.newest == 0) == shown.isEmpty)
        for screen in shown { #expect(layout.owner(of: screen) == owner) }
      }
    }
  }

  @Test func listsFollowRandomPushesPopsAndDismissals() {
    var random = SplitMix64(seed: 0x5EED_0F_0123)
    let owners = (1...4).map { CoordinatorID(rawValue: 1_000_000 + $0) }
    var lab = Lab()
    lab.addLayer(tabs: 3)
    for step in 0..<3_000 {
      let layers = lab.layout.state.layers
      let layer = Int(random.next() % UInt64(layers.count))
      let tab = Int(random.next() % UInt64(layers[layer].stacks.count))
      switch random.next() % 10 {
      case 0..<6:
        lab.push(owner: owners[Int(random.next() % 4)], layer: layer, tab: tab)
      case 6..<9:
        let count = layers[layer].stacks[tab].screens.count
        lab.truncate(layer: layer, tab: tab, to: Int(random.next() % UInt64(count + 1)))
      default:
        if layers.count > 1, random.next() % 2 == 0 {
          lab.dismissTop()
        } else {
          lab.addLayer(tabs: 2)
        }
      }
      lab.check(owners, step: step)
    }
    #expect(lab.departures.count > 500, "screens left often enough to test the unlinking")
  }

  @Test func anOwnersListSurvivesLosingItsNewestOldestAndMiddleScreens() {
    let owner = CoordinatorID(rawValue: 500)
    let other = CoordinatorID(rawValue: 501)
    var lab = Lab()
    lab.addLayer(tabs: 2)
    for index in 0..<6 { lab.push(owner: index == 2 ? other : owner, layer: 0, tab: index % 2) }
    // Tab 0 holds the owner's 1st, the other's screen and the owner's 5th; tab 1 the owner's
    // 2nd, 4th and 6th. Popping tab 1 to one screen takes the newest and a middle one.
    lab.truncate(layer: 0, tab: 1, to: 1)
    lab.check([owner, other], step: 1)
    lab.truncate(layer: 0, tab: 0, to: 0)
    lab.check([owner, other], step: 2)
    #expect(lab.heads[owner]?.count == 1)
    #expect(lab.heads[other]?.count == 0)
    lab.truncate(layer: 0, tab: 1, to: 0)
    lab.check([owner, other], step: 3)
    #expect(lab.heads[owner]?.newest == 0)
    #expect(lab.layout.screenRecords.isEmpty)
  }
}
