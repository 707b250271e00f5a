import Coordination
import CoordinationLinks
import RoutingKit

/// The route a deep link of the figures leads to: a section, then an item in it.
public enum LinkRoute: NavigationRoute {
  /// The section of the matched pattern.
  case section(Int)
  /// The item named by the pattern's first parameter.
  case item(String)
}

/// The same ``DeepLinkCorpus`` registered with the library's `DeepLinkMap` and with
/// routing-kit's `TrieRouter`, whose builders both return a two-route path.
///
/// Each resolving method takes the index of a link and hands its result to ``sink(_:)``; it
/// returns whether the link matched.
public final class DeepLinkRouters {
  /// The patterns and links.
  public let corpus: DeepLinkCorpus
  /// The library's map, with the corpus's patterns in order.
  public let map: DeepLinkMap
  /// The links already reduced to path segments by `DeepLinkURL`, for the figures that leave
  /// URL parsing out.
  public let parsedLinks: [DeepLinkURL]
  private let trie = TrieRouter(TrieEntry.self)
  /// An empty parameter bag, copied for each link: it carries the router's logger, which
  /// is made once (as a server makes it once per request handler), not per link.
  private let emptyParameters = Parameters()

  /// What the trie finds: the pattern's index and the parameter its builder reads.
  private struct TrieEntry {
    let index: Int
    let parameter: String
  }

  /// Registers the corpus's patterns with both routers and parses its links.
  ///
  /// - Throws: `DeepLinkError` if the library refuses a pattern or a link.
  public init(corpus: DeepLinkCorpus) throws {
    self.corpus = corpus
    var map = DeepLinkMap(schemes: [DeepLinkCorpus.scheme])
    for (index, pattern) in corpus.patterns.enumerated() {
      let name = pattern.firstParameter
      try map.register(pattern.text) { parameters in
        [LinkRoute.section(index), LinkRoute.item(try parameters.string(name))]
      }
      trie.register(
        TrieEntry(index: index, parameter: name),
        at: pattern.segments.map { segment in
          switch segment {
          case .literal(let word): .constant(word)
          case .parameter(let name): .parameter(name)
          }
        })
    }
    self.map = map
    parsedLinks = try corpus.links.map {
      try DeepLinkURL(string: $0.url, schemes: [DeepLinkCorpus.scheme], hosts: [])
    }
  }

  /// The library's whole resolve of the link's text: URL parsing, scheme check, decoding,
  /// matching, query items, parameters, and the builder.
  @inline(never)
  public func resolveWithLibrary(_ link: Int) -> Bool {
    let steps = try? map.resolve(corpus.links[link].url)
    sink(steps)
    return steps != nil
  }

  /// The library's resolve of an already parsed link: matching, query items, parameters and
  /// the builder, without URL parsing.
  @inline(never)
  public func resolveParsed(_ link: Int) -> Bool {
    let resolved = try? map.resolve(parsedLinks[link])
    sink(resolved?.steps)
    return resolved != nil
  }

  /// Path matching alone, the simple way: `URLPattern.match` on each of the map's entries in
  /// order, to the first that matches the parsed link's segments. (The map's own resolve may
  /// find the entry another way, e.g. with an index; ``resolveParsed(_:)`` measures that.)
  @inline(never)
  public func matchOnly(_ link: Int) -> Bool {
    let segments = parsedLinks[link].pathSegments
    for entry in map.entries {
      if let values = entry.pattern.match(segments) {
        sink(values)
        return true
      }
    }
    return false
  }

  /// routing-kit's `TrieRouter` on the link's segments, then the same two-route path as the
  /// library's builder.
  @inline(never)
  public func resolveWithTrie(_ link: Int) -> Bool {
    var parameters = emptyParameters
    guard let entry = trie.route(path: corpus.links[link].segments, parameters: &parameters),
      let item = parameters.get(entry.parameter)
    else {
      sink(parameters)
      return false
    }
    let steps = [PathStep(LinkRoute.section(entry.index)), PathStep(LinkRoute.item(item))]
    sink(steps)
    return true
  }

  /// Parses the link's text with `DeepLinkURL` alone (what resolve does before matching).
  @inline(never)
  public func parseOnly(_ link: Int) -> Bool {
    let parsed = try? DeepLinkURL(
      string: corpus.links[link].url, schemes: map.schemes, hosts: map.hosts)
    sink(parsed)
    return parsed != nil
  }
}
