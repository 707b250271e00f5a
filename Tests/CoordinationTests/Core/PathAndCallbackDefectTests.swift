import Coordination
import CoordinationTesting
import Testing

enum PopOnEndRoute: NavigationRoute {
  case home
  case page(Int)
  case flow
}

/// Pops to its root whenever a child's flow ends.
final class PopOnEndCoordinator: Coordinator<PopOnEndRoute> {
  override func start() { show(.home) }

  override func destination(for route: PopOnEndRoute) -> Destination {
    route == .flow ? .flow(ChildCoordinator(name: "flow")) : .screen(nil)
  }

  override func flowDidEnd(_ route: PopOnEndRoute, with outcome: FlowOutcome) { popToRoot() }
}

/// Defects the property test over tabs, presented links and navigating callbacks found,
/// each reproduced as small as it goes.
@Suite struct PathAndCallbackDefectTests {
  @Test func aPathSelectsTheTabItNamesAfterAnEarlierTabLeft() throws {
    let (root, platform) = makeLab()
    root.show(.tabs)
    let tabs = try #require(root.children(ofType: LabTabs.self).first)
    let first = try #require(tabs.children.first { $0.route == AnyRoute(LabTab.first) })
    (first as? ChildCoordinator)?.finish()
    try platform.store.apply(steps: [
      PathStep(LabRoute.home), PathStep(LabRoute.tabs), PathStep(LabTab.plain),
    ])
    #expect(
      platform.store.state.description
        == "root: [home]\nfullScreen tabs: second: [page(0)] | *plain: [plain]")
    platform.expectConsistent()
  }

  @Test func aPresentedStepThatReachesAnotherModalReplacesIt() throws {
    let (root, platform) = makeLab()
    root.present(.settings)
    try platform.store.apply(steps: [
      PathStep(LabRoute.home), PathStep(LabRoute.detail(1), presentation: .sheet),
    ])
    #expect(platform.store.state.description == "root: [home]\nsheet: [detail(1)]")
    #expect(NavigationCheck.invariants(platform.store) == [])
    platform.expectConsistent()
  }

  @Test func aModalThatAHiddenTabPresentedHasNoPath() throws {
    let (root, platform) = makeLab()
    root.show(.tabs)
    let tabs = try #require(root.children(ofType: LabTabs.self).first)
    try platform.selectTab(2)
    let second = try #require(tabs.children.first { $0.route == AnyRoute(LabTab.second) })
    (second as? ChildCoordinator)?.present(.page(5))
    // Applying a path must lead back to what is shown, so there is none rather than one that
    // selects the second tab.
    #expect(platform.store.currentPath == nil)
    platform.expectConsistent()
  }

  @Test func aCallbackMayPopTheStackThatIsBeingPopped() throws {
    let root = PopOnEndCoordinator()
    let platform = HeadlessPlatform(store: NavigationStore(root: root, leakTracking: true))
    root.show(.page(1))
    root.show(.page(2))
    root.present(.flow)
    // pop() dismisses the sheet presented from page(2), which ends the flow; the callback pops
    // the same stack to its root. It used to trap slicing the stack past its end.
    root.pop()
    #expect(platform.store.state.description == "root: [home]")
    #expect(NavigationCheck.invariants(platform.store) == [])
    platform.expectConsistent()
    platform.expectNoLeaks()
  }
}

enum KeptRootRoute: NavigationRoute {
  case home
  case app
}

enum KeptAppRoute: NavigationRoute {
  case main
  case other
  case login
  case signedIn
}

/// The demo's root in small: a home screen and one app, started as a child.
final class KeptRoot: Coordinator<KeptRootRoute> {
  override func start() { show(.home) }

  override func destination(for route: KeptRootRoute) -> Destination {
    route == .home ? .screen(nil) : .flow(KeptApp())
  }
}

/// The MVVM login app in small: state of its own (who is signed in) that a new instance
/// would not have, and a screen that only a signed-in instance can show.
final class KeptApp: Coordinator<KeptAppRoute> {
  var signedIn = false

  override func start() { show(.main) }

  override func destination(for route: KeptAppRoute) -> Destination {
    switch route {
    case .main, .other: .screen(nil)
    case .login: .flow(ChildCoordinator(name: "login"))
    case .signedIn: signedIn ? .screen(nil) : .unavailable("nobody is signed in")
    }
  }
}

/// A path that stops matching inside a running coordinator keeps that coordinator, even when
/// everything it shows leaves first (the browser's Forward to a signed-in page, seen failing
/// in the demo: the app was finished and made again, signed out).
@Suite struct PathKeepsItsCoordinatorTests {
  @Test func aPathThatEmptiesTheCoordinatorItReachesKeepsIt() throws {
    let root = KeptRoot()
    let platform = HeadlessPlatform(store: NavigationStore(root: root, leakTracking: true))
    platform.store.start()
    root.show(.app)
    let app = try #require(root.children(ofType: KeptApp.self).first)
    app.signedIn = true
    app.setStack([.other])  // Nothing of what the app showed while starting is left.
    app.show(.login)
    try platform.store.apply(steps: [
      PathStep(KeptRootRoute.home), PathStep(KeptRootRoute.app), PathStep(KeptAppRoute.signedIn),
    ])
    #expect(platform.store.state.description == "root: [home, signedIn]")
    #expect(root.children(ofType: KeptApp.self).first === app)
    #expect(app.isActive)
    #expect(NavigationCheck.invariants(platform.store) == [])
    platform.expectConsistent()
    platform.expectNoLeaks()
  }

  @Test func aPathThatLeavesTheReachedCoordinatorEmptyFinishesItWhenNothingIsBuilt() throws {
    let root = KeptRoot()
    let platform = HeadlessPlatform(store: NavigationStore(root: root, leakTracking: true))
    platform.store.start()
    root.show(.app)
    let app = try #require(root.children(ofType: KeptApp.self).first)
    app.show(.login)
    try platform.store.apply(steps: [PathStep(KeptRootRoute.home)])
    #expect(platform.store.state.description == "root: [home]")
    #expect(!app.isActive)
    #expect(NavigationCheck.invariants(platform.store) == [])
    platform.expectConsistent()
  }

  @Test(arguments: [false, true])
  func aPathEndingAtACoordinatorWhoseScreensAllLeaveStartsItAgain(withChild: Bool) throws {
    let root = KeptRoot()
    let platform = HeadlessPlatform(store: NavigationStore(root: root, leakTracking: true))
    platform.store.start()
    root.show(.app)
    weak var first: KeptApp?
    do {
      let app = try #require(root.children(ofType: KeptApp.self).first)
      app.setStack([.other])
      if withChild { app.show(.login) }
      first = app
    }
    // The path names the app and nothing in it: what a fresh app shows for it, its first
    // screen. It used to leave the home screen alone, the app finished.
    try platform.store.apply(steps: [PathStep(KeptRootRoute.home), PathStep(KeptRootRoute.app)])
    #expect(platform.store.state.description == "root: [home, main]")
    #expect(first == nil)
    #expect(root.children(ofType: KeptApp.self).count == 1)
    #expect(NavigationCheck.invariants(platform.store) == [])
    platform.expectConsistent()
    platform.expectNoLeaks()
  }
}

enum ShelfRoute: NavigationRoute {
  case home
  case app
}

enum ShelfAppRoute: NavigationRoute {
  case list
}

enum ShelfListRoute: NavigationRoute {
  case all
  case item(Int)
}

/// The demo's root in small: a home screen, and an app started later.
final class ShelfRoot: Coordinator<ShelfRoute> {
  override func start() { show(.home) }

  override func destination(for route: ShelfRoute) -> Destination {
    route == .home ? .screen(nil) : .flow(ShelfApp())
  }
}

/// The Kanji app's ApplicationCoordinator in small: no screen of its own, it starts its list
/// flow while it starts.
final class ShelfApp: Coordinator<ShelfAppRoute> {
  override func start() { show(.list) }

  override func destination(for route: ShelfAppRoute) -> Destination { .flow(ShelfList()) }
}

/// The list flow: a first screen and items.
final class ShelfList: Coordinator<ShelfListRoute> {
  override func start() { show(.all) }

  override func destination(for route: ShelfListRoute) -> Destination { .screen(nil) }
}

/// A path through a coordinator that shows no screen of its own (its child does) matches
/// what is shown: the Kanji app's Back used to tear the whole app down and build it again.
@Suite struct PathThroughAScreenlessCoordinatorTests {
  func makeShelf() throws -> (ShelfRoot, HeadlessPlatform, ShelfList) {
    let root = ShelfRoot()
    let platform = HeadlessPlatform(store: NavigationStore(root: root, leakTracking: true))
    platform.store.start()
    root.show(.app)
    let app = try #require(root.children(ofType: ShelfApp.self).first)
    let list = try #require(app.children(ofType: ShelfList.self).first)
    list.show(.item(1))
    list.show(.item(2))
    return (root, platform, list)
  }

  @Test func theCurrentPathAppliedChangesNothing() throws {
    let (_, platform, _) = try makeShelf()
    let before = platform.store.state
    let path = try #require(platform.store.currentPath)
    try platform.store.apply(steps: path)
    #expect(platform.store.state == before)
  }

  @Test func aUserBackThroughThePathKeepsWhatStays() throws {
    let (root, platform, list) = try makeShelf()
    let kept = platform.store.state.visibleStack?.screens.dropLast().map(\.id)
    let path = try #require(platform.store.currentPath)
    #expect(try platform.store.handle(.followed(path: Array(path.dropLast()))) == .applied)
    #expect(platform.store.state.visibleStack?.screens.map(\.id) == kept)
    #expect(platform.store.state.description == "root: [home, all, item(1)]")
    #expect(list.isActive)
    #expect(root.children(ofType: ShelfApp.self).count == 1)
    platform.expectConsistent()
  }
}
