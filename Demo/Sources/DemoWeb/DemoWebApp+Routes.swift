public import CoordinationWeb
import DemoHome
import KanjiApp
import LoginSignupApp
import MVVMLoginApp
import MoviesApp
import PagesApp

extension DemoWebApp {
  /// The route types of the demo and of its five apps, each under a short key.
  ///
  /// A URL names a state by the routes that lead to it, one segment per route: the key, then
  /// the route's case and values. The detail of movie 9, for example, is
  /// `/demo.home/demo.movies/movies.list/movies.detail(movieID:9)/movie.detail(movieID:9)`.
  ///
  /// - `demo`: `DemoRoute`
  /// - `movies`, `movie`: `MovieListRoute`, `MovieDetailRoute`
  /// - `mvvm`, `mvvm-login`: the MVVM login app's `AppRoute` and `LoginRoute`
  /// - `ls`, `ls-login`, `ls-tab`, `ls-home`, `ls-notes`: the Login/Signup app's `AppRoute`,
  ///   `LoginRoute`, `SignedInTab`, `HomeRoute` and `NotesRoute`
  /// - `pages`, `pages-second`: `FirstRoute`, `SecondRoute`
  /// - `kanji`, `kanji-list`, `kanji-detail`: `ApplicationRoute`, `KanjiListRoute`,
  ///   `KanjiDetailRoute`
  ///
  /// - Throws: `RouteCodingError` if a key were invalid or used twice: a programming error.
  public static func routes() throws(RouteCodingError) -> RouteCodec {
    var routes = RouteCodec()
    try routes.register(DemoRoute.self, as: "demo")
    try routes.register(MovieListRoute.self, as: "movies")
    try routes.register(MovieDetailRoute.self, as: "movie")
    try routes.register(MVVMLoginApp.AppRoute.self, as: "mvvm")
    try routes.register(MVVMLoginApp.LoginRoute.self, as: "mvvm-login")
    try routes.register(LoginSignupApp.AppRoute.self, as: "ls")
    try routes.register(LoginSignupApp.LoginRoute.self, as: "ls-login")
    try routes.register(LoginSignupApp.SignedInTab.self, as: "ls-tab")
    try routes.register(LoginSignupApp.HomeRoute.self, as: "ls-home")
    try routes.register(LoginSignupApp.NotesRoute.self, as: "ls-notes")
    try routes.register(FirstRoute.self, as: "pages")
    try routes.register(SecondRoute.self, as: "pages-second")
    try routes.register(ApplicationRoute.self, as: "kanji")
    try routes.register(KanjiListRoute.self, as: "kanji-list")
    try routes.register(KanjiDetailRoute.self, as: "kanji-detail")
    return routes
  }
}
