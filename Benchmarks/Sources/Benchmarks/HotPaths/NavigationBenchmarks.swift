import BenchFixtures
import Benchmark

/// Push+pop of a screen and of a child flow, library and hand-written, at 10 and 100,000;
/// 1,000 operations per iteration.
func registerNavigationBenchmarks() {
  let configuration = BenchSettings.configuration(scaling: .kilo)
  for size in [10, 100_000] {
    Benchmark(
      "Navigation: push+pop screen, depth \(size) [library]", configuration: configuration
    ) { benchmark, fixture in
      for index in benchmark.scaledIterations { fixture.pushPopScreen(index) }
    } setup: {
      LibraryNavigation(depth: size)
    }
    Benchmark(
      "Navigation: push+pop child, \(size) children [library]", configuration: configuration
    ) { benchmark, fixture in
      for index in benchmark.scaledIterations { fixture.pushPopChild(index) }
    } setup: {
      LibraryNavigation(depth: size, children: true)
    }
  }
  Benchmark(
    "Navigation: push+pop screen, depth 10 [hand-written]", configuration: configuration
  ) { benchmark, fixture in
    for index in benchmark.scaledIterations { fixture.pushPopScreen(index) }
  } setup: {
    HandWrittenNavigation(depth: 10)
  }
  Benchmark(
    "Navigation: push+pop child, 10 children [hand-written]", configuration: configuration
  ) { benchmark, fixture in
    for index in benchmark.scaledIterations { fixture.pushPopChild(index) }
  } setup: {
    HandWrittenNavigation(depth: 10, children: true)
  }
}

/// A user pop of k screens, library; 1,000 screens left per iteration (1,000 / k pops),
/// pushed before the measurement starts.
func registerUserPopBenchmarks() {
  for count in [1, 10, 1_000] {
    Benchmark(
      "User pop: k = \(count), 1000 screens left [library]",
      configuration: BenchSettings.configuration()
    ) { benchmark, fixture in
      let targets = fixture.prepareUserPops(1_000 / count, leaving: count)
      benchmark.startMeasurement()
      for target in targets { fixture.userPop(to: target) }
      benchmark.stopMeasurement()
    } setup: {
      LibraryNavigation(depth: 10)
    }
  }
}
