public import Coordination

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A declarative map from URL patterns to paths of routes across nested coordinators.
///
/// ```swift
/// var links = DeepLinkMap(schemes: ["kanji"], hosts: ["kanji.example.com"])
/// try links.register("kanji/:character", examples: ["kanji/日"]) { parameters in
///   [AppRoute.kanjiList, KanjiListRoute.detail(try parameters.string("character"))]
/// }
/// try store.open(URL(string: "kanji://kanji/日")!, using: links)
/// ```
///
/// Custom schemes (`kanji://kanji/日`) and https universal links on the listed hosts
/// (`https://kanji.example.com/kanji/日`) match the same patterns. When several patterns match a
/// link, the one registered first wins; patterns are indexed by their segments, so resolving
/// costs the length of the link, not the number of patterns. Every pattern should list example
/// links, so that a test can check each one reaches a real state (see `DeepLinkAudit` in
/// `CoordinationTesting`).
public struct DeepLinkMap: Sendable {
  /// Builds the path of routes for a matched link; throw ``DeepLinkError/unresolved(reason:)``
  /// or use the parameters' throwing accessors for values that do not fit. Any other error is
  /// reported as ``DeepLinkError/unresolved(reason:)`` with its description.
  ///
  /// Builders run on the main actor, like the rest of the app's navigation code, so they may
  /// call the app's own helpers and read its main-actor state.
  public typealias Builder =
    @MainActor @Sendable (DeepLinkParameters) throws -> [any NavigationRoute]

  /// Builds the path of steps for a matched link, for links that reach a modal: a step may be
  /// presented (see `PathStep`). Errors as for `Builder`.
  public typealias StepsBuilder = @MainActor @Sendable (DeepLinkParameters) throws -> [PathStep]

  /// One registered pattern.
  public struct Entry: Sendable {
    /// The pattern.
    public let pattern: URLPattern
    /// Links (pattern-relative like `kanji/日`, or whole URLs) that should resolve.
    public let examples: [String]
    let build: StepsBuilder
  }

  /// The custom schemes accepted, such as `kanji`.
  public let schemes: Set<String>
  /// The hosts accepted for https (and http) universal links.
  public let hosts: Set<String>
  /// The registered patterns, in matching order.
  public private(set) var entries: [Entry] = []
  /// The patterns registered, to refuse a second registration.
  private var registered: Set<URLPattern> = []
  /// The entries' patterns by their segments.
  private var index = PatternTrie()

  /// Creates an empty map that accepts the given schemes and universal-link hosts.
  public init(schemes: Set<String>, hosts: Set<String> = []) {
    self.schemes = Set(schemes.map { $0.lowercased() })
    self.hosts = Set(hosts.map { $0.lowercased() })
  }

  /// Registers a pattern and the path of routes it leads to.
  ///
  /// - Throws: ``DeepLinkError/invalidPattern(pattern:reason:)`` for a malformed pattern and
  ///   ``DeepLinkError/duplicatePattern(_:)`` for one already registered; the map is unchanged
  ///   then.
  public mutating func register(
    _ pattern: String, examples: [String] = [], to build: @escaping Builder
  ) throws(DeepLinkError) {
    try register(pattern, examples: examples) { parameters in
      try build(parameters).map { PathStep(erased: AnyRoute($0)) }
    }
  }

  /// Registers a pattern and the path of steps it leads to, some of them presented:
  ///
  /// ```swift
  /// try links.register("settings") { _ in
  ///   [PathStep(AppRoute.home), PathStep(AppRoute.settings, presentation: .sheet)]
  /// }
  /// ```
  ///
  /// - Throws: as ``register(_:examples:to:)``; the map is unchanged then.
  @_disfavoredOverload  // a closure that only throws reads as the routes form
  public mutating func register(
    _ pattern: String, examples: [String] = [], steps build: @escaping StepsBuilder
  ) throws(DeepLinkError) {
    let parsed = try URLPattern(pattern)
    guard registered.insert(parsed).inserted else {
      throw .duplicatePattern(parsed.description)
    }
    index.insert(parsed, entry: entries.count)
    entries.append(Entry(pattern: parsed, examples: examples, build: build))
  }

  /// The path a URL leads to, as steps from the root coordinator down.
  ///
  /// - Throws: ``DeepLinkError`` for a malformed URL, an unsupported scheme or host, a path no
  ///   pattern matches, or parameters the builder refuses.
  /// - Complexity: O(*n*) in the length of the URL, whatever the number of patterns.
  @MainActor public func resolve(_ url: URL) throws(DeepLinkError) -> [PathStep] {
    try resolve(DeepLinkURL(url, schemes: schemes, hosts: hosts)).steps
  }

  /// The path a URL string leads to.
  @MainActor public func resolve(_ string: String) throws(DeepLinkError) -> [PathStep] {
    try resolve(DeepLinkURL(string: string, schemes: schemes, hosts: hosts)).steps
  }

  /// The entry that matches a link and the steps it builds: the first registered pattern
  /// whose path matches decides, and a required query item it lacks is an error.
  ///
  /// - Complexity: O(*n*) in the number of the link's path segments, for maps whose patterns
  ///   do not overlap, plus what the entry's builder does.
  @MainActor public func resolve(_ link: DeepLinkURL) throws(DeepLinkError) -> (
    entry: Entry, steps: [PathStep]
  ) {
    guard let number = index.firstMatch(link.pathSegments[...]),
      let captured = entries[number].pattern.match(link.pathSegments)
    else {
      throw .noMatchingPattern(path: link.pathSegments.joined(separator: "/"))
    }
    let entry = entries[number]
    for name in entry.pattern.requiredQueryItems where link.queryItems[name]?.first == nil {
      throw .missingParameter(name)
    }
    let parameters = DeepLinkParameters(path: captured, query: link.queryItems)
    let steps: [PathStep]
    do {
      steps = try entry.build(parameters)
    } catch let error as DeepLinkError {
      throw error
    } catch {
      throw .unresolved(reason: String(describing: error))
    }
    guard !steps.isEmpty else {
      throw .unresolved(reason: "the pattern \(entry.pattern) builds no route")
    }
    return (entry, steps)
  }

  /// The whole URL for an example: a URL as is, or a pattern-relative link with the first
  /// custom scheme (or the first host over https).
  public func url(forExample example: String) -> String {
    if example.contains("://") { return example }
    let trimmed = example.hasPrefix("/") ? String(example.dropFirst()) : example
    if let scheme = schemes.sorted().first { return "\(scheme)://\(trimmed)" }
    if let host = hosts.sorted().first { return "https://\(host)/\(trimmed)" }
    return example
  }
}
