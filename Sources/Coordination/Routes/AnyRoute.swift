/// A type-erased ``NavigationRoute``.
///
/// The navigation state holds screens of many coordinators, each with its own route type;
/// `AnyRoute` lets them sit in one array while keeping equality, hashing and the original value.
public struct AnyRoute: Hashable, Sendable, CustomStringConvertible {
  /// The wrapped route.
  public let base: any NavigationRoute

  /// Wraps a route.
  public init<Route: NavigationRoute>(_ route: Route) {
    base = route
  }

  /// The wrapped route as `Route`, or `nil` when it is of another type.
  public func `as`<Route: NavigationRoute>(_ type: Route.Type) -> Route? {
    base as? Route
  }

  /// The name of the wrapped route's type, as `String(reflecting:)` spells it.
  public var typeName: String { String(reflecting: type(of: base)) }

  /// A short text for logs: the route's own description.
  public var description: String { String(describing: base) }

  /// Two erased routes are equal when their types and values are equal.
  public static func == (lhs: AnyRoute, rhs: AnyRoute) -> Bool {
    AnyHashable(lhs.base) == AnyHashable(rhs.base)
  }

  /// Hashes the wrapped value.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(AnyHashable(base))
  }
}
