public import Coordination
import Foundation

/// Converts paths of routes to URL paths and back, so that every navigation state has a URL.
///
/// Each route type is registered under a short key; a route becomes one path segment: the key,
/// then the route's case and values (see <doc:URLsForEveryState>). A presented step
/// is preceded by a marker segment: `~sheet`, `~full-screen`, `~popover`, `~alert` or `~dialog`
/// (a confirmation dialog).
///
/// ```swift
/// var routes = RouteCodec()
/// try routes.register(MovieListRoute.self, as: "movies")
/// try routes.urlPath(for: [PathStep(MovieListRoute.detail(movieID: 9))])
/// // "/movies.detail(movieID:9)"
/// ```
///
/// Routes need nothing beyond `NavigationRoute`: the segment is written from the route's
/// `Codable` form, so any route the core can save can be put in a URL.
public struct RouteCodec: Sendable {
  private var keys: [ObjectIdentifier: String] = [:]
  private var decoders: [String: @Sendable (RouteJSON) throws -> AnyRoute] = [:]
  private var types: [any NavigationRoute.Type] = []
  /// Routes read lately; a new cache with every registration, so that copies of the codec
  /// that register differently never share one.
  private var readCache = RouteReadCache()

  /// Creates a codec with no route types.
  public init() {}

  /// The keys registered, sorted.
  public var registeredKeys: [String] { decoders.keys.sorted() }

  /// The route types registered, in the order they were: what a replay of a session's journey
  /// decodes paths with (see ``WebApp/makeReplayStore()``).
  public var registeredTypes: [any NavigationRoute.Type] { types }

  /// Registers a route type under a key of lowercase letters, digits and hyphens.
  ///
  /// - Throws: ``RouteCodingError/invalidKey(_:)`` or
  ///   ``RouteCodingError/duplicateRegistration(_:)``; the codec is unchanged then.
  public mutating func register<Route: NavigationRoute>(_ type: Route.Type, as key: String)
    throws(RouteCodingError)
  {
    guard !key.isEmpty,
      key.unicodeScalars.allSatisfy({
        ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
      })
    else { throw .invalidKey(key) }
    guard decoders[key] == nil else { throw .duplicateRegistration("Key \"\(key)\"") }
    guard keys[ObjectIdentifier(type)] == nil else {
      throw .duplicateRegistration("Route type \(String(reflecting: type))")
    }
    keys[ObjectIdentifier(type)] = key
    types.append(type)
    decoders[key] = { json in AnyRoute(try json.decode(Route.self)) }
    readCache = RouteReadCache()
  }

  /// The path segment of a route.
  ///
  /// - Throws: ``RouteCodingError/unregisteredType(_:)`` or
  ///   ``RouteCodingError/unencodable(route:reason:)``.
  public func segment(for route: AnyRoute) throws(RouteCodingError) -> String {
    guard let key = keys[ObjectIdentifier(type(of: route.base))] else {
      throw .unregisteredType(route.typeName)
    }
    let json: RouteJSON
    do {
      json = try RouteJSON(encoding: route.base)
    } catch {
      throw .unencodable(route: route.description, reason: "\(error)")
    }
    return key + RouteSegmentSyntax.body(for: json)
  }

  /// The route a path segment names.
  ///
  /// Routes read are kept in a bounded cache shared by the codec's copies, keyed by the
  /// segment's exact bytes: a segment is decoded once while it stays in use.
  ///
  /// - Throws: ``RouteCodingError`` for a segment that is malformed, names an unknown key, or
  ///   is not a value of the key's route type.
  public func route(fromSegment segment: some StringProtocol) throws(RouteCodingError)
    -> AnyRoute
  {
    let text = Substring(segment)
    let whole = String(text)
    if let route = readCache.route(forSegment: whole) { return route }
    guard let (key, body) = Self.split(text) else { throw .malformedSegment(whole) }
    guard let decode = decoders[key] else { throw .unknownKey(key) }
    guard let json = RouteSegmentSyntax.json(fromBody: body) else {
      throw .malformedSegment(whole)
    }
    let route: AnyRoute
    do {
      route = try decode(json)
    } catch {
      throw .undecodable(segment: whole, reason: Self.reason(error))
    }
    readCache.keep(route, forSegment: whole)
    return route
  }

  /// The URL path of a path of routes: `/` followed by one segment per step.
  ///
  /// A question (a step presented as `PresentationStyle.alert` or
  /// `PresentationStyle.confirmationDialog`) is named by the route that asked it: the
  /// question's own screen, the step after it, is left out, and reading the URL back starts
  /// the question again, which shows that screen by itself.
  ///
  /// - Throws: ``RouteCodingError`` when a route cannot be written.
  /// - Complexity: O(*p*) for *p* steps.
  public func urlPath(for steps: [PathStep]) throws(RouteCodingError) -> String {
    var segments: [String] = []
    for step in Self.namedSteps(of: steps) {
      if case .modal(let style) = step.presentation {
        segments.append(Self.marker(for: style))
      }
      segments.append(try segment(for: step.route))
    }
    return "/" + segments.joined(separator: "/")
  }

  /// The steps a URL names: all of them but each question's own screen (the step pushed
  /// after one presented as a question), which the question shows again by itself.
  static func namedSteps(of steps: [PathStep]) -> [PathStep] {
    var named: [PathStep] = []
    var afterQuestion = false
    for step in steps {
      let isQuestionScreen = afterQuestion && step.presentation == .push
      afterQuestion = false
      if case .modal(let style) = step.presentation { afterQuestion = style.isQuestion }
      if !isQuestionScreen { named.append(step) }
    }
    return named
  }

  /// The path of routes a URL path names; `nil` for a path that is not written in this form
  /// at all (no segment looks like a route), so the caller may try other readings such as
  /// deep links.
  ///
  /// - Throws: ``RouteCodingError`` for a path that looks like routes but is not valid.
  /// - Complexity: O(*n*) in the length of the path.
  public func steps(fromURLPath path: some StringProtocol) throws(RouteCodingError)
    -> [PathStep]?
  {
    let segments = path.split(separator: "/")
    guard let first = segments.first, let (key, _) = Self.split(Substring(first)),
      decoders[key] != nil
    else { return nil }
    var steps: [PathStep] = []
    var presentation = FlowPresentation.push
    var pendingMarker: String?
    for segment in segments {
      if segment.first == "~" {
        guard pendingMarker == nil, let style = Self.style(forMarker: segment) else {
          throw .misplacedMarker(String(segment))
        }
        presentation = .modal(style)
        pendingMarker = String(segment)
        continue
      }
      steps.append(PathStep(erased: try route(fromSegment: segment), presentation: presentation))
      presentation = .push
      pendingMarker = nil
    }
    if let pendingMarker { throw .misplacedMarker(pendingMarker) }
    return steps
  }

  /// A segment's key and body: the key ends where the body's first `.`, `(` or `=` begins.
  private static func split(_ segment: Substring) -> (key: String, body: Substring)? {
    guard let end = segment.firstIndex(where: { $0 == "." || $0 == "(" || $0 == "=" }) else {
      return nil
    }
    return (String(segment[..<end]), segment[end...])
  }

  private static func marker(for style: PresentationStyle) -> String {
    switch style {
    case .sheet: "~sheet"
    case .fullScreen: "~full-screen"
    case .root: "~root"
    case .alert: "~alert"
    case .confirmationDialog: "~dialog"
    case .popover: "~popover"
    }
  }

  private static func style(forMarker marker: some StringProtocol) -> PresentationStyle? {
    switch marker {
    case "~sheet": .sheet
    case "~full-screen": .fullScreen
    case "~alert": .alert
    case "~dialog": .confirmationDialog
    case "~popover": .popover
    default: nil
    }
  }

  /// A short reason for a decoding failure, without the decoder's internal paths.
  private static func reason(_ error: any Error) -> String {
    switch error {
    case DecodingError.dataCorrupted(let context), DecodingError.typeMismatch(_, let context),
      DecodingError.valueNotFound(_, let context), DecodingError.keyNotFound(_, let context):
      return context.debugDescription
    default:
      return "\(error)"
    }
  }
}
