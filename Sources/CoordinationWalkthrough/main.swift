import Coordination
import CoordinationTesting

// Walks the sources' Movies app (app A) through its navigation on the headless platform and
// prints every step: what is shown, the coordinator tree, and the events with their causes.

let movies = MovieCatalogue.sample
var platform = HeadlessPlatform(store: NavigationStore(root: MovieListCoordinator(movies: movies)))
var printedEvents = 0

func indented(_ text: String) -> String {
  text.split(separator: "\n").joined(separator: "\n         ")
}

func step(_ title: String, _ action: () throws -> Void) {
  print("\n▶ \(title)")
  do {
    try action()
  } catch {
    print("  error: \(error)")
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
step("Open a link to a movie that does not exist: a typed error, nothing changes") {
  try platform.open("movies://movie/99", using: MovieLinks.map(movies: movies))
}
step("Quit and relaunch from the saved navigation") {
  platform = try platform.relaunch(with: MovieListCoordinator(movies: movies))
  printedEvents = 0
}
step("System back button on the relaunched app") { try platform.tapBack() }

let leaks = platform.store.leakTracker?.leaks() ?? []
print("\nInconsistencies between platform and state: \(platform.inconsistencies.count)")
print("Leaked coordinators or screen models: \(leaks.count)")
