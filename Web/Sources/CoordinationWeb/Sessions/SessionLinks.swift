import Coordination
import CoordinationLinks

/// How a session reads an address as a path: as the URL of a state (``RouteCodec``), or else
/// as one of the app's deep links. A value, so that a store made to replay a session's journey
/// reads links as the session did.
@MainActor
struct SessionLinks {
  let routes: RouteCodec
  let deepLinks: DeepLinkMap?

  /// The steps of a URL path (still percent-encoded) and query; `nil` when it names nothing.
  ///
  /// - Throws: What the route codec or the deep link map throws for a path that one of them
  ///   reads but whose values do not fit (`/movies/999`: no movie 999).
  func steps(path: String, query: String?) throws -> [PathStep]? {
    if let steps = try routes.steps(fromURLPath: path) { return steps }
    return try deepLinkSteps(path: path, query: query)?.get()
  }

  /// The steps of a link's text as a waiting link keeps it: a URL path and its query.
  ///
  /// - Throws: ``UnreadableLink`` when it names nothing, or what ``steps(path:query:)`` throws.
  func steps(forLink link: String) throws -> [PathStep] {
    let parts = link.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    let query = parts.count > 1 ? String(parts[1]) : nil
    guard let steps = try steps(path: String(parts[0]), query: query) else {
      throw UnreadableLink(link: link)
    }
    return steps
  }

  /// The steps a deep link leads to; `nil` when the app has no deep links or no pattern
  /// matches, a failure with the app's reason when a pattern matches but its values do not.
  private func deepLinkSteps(path: String, query: String?) -> Result<[PathStep], DeepLinkError>? {
    guard let deepLinks, let scheme = deepLinks.schemes.sorted().first else { return nil }
    var link = "\(scheme)://\(path.drop { $0 == "/" })"
    if let query, !query.isEmpty { link += "?\(query)" }
    do {
      return .success(try deepLinks.resolve(link))
    } catch .noMatchingPattern, .malformedURL, .unsupportedScheme, .unsupportedHost {
      return nil
    } catch {
      return .failure(error)
    }
  }
}
