import Benchmark

// The ordo-one benchmarks of the core's hot paths: what scripts/bench-baseline.sh checks
// against the committed baseline. The side-by-side table is bench-table's (scripts/bench.sh).
// Names are the baseline's keys: renaming one drops it from the comparison.

let benchmarks: @Sendable () -> Void = {
  registerNavigationBenchmarks()
  registerUserPopBenchmarks()
  registerDeepLinkBenchmarks()
  registerRestorationBenchmarks()
  registerMemoryBenchmarks()
}
