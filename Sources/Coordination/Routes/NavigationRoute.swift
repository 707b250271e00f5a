/// A value that names something a coordinator can show.
///
/// Each coordinator declares its routes as one type, usually an enum, so that everything the
/// coordinator can show is listed in one place:
///
/// ```swift
/// enum MovieRoute: NavigationRoute {
///   case list
///   case detail(movieID: Int)
/// }
/// ```
///
/// Because routes are `Hashable`, `Codable` and `Sendable` values, the whole navigation state can
/// be compared, saved, restored and built from a URL.
public protocol NavigationRoute: Hashable, Codable, Sendable {}
