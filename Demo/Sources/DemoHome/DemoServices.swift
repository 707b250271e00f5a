public import DemoAccounts
public import KanjiApp
public import MoviesApp

/// What the apps need, made once per demo session and injected downward.
///
/// The catalogue and the dictionary are immutable values and can be shared by every session;
/// the auth client keeps the accounts that session signed up.
public struct DemoServices {
  /// The movies of app A.
  public let movies: MovieCatalogue
  /// The dictionary of app E.
  public let kanji: KanjiStorage
  /// The accounts of apps B and C.
  public let authClient: any AuthClient
  /// Who is signed in to app B (MVVM login).
  public let mvvmLoginUser: UserSession
  /// Who is signed in to app C (Login, Signup, Forgot password).
  public let loginSignupUser: UserSession

  /// Creates the services from their parts; both apps start signed out unless sessions are
  /// given.
  public init(
    movies: MovieCatalogue, kanji: KanjiStorage, authClient: any AuthClient,
    mvvmLoginUser: UserSession = UserSession(), loginSignupUser: UserSession = UserSession()
  ) {
    self.movies = movies
    self.kanji = kanji
    self.authClient = authClient
    self.mvvmLoginUser = mvvmLoginUser
    self.loginSignupUser = loginSignupUser
  }
}
