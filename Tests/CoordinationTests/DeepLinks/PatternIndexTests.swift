import Coordination
import CoordinationLinks
import PropertyBased
import Testing

/// The map finds the pattern a link matches through an index of segments; these tests hold it
/// to the rule a list tried in order would follow: the first registered pattern that matches
/// wins, whatever overlaps with it.
@Suite struct PatternIndexTests {
  enum Route: NavigationRoute {
    case pattern(Int)
  }

  /// A tiny alphabet of segments, so that random patterns and paths overlap a lot: literals
  /// shared between patterns, a parameter where another pattern has a literal, the empty path.
  private nonisolated static let words = ["a", "b", "日"]

  private static func map(_ patterns: [String]) -> DeepLinkMap {
    var map = DeepLinkMap(schemes: ["app"])
    for (number, pattern) in patterns.enumerated() {
      try? map.register(pattern) { _ in [Route.pattern(number)] }
    }
    return map
  }

  /// The entry a list tried in registration order finds.
  private static func linearMatch(_ map: DeepLinkMap, _ segments: [String]) -> String? {
    map.entries.first { $0.pattern.match(segments) != nil }?.pattern.description
  }

  private static func indexedMatch(_ map: DeepLinkMap, _ segments: [String]) -> String? {
    let link = "app:///" + segments.joined(separator: "/") + "?q=1"
    guard let url = try? DeepLinkURL(string: link, schemes: ["app"], hosts: []) else {
      return nil
    }
    return try? map.resolve(url).entry.pattern.description
  }

  @Test func theFirstRegisteredOfOverlappingPatternsWins() throws {
    let map = Self.map(["a/:id", "a/b", ":x/b", "a/:id/c"])
    #expect(Self.indexedMatch(map, ["a", "b"]) == "a/:id")
    #expect(Self.indexedMatch(map, ["z", "b"]) == ":x/b")
    #expect(Self.indexedMatch(map, ["a", "b", "c"]) == "a/:id/c")
    #expect(Self.indexedMatch(map, ["a"]) == nil)
    let reversed = Self.map(["a/b", "a/:id"])
    #expect(Self.indexedMatch(reversed, ["a", "b"]) == "a/b")
    #expect(Self.indexedMatch(reversed, ["a", "q"]) == "a/:id")
  }

  @Test func theRootPatternMatchesOnlyTheEmptyPath() {
    let map = Self.map(["/", ":x"])
    #expect(Self.indexedMatch(map, []) == "/")
    #expect(Self.indexedMatch(map, ["a"]) == ":x")
  }

  @Test func randomMapsAgreeWithAListTriedInOrder() async {
    // Two parameter names and an optional query item, so that different patterns can end at
    // the same place of the index (`a/:p0`, `a/:q0`, `a/:p0?q`).
    let segment = Gen<Int>.int(in: 0...(Self.words.count + 1)).map { index in
      index < Self.words.count ? Self.words[index] : index == Self.words.count ? ":p" : ":q"
    }
    let pattern = zip(segment.array(of: 0...3), Gen.bool).map { segments, query in
      // Parameter names must be unique within a pattern.
      let path = segments.enumerated().map { $1.hasPrefix(":") ? "\($1)\($0)" : $1 }
      return path.joined(separator: "/") + (query ? "?q" : "")
    }
    let path = Gen<Int>.int(in: 0...(Self.words.count - 1)).map { Self.words[$0] }
      .array(of: 0...3)
    await checkProperty(count: 300, input: zip(pattern.array(of: 1...12), path.array(of: 1...8))) {
      patterns, paths in
      let map = Self.map(patterns)
      for segments in paths {
        #expect(Self.indexedMatch(map, segments) == Self.linearMatch(map, segments))
      }
    }
  }
}
