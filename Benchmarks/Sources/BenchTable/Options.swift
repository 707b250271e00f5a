/// What bench-table measures and how much, from its command line.
///
/// `--smoke` shrinks every count (for CI: it proves that everything runs, nothing more);
/// `--count-allocations` is the mode of the second process that counts allocations (see
/// ``AllocationCounter``).
struct Options {
  /// Tiny counts.
  var smoke = false
  /// Print allocation counts instead of the table.
  var countAllocations = false

  /// Reads the arguments; returns nil, after printing the usage, for an unknown one.
  init?(arguments: [String]) {
    for argument in arguments {
      switch argument {
      case "--smoke": smoke = true
      case "--count-allocations": countAllocations = true
      default:
        print("usage: bench-table [--smoke]")
        return nil
      }
    }
  }

  /// How often each group of workloads is timed; figures are medians over these.
  var repetitions: Int { smoke ? 2 : 7 }

  /// The operations of one timed batch: `full`, or a hundredth of it in smoke mode.
  func operations(_ full: Int) -> Int { smoke ? max(1, full / 100) : full }

  /// The size of the large cases: stack depth, live children, live screens.
  let large = 100_000

  /// The size of the small cases.
  let small = 10

  /// The push+pop cycles of the resident-memory row.
  var cycles: Int { smoke ? 20_000 : 1_000_000 }

  /// The links resolved in one timed batch of the deep-link rows.
  var linksPerBatch: Int { smoke ? 1_000 : 100_000 }
}
