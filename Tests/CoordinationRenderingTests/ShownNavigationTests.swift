import Coordination
import CoordinationRendering
import Testing

@Suite struct ShownNavigationTests {
  /// The coordinator of the top screen, as the shop's type.
  func top(_ harness: RenderHarness) throws -> ShopCoordinator {
    try #require(harness.focused as? ShopCoordinator)
  }

  @Test func theFirstRenderInstallsTheRootLayerWithoutAnimation() throws {
    let harness = RenderHarness()
    let first = try #require(harness.renders.first)
    #expect(first.count == 1)
    guard case .present(let layer, let animated) = first[0] else {
      Issue.record("expected a presentation, got \(first)")
      return
    }
    #expect(layer.style == .root && !animated)
    #expect(harness.agrees)
  }

  @Test func onePushIsAnAnimatedPushAndOnePopAnAnimatedPop() throws {
    let harness = RenderHarness()
    harness.root.show(.page(1))
    guard case .update(_, _, .push(let screen), animated: true) = harness.renders.last?.first
    else {
      Issue.record("expected one animated push, got \(harness.renders.last ?? [])")
      return
    }
    #expect(screen.route == AnyRoute(ShopRoute.page(1)))
    harness.root.pop()
    guard case .update(_, _, .pop(let to), animated: true) = harness.renders.last?.first else {
      Issue.record("expected one animated pop, got \(harness.renders.last ?? [])")
      return
    }
    #expect(to.route == AnyRoute(ShopRoute.home))
    #expect(harness.agrees && harness.errors.isEmpty)
  }

  @Test func aDeepLinkThatPushesSeveralScreensIsOneReplacement() throws {
    let harness = RenderHarness()
    let before = harness.renders.count
    try harness.store.apply(path: [ShopRoute.home, ShopRoute.page(1), ShopRoute.page(2)])
    #expect(harness.renders.count == before + 1)
    guard case .update(_, _, .replace(let screens), animated: true) = harness.renders.last?.first
    else {
      Issue.record("expected one replacement, got \(harness.renders.last ?? [])")
      return
    }
    #expect(screens.map(\.route) == [ShopRoute.home, .page(1), .page(2)].map(AnyRoute.init))
    #expect(harness.agrees)
  }

  @Test func nestedModalsLeaveInOneDismissalFromTheLowest() throws {
    let harness = RenderHarness()
    harness.root.present(.flow)
    try top(harness).present(.flow, style: .fullScreen)
    let layers = harness.store.state.layers.dropFirst().map(\.id)
    harness.root.dismiss()
    #expect(harness.renders.last == [.dismiss(Array(layers), animated: true)])
    #expect(harness.agrees && harness.errors.isEmpty)
  }

  @Test func dismissingOneSheetOfAChainLeavesTheSheetsBelowIt() throws {
    let harness = RenderHarness()
    harness.root.present(.flow)
    let middle = try top(harness)
    middle.present(.flow)
    let upper = try top(harness)
    upper.present(.flow)
    let layers = harness.store.state.layers.map(\.id)
    upper.dismiss()
    #expect(harness.renders.last == [.dismiss([layers[3]], animated: true)])
    #expect(harness.store.state.layers.map(\.id) == Array(layers.prefix(3)))
    #expect(harness.agrees)
  }

  @Test func aPopBelowADismissedModalDismissesThenPops() throws {
    let harness = RenderHarness()
    harness.root.show(.page(1))
    harness.root.present(.flow)
    harness.root.pop()
    let steps = try #require(harness.renders.last)
    guard steps.count == 2, case .dismiss = steps[0], case .update(_, _, .pop, _) = steps[1] else {
      Issue.record("expected a dismissal then a pop, got \(steps)")
      return
    }
    #expect(harness.agrees)
  }

  @Test func aUserBackIsReportedOnceAndRendersNothing() throws {
    let harness = RenderHarness()
    harness.root.show(.page(1))
    harness.root.show(.page(2))
    let before = harness.renders.count
    #expect(try harness.userBack() == .applied)
    #expect(harness.renders.count == before)
    #expect(harness.store.state.visibleStack?.routes.count == 2)
    #expect(harness.agrees)
  }

  @Test func theBackMenuPopsSeveralAsOneUserAction() throws {
    let harness = RenderHarness()
    harness.root.show(.flow)
    try top(harness).show(.page(1))
    let before = harness.renders.count
    #expect(try harness.userBack(keeping: 1) == .applied)
    #expect(harness.renders.count == before)
    #expect(harness.store.state.description == "root: [home]")
    #expect(child(ShopRoute.flow, of: harness.root) == nil)
    #expect(harness.agrees)
  }

  @Test func aRefusedBackIsPutBack() throws {
    let harness = RenderHarness()
    harness.root.show(.guarded)
    let outcome = try harness.userBack()
    guard case .refused = outcome else {
      Issue.record("expected a refusal, got \(String(describing: outcome))")
      return
    }
    guard case .update(_, _, .push(let screen), _) = harness.renders.last?.first else {
      Issue.record("expected the screen pushed back, got \(harness.renders.last ?? [])")
      return
    }
    #expect(screen.route == AnyRoute(ShopRoute.guarded))
    #expect(harness.agrees)
  }

  @Test func aSheetDraggedDownFinishesItsFlowAndRendersNothing() throws {
    let harness = RenderHarness()
    harness.root.present(.flow)
    let before = harness.renders.count
    #expect(try harness.userDismiss() == .applied)
    #expect(harness.renders.count == before)
    #expect(child(ShopRoute.flow, of: harness.root) == nil)
    #expect(harness.agrees)
  }

  @Test func whatTheAdapterDidItselfIsNotReportedBack() throws {
    var shown = ShownNavigation()
    let harness = RenderHarness()
    harness.root.show(.page(1))
    _ = shown.render(harness.store.state)
    harness.root.pop()
    _ = shown.render(harness.store.state)
    let stack = try #require(harness.store.state.visibleStack)
    // The navigation controller's didShow after the adapter's own pop: the same screens.
    #expect(shown.userShows(stack.screens.map(\.id), in: stack.id) == nil)
  }

  @Test func theRootStackShowingNoneOfItsScreensIsTheUserLeavingTheFlow() throws {
    var shown = ShownNavigation()
    let harness = RenderHarness()
    harness.root.show(.page(1))
    harness.root.present(.page(2), style: .sheet)
    _ = shown.render(harness.store.state)
    let rootStack = try #require(harness.store.state.layers.first?.stacks.first)
    let sheetStack = try #require(harness.store.state.layers.last?.stacks.first)
    // A modal stack never shows none of its screens: that is not the user's doing.
    #expect(shown.userShows([], in: sheetStack.id) == nil)
    #expect(shown.userShows([], in: rootStack.id) == .leftFlow)
    #expect(shown.layers.count == 1)
    #expect(shown.stack(rootStack.id)?.screens == [])
    // Once recorded, the same again is no change.
    #expect(shown.userShows([], in: rootStack.id) == nil)
  }

  @Test func tabsSelectedInCodeRenderASelectionAndByTheUserNothing() throws {
    let harness = RenderHarness()
    harness.root.present(.tabs, style: .fullScreen)
    let tabs = try #require(child(ShopRoute.tabs, of: harness.root) as? ShopTabs)
    try tabs.select(.cart)
    let layer = try #require(harness.store.state.topLayer)
    #expect(harness.renders.last == [.select(tab: 1, in: layer.id)])
    let before = harness.renders.count
    #expect(try harness.userSelect(0) == .applied)
    #expect(try harness.userSelect(0) == nil)
    #expect(harness.renders.count == before)
    #expect(harness.store.state.topLayer?.selectedIndex == 0)
    #expect(harness.agrees)
  }

  @Test func aTabThatLeavesSetsTheTabsAgain() throws {
    let harness = RenderHarness()
    harness.root.present(.tabs, style: .fullScreen)
    let tabs = try #require(child(ShopRoute.tabs, of: harness.root))
    let cart = try #require(child(ShopTab.cart, of: tabs) as? ShopCoordinator)
    cart.finish()
    guard case .setTabs(_, let stacks, _) = harness.renders.last?.first else {
      Issue.record("expected the tabs set again, got \(harness.renders.last ?? [])")
      return
    }
    #expect(stacks.count == 1)
    #expect(harness.agrees)
  }

  @Test func aPopReadByItsTargetIgnoresWhatTheAdapterQueuedMeanwhile() throws {
    let harness = RenderHarness()
    harness.root.show(.page(1))
    harness.root.show(.page(2))
    var shown = ShownNavigation()
    _ = shown.render(harness.store.state)
    let stack = try #require(harness.store.state.visibleStack)
    let home = stack.screens[0].id
    #expect(shown.userPopped(to: home, in: stack.id) == .popped(to: home))
    #expect(shown.stack(stack.id)?.screens.map(\.id) == [home])
    // The top is no target, nor is a screen the stack does not show.
    #expect(shown.userPopped(to: home, in: stack.id) == nil)
    #expect(shown.userPopped(to: stack.screens[2].id, in: stack.id) == nil)
  }

  @Test func aUserBackUnderAPresentedLayerLeavesTheLayerToTheStore() throws {
    let harness = RenderHarness()
    harness.root.show(.page(1))
    harness.root.present(.flow)
    var shown = ShownNavigation()
    _ = shown.render(harness.store.state)
    let root = try #require(harness.store.state.layers.first?.stacks.first)
    _ = shown.userPopped(to: root.screens[0].id, in: root.id)
    #expect(shown.layers.count == 2)
    _ = try harness.store.handle(.popped(to: root.screens[0].id))
    let steps = shown.render(harness.store.state)
    guard case .dismiss = steps.first else {
      Issue.record("expected the layer dismissed by a step, got \(steps)")
      return
    }
  }
}
