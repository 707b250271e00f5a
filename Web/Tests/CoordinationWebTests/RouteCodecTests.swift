import Coordination
import CoordinationWeb
import PropertyBased
import Testing

private enum SampleRoute: NavigationRoute {
  case list
  case detail(movieID: Int)
  case word(String)
  case pair(Int, String)
  case price(Double, currency: String?)
  case tags([String])
}

private struct SearchRoute: NavigationRoute {
  var query: String
  var page: Int
}

private enum RawRoute: String, NavigationRoute {
  case first
  case second
}

@Suite struct RouteCodecTests {
  private func codec() throws -> RouteCodec {
    var codec = RouteCodec()
    try codec.register(SampleRoute.self, as: "sample")
    try codec.register(SearchRoute.self, as: "search")
    try codec.register(RawRoute.self, as: "raw")
    return codec
  }

  @Test(arguments: [
    (AnyRoute(SampleRoute.list), "sample.list"),
    (AnyRoute(SampleRoute.detail(movieID: 9)), "sample.detail(movieID:9)"),
    (AnyRoute(SampleRoute.detail(movieID: -3)), "sample.detail(movieID:-3)"),
    (AnyRoute(SampleRoute.word("日本")), "sample.word(%E6%97%A5%E6%9C%AC)"),
    (AnyRoute(SampleRoute.pair(1, "a b")), "sample.pair(1,a%20b)"),
    (AnyRoute(SearchRoute(query: "sun", page: 2)), "search(page:2,query:sun)"),
    (AnyRoute(RawRoute.second), "raw=second"),
  ])
  func routesReadAsTheyShould(route: AnyRoute, segment: String) throws {
    let codec = try codec()
    #expect(try codec.segment(for: route) == segment)
    #expect(try codec.route(fromSegment: segment) == route)
  }

  @Test(arguments: [
    "", "3", "-1", "1.5", "1e5", "true", "false", "null", "nan", "inf", "~x", "$y", "a,b", "a:b",
    "(x)", "a/b", "a%b", "100%", " ", "=", "日本", "\u{0}", "line\nbreak", "<script>",
  ])
  func stringsThatLookLikeOtherThingsStayStrings(text: String) throws {
    let codec = try codec()
    let route = AnyRoute(SampleRoute.word(text))
    let segment = try codec.segment(for: route)
    #expect(!segment.contains("/"))
    #expect(try codec.route(fromSegment: segment) == route)
  }

  @Test func optionalsDoublesAndNestedValuesRoundTrip() throws {
    let codec = try codec()
    for route in [
      SampleRoute.price(2.5, currency: "EUR"), .price(-0.125, currency: nil),
      .price(1e20, currency: ""),
      .tags([]), .tags(["a", "b,c", "日"]),
    ] {
      let segment = try codec.segment(for: AnyRoute(route))
      #expect(try codec.route(fromSegment: segment) == AnyRoute(route), "\(segment)")
    }
  }

  @Test func anyStringRoundTrips() async throws {
    let codec = try codec()
    await checkProperty(
      count: 300, input: Gen.character(in: "\u{1}"..."\u{30FF}").string(of: 0...12)
    ) {
      text in
      let route = AnyRoute(SampleRoute.pair(text.count, text))
      let segment = try codec.segment(for: route)
      #expect(!segment.contains("/") && !segment.contains("?") && !segment.contains("#"))
      #expect(try codec.route(fromSegment: segment) == route)
    }
  }

  @Test func nestedObjectsAlwaysGetTheSameSegment() throws {
    struct Filter: Codable, Hashable, Sendable {
      var zeta = 1
      var alpha = "a"
      var middle = [3, 2]
    }
    enum FilteredRoute: NavigationRoute { case results(Filter) }
    var codec = RouteCodec()
    try codec.register(FilteredRoute.self, as: "filtered")
    let route = AnyRoute(FilteredRoute.results(Filter()))
    let segment = try codec.segment(for: route)
    #expect(
      segment
        == "filtered.results($%7B%22alpha%22%3A%22a%22%2C%22middle%22%3A%5B3%2C2%5D%2C%22zeta%22%3A1%7D)"
    )
    for _ in 0..<20 { #expect(try codec.segment(for: route) == segment) }
    #expect(try codec.route(fromSegment: segment) == route)
  }

  @Test func pathsCarryPresentationMarkers() throws {
    let codec = try codec()
    let steps = [
      PathStep(SampleRoute.list), PathStep(SampleRoute.detail(movieID: 1), presentation: .sheet),
      PathStep(RawRoute.first), PathStep(RawRoute.second, presentation: .fullScreen),
    ]
    let path = try codec.urlPath(for: steps)
    #expect(
      path == "/sample.list/~sheet/sample.detail(movieID:1)/raw=first/~full-screen/raw=second")
    #expect(try codec.steps(fromURLPath: path) == steps)
    let popover = [PathStep(SampleRoute.list), PathStep(RawRoute.first, presentation: .popover)]
    #expect(try codec.urlPath(for: popover) == "/sample.list/~popover/raw=first")
    #expect(try codec.steps(fromURLPath: "/sample.list/~popover/raw=first") == popover)
  }

  @Test func pathsThatAreNotRoutesAreLeftToDeepLinks() throws {
    let codec = try codec()
    #expect(try codec.steps(fromURLPath: "/") == nil)
    #expect(try codec.steps(fromURLPath: "/movies/9") == nil)
    #expect(try codec.steps(fromURLPath: "/favicon.ico") == nil)
    #expect(try codec.steps(fromURLPath: "/unknown.list") == nil)
  }

  @Test(arguments: [
    ("/sample.list/sample.nothing", RouteCodingError.undecodable(segment: "", reason: "")),
    ("/sample.list/other.list", .unknownKey("other")),
    ("/sample.list/sample", .malformedSegment("sample")),
    ("/sample.list/sample.detail(movieID:x)", .undecodable(segment: "", reason: "")),
    ("/sample.list/sample.detail(movieID:1", .malformedSegment("sample.detail(movieID:1")),
    ("/sample.list/sample.detail(movieID:1,movieID:2)", .malformedSegment("")),
    ("/sample.list/~sheet", .misplacedMarker("~sheet")),
    ("/sample.list/~sheet/~sheet/sample.list", .misplacedMarker("~sheet")),
    ("/sample.list/~drawer/sample.list", .misplacedMarker("~drawer")),
    ("/sample.list/sample.word(%ZZ)", .malformedSegment("sample.word(%ZZ)")),
  ])
  func malformedPathsAreTypedErrors(path: String, expected: RouteCodingError) throws {
    let codec = try codec()
    do {
      _ = try codec.steps(fromURLPath: path)
      Issue.record("\(path) was read")
    } catch {
      switch (error, expected) {
      case (.undecodable, .undecodable), (.malformedSegment, .malformedSegment),
        (.misplacedMarker, .misplacedMarker), (.unknownKey, .unknownKey):
        #expect(!error.description.isEmpty)
      default:
        Issue.record("\(path): \(error), expected \(expected)")
      }
    }
  }

  @Test func registrationsAreChecked() throws {
    var codec = RouteCodec()
    #expect(throws: RouteCodingError.invalidKey("Bad Key")) {
      try codec.register(SampleRoute.self, as: "Bad Key")
    }
    try codec.register(SampleRoute.self, as: "sample")
    #expect(throws: RouteCodingError.self) { try codec.register(RawRoute.self, as: "sample") }
    #expect(throws: RouteCodingError.self) { try codec.register(SampleRoute.self, as: "other") }
    #expect(codec.registeredKeys == ["sample"])
    #expect(throws: RouteCodingError.unregisteredType(String(reflecting: RawRoute.self))) {
      try codec.segment(for: AnyRoute(RawRoute.first))
    }
  }
}
