import BenchFixtures
import Benchmark

/// Building 100,000 live screens (and 100,000 live children) on a fresh store, one per
/// iteration, with the process's peak resident memory.
func registerMemoryBenchmarks() {
  let configuration = BenchSettings.configuration(
    maxDuration: .seconds(2), extraMetrics: [.peakMemoryResident])
  Benchmark("Memory: 100000 live screens [library]", configuration: configuration) { _ async in
    sink(await LibraryNavigation(depth: 100_000))
  }
  Benchmark("Memory: 100000 live children [library]", configuration: configuration) { _ async in
    sink(await LibraryNavigation(depth: 100_000, children: true))
  }
}
