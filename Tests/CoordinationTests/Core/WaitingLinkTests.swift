import Coordination
import CoordinationLinks
import CoordinationTesting
import Testing

// Links that arrive before the app can show them wait for the start or a sign-in.

enum GateRoute: NavigationRoute {
  case home
  case signIn
  case item(Int)
}

enum SignInRoute: NavigationRoute {
  case form
}

final class SignInFlow: FlowCoordinator<SignInRoute, String> {
  override func start() { show(.form) }
  override func destination(for route: SignInRoute) -> Destination { .screen(PlainModel("form")) }
}

/// An app whose links wait until someone signs in.
final class GatedApp: Coordinator<GateRoute> {
  var user: String?
  var dropsLinks = false

  init(user: String? = nil) { self.user = user }

  override func start() {
    show(.home)
    if user == nil { signIn() }
  }

  func signIn() {
    run(.signIn, presentation: .sheet, as: String.self) { [weak self] result in
      if case .success(let user) = result { self?.user = user }
    }
  }

  var signInFlow: SignInFlow? { children(ofType: SignInFlow.self).first }

  /// Also after a relaunch, when the sign-in was restored and `run`'s completion is gone.
  override func flowDidEnd(_ route: GateRoute, with outcome: FlowOutcome) {
    if route == .signIn, let user = outcome.value(as: String.self) { self.user = user }
  }

  override func destination(for route: GateRoute) -> Destination {
    switch route {
    case .home: .screen(PlainModel("home"))
    case .signIn: .flow(SignInFlow())
    case .item(let id): id < 0 ? .unavailable("item \(id) is gone") : .screen(PlainModel("item"))
    }
  }

  override func admission(of path: [PathStep]) -> PathAdmission {
    if dropsLinks { return .drop(reason: "links are off") }
    return user == nil ? .wait(reason: "signing in first") : .follow
  }
}

@MainActor
private func linkEvents(_ platform: HeadlessPlatform) -> [String] {
  platform.events.compactMap { event in
    switch event {
    case .linkWaiting(_, let reason): "waiting: \(reason)"
    case .linkDropped(_, let reason): "dropped: \(reason)"
    default: nil
    }
  }
}

private let itemPath = [PathStep(GateRoute.home), PathStep(GateRoute.item(3))]

@Suite struct WaitingLinkTests {
  @Test func aLinkOpenedBeforeTheStartIsFollowedOnceTheAppStarts() throws {
    let store = NavigationStore(root: GatedApp(user: "ann"))
    #expect(try store.open(path: itemPath) == .waiting(reason: "the app has not started"))
    #expect(store.waitingPath == itemPath)
    let platform = HeadlessPlatform(store: store)  // starts the store
    platform.expectStack([GateRoute.home, GateRoute.item(3)])
    #expect(store.waitingPath == nil)
    platform.expectConsistent()
  }

  @Test func aLinkBehindTheSignInLandsWhenTheSignInEndsWithAUser() throws {
    let app = GatedApp()
    let store = NavigationStore(root: app)
    let platform = HeadlessPlatform(store: store)
    store.start()
    #expect(try store.open(path: itemPath) == .waiting(reason: "signing in first"))
    #expect(store.state.layers.count == 2)  // the sign-in sheet, untouched
    try #require(app.signInFlow).finish(with: "ann")
    platform.expectStack([GateRoute.home, GateRoute.item(3)])
    #expect(store.state.layers.count == 1)
    #expect(store.waitingPath == nil)
    #expect(linkEvents(platform) == ["waiting: signing in first"])
    platform.expectConsistent()
  }

  @Test func aSignInLeftWithoutAUserKeepsTheLinkWaiting() throws {
    let app = GatedApp()
    let store = NavigationStore(root: app)
    let platform = HeadlessPlatform(store: store)
    store.start()
    try store.open(path: itemPath)
    try platform.swipeDownSheet()
    #expect(store.waitingPath == itemPath)
    platform.expectStack([GateRoute.home])
    app.signIn()
    try #require(app.signInFlow).finish(with: "bo")
    platform.expectStack([GateRoute.home, GateRoute.item(3)])
  }

  @Test func aDeepLinkFromAURLWaitsBehindTheSignInToo() throws {
    var links = DeepLinkMap(schemes: ["gate"])
    try links.register("items/:id") { parameters in
      [GateRoute.home, GateRoute.item(try parameters.int("id"))]
    }
    let app = GatedApp()
    let platform = HeadlessPlatform(store: NavigationStore(root: app))
    #expect(
      try platform.open("gate://items/7", using: links) == .waiting(reason: "signing in first"))
    try #require(app.signInFlow).finish(with: "ann")
    platform.expectStack([GateRoute.home, GateRoute.item(7)])
    #expect(throws: DeepLinkError.noMatchingPattern(path: "nothing")) {
      try platform.open("gate://nothing", using: links)
    }
  }

  @Test func theGateMayDropALink() throws {
    let app = GatedApp(user: "ann")
    app.dropsLinks = true
    let store = NavigationStore(root: app)
    let platform = HeadlessPlatform(store: store)
    store.start()
    #expect(try store.open(path: itemPath) == .dropped(reason: "links are off"))
    #expect(store.waitingPath == nil)
    #expect(linkEvents(platform) == ["dropped: links are off"])
    platform.expectStack([GateRoute.home])
  }

  @Test func aNewerLinkReplacesTheOneThatWaits() throws {
    let app = GatedApp()
    let store = NavigationStore(root: app)
    let platform = HeadlessPlatform(store: store)
    store.start()
    try store.open(path: [PathStep(GateRoute.home), PathStep(GateRoute.item(1))])
    try store.open(path: itemPath)
    try #require(app.signInFlow).finish(with: "ann")
    platform.expectStack([GateRoute.home, GateRoute.item(3)])
    #expect(
      linkEvents(platform) == [
        "waiting: signing in first", "dropped: a newer link arrived", "waiting: signing in first",
      ])
  }

  @Test func aWaitingLinkThatCannotBeShownOnceAdmittedIsDroppedWithTheReason() throws {
    let app = GatedApp()
    let store = NavigationStore(root: app)
    let platform = HeadlessPlatform(store: store)
    store.start()
    try store.open(path: [PathStep(GateRoute.home), PathStep(GateRoute.item(-1))])
    try #require(app.signInFlow).finish(with: "ann")
    platform.expectStack([GateRoute.home])
    #expect(store.waitingPath == nil)
    #expect(linkEvents(platform).last == "dropped: Route item(-1) cannot be shown: item -1 is gone")
  }

  @Test func theAppMayDropTheLinkThatWaits() throws {
    let store = NavigationStore(root: GatedApp())
    let platform = HeadlessPlatform(store: store)
    store.start()
    try store.open(path: itemPath)
    store.dropWaitingPath(reason: "the user signed out")
    #expect(store.waitingPath == nil)
    #expect(linkEvents(platform).last == "dropped: the user signed out")
  }

  @Test func anAdmittedLinkThatCannotBeShownThrowsAndChangesNothing() throws {
    let store = NavigationStore(root: GatedApp(user: "ann"))
    let platform = HeadlessPlatform(store: store)
    store.start()
    let path = [PathStep(GateRoute.home), PathStep(GateRoute.item(-2))]
    #expect(throws: NavigationError.self) { try store.open(path: path) }
    platform.expectStack([GateRoute.home])
  }
}
