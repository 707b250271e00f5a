import Coordination
import CoordinationLinks
import CoordinationTesting
import Testing

/// `currentPath` names what is shown; applying it elsewhere shows the same, and applying it
/// here changes nothing. Paths with presented steps reach modal layers.
@Suite struct CurrentPathTests {
  /// What each layer shows: its style, whether it is tabbed, its selected tab and the routes of
  /// its visible stack.
  private func picture(_ store: NavigationStore) -> [String] {
    store.state.layers.map { layer in
      let routes = layer.visibleStack?.routes.map(\.description) ?? []
      let tabbed = layer.isTabbed ? " tab \(layer.selectedIndex)" : ""
      return "\(layer.style)\(tabbed): \(routes.joined(separator: ", "))"
    }
  }

  /// Checks that the path rebuilds the same picture in a fresh lab and is a no-op here.
  private func expectRoundTrip(
    _ platform: HeadlessPlatform, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let path = try #require(platform.store.currentPath, sourceLocation: sourceLocation)
    let before = platform.store.state
    let renders = platform.renderCount
    try platform.store.apply(steps: path)
    #expect(platform.store.state == before, "applying the current path changed the state")
    #expect(platform.renderCount == renders, sourceLocation: sourceLocation)

    let (_, fresh) = makeLab()
    try fresh.store.apply(steps: path)
    #expect(picture(fresh.store) == picture(platform.store), sourceLocation: sourceLocation)
    #expect(fresh.store.currentPath == path, sourceLocation: sourceLocation)
    fresh.expectConsistent()
  }

  @Test func pushedScreensAndChildrenAreNamedFromTheRootDown() throws {
    let (root, platform) = makeLab()
    root.show(.detail(1))
    root.show(.child("a"))
    let child = try #require(root.children.first as? ChildCoordinator)
    child.show(.page(1))
    #expect(
      platform.store.currentPath == [
        PathStep(LabRoute.home), PathStep(LabRoute.detail(1)), PathStep(LabRoute.child("a")),
        PathStep(ChildRoute.page(0)), PathStep(ChildRoute.page(1)),
      ])
    try expectRoundTrip(platform)
  }

  @Test func aSheetIsNamedByItsPresentedFirstStep() throws {
    let (root, platform) = makeLab()
    root.present(.settings, style: .sheet)
    #expect(
      platform.store.currentPath == [
        PathStep(LabRoute.home), PathStep(LabRoute.settings, presentation: .sheet),
      ])
    try expectRoundTrip(platform)
  }

  @Test func aFlowPresentedFullScreenKeepsItsPushesInItsLayer() throws {
    let (root, platform) = makeLab()
    root.present(.child("m"), style: .fullScreen)
    let child = try #require(root.children.first as? ChildCoordinator)
    child.show(.page(1))
    #expect(
      platform.store.currentPath == [
        PathStep(LabRoute.home), PathStep(LabRoute.child("m"), presentation: .fullScreen),
        PathStep(ChildRoute.page(0)), PathStep(ChildRoute.page(1)),
      ])
    try expectRoundTrip(platform)
  }

  @Test func tabsNameTheSelectedTab() throws {
    let (root, platform) = makeLab()
    root.show(.tabs)
    #expect(
      platform.store.currentPath == [
        PathStep(LabRoute.home), PathStep(LabRoute.tabs), PathStep(LabTab.second),
        PathStep(ChildRoute.page(0)),
      ])
    try expectRoundTrip(platform)
    try platform.selectTab(2)
    #expect(
      platform.store.currentPath == [
        PathStep(LabRoute.home), PathStep(LabRoute.tabs), PathStep(LabTab.plain),
      ])
    try expectRoundTrip(platform)
  }

  @Test func aShorterPathPopsAndDismissesLikeTheUser() throws {
    let (root, platform) = makeLab()
    root.show(.child("a"))
    weak let child = try #require(root.children.first as? ChildCoordinator)
    child?.present(.page(5), style: .sheet)
    let full = try #require(platform.store.currentPath)
    #expect(full.last == PathStep(ChildRoute.page(5), presentation: .sheet))
    try platform.store.handle(.followed(path: Array(full.dropLast())))
    #expect(picture(platform.store) == ["root: home, page(0)"])
    #expect(child?.isActive == true)
    #expect(throws: NavigationError.self) {
      try platform.store.apply(steps: [PathStep(LabRoute.home)], cause: .user)
    }
    try platform.store.handle(.followed(path: [PathStep(LabRoute.home)]))
    #expect(picture(platform.store) == ["root: home"])
    #expect(child?.isActive != true)
    #expect(root.finishedChildren == ["Child(a)"])
    platform.expectConsistent()
    platform.expectNoLeaks()
  }

  @Test func thePathToAScreenBelowIsTheBackLinkAndToThePresenterTheCloseLink() throws {
    let (root, platform) = makeLab()
    root.show(.detail(1))
    root.show(.child("a"))
    let child = try #require(root.children.first as? ChildCoordinator)
    child.present(.page(9), style: .sheet)
    let rootStack = try #require(platform.store.state.layers.first?.visibleStack)
    let presenter = try #require(platform.store.state.topLayer?.presenter)
    #expect(
      platform.store.path(to: presenter) == [
        PathStep(LabRoute.home), PathStep(LabRoute.detail(1)), PathStep(LabRoute.child("a")),
        PathStep(ChildRoute.page(0)),
      ])
    #expect(
      platform.store.path(to: rootStack.screens[1].id) == [
        PathStep(LabRoute.home), PathStep(LabRoute.detail(1)),
      ])
    let top = try #require(platform.store.state.topScreen)
    #expect(platform.store.path(to: top.id) == platform.store.currentPath)
    #expect(platform.store.path(to: ScreenID(rawValue: 999_999)) == nil)
  }

  @Test func aPathThatGoesBackUpTheTreeHasNoName() throws {
    let (root, platform) = makeLab()
    root.show(.child("a"))
    root.show(.detail(2))
    #expect(platform.store.currentPath == nil)
  }

  @Test func aPresentedFirstStepIsRefusedAndChangesNothing() throws {
    let (root, platform) = makeLab()
    root.show(.detail(1))
    let before = platform.store.state
    #expect(throws: NavigationError.self) {
      try platform.store.apply(steps: [PathStep(LabRoute.home, presentation: .sheet)])
    }
    #expect(throws: NavigationError.self) {
      try platform.store.apply(steps: [
        PathStep(LabRoute.home), PathStep(LabRoute.settings, presentation: .modal(.root)),
      ])
    }
    #expect(platform.store.state == before)
  }

  @Test func aPresentedStepReplacesADifferentModal() throws {
    let (root, platform) = makeLab()
    root.present(.settings, style: .sheet)
    try platform.store.apply(steps: [
      PathStep(LabRoute.home), PathStep(LabRoute.detail(3), presentation: .fullScreen),
    ])
    #expect(picture(platform.store) == ["root: home", "fullScreen: detail(3)"])
    platform.expectConsistent()
  }

  @Test func aDeepLinkCanPresentAModal() throws {
    var links = DeepLinkMap(schemes: ["lab"])
    try links.register("settings", examples: ["settings"]) { _ in
      [PathStep(LabRoute.home), PathStep(LabRoute.settings, presentation: .sheet)]
    }
    try links.register("child/:name", examples: ["child/x"]) { parameters in
      [
        PathStep(LabRoute.home),
        PathStep(LabRoute.child(try parameters.string("name")), presentation: .fullScreen),
        PathStep(ChildRoute.page(1)),
      ]
    }
    let (root, platform) = makeLab()
    root.show(.detail(1))
    let renders = platform.renderCount
    try platform.open("lab://settings", using: links)
    #expect(platform.renderCount == renders + 1)
    #expect(picture(platform.store) == ["root: home", "sheet: settings"])
    let state = platform.store.state
    try platform.open("lab://settings", using: links)
    #expect(platform.store.state == state)

    try platform.open("lab://child/x", using: links)
    #expect(picture(platform.store) == ["root: home", "fullScreen: page(0), page(1)"])
    #expect(
      DeepLinkAudit.failures(of: links) {
        NavigationStore(root: LabRootCoordinator(), leakTracking: false)
      } == [])
    platform.expectConsistent()
  }
}
