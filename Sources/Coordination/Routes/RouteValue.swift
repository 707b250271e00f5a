/// A value that a route carries, such as the user in `case home(User)`.
///
/// Conform payload types to it instead of listing `Hashable, Codable, Sendable`:
///
/// ```swift
/// struct User: RouteValue {
///   let name: String
/// }
///
/// enum SessionRoute: NavigationRoute {
///   case home(User)
/// }
/// ```
///
/// In a module whose declarations are on the main actor by default (what new Xcode app targets
/// use), a struct's `Hashable` conformance is inferred to be main-actor isolated too, and the
/// route's own `==`, which runs anywhere, cannot use it. The compiler then reports
/// "main actor-isolated conformance of 'User' to 'Equatable' cannot be used in nonisolated
/// context" without a file or line. A protocol that refines `Sendable` makes the conformance
/// nonisolated, so a type that adopts `RouteValue` works in any module. ``NavigationRoute`` does
/// the same for the routes themselves.
public protocol RouteValue: Hashable, Codable, Sendable {}
