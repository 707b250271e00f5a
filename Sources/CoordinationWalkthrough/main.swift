import Coordination
import CoordinationLinks
import CoordinationTesting

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// Walks the Movies app (the first of the five tutorial apps the demo apps are built from)
// through its navigation on the headless platform and prints every step: what is shown, the coordinator
// tree, and the events with their causes. It exits with status 1 when anything went otherwise
// than the steps say: an error no step expected, an expected error that did not come, a
// platform out of step with the state, or a leaked coordinator or screen model.

let movies = MovieCatalogue.sample
var platform = HeadlessPlatform(store: NavigationStore(root: MovieListCoordinator(movies: movies)))
var printedEvents = 0
var problems: [String] = []

func indented(_ text: String) -> String {
  text.split(separator: "\n").joined(separator: "\n         ")
}

/// Runs one step and prints what it changed. A step that names `expectedError` must throw an
/// error whose description contains it; any other step must not throw.
func step(_ title: String, expectedError: String? = nil, _ action: () throws -> Void) {
  print("\n▶ \(title)")
  do {
    try action()
    if let expectedError {
      problems.append("\(title): no error, expected one that says \"\(expectedError)\"")
    }
  } catch {
    print("  error: \(error)")
    if let expectedError, String(describing: error).contains(expectedError) {
      print("  (expected)")
    } else {
      problems.append("\(title): unexpected error: \(error)")
    }
  }
  for event in platform.events[printedEvents...] {
    print("  event: \(EventFormatter.line(for: event))")
  }
  printedEvents = platform.events.count
  print("  shown: " + indented(platform.store.state.description))
  print("  tree:  " + indented(platform.store.treeDescription))
}

step("Launch") {}
step("Select \(movies[1].title) in the list") {
  try platform.topModel(as: MovieListViewModel.self).select(index: 1)
}
step("Open a similar movie from the detail screen") {
  try platform.topModel(as: MovieDetailViewModel.self).openSimilar()
}
step("Swipe back, but cancel halfway") { try platform.swipeBack(cancelled: true) }
step("System back button") { try platform.tapBack() }
step("System back button again: the detail coordinator finishes by itself") {
  try platform.tapBack()
}
step("Present the about sheet, then swipe it down") {
  try platform.topModel(as: MovieListViewModel.self).showAbout()
  try platform.swipeDownSheet()
}

step("Open the deep link movies://movie/2/similar: the whole stack is built in one render") {
  let renders = platform.renderCount
  try platform.open("movies://movie/2/similar", using: MovieLinks.map(movies: movies))
  print("  renders for the link: \(platform.renderCount - renders)")
}
step(
  "Open a link to a movie that does not exist: a typed error, nothing changes",
  expectedError: "there is no movie 99"
) {
  try platform.open("movies://movie/99", using: MovieLinks.map(movies: movies))
}
step("Quit and relaunch from the saved navigation") {
  platform = try platform.relaunch(with: MovieListCoordinator(movies: movies))
  printedEvents = 0
}
step("System back button on the relaunched app") { try platform.tapBack() }
if CommandLine.arguments.dropFirst().contains("--canary") {
  // The check's own canary (scripts/test.sh): a step that fails where none should, which
  // must turn the exit status to 1.
  step("Canary: open a movie that does not exist, where no step expects an error") {
    try platform.open("movies://movie/99", using: MovieLinks.map(movies: movies))
  }
}

let leaks = platform.store.leakTracker?.leaks() ?? []
print("\nInconsistencies between platform and state: \(platform.inconsistencies.count)")
print("Leaked coordinators or screen models: \(leaks.count)")
print("Steps that went otherwise than expected: \(problems.count)")
for problem in problems { print("  \(problem)") }
if !problems.isEmpty || !platform.inconsistencies.isEmpty || !leaks.isEmpty { exit(1) }
