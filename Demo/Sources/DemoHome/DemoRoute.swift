public import Coordination

/// What the demo's home coordinator shows: its own screen and the five apps, each a child coordinator.
public enum DemoRoute: NavigationRoute {
  /// The list of apps.
  case home
  /// App A: Movies.
  case movies
  /// App B: MVVM login.
  case mvvmLogin
  /// App C: Login, Signup, Forgot password.
  case loginSignup
  /// App D: First, Second, Third pages.
  case pages
  /// App E: the Kanji list.
  case kanji
  /// About the demo, presented as a sheet over the home screen.
  case about
}
