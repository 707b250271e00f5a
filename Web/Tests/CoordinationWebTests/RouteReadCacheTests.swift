import Coordination
import CoordinationWeb
import PropertyBased
import Testing

private enum CachedRoute: NavigationRoute {
  case item(Int)
  case named(String, page: Int)
}

// Two route types whose values `AnyHashable` takes for equal (`1 as Int == 1 as Int8`): only
// the standard library's own types are, so only a retroactive conformance shows it.
// swift-format-ignore: AvoidRetroactiveConformances
extension Int: @retroactive NavigationRoute {}
// swift-format-ignore: AvoidRetroactiveConformances
extension Int8: @retroactive NavigationRoute {}

/// The codec's cache of routes read: the same answers as reading afresh, bounded, byte-exact,
/// safe from several threads; and segments written afresh for each route.
@Suite struct RouteReadCacheTests {
  private static func codec() throws -> RouteCodec {
    var codec = RouteCodec()
    try codec.register(CachedRoute.self, as: "cached")
    return codec
  }

  @Test func cachedRoutesAreWhatAFreshCodecReads() async throws {
    let shared = try Self.codec()
    let routeGen = zip(Gen<Int>.int(in: -3_000...3_000), Gen<Int>.int(in: 0...2)).map {
      number, kind -> CachedRoute in
      kind == 0 ? .item(number) : .named("n\(number % 50)", page: number % 7)
    }
    // Far more distinct routes than the cache keeps, each used twice in a row and again later.
    await checkProperty(count: 3_000, input: routeGen.array(of: 1...4)) { routes in
      for route in routes + routes {
        let segment = try shared.segment(for: AnyRoute(route))
        #expect(segment == (try Self.codec().segment(for: AnyRoute(route))))
        #expect(try shared.route(fromSegment: segment) == AnyRoute(route))
        #expect(try Self.codec().route(fromSegment: segment) == AnyRoute(route))
      }
    }
  }

  @Test func equalRoutesThatWriteDifferentlyKeepTheirOwnSpelling() throws {
    // Canonically equivalent text: equal as `String`s, different bytes in a URL.
    let composed = AnyRoute(CachedRoute.named("\u{E9}", page: 1))
    let decomposed = AnyRoute(CachedRoute.named("e\u{301}", page: 1))
    #expect(composed == decomposed)
    let codec = try Self.codec()
    let first = try codec.segment(for: decomposed)
    let second = try codec.segment(for: composed)
    #expect(first.contains("e%CC%81"))
    #expect(second.contains("%C3%A9"))
    // Read back byte for byte, each spelling is its own text.
    #expect(try codec.route(fromSegment: second) == composed)
    #expect(try codec.route(fromSegment: first).as(CachedRoute.self) == .named("e\u{301}", page: 1))
  }

  @Test func aCachedSegmentIsFoundOnlyByItsOwnBytes() throws {
    let codec = try Self.codec()
    let ascii = try codec.segment(for: AnyRoute(CachedRoute.named("K", page: 2)))
    #expect(try codec.route(fromSegment: ascii) == AnyRoute(CachedRoute.named("K", page: 2)))
    // U+212A KELVIN SIGN is canonically equivalent to K: equal as a `String`, not as bytes,
    // and not a segment the codec reads (raw non-ASCII), so it is refused, cached K or not.
    #expect(ascii == "cached.named(_0:K,page:2)")
    let kelvin = "cached.named(_0:\u{212A},page:2)"
    #expect(kelvin == ascii)
    #expect(throws: RouteCodingError.self) { try codec.route(fromSegment: kelvin) }
  }

  @Test func oneCodecServesManyThreadsAtOnce() async throws {
    let shared = try Self.codec()
    let fresh = try Self.codec()
    let expected = try (0..<200).map { try fresh.segment(for: AnyRoute(CachedRoute.item($0))) }
    // Hosts serve sessions from several threads; the cache's lock keeps their answers right
    // (and the thread sanitizer quiet) while they write and read it together.
    let wrong = await withTaskGroup(of: Int.self) { group in
      for worker in 0..<8 {
        group.addTask {
          var wrong = 0
          for step in 0..<2_000 {
            let number = (step * 7 + worker * 13) % 200
            let route = try? shared.route(fromSegment: expected[number])
            if route != AnyRoute(CachedRoute.item(number)) { wrong += 1 }
          }
          return wrong
        }
      }
      return await group.reduce(0, +)
    }
    #expect(wrong == 0)
  }

  @Test func theCacheIsBounded() {
    let cache = RouteReadCache(capacity: 4)
    for number in 0..<10 {
      cache.keep(AnyRoute(CachedRoute.item(number)), forSegment: "cached.item(\(number))")
      #expect(cache.count <= 4)
    }
    // The latest entries are kept.
    #expect(cache.route(forSegment: "cached.item(9)") == AnyRoute(CachedRoute.item(9)))
  }

  @Test func routesOfTwoTypesThatCompareEqualKeepTheirOwnKeys() throws {
    #expect(AnyHashable(1 as Int) == AnyHashable(1 as Int8))
    var codec = RouteCodec()
    try codec.register(Int.self, as: "int")
    try codec.register(Int8.self, as: "byte")
    let wide = try codec.segment(for: AnyRoute(1 as Int))
    let narrow = try codec.segment(for: AnyRoute(1 as Int8))
    #expect(wide.hasPrefix("int"))
    #expect(narrow.hasPrefix("byte"))
    #expect(try codec.route(fromSegment: narrow).base is Int8)
  }
}
