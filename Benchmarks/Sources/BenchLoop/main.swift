import BenchFixtures

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// bench-loop: runs one hot path of the table N times and nothing else, untimed, for a profiler:
//
//   valgrind --tool=callgrind Benchmarks/.build/release/bench-loop push-pop 10000
//   perf record -g Benchmarks/.build/release/bench-loop restore 2000
//
// The set-up (a store at depth 10 or 100,000, the 50-screen navigation of the restoration rows) runs
// before the loop; subtract a run with N = 0 to leave it out of instruction counts.
//
//   bench-loop push-pop|push-pop-deep|child|child-deep|link-parse|link-resolve|encode|restore N
//   bench-loop print-snapshot      (the restoration fixture's snapshot text)

/// The hot paths, by name: each makes its fixture and returns the loop over `count` runs.
let loops: [String: (Int) -> () -> Void] = [
  "push-pop": { count in
    let navigation = LibraryNavigation(depth: 10)
    return { navigation.pushPopScreens(0..<count) }
  },
  "push-pop-deep": { count in
    let navigation = LibraryNavigation(depth: 100_000)
    return { navigation.pushPopScreens(0..<count) }
  },
  "child": { count in
    let navigation = LibraryNavigation(depth: 10, children: true)
    return { for index in 0..<count { navigation.pushPopChild(index) } }
  },
  "child-deep": { count in
    let navigation = LibraryNavigation(depth: 100_000, children: true)
    return { for index in 0..<count { navigation.pushPopChild(index) } }
  },
  "link-parse": { count in
    let routers = loadedRouters()
    let links = routers.corpus.links.count
    return { for index in 0..<count { _ = routers.parseOnly(index % links) } }
  },
  "link-resolve": { count in
    let routers = loadedRouters()
    let links = routers.corpus.links.count
    return { for index in 0..<count { _ = routers.resolveWithLibrary(index % links) } }
  },
  "encode": { count in
    let fixture = loadedRestorationFixture()
    return { for _ in 0..<count { _ = fixture.encode() } }
  },
  "restore": { count in
    let fixture = loadedRestorationFixture()
    let stores = (0..<count).map { _ in fixture.makeFreshStore() }
    return { for store in stores { _ = fixture.restore(into: store) } }
  },
]

/// The deep-link routers over the table's corpus (1,000 patterns, 100,000 links), or the process
/// ends with its error.
func loadedRouters() -> DeepLinkRouters {
  do {
    return try DeepLinkRouters(corpus: DeepLinkCorpus())
  } catch {
    print("bench-loop: the deep-link routers failed: \(error)")
    exit(1)
  }
}

/// The restoration fixture, or the process ends with its error.
func loadedRestorationFixture() -> RestorationFixture {
  do {
    return try RestorationFixture()
  } catch {
    print("bench-loop: the restoration fixture failed: \(error)")
    exit(1)
  }
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments == ["print-snapshot"] {
  print(String(decoding: loadedRestorationFixture().data, as: UTF8.self))
  exit(0)
}
guard arguments.count == 2, let make = loops[arguments[0]], let count = Int(arguments[1]),
  count >= 0
else {
  print("usage: bench-loop \(loops.keys.sorted().joined(separator: "|")) N")
  exit(2)
}
let body = make(count)
body()
print("bench-loop: \(arguments[0]) × \(count) done")
