import Benchmark

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The configuration every benchmark of the target shares.
///
/// Thresholds (what `benchmark baseline check` reports as a regression): allocations
/// (`mallocCountTotal`) more than 20% above the baseline at the median, and the same for
/// extra metrics (peak resident memory). Wall clock is checked only when
/// `BENCH_WALLCLOCK_THRESHOLD` gives a percentage: on a shared CPU two runs of the same code
/// differ by up to 57% at the median, so a default bound would fail at random. Throughput is
/// recorded, never checked (it is wall clock inverted).
///
/// With `BENCH_SMOKE` set in the environment every benchmark runs a handful of iterations.
enum BenchSettings {
  /// Whether `BENCH_SMOKE` is set.
  static var smoke: Bool { getenv("BENCH_SMOKE") != nil }

  /// The allowed wall-clock regression at the median, in percent; nil (not checked) unless
  /// `BENCH_WALLCLOCK_THRESHOLD` is set.
  static var wallClockThreshold: Double? {
    getenv("BENCH_WALLCLOCK_THRESHOLD").flatMap { Double(String(cString: $0)) }
  }

  /// A configuration with the shared metrics and thresholds.
  ///
  /// - Parameters:
  ///   - scaling: Operations per iteration (`.kilo`: figures per iteration are per 1,000).
  ///   - maxDuration: How long the benchmark runs at most (smoke mode: 50 ms).
  ///   - extraMetrics: Metrics recorded besides wall clock, throughput and allocations.
  static func configuration(
    scaling: BenchmarkScalingFactor = .one, maxDuration: Duration = .seconds(1),
    extraMetrics: [BenchmarkMetric] = []
  ) -> Benchmark.Configuration {
    var thresholds: [BenchmarkMetric: BenchmarkThresholds] = [
      .mallocCountTotal: .init(relative: [.p50: 20]),
      .wallClock: wallClockThreshold.map { .init(relative: [.p50: $0]) } ?? .init(),
      .throughput: .init(),
    ]
    for metric in extraMetrics { thresholds[metric] = .init(relative: [.p50: 20]) }
    return Benchmark.Configuration(
      metrics: [.wallClock, .throughput, .mallocCountTotal] + extraMetrics,
      warmupIterations: smoke ? 0 : 3,
      scalingFactor: scaling,
      maxDuration: smoke ? .milliseconds(50) : maxDuration,
      maxIterations: smoke ? 3 : 10_000,
      thresholds: thresholds
    )
  }
}
