/// Why saved navigation could not be restored. The store is unchanged when one is thrown.
public enum RestorationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The data is not a snapshot (truncated, not JSON, of the wrong shape), or a screen model's
  /// saved state in it does not decode.
  case corrupt(String)
  /// The snapshot was written in a format version this build does not read.
  case unsupportedVersion(found: Int, supported: Int)
  /// The snapshot was saved with another root coordinator type.
  case rootMismatch(expected: String, found: String)
  /// The snapshot's parts do not fit together (an index out of range, an empty modal ...).
  case invalidStructure(String)
  /// A saved route does not decode as its coordinator's route type.
  case undecodableRoute(coordinator: String, reason: String)
  /// A route's destination is not what the snapshot says (a screen where a child coordinator
  /// was saved, a child coordinator of another type).
  case unexpectedDestination(route: String, coordinator: String, reason: String)
  /// A route, or a screen model's state, could not be encoded while saving.
  case unencodableRoute(route: String, reason: String)

  /// A sentence that names the problem.
  public var description: String {
    switch self {
    case .corrupt(let reason): return "The saved navigation is corrupt: \(reason)"
    case .unsupportedVersion(let found, let supported):
      let oldest = NavigationSnapshot.readableVersions.lowerBound
      return
        "The saved navigation has format version \(found); this build reads \(oldest) to \(supported)."
    case .rootMismatch(let expected, let found):
      return "The saved navigation belongs to root \(found), not \(expected)."
    case .invalidStructure(let reason): return "The saved navigation is inconsistent: \(reason)"
    case .undecodableRoute(let coordinator, let reason):
      return "A saved route of \(coordinator) does not decode: \(reason)"
    case .unexpectedDestination(let route, let coordinator, let reason):
      return "Route \(route) of \(coordinator) cannot be restored: \(reason)"
    case .unencodableRoute(let route, let reason):
      return "Route \(route) cannot be saved: \(reason)"
    }
  }
}
