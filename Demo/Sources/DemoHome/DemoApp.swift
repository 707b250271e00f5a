/// One of the five apps of the Coordinator tutorials (Demo/README.md), as the home screen lists
/// it.
public enum DemoApp: String, CaseIterable, Hashable, Sendable, Identifiable {
  /// App A.
  case movies
  /// App B.
  case mvvmLogin
  /// App C.
  case loginSignup
  /// App D.
  case pages
  /// App E.
  case kanji

  /// A stable identity for links, such as "movies".
  public var id: String { rawValue }

  /// The app's name.
  public var title: String {
    switch self {
    case .movies: "Movies"
    case .mvvmLogin: "MVVM login"
    case .loginSignup: "Login, Signup, Forgot password"
    case .pages: "First, Second, Third"
    case .kanji: "Kanji list"
    }
  }

  /// What the app shows about the pattern.
  public var summary: String {
    switch self {
    case .movies:
      "A list and a detail coordinator: the list reports selection through a delegate."
    case .mvvmLogin:
      "A view model that knows only a LoginNavigator; the login flow returns the user."
    case .loginSignup:
      "Three buttons, two validated forms, and a home coordinator freed at sign-out."
    case .pages:
      "A child coordinator for two pages; any way back frees it, custom button or not."
    case .kanji:
      "Nested coordinators over a dictionary: list, detail, a word's kanji, search, links."
    }
  }

  /// The route that starts the app.
  public var route: DemoRoute {
    switch self {
    case .movies: .movies
    case .mvvmLogin: .mvvmLogin
    case .loginSignup: .loginSignup
    case .pages: .pages
    case .kanji: .kanji
    }
  }
}
