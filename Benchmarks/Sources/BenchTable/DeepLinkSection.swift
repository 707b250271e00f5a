import BenchFixtures

/// Resolving links against 1,000 patterns: the library's `DeepLinkMap` (whole resolve, resolve
/// of a parsed link, path matching alone, parsing alone) against routing-kit's `TrieRouter`
/// with the same patterns, links and two-route builders.
enum DeepLinkSection: Section {
  static func measure(
    _ options: Options, counter: AllocationCounter?, into results: inout Results
  ) {
    let corpus = DeepLinkCorpus()
    let routers: DeepLinkRouters
    do {
      routers = try DeepLinkRouters(corpus: corpus)
    } catch {
      fatalError("the deep-link fixture failed: \(error)")
    }
    let links = min(options.linksPerBatch, corpus.links.count)
    if counter == nil { check(routers, links: links, into: &results) }
    let cases: [(String, (Int) -> Bool)] = [
      ("link.resolve", routers.resolveWithLibrary), ("link.parsed", routers.resolveParsed),
      ("link.match", routers.matchOnly), ("link.parse", routers.parseOnly),
      ("link.trie", routers.resolveWithTrie),
    ]
    let group = cases.map { id, resolve in
      Workload(id, operations: links) { _ = resolve($0) }
    }
    run([group], options, counter: counter, into: &results)
    results.values["link.count"] = Double(links)
    results.values["link.patterns"] = Double(corpus.patterns.count)
  }

  /// Counts the links each router matches, and those that should match, over the links
  /// the timed batches use.
  static func check(_ routers: DeepLinkRouters, links: Int, into results: inout Results) {
    var library = 0
    var trie = 0
    var expected = 0
    for index in 0..<links {
      if routers.resolveWithLibrary(index) { library += 1 }
      if routers.resolveWithTrie(index) { trie += 1 }
      if routers.corpus.links[index].pattern != nil { expected += 1 }
    }
    results.values["link.matched.lib"] = Double(library)
    results.values["link.matched.trie"] = Double(trie)
    results.values["link.matched.expected"] = Double(expected)
  }

  static func rows(_ results: Results, _ options: Options) -> [Row] {
    let links = Format.number(results.values["link.count"])
    let perLink = (time: "ns/link", allocations: "allocs/link")
    let patterns = Format.number(results.values["link.patterns"])
    let expected = Format.number(results.values["link.matched.expected"])
    return [
      .heading(
        "deep links: \(links) links (1 in 10 matches nothing), \(patterns) patterns; "
          + "baseline: routing-kit TrieRouter on the same path segments, same builder")
    ]
      + costRows(
        "resolve(String): parse + match + build", "link.resolve", "link.trie", results,
        units: perLink)
      + costRows(
        "resolve(DeepLinkURL): match + build (parsed before)", "link.parsed", "link.trie",
        results, units: perLink)
      + costRows(
        "URLPattern.match on each entry in order (scan)", "link.match", "link.trie", results,
        units: perLink)
      + costRows(
        "DeepLinkURL(string:) alone (parse only)", "link.parse", nil, results, units: perLink)
      + [
        Row(
          label: "links matched (expected \(expected))",
          library: Format.number(results.values["link.matched.lib"]),
          baseline: Format.number(results.values["link.matched.trie"]), ratio: "-", unit: "links")
      ]
  }
}
