/// The figures of one run: nanoseconds per operation for each repetition, and allocations
/// per operation, by workload id.
struct Results {
  /// Nanoseconds per operation, one entry per repetition, in repetition order.
  var nanoseconds: [String: [Double]] = [:]
  /// Allocations (malloc calls) per operation, from the counting process.
  var allocations: [String: Double] = [:]
  /// Other figures (bytes, counts) by name.
  var values: [String: Double] = [:]

  /// The median of a workload's nanoseconds per operation.
  func median(_ id: String) -> Double? {
    nanoseconds[id].flatMap(Self.median)
  }

  /// The median, over repetitions, of `id`'s time divided by `other`'s in the same
  /// repetition: the two ran back to back, so a slower machine moment affects both.
  func ratio(_ id: String, over other: String) -> Double? {
    guard let mine = nanoseconds[id], let theirs = nanoseconds[other], mine.count == theirs.count
    else { return nil }
    return Self.median(zip(mine, theirs).map { $0 / $1 })
  }

  /// The median of some values; nil when there are none.
  static func median(_ values: [Double]) -> Double? {
    guard !values.isEmpty else { return nil }
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }
}
