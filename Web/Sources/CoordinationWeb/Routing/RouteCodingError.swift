/// Why a route or a URL path could not be converted.
public enum RouteCodingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The route's type was not registered with the codec.
  case unregisteredType(String)
  /// A registration used a key that is not lowercase letters, digits and hyphens.
  case invalidKey(String)
  /// The key or the type was registered already.
  case duplicateRegistration(String)
  /// The route could not be encoded as JSON.
  case unencodable(route: String, reason: String)
  /// A URL path segment does not follow the route grammar.
  case malformedSegment(String)
  /// A segment's key names no registered route type.
  case unknownKey(String)
  /// The segment is well formed but is not a value of the key's route type.
  case undecodable(segment: String, reason: String)
  /// A presentation marker is not followed by a route, or names no presentation.
  case misplacedMarker(String)

  /// A sentence naming the problem.
  public var description: String {
    switch self {
    case .unregisteredType(let type): return "Route type \(type) is not registered."
    case .invalidKey(let key):
      return "Route key \"\(key)\" must be lowercase letters, digits and hyphens."
    case .duplicateRegistration(let what): return "\(what) is registered already."
    case .unencodable(let route, let reason): return "Route \(route) cannot be encoded: \(reason)"
    case .malformedSegment(let segment): return "\"\(segment)\" is not a route."
    case .unknownKey(let key): return "No route type is registered as \"\(key)\"."
    case .undecodable(let segment, let reason):
      return "\"\(segment)\" is not a valid route: \(reason)"
    case .misplacedMarker(let marker): return "\"\(marker)\" is not followed by a route."
    }
  }
}
