import Coordination
import CoordinationRendering
import Testing

/// Split layers rendered on a regular width (a stack per column) and on a compact one (the
/// columns collapsed into one stack), and the user's backs in both.
@Suite struct SplitRenderingTests {
  private func routes(_ screens: [Screen]) -> [AnyRoute] { screens.map(\.route) }

  @Test func anExpandedSplitChangesOnlyTheColumnThatChangedAndNeverSelects() throws {
    let harness = SplitHarness()
    guard case .present(let layer, animated: false) = harness.renders.first?.first else {
      Issue.record("expected the split presented, got \(harness.renders)")
      return
    }
    #expect(layer.splitColumns == [.sidebar, .detail] && !layer.isCollapsed)
    try harness.split.showDetail(.item(1))
    let detail = try #require(harness.store.state.topLayer?.stack(for: .detail)?.id)
    guard
      case .update(detail, _, .replace(let screens), animated: true)? = harness.renders.last?.first,
      harness.renders.last?.count == 1
    else {
      Issue.record("expected one replacement of the detail, got \(harness.renders.last ?? [])")
      return
    }
    #expect(routes(screens) == [AnyRoute(ShopRoute.page(0))])
    try #require(harness.owner(of: .sidebar)).show(.page(2))
    let sidebar = try #require(harness.store.state.topLayer?.stack(for: .sidebar)?.id)
    guard case .update(sidebar, _, .push, animated: true)? = harness.renders.last?.first,
      harness.renders.last?.count == 1
    else {
      Issue.record("expected one push onto the sidebar, got \(harness.renders.last ?? [])")
      return
    }
    #expect(harness.agrees)
  }

  @Test func aBackInAnExpandedColumnIsAPlainPopThatSelectsTheColumn() throws {
    let harness = SplitHarness()
    try harness.split.showDetail(.item(1))
    try #require(harness.owner(of: .detail)).show(.page(1))
    try #require(harness.owner(of: .sidebar)).show(.page(2))
    let rendered = harness.renders.count
    let outcome = try harness.userBack(inStack: 1)
    #expect(outcome == .applied)
    #expect(harness.renders.count == rendered)
    #expect(harness.shown.layers.last?.selectedIndex == 1)
    #expect(harness.split.selectedColumn == .detail)
    #expect(
      harness.store.state.description
        == "root split: sidebar: [home, page(2)] | *detail: [page(0)]")
    #expect(harness.agrees)
  }

  @Test func aCompactWidthShowsTheColumnsAsOneStackInTheFirstColumn() throws {
    let harness = SplitHarness(threeColumns: true, compact: true)
    guard case .present(let layer, _) = harness.renders.first?.first else {
      Issue.record("expected the split presented, got \(harness.renders)")
      return
    }
    #expect(layer.isCollapsed)
    #expect(
      routes(layer.collapsedScreens)
        == [AnyRoute(ShopRoute.home), AnyRoute(ShopRoute.page(0)), AnyRoute(SplitShopRoute.noItem)])
    try harness.split.showDetail(.item(1))
    let first = try #require(harness.store.state.topLayer?.stacks.first?.id)
    guard
      case .update(first, _, .replace(let screens), animated: true)? = harness.renders.last?.first,
      harness.renders.last?.count == 1
    else {
      Issue.record(
        "expected one replacement of the collapsed stack, got \(harness.renders.last ?? [])")
      return
    }
    #expect(routes(screens) == [ShopRoute.home, .page(0), .page(0)].map(AnyRoute.init))
    try #require(harness.owner(of: .detail)).show(.page(1))
    guard case .update(first, _, .push(let pushed), animated: true)? = harness.renders.last?.first
    else {
      Issue.record("expected one push onto the collapsed stack, got \(harness.renders.last ?? [])")
      return
    }
    #expect(pushed.route == AnyRoute(ShopRoute.page(1)))
    #expect(harness.agrees)
  }

  @Test func theCollapsedBackLeavesTheDetailColumnThenTheContent() throws {
    let harness = SplitHarness(threeColumns: true, compact: true)
    try harness.split.showDetail(.item(1))
    let rendered = harness.renders.count
    #expect(try harness.userBack(inStack: 0) == .applied)
    #expect(harness.renders.count == rendered)
    #expect(
      harness.store.state.description
        == "root split: sidebar: [home] | *content: [page(0)] | detail: []")
    #expect(try harness.userBack(inStack: 0) == .applied)
    #expect(
      harness.store.state.description
        == "root split: *sidebar: [home] | content: [] | detail: []")
    #expect(try harness.userBack(inStack: 0) == nil)
    #expect(harness.agrees)
  }

  @Test func aCollapsedBackWithinTheDetailIsReportedForTheDetailAlone() throws {
    let harness = SplitHarness(compact: true)
    try harness.split.showDetail(.item(1))
    try #require(harness.owner(of: .detail)).show(.page(1))
    let screens = try #require(harness.display.layers.last?.stacks.first)
    let stack = try #require(harness.display.layers.last?.stackIDs.first)
    var shown = harness.shown
    let action = shown.userShows(Array(screens.dropLast()), in: stack)
    #expect(action == .poppedCollapsed(to: screens[screens.count - 2]))
    try harness.userBack(inStack: 0)
    #expect(harness.store.state.description == "root split: sidebar: [home] | *detail: [page(0)]")
    #expect(harness.agrees)
  }

  @Test func theBackMenuOfACollapsedSplitGoesBackAcrossColumnsAsOneAction() throws {
    let harness = SplitHarness(threeColumns: true, compact: true)
    try harness.split.showDetail(.item(1))
    try #require(harness.owner(of: .detail)).show(.page(1))
    let home = try #require(harness.display.layers.last?.stacks.first?.first)
    let rendered = harness.renders.count
    #expect(try harness.userPopped(to: home, inStack: 0) == .applied)
    #expect(harness.renders.count == rendered)
    #expect(
      harness.store.state.description
        == "root split: *sidebar: [home] | content: [] | detail: []")
    #expect(harness.agrees)
  }

  @Test func aRefusedCollapsedBackIsPutBack() throws {
    let harness = SplitHarness(compact: true)
    try harness.split.showDetail(.item(1))
    try #require(harness.owner(of: .detail)).show(.guarded)
    let outcome = try harness.userBack(inStack: 0)
    guard case .refused = outcome else {
      Issue.record("expected a refusal, got \(String(describing: outcome))")
      return
    }
    // The refusal is an update of its own: rendering it pushes the screen back.
    let first = try #require(harness.store.state.topLayer?.stacks.first?.id)
    guard case .update(first, _, .push(let screen), _)? = harness.renders.last?.first else {
      Issue.record("expected the guarded screen pushed back, got \(harness.renders.last ?? [])")
      return
    }
    #expect(screen.route == AnyRoute(ShopRoute.guarded))
    #expect(harness.agrees)
    #expect(
      harness.store.state.description == "root split: sidebar: [home] | *detail: [page(0), guarded]"
    )
  }

  @Test func aWidthChangeReshapesTheSplitAndLaterRendersFollowIt() throws {
    let harness = SplitHarness(threeColumns: true)
    try harness.split.showDetail(.item(1))
    harness.setCompact(true)
    #expect(harness.renders.last?.count == 3)
    #expect(harness.agrees)
    try #require(harness.owner(of: .content)).show(.page(4))
    #expect(harness.agrees)
    harness.setCompact(false)
    #expect(harness.agrees)
    #expect(harness.shown.setCompactIsIdempotent())
    #expect(try harness.userBack(inStack: 1) == .applied)
    #expect(
      harness.store.state.description
        == "root split: sidebar: [home] | *content: [page(0)] | detail: [page(0)]")
    #expect(harness.agrees)
  }
}

extension ShownNavigation {
  /// Whether setting the width it has changes nothing.
  fileprivate func setCompactIsIdempotent() -> Bool {
    var copy = self
    return copy.setCompact(isCompact).isEmpty
  }
}
