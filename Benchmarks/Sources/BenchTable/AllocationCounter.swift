#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Counts malloc calls with ordo-one's malloc interposer, found at run time.
///
/// bench-table does not link the interposer, so that its timings carry no per-allocation
/// overhead. For the counts it starts itself again with the interposer's library preloaded
/// (`LD_PRELOAD`) and `--count-allocations`; in that process the interposer's C functions are
/// found with `dlsym`, and the counts are the same ones ordo-one's `mallocCountTotal` reads.
struct AllocationCounter {
  private typealias Toggle = @convention(c) () -> Void
  private typealias Statistics =
    @convention(c) (
      UnsafeMutablePointer<Int64>, UnsafeMutablePointer<Int64>, UnsafeMutablePointer<Int64>,
      UnsafeMutablePointer<Int64>, UnsafeMutablePointer<Int64>, UnsafeMutablePointer<Int64>
    ) -> Void

  private let enable: Toggle
  private let disable: Toggle
  private let reset: Toggle
  private let statistics: Statistics

  /// The file name of the interposer's library, built beside bench-table.
  static let libraryName = "libMallocInterposerSwift.so"

  /// Binds the interposer's functions; nil when it is not loaded in this process.
  init?() {
    func symbol(_ name: String) -> UnsafeMutableRawPointer? { dlsym(nil, name) }
    guard let enable = symbol("malloc_interposer_enable"),
      let disable = symbol("malloc_interposer_disable"),
      let reset = symbol("malloc_interposer_reset"),
      let statistics = symbol("malloc_interposer_get_stats")
    else { return nil }
    self.enable = unsafeBitCast(enable, to: Toggle.self)
    self.disable = unsafeBitCast(disable, to: Toggle.self)
    self.reset = unsafeBitCast(reset, to: Toggle.self)
    self.statistics = unsafeBitCast(statistics, to: Statistics.self)
  }

  /// The number of allocations `body` makes.
  func count(_ body: () -> Void) -> Int {
    reset()
    enable()
    body()
    disable()
    var mallocs: Int64 = 0
    var bytes: Int64 = 0
    var small: Int64 = 0
    var large: Int64 = 0
    var frees: Int64 = 0
    var freedBytes: Int64 = 0
    statistics(&mallocs, &bytes, &small, &large, &frees, &freedBytes)
    return Int(mallocs)
  }
}
