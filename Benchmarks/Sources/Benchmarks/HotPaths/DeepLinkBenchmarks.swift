import BenchFixtures
import Benchmark

/// The deep-link fixture and the next link to resolve. It lives on the main actor, where the
/// library's link builders run.
@MainActor
final class DeepLinkState {
  /// Both routers with the corpus.
  let routers: DeepLinkRouters
  private var next = 0

  /// Builds the corpus (100,000 links; 2,000 in smoke mode) and both routers.
  init() throws {
    let corpus = DeepLinkCorpus(linkCount: BenchSettings.smoke ? 2_000 : 100_000)
    routers = try DeepLinkRouters(corpus: corpus)
  }

  /// The index of the next link, going round the corpus.
  func nextLink() -> Int {
    defer { next = (next + 1) % routers.corpus.links.count }
    return next
  }

  /// Resolves the next `count` links with `method`.
  func resolve(_ count: Int, with method: @MainActor (DeepLinkRouters) -> (Int) -> Bool) {
    let resolve = method(routers)
    for _ in 0..<count { sink(resolve(nextLink())) }
  }
}

/// Resolving links against 1,000 patterns, 1,000 links per iteration, each benchmark going
/// round the same corpus: the library's resolve of text and of a parsed link, the library's
/// matching alone, and routing-kit's `TrieRouter`.
func registerDeepLinkBenchmarks() {
  let cases: [(String, @Sendable @MainActor (DeepLinkRouters) -> (Int) -> Bool)] = [
    ("resolve(String) [library]", { $0.resolveWithLibrary }),
    ("resolve(DeepLinkURL) [library]", { $0.resolveParsed }),
    ("URLPattern.match over entries [library]", { $0.matchOnly }),
    ("TrieRouter [routing-kit]", { $0.resolveWithTrie }),
  ]
  for (name, method) in cases {
    Benchmark(
      "Deep links: \(name)", configuration: BenchSettings.configuration(scaling: .kilo)
    ) { benchmark, state async in
      await state.resolve(benchmark.scaledIterations.count, with: method)
    } setup: {
      try await DeepLinkState()
    }
  }
}
