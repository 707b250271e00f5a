public import Coordination

/// Why a saved session could not be run again, or saved.
public enum SessionRestoreError: Error, Sendable, CustomStringConvertible {
  /// The navigation's snapshot does not fit the app (or could not be written).
  case navigation(RestorationError)
  /// The app's ``AppSessionState`` hook failed, or a record carries state for an app that
  /// keeps none.
  case appState(String)

  /// A sentence saying what failed.
  public var description: String {
    switch self {
    case .navigation(let error): error.description
    case .appState(let reason): "The app's session state: \(reason)"
    }
  }
}
