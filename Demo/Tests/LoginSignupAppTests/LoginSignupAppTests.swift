import Coordination
import CoordinationTesting
import DemoAccounts
import DemoTestSupport
import LoginSignupApp
import Testing

/// App C: the three buttons, two validated forms, a Home coordinator freed at sign-out.
@Suite struct LoginSignupAppTests {
  private func launchApp() throws -> (AppCoordinator, HeadlessPlatform) {
    let app = AppCoordinator(authClient: makeAuthClient())
    let platform = launch(app)
    platform.expectStack([LoginRoute.login])
    return (app, platform)
  }

  private var ann: User { User(email: DemoAccount.email, name: DemoAccount.name) }

  @Test func loginGoesHomeThroughAChildAndSignOutFreesIt() throws {
    let (app, platform) = try launchApp()
    #expect(
      try platform.topModel(as: LoginViewModel.self).logIn(
        email: DemoAccount.email, password: DemoAccount.password))
    platform.expectStack([HomeRoute.home])
    #expect(platform.store.state.topLayer?.style == .fullScreen)
    platform.expectTree(
      """
      AppCoordinator
        LoginCoordinator [login]
          SignedInTabs
            HomeCoordinator [home]
            NotesCoordinator [list]
      """)
    #expect(try platform.topModel(as: HomeViewModel.self).greeting.contains("Ann Demo"))
    #expect(throws: HeadlessPlatform.ActionError.nothingToPop) { try platform.tapBack() }
    // Signing out asks first: Cancel keeps the user home, Sign Out signs out.
    try platform.topModel(as: HomeViewModel.self).signOut()
    #expect(platform.store.state.topLayer?.style == .confirmationDialog)
    #expect(platform.question?.buttons.map(\.title) == ["Sign Out", "Cancel"])
    try platform.answer("Cancel")
    platform.expectStack([HomeRoute.home])
    try platform.topModel(as: HomeViewModel.self).signOut()
    try platform.answer("Sign Out")
    platform.expectStack([LoginRoute.login])
    #expect(platform.store.state.layers.count == 1)
    // The tabs, their coordinators and the login flow that signed in all finished; a fresh
    // login flow shows an empty form.
    #expect(finishedNames(platform).filter { $0 == "HomeCoordinator" }.count == 1)
    #expect(finishedNames(platform).filter { $0 == "LoginCoordinator" }.count == 1)
    #expect(try platform.topModel(as: LoginViewModel.self).email == "")
    #expect(app.childCount == 1)
    platform.expectConsistent()
    platform.expectNoLeaks()
  }

  @Test(arguments: [
    ("", "x", "Enter your e-mail address."),
    ("not-an-email", "x", "\"not-an-email\" is not a valid e-mail address."),
    ("ann@example.com", "", "Enter your password."),
    ("ann@example.com", "nope", "The e-mail or password is incorrect."),
  ])
  func loginFormErrors(email: String, password: String, message: String) throws {
    let (_, platform) = try launchApp()
    let form = try platform.topModel(as: LoginViewModel.self)
    #expect(!form.logIn(email: email, password: password))
    #expect(form.errorMessage == message)
    platform.expectStack([LoginRoute.login])
  }

  @Test func leavingAHalfFilledSignupAsksToDiscardIt() throws {
    let (_, platform) = try launchApp()
    try platform.topModel(as: LoginViewModel.self).signUp()
    // An empty form leaves at once.
    try platform.topModel(as: SignupViewModel.self).cancel()
    platform.expectStack([LoginRoute.login])
    try platform.topModel(as: LoginViewModel.self).signUp()
    let form = try platform.topModel(as: SignupViewModel.self)
    #expect(!form.submit(name: "Bob", email: "", password: "", confirmation: ""))
    form.cancel()
    #expect(platform.store.state.topLayer?.style == .alert)
    #expect(platform.question?.title == "Discard the signup?")
    #expect(platform.question?.buttons.map(\.title) == ["Discard", "Keep Editing"])
    #expect(platform.question?.buttons.map(\.role) == [.destructive, .cancel])
    try platform.answer("Keep Editing")
    platform.expectStack([LoginRoute.login, LoginRoute.signup])
    form.cancel()
    try platform.dismissQuestion()
    platform.expectStack([LoginRoute.login, LoginRoute.signup])
    #expect(form.name == "Bob")
    form.cancel()
    try platform.answer("Discard")
    platform.expectStack([LoginRoute.login])
    platform.expectConsistent()
  }

  @Test func signupValidatesEveryFieldAtOnce() throws {
    let (_, platform) = try launchApp()
    try platform.topModel(as: LoginViewModel.self).signUp()
    platform.expectStack([LoginRoute.login, LoginRoute.signup])
    let form = try platform.topModel(as: SignupViewModel.self)
    #expect(!form.submit(name: " ", email: "bob@", password: "short", confirmation: "other"))
    #expect(
      form.errors == [
        .name: "Enter your name.", .email: "\"bob@\" is not a valid e-mail address.",
        .password: "Choose a password of at least 8 characters.",
        .confirmation: "The two passwords do not match.",
      ])
    #expect(
      !form.submit(
        name: "Ann", email: "ann@example.com", password: "longenough", confirmation: "longenough"))
    #expect(form.errors == [.email: "An account already exists for ann@example.com."])
    platform.expectStack([LoginRoute.login, LoginRoute.signup])
  }

  @Test func anAccountCreatedInSignupCanLogIn() throws {
    let client = makeAuthClient()
    let app = AppCoordinator(authClient: client)
    let platform = launch(app)
    try platform.topModel(as: LoginViewModel.self).signUp()
    #expect(
      try platform.topModel(as: SignupViewModel.self).submit(
        name: "Bob", email: "Bob@Example.com", password: "swordfish!", confirmation: "swordfish!"))
    platform.expectStack([LoginRoute.login])
    do {
      let login = try platform.topModel(as: LoginViewModel.self)
      #expect(login.email == "bob@example.com")
      #expect(login.notice == "Account created for bob@example.com. You can log in now.")
      #expect(!login.logIn(email: "bob@example.com", password: "wrong one"))
      #expect(login.logIn(email: "bob@example.com", password: "swordfish!"))
    }
    platform.expectStack([HomeRoute.home])
    platform.expectNoLeaks()
  }

  @Test func passwordsAreStoredAsSaltedDigestsNeverInPlainText() throws {
    let store = InMemoryAccountStore()
    let client = AccountAuthClient(store: store, hasher: PasswordHasher(iterations: 2))
    _ = try client.signUp(name: "Bob", email: "bob@example.com", password: "swordfish!")
    _ = try client.signUp(name: "Cy", email: "cy@example.com", password: "swordfish!")
    let bob = try #require(store.account(forEmail: "bob@example.com"))
    let cy = try #require(store.account(forEmail: "cy@example.com"))
    #expect(bob.password.key.count == 32)
    #expect(bob.password.salt.count == 16)
    #expect(bob.password.key != cy.password.key)
    #expect(!String(describing: bob).contains("swordfish"))
    #expect(throws: AccountError.emailTaken("bob@example.com")) {
      try client.signUp(name: "Bob", email: "bob@example.com", password: "another one")
    }
  }

  @Test func forgotPasswordValidatesAndNeverTellsWhoHasAnAccount() throws {
    let (_, platform) = try launchApp()
    try platform.topModel(as: LoginViewModel.self).forgotPassword()
    let form = try platform.topModel(as: ForgotPasswordViewModel.self)
    #expect(!form.submit(email: ""))
    #expect(form.errorMessage == "Enter your e-mail address.")
    #expect(!form.submit(email: "a@b"))
    #expect(form.errorMessage == "\"a@b\" is not a valid e-mail address.")
    #expect(form.submit(email: "ann@example.com"))
    let known = form.confirmation
    #expect(form.submit(email: "nobody@example.com"))
    #expect(
      known?.replacingOccurrences(of: "ann@example.com", with: "X")
        == form.confirmation?.replacingOccurrences(of: "nobody@example.com", with: "X"))
    form.backToLogin()
    platform.expectStack([LoginRoute.login])
  }

  @Test func theSystemBackButtonAtEveryDepth() throws {
    let (app, platform) = try launchApp()
    try platform.topModel(as: LoginViewModel.self).signUp()
    try platform.tapBack()
    try platform.topModel(as: LoginViewModel.self).forgotPassword()
    try platform.swipeBack(cancelled: true)
    platform.expectStack([LoginRoute.login, LoginRoute.forgotPassword])
    try platform.swipeBack()
    platform.expectStack([LoginRoute.login])
    #expect(app.childCount == 1)
    platform.expectConsistent()
  }

  @Test func saveAndRestoreInTheSignupForm() throws {
    let (_, platform) = try launchApp()
    try platform.topModel(as: LoginViewModel.self).signUp()
    let relaunched = try platform.relaunch(with: AppCoordinator(authClient: makeAuthClient()))
    relaunched.expectStack([LoginRoute.login, LoginRoute.signup])
    let form = try relaunched.topModel(as: SignupViewModel.self)
    #expect(
      form.submit(
        name: "Dee", email: "dee@example.com", password: "12345678", confirmation: "12345678"))
    relaunched.expectStack([LoginRoute.login])
  }

  @Test func theClientNormalizesAddressesAndRefusesCorruptDigests() throws {
    let store = InMemoryAccountStore()
    let client = AccountAuthClient(store: store, hasher: fastHasher)
    let user = try client.signUp(name: "Bob", email: " Bob@Example.COM ", password: "swordfish!")
    #expect(user.email == "bob@example.com")
    #expect(try client.logIn(email: "BOB@example.com", password: "swordfish!") == user)
    #expect(client.hasAccount(email: "bob@EXAMPLE.com"))
    #expect(throws: AccountError.invalidEmail("bob")) {
      try client.signUp(name: "Bob", email: "bob", password: "swordfish!")
    }
    let hasher = PasswordHasher(iterations: 1)
    let empty = PasswordHasher.Digest(salt: [1], iterations: 1, key: [])
    #expect(!hasher.verify("anything", against: empty))
    let hostile = PasswordHasher.Digest(salt: [1], iterations: Int.max, key: [1, 2, 3])
    #expect(!hasher.verify("anything", against: hostile))
  }

  @Test func pbkdf2MatchesTheReferenceVectors() {
    let one = PasswordHasher.pbkdf2(
      password: Array("passwd".utf8), salt: Array("salt".utf8), iterations: 1, length: 64)
    #expect(
      hex(one)
        == "55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc49ca9cccf179b645991664b39d77ef317c71b845b1e30bd509112041d3a19783"
    )
    let two = PasswordHasher.pbkdf2(
      password: Array("password".utf8), salt: Array("salt".utf8), iterations: 2, length: 32)
    #expect(hex(two) == "ae4d0c95af6b46d32d0adff928f06dd02a303f8ef3c251dfd6e2d85a95474c43")
    let hasher = PasswordHasher(iterations: 3)
    let digest = hasher.digest(for: "secret")
    #expect(hasher.verify("secret", against: digest))
    #expect(!hasher.verify("Secret", against: digest))
  }

  private func hex(_ bytes: [UInt8]) -> String {
    bytes.map { byte in
      let text = String(byte, radix: 16)
      return text.count == 1 ? "0" + text : text
    }.joined()
  }

  @Test func noPathOpensHomeWithoutSigningIn() throws {
    let (_, platform) = try launchApp()
    let before = platform.store.state
    #expect(throws: NavigationError.unavailable(route: "home", reason: "nobody is signed in")) {
      try platform.store.apply(path: [AppRoute.login, LoginRoute.home])
    }
    #expect(platform.store.state == before)
    #expect(
      try platform.topModel(as: LoginViewModel.self).logIn(
        email: DemoAccount.email, password: DemoAccount.password))
    platform.expectStack([HomeRoute.home])
    let data = try platform.store.snapshotData()
    #expect(!String(decoding: data, as: UTF8.self).contains(DemoAccount.email))
  }
}
