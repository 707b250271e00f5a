import Coordination
import CoordinationTesting
import Testing

/// The inspector's picture: built from a live store, written as text and drawn as SVG.
@Suite struct NavigationPictureTests {
  /// A shop with an item pushed on the first tab, then the second tab selected by the user.
  private func shopOnItsCart() throws -> (NavigationStore, NavigationTimeline) {
    let shop = ShopTabs()
    let store = NavigationStore(root: shop, leakTracking: true)
    let timeline = NavigationTimeline(store: store)
    let platform = HeadlessPlatform(store: store)
    let browse = try #require(shop.children(ofType: BrowseCoordinator.self).first)
    browse.show(.item(name: #"<b>Tea & "Cakes"</b>"#))
    try platform.selectTab(1)
    return (store, timeline)
  }

  @Test func theTextOfASheetOverAStackNamesEveryScreenAndEveryCause() throws {
    let root = SheetCoordinator()
    let store = NavigationStore(root: root, leakTracking: true)
    let timeline = NavigationTimeline(store: store)
    let platform = HeadlessPlatform(store: store)
    root.show(.next)
    root.present(.sheet)
    try platform.swipeDownSheet()
    root.present(.cover, style: .fullScreen)
    let text = NavigationPictureText.render(
      NavigationPicture(store: store, recent: timeline.updates))
    #expect(
      text == """
        Coordinators
          SheetCoordinator c5 [base, next, cover*]
        Layers
          root l4: k3 [base, next]
          fullScreen l12: k11 [cover*]
        Recent updates
          #1 started SheetCoordinator c5 as root
          #1 presented root layer l4 (code)
          #1 pushed base onto k3 (code)
          #2 pushed next onto k3 (code)
          #3 presented sheet layer l9 (code)
          #3 pushed sheet onto k8 (code)
          #4 dismissed l9 with 1 screen(s) (user)
          #5 presented fullScreen layer l12 (code)
          #5 pushed cover onto k11 (code)
        """)
  }

  @Test func theTextOfTabsMarksTheSelectedTabAndTheScreenShown() throws {
    let (store, timeline) = try shopOnItsCart()
    let text = NavigationPictureText.render(
      NavigationPicture(store: store, recent: timeline.updates.suffix(1)))
    #expect(
      text == """
        Coordinators
          ShopTabs c5 [cart*]
            BrowseCoordinator c8 [list, item(name: "<b>Tea & \\"Cakes\\"</b>")]
        Layers
          root tabs l4: browse k6 [list, item(name: "<b>Tea & \\"Cakes\\"</b>")] | *cart k7 [cart*]
        Recent updates
          #3 selected tab 1 of l4 (user)
        """)
  }

  @Test func theSVGParsesBackWithOneElementPerThingShown() throws {
    let (store, timeline) = try shopOnItsCart()
    let picture = NavigationPicture(store: store, recent: timeline.updates)
    let svg = try SVGDocument(NavigationPictureSVG.render(picture))
    #expect(svg.elements.first?.name == "svg")
    let coordinators = svg.elements("g", classes: ["nav-coordinator"])
    #expect(coordinators.map { $0.attributes["data-id"] } == ["c5", "c8"])
    #expect(svg.elements("g", classes: ["nav-leaked"]).isEmpty)
    // Three screens in the tree (cart, list, item) and the selected tab's one in the layer.
    #expect(svg.elements("text", classes: ["nav-screen"]).count == 4)
    #expect(
      svg.elements("text", classes: ["nav-screen", "nav-top"]).map(\.text) == ["cart", "cart"])
    let tabs = svg.elements("g", classes: ["nav-tab"])
    #expect(tabs.map { $0.attributes["data-id"] } == ["k6", "k7"])
    #expect(
      svg.elements("g", classes: ["nav-tab", "nav-selected"]).map { $0.attributes["data-id"] } == [
        "k7"
      ])
    #expect(svg.elements("g", classes: ["nav-layer", "nav-root"]).count == 1)
    // Every event of the three updates has its line; the user's tab selection is the last.
    #expect(
      svg.elements("g", classes: ["nav-event"]).count == timeline.updates.flatMap(\.events).count)
    // The last one: its revision, its cause in a pill, and what happened.
    #expect(svg.elements("text").suffix(3).map(\.text) == ["#3", "user", "selected tab 1 of l4"])
  }

  @Test func routeDescriptionsAreEscapedAndReadBackUnchanged() throws {
    let (store, _) = try shopOnItsCart()
    let markup = NavigationPictureSVG.render(NavigationPicture(store: store))
    #expect(!markup.contains("<b>"))
    let svg = try SVGDocument(markup)
    let routes = svg.elements("text", classes: ["nav-screen"]).map(\.text)
    #expect(routes.contains(#"item(name: "<b>Tea & \"Cakes\"</b>")"#))
  }

  @Test func charactersXMLForbidsBecomeReplacementCharacters() throws {
    let id = ScreenID(rawValue: 1)
    let route = "a\u{1}b]]></svg><script>x</script>'"
    let picture = NavigationPicture(
      root: .init(
        id: CoordinatorID(rawValue: 1), name: "Odd & <Named>",
        screens: [.init(id: id, route: route, isTop: true)], children: []),
      layers: [])
    let svg = try SVGDocument(NavigationPictureSVG.render(picture))
    #expect(svg.elements("script").isEmpty)
    #expect(svg.elements("text", classes: ["nav-name"]).map(\.text) == ["Odd & <Named>"])
    #expect(
      svg.elements("text", classes: ["nav-screen"]).map(\.text)
        == ["a\u{FFFD}b]]></svg><script>x</script>'"])
  }

  @Test func aLeakedCoordinatorIsMarkedInTextAndSVG() throws {
    let root = SheetCoordinator()  // kept alive by the test after it finishes: a leak
    let store = NavigationStore(root: root, leakTracking: true)
    let platform = HeadlessPlatform(store: store)
    root.finish()
    let picture = NavigationPicture(store: store)
    #expect(picture.root == nil)
    #expect(picture.leakedCoordinators.map(\.label) == ["SheetCoordinator"])
    #expect(
      NavigationPictureText.render(picture) == """
        Coordinators
          (none running)
        Layers
          root l3: k2 []
        Leaked
          coordinator SheetCoordinator [CoordinationTestingTests.SheetCoordinator]
        """)
    let svg = try SVGDocument(NavigationPictureSVG.render(picture))
    let leaked = svg.elements("g", classes: ["nav-coordinator", "nav-leaked"])
    #expect(leaked.count == 1)
    #expect(svg.elements("text", classes: ["nav-name"]).map(\.text) == ["✕ SheetCoordinator"])
    _ = platform
  }

  @Test func aTimelineKeepsOnlyTheLatestUpdates() {
    let root = SheetCoordinator()
    let store = NavigationStore(root: root)
    let timeline = NavigationTimeline(store: store, capacity: 2)
    store.start()
    root.show(.next)
    root.present(.sheet)
    #expect(timeline.updates.map(\.revision) == [2, 3])
  }
}
