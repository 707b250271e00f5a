import CoordinationWeb
import DemoAccounts
import DemoHome

/// What a demo session keeps beside its navigation when the web host saves it: the accounts
/// signed up in the session and who is signed in to each login app.
///
/// It lives in the session's record on the server (the browser has only the session's
/// identity), never in a URL or in the navigation's snapshot.
struct DemoSessionState: Codable, Equatable {
  /// The session's accounts, by address (password digests, never passwords).
  var accounts: [Account]
  /// Who is signed in to the MVVM login app.
  var mvvmLoginUser: User?
  /// Who is signed in to the Login, Signup, Forgot password app.
  var loginSignupUser: User?

  /// The hook that saves and restores this state for one session's services.
  static func hook(accounts: InMemoryAccountStore, services: DemoServices) -> AppSessionState {
    .codable(
      get: {
        DemoSessionState(
          accounts: accounts.allAccounts.sorted { $0.user.email < $1.user.email },
          mvvmLoginUser: services.mvvmLoginUser.user,
          loginSignupUser: services.loginSignupUser.user)
      },
      set: { saved in
        accounts.restore(saved.accounts)
        saved.mvvmLoginUser.map(services.mvvmLoginUser.signIn)
        saved.loginSignupUser.map(services.loginSignupUser.signIn)
      })
  }
}
