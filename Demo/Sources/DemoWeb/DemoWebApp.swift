import Coordination
import CoordinationLinks
public import CoordinationWeb
public import DemoAccounts
import DemoHome
public import KanjiApp
public import MoviesApp

/// The five demo apps as one web app: each browser session gets its own home screen, from
/// which it opens any of the apps.
///
/// ```swift
/// let app = try DemoWebApp.bundled()
/// let host = WebHost(app: app, configuration: .init(port: 8080))
/// try await host.application().runService()
/// ```
///
/// Every session runs a fresh `DemoHomeCoordinator` with services of its own: an in-memory
/// account store holding the demo account (accounts signed up in one session exist only
/// there), who is signed in to each login app, and the movie catalogue and kanji dictionary,
/// which are immutable values shared by all sessions. When the host saves sessions, the
/// accounts and the signed-in users are saved with each session's navigation. The demo's deep links (`/movies/9`, `/kanji/日`, `/kanji-search?q=sun`, …) are
/// read as well as the URLs of states.
public enum DemoWebApp {
  /// The name shown after each screen's title in the browser's title bar.
  public static let title = "swift-coordination demo"

  /// The web app over the given data.
  ///
  /// - Parameters:
  ///   - movies: The catalogue of the Movies app, shared by every session.
  ///   - kanji: The dictionary of the Kanji app, shared by every session.
  ///   - hasher: Hashes the passwords of the accounts sessions sign up. The demo account's
  ///     digest is computed once here, so starting a session costs no hashing.
  public static func make(
    movies: MovieCatalogue, kanji: KanjiStorage, hasher: PasswordHasher = PasswordHasher()
  ) -> WebApp {
    let routes: RouteCodec
    do {
      routes = try Self.routes()
    } catch {
      // The keys are constants: only an edit of this module can get here, and its tests fail.
      assertionFailure("The demo's route keys are invalid: \(error)")
      routes = RouteCodec()
    }
    let links: DeepLinkMap?
    do {
      links = try DemoLinks.map(movies: movies, kanji: kanji)
    } catch {
      // The patterns are constants too: every state is still served by its URL, only without
      // the short links, and the link tests fail.
      assertionFailure("The demo's deep links are invalid: \(error)")
      links = nil
    }
    let demoAccount = DemoAccount.account(hasher: hasher)
    return WebApp(title: title, routes: routes, views: views()) {
      let accounts = InMemoryAccountStore(accounts: [demoAccount])
      let services = DemoServices(
        movies: movies, kanji: kanji,
        authClient: AccountAuthClient(store: accounts, hasher: hasher))
      return WebAppSession(
        root: DemoHomeCoordinator(services: services), deepLinks: links,
        state: DemoSessionState.hook(accounts: accounts, services: services))
    }
  }

  /// The web app over the data shipped with the demo (`movies.json` and `kanji.json`).
  ///
  /// - Throws: `MovieCatalogueError` or `KanjiStorageError` when the shipped data is missing
  ///   or invalid.
  public static func bundled(hasher: PasswordHasher = PasswordHasher()) throws -> WebApp {
    make(movies: try MovieCatalogue.bundled(), kanji: try KanjiStorage.bundled(), hasher: hasher)
  }
}
