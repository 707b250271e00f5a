import BenchFixtures
import Benchmark

/// Saving and restoring 50 screens across 10 coordinators, one per iteration.
func registerRestorationBenchmarks() {
  Benchmark(
    "Restoration: snapshotData(), 50 screens [library]",
    configuration: BenchSettings.configuration()
  ) { _, fixture async in
    sink(await fixture.encode())
  } setup: {
    try await RestorationFixture()
  }
  Benchmark(
    "Restoration: restore(from:) into a fresh store, 50 screens [library]",
    configuration: BenchSettings.configuration()
  ) { benchmark, fixture async in
    let store = await fixture.makeFreshStore()
    benchmark.startMeasurement()
    sink(await fixture.restore(into: store))
    benchmark.stopMeasurement()
  } setup: {
    try await RestorationFixture()
  }
}
