import Coordination
import CoordinationTesting
import DemoAccounts
import DemoTestSupport
import MVVMLoginApp
import Testing

/// App B: Main → Login; the view model knows only its navigator and the injected auth client;
/// the flow returns the user and the parent shows Home.
@Suite struct MVVMLoginAppTests {
  private func openLogin() throws -> (AppCoordinator, HeadlessPlatform) {
    let app = AppCoordinator(authClient: makeAuthClient())
    let platform = launch(app)
    try platform.topModel(as: MainViewModel.self).goToLogin()
    platform.expectStack([AppRoute.main, LoginRoute.form])
    return (app, platform)
  }

  @Test(arguments: [
    ("", "", "Enter your e-mail address and your password."),
    ("ann@example.com", "", "Enter your e-mail address and your password."),
    ("ann.example.com", "x", "\"ann.example.com\" is not a valid e-mail address."),
    ("ann@example", "x", "\"ann@example\" is not a valid e-mail address."),
    ("ann@example.com", "wrong", "The e-mail or password is incorrect."),
    ("bob@example.com", DemoAccount.password, "The e-mail or password is incorrect."),
  ])
  func badInputShowsAnErrorAndStaysOnTheForm(email: String, password: String, message: String)
    throws
  {
    let (app, platform) = try openLogin()
    let form = try platform.topModel(as: LoginViewModel.self)
    #expect(!form.submit(email: email, password: password))
    #expect(form.errorMessage == message)
    #expect(form.email == email)
    platform.expectStack([AppRoute.main, LoginRoute.form])
    #expect(app.user == nil)
  }

  @Test func signingInReturnsTheUserAndTheParentShowsHome() throws {
    let (app, platform) = try openLogin()
    #expect(
      try platform.topModel(as: LoginViewModel.self).submit(
        email: " ANN@example.com ", password: DemoAccount.password))
    let user = User(email: DemoAccount.email, name: DemoAccount.name)
    platform.expectStack([AppRoute.home])
    #expect(app.user == user)
    #expect(app.childCount == 0)
    #expect(try platform.topModel(as: HomeViewModel.self).title == "Welcome, Ann Demo")
    try platform.topModel(as: HomeViewModel.self).logOut()
    platform.expectStack([AppRoute.main])
    platform.expectConsistent()
    platform.expectNoLeaks()
  }

  @Test func backingOutOfTheLoginCancelsTheFlowAndKeepsMain() throws {
    let (app, platform) = try openLogin()
    try platform.tapBack()
    platform.expectStack([AppRoute.main])
    #expect(app.childCount == 0)
    #expect(app.user == nil)
    #expect(finishedNames(platform) == ["LoginCoordinator"])
    platform.expectNoLeaks()
  }

  @Test func saveAndRestoreOnTheLoginForm() throws {
    let (_, platform) = try openLogin()
    let app = AppCoordinator(authClient: makeAuthClient())
    let relaunched = try platform.relaunch(with: app)
    relaunched.expectStack([AppRoute.main, LoginRoute.form])
    let form = try relaunched.topModel(as: LoginViewModel.self)
    #expect(form.submit(email: DemoAccount.email, password: DemoAccount.password))
    relaunched.expectStack([AppRoute.home])
    #expect(app.childCount == 0)
    relaunched.expectConsistent()
  }

  @Test func noPathOrSavedStateOpensHomeWithoutSigningIn() throws {
    let app = AppCoordinator(authClient: makeAuthClient())
    let platform = launch(app)
    let before = platform.store.state
    #expect(throws: NavigationError.unavailable(route: "home", reason: "nobody is signed in")) {
      try platform.store.apply(path: [AppRoute.main, AppRoute.home])
    }
    #expect(platform.store.state == before)

    // A state saved while signed in does not sign anyone in on the next launch.
    let (signedIn, signedInPlatform) = try openLogin()
    #expect(
      try signedInPlatform.topModel(as: LoginViewModel.self).submit(
        email: DemoAccount.email, password: DemoAccount.password))
    signedInPlatform.expectStack([AppRoute.home])
    #expect(signedIn.user != nil)
    let data = try signedInPlatform.store.snapshotData()
    #expect(!String(decoding: data, as: UTF8.self).contains(DemoAccount.email))
    #expect(throws: RestorationError.self) {
      try signedInPlatform.relaunch(with: AppCoordinator(authClient: makeAuthClient()))
    }
    let fresh = NavigationStore(root: AppCoordinator(authClient: makeAuthClient()))
    #expect(fresh.restoreOrStart(from: data) != nil)
    #expect(fresh.state.visibleStack?.routes == [AnyRoute(AppRoute.main)])
  }
}
