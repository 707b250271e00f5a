import BenchFixtures
import Benchmark

/// Saving and restoring 50 screens across 10 coordinators, one per iteration.
func registerRestorationBenchmarks() {
  Benchmark(
    "Restoration: snapshotData(), 50 screens [library]",
    configuration: BenchSettings.configuration()
  ) { _, fixture in
    _ = fixture.encode()
  } setup: {
    try RestorationFixture()
  }
  Benchmark(
    "Restoration: restore(from:) into a fresh store, 50 screens [library]",
    configuration: BenchSettings.configuration()
  ) { benchmark, fixture in
    let store = fixture.makeFreshStore()
    benchmark.startMeasurement()
    _ = fixture.restore(into: store)
    benchmark.stopMeasurement()
  } setup: {
    try RestorationFixture()
  }
}
