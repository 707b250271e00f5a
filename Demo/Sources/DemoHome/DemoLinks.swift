import Coordination
public import CoordinationLinks
public import KanjiApp
import LoginSignupApp
import MVVMLoginApp
public import MoviesApp
import PagesApp

/// The demo's deep links: every app, and the places inside them worth linking to.
///
/// The custom scheme is `coordination://` (`coordination://kanji/日`); the same paths work as
/// universal links on the demo's own host (`http://127.0.0.1:8080/kanji/日`).
public enum DemoLinks {
  /// The demo's custom URL scheme.
  public static let scheme = "coordination"

  /// Builds the map for a session's services; `hosts` are the hosts universal links may use.
  ///
  /// - Throws: `DeepLinkError` when a pattern is invalid or declared twice (a programming
  ///   error the demo's tests would catch).
  public static func map(services: DemoServices, hosts: Set<String> = ["127.0.0.1", "localhost"])
    throws -> DeepLinkMap
  {
    try map(movies: services.movies, kanji: services.kanji, hosts: hosts)
  }

  /// Builds the map over the data its links read; sessions that share the data can share the
  /// map.
  ///
  /// - Throws: `DeepLinkError` when a pattern is invalid or declared twice.
  public static func map(
    movies: MovieCatalogue, kanji: KanjiStorage,
    hosts: Set<String> = ["127.0.0.1", "localhost"]
  ) throws -> DeepLinkMap {
    var links = DeepLinkMap(schemes: [scheme], hosts: hosts)
    try links.register("/") { _ in [DemoRoute.home] }
    try links.register("about", examples: ["about"]) { _ in
      [PathStep(DemoRoute.home), PathStep(DemoRoute.about, presentation: .sheet)]
    }
    try links.register("movies") { _ in [DemoRoute.movies] }
    try links.register("movies/:id", examples: ["movies/9"]) { parameters in
      let id = try parameters.int("id")
      guard movies.movie(id: id) != nil else {
        throw DeepLinkError.unresolved(reason: "the catalogue has no movie \(id)")
      }
      return [DemoRoute.movies, MovieListRoute.detail(movieID: id)]
    }
    try links.register("mvvm-login") { _ in [DemoRoute.mvvmLogin] }
    try links.register("mvvm-login/login") { _ in
      [DemoRoute.mvvmLogin, MVVMLoginApp.AppRoute.login]
    }
    try links.register("login-signup") { _ in [DemoRoute.loginSignup] }
    try links.register("login-signup/signup") { _ in
      [DemoRoute.loginSignup, LoginSignupApp.AppRoute.login, LoginSignupApp.LoginRoute.signup]
    }
    try links.register("login-signup/forgot-password") { _ in
      [
        DemoRoute.loginSignup, LoginSignupApp.AppRoute.login,
        LoginSignupApp.LoginRoute.forgotPassword,
      ]
    }
    // Behind the sign-in: the root admits it once the user is signed in (it waits till then).
    // The signed-in tabs lie above the login screen, which the path names first; each link
    // names its tab, so that it selects it whichever tab is selected.
    try links.register("login-signup/home") { _ in
      [
        DemoRoute.loginSignup, LoginSignupApp.AppRoute.login, LoginSignupApp.LoginRoute.login,
        LoginSignupApp.LoginRoute.home, LoginSignupApp.SignedInTab.home,
      ]
    }
    try links.register("login-signup/notes") { _ in
      [
        DemoRoute.loginSignup, LoginSignupApp.AppRoute.login, LoginSignupApp.LoginRoute.login,
        LoginSignupApp.LoginRoute.home, LoginSignupApp.SignedInTab.notes,
      ]
    }
    try links.register("pages") { _ in [DemoRoute.pages] }
    try links.register("pages/second") { _ in [DemoRoute.pages, FirstRoute.second] }
    try links.register("pages/third") { _ in
      [DemoRoute.pages, FirstRoute.second, SecondRoute.third]
    }
    try links.register("kanji") { _ in [DemoRoute.kanji] }
    try links.register("kanji/:character", examples: ["kanji/日", "kanji/%E6%9C%AC"]) { p in
      [DemoRoute.kanji] + (try KanjiLinks.kanji(p.string("character"), in: kanji))
    }
    try links.register("word/:word", examples: ["word/日本"]) { parameters in
      [DemoRoute.kanji] + (try KanjiLinks.word(parameters.string("word"), in: kanji))
    }
    try links.register("kanji-search?q", examples: ["kanji-search?q=sun", "kanji-search?q=ニチ"]) {
      parameters in
      [DemoRoute.kanji] + (try KanjiLinks.search(try parameters.string("q")))
    }
    return links
  }
}
