import Coordination
import CoordinationLinks
import CoordinationTesting
import DemoAccounts
import DemoHome
import DemoTestSupport
import KanjiApp
import LoginSignupApp
import MVVMLoginApp
import MoviesApp
import PagesApp
import Testing

/// The demo's root: pick any app; each runs as a child flow and leaving it frees it.
@Suite struct DemoHomeTests {
  private func makeServices() throws -> DemoServices {
    DemoServices(
      movies: try makeCatalogue(), kanji: try makeKanjiStorage(), authClient: makeAuthClient())
  }

  private func launchDemo() throws -> (DemoHomeCoordinator, HeadlessPlatform) {
    let home = DemoHomeCoordinator(services: try makeServices())
    let platform = launch(home)
    platform.expectStack([DemoRoute.home])
    return (home, platform)
  }

  @Test(arguments: DemoApp.allCases)
  func eachAppOpensAsAChildAndBackFreesIt(app: DemoApp) throws {
    let (home, platform) = try launchDemo()
    try platform.topModel(as: DemoHomeViewModel.self).open(app)
    #expect(home.childCount == 1)
    #expect(home.children.first?.route == AnyRoute(app.route))
    while platform.visibleRoutes.count > 1 { try platform.tapBack() }
    platform.expectStack([DemoRoute.home])
    #expect(home.childCount == 0)
    #expect(platform.store.coordinatorCount == 1)
    platform.expectConsistent()
    platform.expectNoLeaks()
  }

  @Test func theAboutSheetIsDismissedByDoneOrASwipe() throws {
    let (_, platform) = try launchDemo()
    try platform.topModel(as: DemoHomeViewModel.self).showAbout()
    #expect(platform.store.state.topLayer?.style == .sheet)
    platform.expectStack([DemoRoute.about])
    try platform.topModel(as: AboutViewModel.self).done()
    #expect(platform.store.state.layers.count == 1)
    try platform.topModel(as: DemoHomeViewModel.self).showAbout()
    try platform.swipeDownSheet()
    platform.expectStack([DemoRoute.home])
    #expect(platform.store.state.layers.count == 1)
    platform.expectConsistent()
    platform.expectNoLeaks()
  }

  @Test func everyLinkOfTheAboutSheetResolvesWithTheShippedData() throws {
    let services = DemoServices(
      movies: try MovieCatalogue.bundled(), kanji: try KanjiStorage.bundled(),
      authClient: makeAuthClient())
    let links = try DemoLinks.map(services: services)
    let (_, platform) = try launchDemo()
    try platform.topModel(as: DemoHomeViewModel.self).showAbout()
    let about = try platform.topModel(as: AboutViewModel.self)
    for link in about.links {
      let routes = try links.resolve("\(DemoLinks.scheme):/\(link.path)")
      let fresh = HeadlessPlatform(
        store: NavigationStore(root: DemoHomeCoordinator(services: services)))
      fresh.store.start()
      try fresh.store.apply(steps: routes)
      #expect(fresh.visibleRoutes.count > 1, "\(link.path)")
      fresh.expectConsistent()
    }
  }

  @Test func openingAnotherAppLeavesTheFirst() throws {
    let (home, platform) = try launchDemo()
    try platform.topModel(as: DemoHomeViewModel.self).open(.pages)
    try platform.topModel(as: FirstViewModel.self).next()
    home.open(.movies)
    platform.expectStack([DemoRoute.home, MovieListRoute.list])
    #expect(home.children.map(\.name) == ["MovieListCoordinator"])
    platform.expectNoLeaks()
  }

  @Test func anAppsOwnWayBackStaysInsideTheApp() throws {
    let (_, platform) = try launchDemo()
    try platform.topModel(as: DemoHomeViewModel.self).open(.pages)
    try platform.topModel(as: FirstViewModel.self).next()
    try platform.topModel(as: SecondViewModel.self).next()
    try platform.topModel(as: ThirdViewModel.self).backToFirst()
    platform.expectStack([DemoRoute.home, FirstRoute.first])
  }

  @Test func theLoginSignupAppRunsWholeInsideTheDemo() throws {
    let (_, platform) = try launchDemo()
    try platform.topModel(as: DemoHomeViewModel.self).open(.loginSignup)
    try platform.topModel(as: LoginSignupApp.LoginViewModel.self).signUp()
    #expect(
      try platform.topModel(as: SignupViewModel.self).submit(
        name: "Eve", email: "eve@example.com", password: "12345678", confirmation: "12345678"))
    #expect(
      try platform.topModel(as: LoginSignupApp.LoginViewModel.self).logIn(
        email: "eve@example.com", password: "12345678"))
    platform.expectStack([HomeRoute.home])
    #expect(platform.store.state.layers.first?.visibleStack?.routes.count == 2)
    try platform.topModel(as: LoginSignupApp.HomeViewModel.self).signOut()
    #expect(platform.question?.title == "Sign out?")
    try platform.answer("Sign Out")
    platform.expectStack([DemoRoute.home, LoginSignupApp.LoginRoute.login])
    try platform.tapBack()
    platform.expectStack([DemoRoute.home])
    #expect(platform.store.coordinatorCount == 1)
    platform.expectNoLeaks()
  }

  @Test func deepLinksIntoEachAppBuildTheStackBehindThem() throws {
    let services = try makeServices()
    let links = try DemoLinks.map(services: services)
    let platform = launch(DemoHomeCoordinator(services: services))
    let expectations: [(String, [any NavigationRoute])] = [
      (
        "coordination://movies/2",
        [DemoRoute.home, MovieListRoute.list, MovieDetailRoute.detail(movieID: 2)]
      ),
      (
        "coordination://mvvm-login/login",
        [DemoRoute.home, MVVMLoginApp.AppRoute.main, MVVMLoginApp.LoginRoute.form]
      ),
      (
        "coordination://login-signup/forgot-password",
        [DemoRoute.home, LoginSignupApp.LoginRoute.login, LoginSignupApp.LoginRoute.forgotPassword]
      ),
      (
        "coordination://pages/third",
        [DemoRoute.home, FirstRoute.first, SecondRoute.second, SecondRoute.third]
      ),
      (
        "http://127.0.0.1/word/日本",
        [
          DemoRoute.home, KanjiListRoute.all, KanjiDetailRoute.detail("日"),
          KanjiDetailRoute.word("日本"),
        ]
      ),
      (
        "coordination://kanji/%E5%A4%A7",
        [DemoRoute.home, KanjiListRoute.all, KanjiDetailRoute.detail("大")]
      ),
      (
        "coordination://kanji-search?q=big",
        [DemoRoute.home, KanjiListRoute.all, KanjiListRoute.search("big")]
      ),
      ("coordination:///", [DemoRoute.home]),
    ]
    for (link, stack) in expectations {
      let renders = platform.renderCount
      try platform.open(link, using: links)
      platform.expectStack(stack)
      #expect(platform.renderCount == renders + 1, "\(link)")
    }
    platform.expectConsistent()
    platform.expectNoLeaks()
  }

  @Test(arguments: [
    "coordination://movies/99", "coordination://kanji/猫", "coordination://nowhere",
    "coordination://kanji-search", "gopher://kanji/日", "https://example.com/kanji/日",
  ])
  func badLinksChangeNothing(link: String) throws {
    let services = try makeServices()
    let links = try DemoLinks.map(services: services)
    let platform = launch(DemoHomeCoordinator(services: services))
    try platform.open("coordination://pages/second", using: links)
    let before = platform.store.state
    #expect(throws: DeepLinkError.self) { try platform.open(link, using: links) }
    #expect(platform.store.state == before)
  }

  @Test(arguments: [
    "coordination://movies/1", "coordination://mvvm-login/login",
    "coordination://login-signup/signup", "coordination://login-signup/forgot-password",
    "coordination://pages/third", "coordination://word/大学",
  ])
  func theSystemBackButtonAtEveryDepth(link: String) throws {
    let services = try makeServices()
    let platform = launch(DemoHomeCoordinator(services: services))
    try platform.open(link, using: try DemoLinks.map(services: services))
    if link.hasSuffix("大学") {
      #expect(try platform.topModel(as: KanjiListViewModel.self).select(character: "学"))
    }
    var expected = platform.visibleRoutes
    var coordinators = platform.store.coordinatorCount
    while expected.count > 1 {
      try platform.tapBack()
      expected.removeLast()
      #expect(platform.visibleRoutes == expected, "\(link)")
      #expect(platform.store.coordinatorCount <= coordinators, "\(link)")
      coordinators = platform.store.coordinatorCount
    }
    #expect(coordinators == 1)
    platform.expectConsistent()
    platform.expectNoLeaks()
  }

  @Test func saveAndRestoreInTheMiddleOfEachApp() throws {
    let services = try makeServices()
    let links = try DemoLinks.map(services: services)
    for link in [
      "coordination://movies/1", "coordination://mvvm-login/login",
      "coordination://login-signup/signup", "coordination://pages/third",
      "coordination://word/大学",
    ] {
      let platform = launch(DemoHomeCoordinator(services: services))
      try platform.open(link, using: links)
      let relaunched = try platform.relaunch(with: DemoHomeCoordinator(services: services))
      #expect(relaunched.visibleRoutes == platform.visibleRoutes, "\(link)")
      #expect(relaunched.store.treeDescription == platform.store.treeDescription, "\(link)")
      while relaunched.visibleRoutes.count > 1 { try relaunched.tapBack() }
      #expect(relaunched.store.coordinatorCount == 1, "\(link)")
      relaunched.expectConsistent()
      relaunched.expectNoLeaks()
    }
  }
}
