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

/// The codec's cache of segments: the same answers as encoding afresh, bounded, and never
/// mixing up route types.
@Suite struct RouteCodingCacheTests {
  private static func codec() throws -> RouteCodec {
    var codec = RouteCodec()
    try codec.register(CachedRoute.self, as: "cached")
    return codec
  }

  @Test func cachedSegmentsAreWhatAFreshCodecWrites() async throws {
    let shared = try Self.codec()
    let routeGen = zip(Gen<Int>.int(in: -3_000...3_000), Gen<Int>.int(in: 0...2)).map {
      number, kind -> CachedRoute in
      kind == 0 ? .item(number) : .named("n\(number % 50)", page: number % 7)
    }
    // Far more distinct routes than the cache keeps, each used twice in a row and again later.
    await propertyCheck(count: 3_000, input: routeGen.array(of: 1...4)) { routes in
      for route in routes + routes {
        let segment = try shared.segment(for: AnyRoute(route))
        #expect(segment == (try Self.codec().segment(for: AnyRoute(route))))
        #expect(try shared.route(fromSegment: segment) == AnyRoute(route))
        #expect(try Self.codec().route(fromSegment: segment) == AnyRoute(route))
      }
    }
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
            let segment = try? shared.segment(for: AnyRoute(CachedRoute.item(number)))
            let route = segment.flatMap { try? shared.route(fromSegment: $0) }
            if segment != expected[number] || route != AnyRoute(CachedRoute.item(number)) {
              wrong += 1
            }
          }
          return wrong
        }
      }
      return await group.reduce(0, +)
    }
    #expect(wrong == 0)
  }

  @Test func theCacheIsBounded() {
    let cache = RouteCodingCache(capacity: 4)
    for number in 0..<10 {
      cache.keep("cached.item(\(number))", for: AnyRoute(CachedRoute.item(number)))
      cache.keep(AnyRoute(CachedRoute.item(number)), forSegment: "cached.item(\(number))")
      #expect(cache.counts.segments <= 4 && cache.counts.routes <= 4)
    }
    // The latest entries are kept.
    #expect(cache.segment(for: AnyRoute(CachedRoute.item(9))) == "cached.item(9)")
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
