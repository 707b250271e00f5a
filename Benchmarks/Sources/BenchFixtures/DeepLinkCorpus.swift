/// The patterns and links of the deep-link figures, made by a seeded generator.
///
/// Patterns have 2 to 5 segments: a literal first, then literals from a small vocabulary (so
/// patterns share prefixes, as an app's do) and 1 to 3 parameters. Where two patterns share a
/// prefix, they agree on whether the next segment is a literal or a parameter: no link can
/// match two patterns, and a trie router (which prefers literals and never backtracks) finds
/// exactly the pattern a first-match scan finds. Links fill a random pattern's parameters
/// with numbers; every tenth link has one literal replaced by a word no pattern has, so it
/// matches nothing.
public struct DeepLinkCorpus: Sendable {
  /// One segment of a pattern.
  public enum Segment: Hashable, Sendable {
    /// A segment that must equal this text.
    case literal(String)
    /// A segment captured under this name (`p` and the position: `p2`).
    case parameter(String)
  }

  /// One pattern.
  public struct Pattern: Sendable {
    /// The segments, in order.
    public let segments: [Segment]
    /// The name of the first parameter, the one the builders read.
    public let firstParameter: String
    /// The pattern as `DeepLinkMap` reads it: `orders/:p1/items`.
    public var text: String {
      segments.map { segment in
        switch segment {
        case .literal(let word): word
        case .parameter(let name): ":" + name
        }
      }
      .joined(separator: "/")
    }
  }

  /// One link.
  public struct Link: Sendable {
    /// The whole link, with the custom scheme ``scheme``: `bench://orders/4711/items`.
    public let url: String
    /// Its path segments (the custom scheme's host first), as a router takes them.
    public let segments: [String]
    /// The index of the pattern it matches, `nil` for a link that matches none.
    public let pattern: Int?
  }

  /// The custom scheme of the links.
  public static let scheme = "bench"

  /// The literal segments patterns are made of.
  static let vocabulary = [
    "account", "orders", "items", "settings", "profile", "search", "catalog", "cart", "users",
    "posts", "comments", "photos", "albums", "messages", "threads", "teams", "projects",
    "issues", "reviews", "library", "kanji", "words", "movies", "details",
  ]

  /// The patterns, in registration order.
  public let patterns: [Pattern]
  /// The links, in resolution order.
  public let links: [Link]

  /// Makes `patternCount` patterns and `linkCount` links from `seed`.
  public init(patternCount: Int = 1_000, linkCount: Int = 100_000, seed: UInt64 = 0x5EED) {
    var generator = SplitMix64(seed: seed)
    patterns = Self.makePatterns(count: patternCount, using: &generator)
    var links: [Link] = []
    links.reserveCapacity(linkCount)
    for index in 0..<linkCount {
      links.append(Self.makeLink(patterns, missing: index % 10 == 9, using: &generator))
    }
    self.links = links
  }

  /// The number of links that match a pattern.
  public var matchingLinkCount: Int { links.count { $0.pattern != nil } }

  private static func makePatterns(count: Int, using generator: inout SplitMix64) -> [Pattern] {
    // Whether the segment after a prefix (literals, and ":" for parameters) is a parameter;
    // fixed by the first pattern that reaches that prefix.
    var parameterAfter: [String: Bool] = [:]
    var seen: Set<String> = []
    var patterns: [Pattern] = []
    while patterns.count < count {
      let depth = Int.random(in: 2...5, using: &generator)
      var segments: [Segment] = []
      var key = ""
      for position in 0..<depth {
        let isParameter =
          parameterAfter[key] ?? (position > 0 && Int.random(in: 0..<3, using: &generator) == 0)
        parameterAfter[key] = isParameter
        if isParameter {
          segments.append(.parameter("p\(position)"))
          key += "/:"
        } else {
          let word = vocabulary[Int.random(in: 0..<vocabulary.count, using: &generator)]
          segments.append(.literal(word))
          key += "/" + word
        }
      }
      let names = segments.compactMap { segment -> String? in
        if case .parameter(let name) = segment { return name }
        return nil
      }
      guard (1...3).contains(names.count), let first = names.first, seen.insert(key).inserted
      else { continue }
      patterns.append(Pattern(segments: segments, firstParameter: first))
    }
    return patterns
  }

  private static func makeLink(
    _ patterns: [Pattern], missing: Bool, using generator: inout SplitMix64
  ) -> Link {
    let index = Int.random(in: 0..<patterns.count, using: &generator)
    var segments = patterns[index].segments.map { segment in
      switch segment {
      case .literal(let word): word
      case .parameter: String(Int.random(in: 1...999_999, using: &generator))
      }
    }
    if missing {
      let literals = patterns[index].segments.indices.filter {
        if case .literal = patterns[index].segments[$0] { return true }
        return false
      }
      let position = literals[Int.random(in: 0..<literals.count, using: &generator)]
      segments[position] = "nowhere"
    }
    let url = "\(scheme)://" + segments.joined(separator: "/")
    return Link(url: url, segments: segments, pattern: missing ? nil : index)
  }
}
