import Coordination
import CoordinationLinks
import Foundation

/// The map the links are resolved against: static segments, parameters, a query item, and a
/// link that presents.
@MainActor let fuzzMap: DeepLinkMap = {
  var links = DeepLinkMap(schemes: ["fuzz"], hosts: ["fuzz.example.com"])
  do {
    try links.register("/") { _ in [FuzzRoute.home] }
    try links.register("movies/:id") { parameters in
      [FuzzRoute.home, FuzzRoute.movie(id: try parameters.int("id"))]
    }
    try links.register("kanji/:character") { parameters in
      [FuzzRoute.home, FuzzRoute.kanji(try parameters.string("character"))]
    }
    try links.register("search/:page") { parameters in
      [
        FuzzRoute.home,
        FuzzRoute.search(query: try parameters.string("q"), page: try parameters.int("page")),
      ]
    }
    try links.register("flow/:page") { parameters in
      [FuzzRoute.home, FuzzRoute.flow, FuzzChildRoute.page(try parameters.int("page"))]
    }
    try links.register("tabs/two") { _ in [FuzzRoute.home, FuzzRoute.tabs, FuzzTab.two] }
    try links.register("settings/:name") { parameters in
      [
        PathStep(FuzzRoute.home),
        PathStep(
          FuzzRoute.settings(FuzzOptions(name: try parameters.string("name"), flags: [true])),
          presentation: .sheet),
      ]
    }
  } catch {
    fatalError("the fuzz map is wrong: \(error)")
  }
  return links
}()

/// The seed inputs: a link for every pattern, with and without the universal-link host, and
/// patterns of each kind.
@_cdecl("LLVMFuzzerInitialize")
public func initializeDeepLinks(
  _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
) -> CInt {
  writeSeedsIfAsked {
    [
      "fuzz://movies/9", "https://fuzz.example.com/movies/12", "fuzz://kanji/%E6%97%A5",
      "fuzz://search/2?q=sun", "fuzz://flow/3", "fuzz://tabs/two", "fuzz://settings/name",
      "fuzz:///", "movies/:id", "kanji/:character/*", "search/:page?q", "fuzz://movies/-1",
    ].map { Data($0.utf8) }
  }
  return 0
}

/// One input: the bytes as a pattern (parsed, matched against its own text, filled back),
/// then as a link resolved against the map and applied to a fresh app, whose invariants must
/// hold whatever the link did.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDeepLinks(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  if let pattern = try? URLPattern(text) {
    let segments = text.split(separator: "/").map(String.init)
    _ = pattern.match(segments)
    _ = try? pattern.segments(filling: ["id": "1", "character": "日"])
  }
  MainActor.assumeIsolated {
    guard let steps = try? fuzzMap.resolve(text) else { return }
    let store = makeFuzzStore()
    _ = try? store.apply(steps: steps)
    requireInvariants(store, after: "applying \(steps) from \(text.debugDescription)")
  }
  return 0
}
