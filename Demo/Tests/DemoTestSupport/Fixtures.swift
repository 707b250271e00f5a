public import Coordination
public import CoordinationTesting
public import DemoAccounts
public import MoviesApp

/// A hasher with one iteration: the tests check behaviour, not the cost of guessing.
public let fastHasher = PasswordHasher(iterations: 1)

/// An auth client with the demo account and a fast hasher.
public func makeAuthClient() -> AccountAuthClient { AccountAuthClient.demo(hasher: fastHasher) }

/// A small catalogue written here, so the flow tests do not depend on the shipped data.
public func makeCatalogue() throws -> MovieCatalogue {
  try MovieCatalogue(validating: [
    Movie(
      id: 1, title: "Seven Samurai", originalTitle: "七人の侍", year: 1954,
      overview: "Farmers hire samurai.", genres: ["Action", "Drama"], runtimeMinutes: 207,
      director: "Akira Kurosawa"),
    Movie(
      id: 2, title: "Tokyo Story", originalTitle: "東京物語", year: 1953,
      overview: "Parents visit their children.", genres: ["Drama"], runtimeMinutes: 136,
      director: "Yasujirō Ozu"),
  ])
}

/// Starts `root` on a headless platform with leak tracking.
public func launch(_ root: AnyCoordinator) -> HeadlessPlatform {
  HeadlessPlatform(store: NavigationStore(root: root, leakTracking: true))
}

/// The names of the coordinators that finished, in order.
public func finishedNames(_ platform: HeadlessPlatform) -> [String] {
  platform.events.compactMap {
    if case .finished(_, let name, _, _) = $0 { return name }
    return nil
  }
}
