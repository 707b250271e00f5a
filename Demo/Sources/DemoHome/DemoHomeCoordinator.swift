public import Coordination
import KanjiApp
import LoginSignupApp
import MVVMLoginApp
import MoviesApp
import PagesApp

/// The demo's root: a home screen from which the user picks an app; each app runs as a child
/// coordinator on the same stack, and going back past its first screen frees it.
public final class DemoHomeCoordinator: Coordinator<DemoRoute>, DemoHomeNavigator,
  AboutNavigator
{
  let services: DemoServices

  /// Creates the root with the services the apps need.
  public init(services: DemoServices) {
    self.services = services
  }

  /// Shows the home screen.
  public override func start() { show(.home) }

  /// Creates the home screen or an app's root coordinator with its dependencies.
  public override func destination(for route: DemoRoute) -> Destination {
    switch route {
    case .home: .screen(DemoHomeViewModel(navigator: self))
    case .movies: .flow(MovieListCoordinator(catalogue: services.movies))
    case .mvvmLogin:
      .flow(
        MVVMLoginApp.AppCoordinator(
          authClient: services.authClient, session: services.mvvmLoginUser))
    case .loginSignup:
      .flow(
        LoginSignupApp.AppCoordinator(
          authClient: services.authClient, session: services.loginSignupUser))
    case .pages: .flow(FirstCoordinator())
    case .kanji: .flow(ApplicationCoordinator(kanjiStorage: services.kanji))
    case .about: .screen(AboutViewModel(navigator: self))
    }
  }

  /// Admits links into the Login/Signup app's home only while someone is signed in there: a
  /// link opened while signed out waits, and is followed once the user signs in.
  public override func admission(of path: [PathStep]) -> PathAdmission {
    let needsUser = path.contains { $0.route == AnyRoute(LoginSignupApp.LoginRoute.home) }
    // The tutorial's app starts signed out: its home can be reached only while it runs with a
    // user, so a link to it waits for a sign-in inside the running app.
    let running = !children(ofType: LoginSignupApp.AppCoordinator.self).isEmpty
    guard needsUser, !running || services.loginSignupUser.user == nil else { return .follow }
    return .wait(reason: "signing in to the Login/Signup app first")
  }

  /// Presents the about sheet over the home screen.
  public func showAbout() { present(.about, style: .sheet) }

  /// Dismisses the about sheet.
  public func aboutDidFinish() { dismiss() }

  /// Opens an app above the home screen; an app already open is left first.
  public func open(_ app: DemoApp) {
    store?.transaction {
      popToFirstScreen()
      show(app.route)
    }
  }
}
