public import Coordination

/// What the app coordinator shows: the login flow.
public enum AppRoute: NavigationRoute {
  /// The login flow of a ``LoginCoordinator``.
  case login
}

/// What ``LoginCoordinator`` shows.
public enum LoginRoute: NavigationRoute {
  /// The login screen with its three buttons.
  case login
  /// The signup form.
  case signup
  /// The forgot-password form.
  case forgotPassword
  /// "Discard the signup?", asked when the user leaves a half-filled signup form: an alert
  /// whose answer is `true` for Discard.
  case discardSignup
  /// The signed-in user's tabs, run by ``SignedInTabs``: Home (a ``HomeCoordinator``) and
  /// Notes. The route does not carry the user: who is signed in is the coordinator's state, never part of a saved state
  /// or a URL, so no link can open Home for someone who did not sign in.
  case home
}

/// The tabs of a signed-in user, in the tab bar's order.
public enum SignedInTab: NavigationRoute, CustomStringConvertible {
  /// Home, run by a ``HomeCoordinator``.
  case home
  /// The user's notes, run by a ``NotesCoordinator``.
  case notes

  /// The tab's label in a tab bar.
  public var description: String {
    switch self {
    case .home: "Home"
    case .notes: "Notes"
    }
  }
}

/// What ``HomeCoordinator`` shows.
public enum HomeRoute: NavigationRoute {
  /// The home screen.
  case home
  /// The account: who is signed in, in a popover pointing at Home's "Account" button (a
  /// sheet on a compact width).
  case account
  /// "Sign out?", a confirmation dialog whose answer is `true` for Sign Out.
  case confirmSignOut
}

/// What ``NotesCoordinator`` shows, in the Notes tab's stack.
public enum NotesRoute: NavigationRoute {
  /// The list of the notes written since signing in.
  case list
  /// The form that writes a new note; it refuses to be left while it holds a draft.
  case newNote
}
