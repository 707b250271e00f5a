import BenchFixtures
import Benchmark

/// Push+pop of a screen and of a child flow, library and hand-written, at 10 and 100,000;
/// 1,000 operations per iteration, run on the main actor (one hop per iteration, for both).
func registerNavigationBenchmarks() {
  let configuration = BenchSettings.configuration(scaling: .kilo)
  for size in [10, 100_000] {
    Benchmark(
      "Navigation: push+pop screen, depth \(size) [library]", configuration: configuration
    ) { benchmark, fixture async in
      await fixture.pushPopScreens(benchmark.scaledIterations)
    } setup: {
      await LibraryNavigation(depth: size)
    }
    Benchmark(
      "Navigation: push+pop child, \(size) children [library]", configuration: configuration
    ) { benchmark, fixture async in
      await fixture.pushPopChildren(benchmark.scaledIterations)
    } setup: {
      await LibraryNavigation(depth: size, children: true)
    }
  }
  Benchmark(
    "Navigation: push+pop screen, depth 10 [hand-written]", configuration: configuration
  ) { benchmark, fixture async in
    await fixture.pushPopScreens(benchmark.scaledIterations)
  } setup: {
    await HandWrittenNavigation(depth: 10)
  }
  Benchmark(
    "Navigation: push+pop child, 10 children [hand-written]", configuration: configuration
  ) { benchmark, fixture async in
    await fixture.pushPopChildren(benchmark.scaledIterations)
  } setup: {
    await HandWrittenNavigation(depth: 10, children: true)
  }
}

/// A user pop of k screens, library; 1,000 screens left per iteration (1,000 / k pops),
/// pushed before the measurement starts.
func registerUserPopBenchmarks() {
  for count in [1, 10, 1_000] {
    Benchmark(
      "User pop: k = \(count), 1000 screens left [library]",
      configuration: BenchSettings.configuration()
    ) { benchmark, fixture async in
      let targets = await fixture.prepareUserPops(1_000 / count, leaving: count)
      benchmark.startMeasurement()
      await fixture.userPops(to: targets)
      benchmark.stopMeasurement()
    } setup: {
      await LibraryNavigation(depth: 10)
    }
  }
}
