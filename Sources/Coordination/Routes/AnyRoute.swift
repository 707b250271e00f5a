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
  ///
  /// The types must be the same, not merely values that `AnyHashable` takes for equal
  /// (`1 as Int` and `1 as Int8`): routes of two types are two routes.
  ///
  /// - Complexity: One type comparison and the route's own `==`.
  public static func == (lhs: AnyRoute, rhs: AnyRoute) -> Bool {
    lhs.base.isEqual(to: rhs.base)
  }

  /// Hashes the wrapped value's type and the value.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(type(of: base)))
    base.hash(into: &hasher)
  }
}

extension NavigationRoute {
  /// Whether `other` is of exactly this route's type and equal to it. Opening the
  /// existentials costs a type comparison where `AnyHashable` boxes both values and looks up
  /// their conformances.
  fileprivate func isEqual(to other: any NavigationRoute) -> Bool {
    guard ObjectIdentifier(Self.self) == ObjectIdentifier(type(of: other)),
      let other = other as? Self
    else { return false }
    return self == other
  }
}
