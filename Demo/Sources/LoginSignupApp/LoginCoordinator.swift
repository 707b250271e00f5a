public import Coordination
public import DemoAccounts

/// The tutorial's LoginCoordinator: the login screen's delegate, which opens Signup and Forgot
/// password and starts the signed-in user's ``SignedInTabs`` (whose Home tab is the tutorial's
/// ``HomeCoordinator``) once the user is signed in.
public final class LoginCoordinator: Coordinator<LoginRoute>, LoginVCNavigationDelegate,
  SignupNavigator, ForgotPasswordNavigator, HomeCoordinatorDelegate
{
  let authClient: any AuthClient
  private weak var loginModel: LoginViewModel?
  /// Who is signed in: a service, so that the app rebuilt from saved navigation finds its user.
  let session: UserSession
  /// The app coordinator, told when the user signs out.
  weak var delegate: (any LoginCoordinatorDelegate)?
  /// The signed-in user, if any.
  public var user: User? { session.user }

  /// Creates the coordinator with the auth client its forms need and the session that says
  /// who is signed in.
  public init(authClient: any AuthClient, session: UserSession = UserSession()) {
    self.authClient = authClient
    self.session = session
  }

  /// Pushes the login screen. A fresh run starts signed out; a restored run is not started
  /// and keeps its session's user.
  public override func start() {
    session.signOut()
    show(.login)
  }

  /// Creates each screen with its dependencies, or the signed-in tabs.
  public override func destination(for route: LoginRoute) -> Destination {
    switch route {
    case .login:
      let model = LoginViewModel(authClient: authClient, delegate: self)
      loginModel = model
      return .screen(model)
    case .signup: return .screen(SignupViewModel(authClient: authClient, navigator: self))
    case .forgotPassword:
      return .screen(ForgotPasswordViewModel(navigator: self))
    case .discardSignup:
      return .alert(
        Alert(
          "Discard the signup?", message: "The name and e-mail address you entered will be lost.",
          buttons: [
            AlertButton("Discard", role: .destructive, value: true),
            AlertButton("Keep Editing", role: .cancel, value: false),
          ]))
    case .home:
      guard let user else { return .unavailable("nobody is signed in") }
      return .flow(SignedInTabs(user: user, delegate: self))
    }
  }

  /// Shows the signed-in tabs, laid out full screen above the login screen: no back button
  /// leads to the login while signed in.
  public func navigateHome(as user: User) {
    session.signIn(user)
    show(.home)
  }

  /// Pushes the signup form.
  public func navigateSignup() { show(.signup) }

  /// Pushes the forgot-password form.
  public func navigateForgotPassword() { show(.forgotPassword) }

  /// Back to the login screen, with the new account's address filled in. The login screen's
  /// model is updated before it shows again, so an adapter that reads it as the screen
  /// reappears (UIKit's `viewWillAppear(_:)`) shows the notice.
  public func signupDidCreateAccount(for user: User) {
    loginModel?.email = user.email
    loginModel?.notice = "Account created for \(user.email). You can log in now."
    popToFirstScreen()
  }

  /// Back to the login screen; a half-filled form asks "Discard the signup?" first, and stays
  /// when the user keeps editing (or dismisses the question). The answer arrives in
  /// ``flowDidEnd(_:with:)``.
  public func signupDidCancel(hasDraft: Bool) {
    hasDraft ? show(.discardSignup) : popToFirstScreen()
  }

  /// Back to the login screen.
  public func forgotPasswordDidTapBackToLogin() { popToFirstScreen() }

  /// A question answered, or the signed-in tabs ended. The answer comes here rather than to a
  /// closure, so that a question still open when the app was relaunched (or a web host
  /// restarted) is answered all the same. When the user closed the tabs (the web's close
  /// control or the browser's Back; UIKit shows the tabs full screen, with no such control),
  /// leaving the signed-in area signs out, so the login beneath never stands for a signed-in
  /// user.
  public override func flowDidEnd(_ route: LoginRoute, with outcome: FlowOutcome) {
    switch route {
    case .discardSignup where outcome.value(as: Bool.self) == true: popToFirstScreen()
    case .home: session.signOut()
    default: break
    }
  }

  /// Signs out and tells the app coordinator, which starts a fresh login flow: this
  /// coordinator, its tabs and its login screen (with whatever its fields held) leave.
  public func homeCoordinatorDidSignOut(_ coordinator: HomeCoordinator) {
    session.signOut()
    delegate?.loginCoordinatorDidSignOut(self)
  }
}
