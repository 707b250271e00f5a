/// A part of the table: what it measures, and the rows it shows.
protocol Section {
  /// Measures into `results`: times the section's workloads or, given a counter (in the
  /// counting process), counts their allocations; and takes figures measured once.
  static func measure(_ options: Options, counter: AllocationCounter?, into results: inout Results)

  /// The section's rows, from the figures of one run.
  static func rows(_ results: Results, _ options: Options) -> [Row]
}

extension Section {
  /// Times each group (interleaved within it) or, with a counter, counts allocations.
  static func run(
    _ groups: [[Workload]], _ options: Options, counter: AllocationCounter?,
    into results: inout Results
  ) {
    for group in groups {
      if let counter {
        for (id, perOperation) in Runner.countAllocations(group, with: counter) {
          results.allocations[id] = perOperation
        }
      } else {
        Runner.time(group, repetitions: options.repetitions, into: &results)
      }
    }
  }

  /// A row comparing two timed workloads: medians of each, and the median per-repetition
  /// ratio; `divisor` turns nanoseconds per operation into the unit shown.
  static func timeRow(
    _ label: String, _ library: String, _ baseline: String?, _ results: Results,
    unit: String = "ns/op", divisor: Double = 1
  ) -> Row {
    let base = baseline.flatMap { results.median($0) }.map { $0 / divisor }
    return Row(
      label: label, library: Format.auto(results.median(library).map { $0 / divisor }),
      baseline: baseline == nil ? "-" : Format.auto(base),
      ratio: baseline.map { Format.ratio(results.ratio(library, over: $0)) } ?? "-", unit: unit)
  }

  /// The time row of two workloads and, under it, their allocations row.
  static func costRows(
    _ label: String, _ library: String, _ baseline: String?, _ results: Results,
    units: (time: String, allocations: String) = ("ns/op", "allocs/op"),
    divisors: (time: Double, allocations: Double) = (1, 1)
  ) -> [Row] {
    [
      timeRow(label, library, baseline, results, unit: units.time, divisor: divisors.time),
      allocationRow(
        "  allocations", library, baseline, results, unit: units.allocations,
        divisor: divisors.allocations),
    ]
  }

  /// A row comparing the allocations per operation of two workloads.
  static func allocationRow(
    _ label: String, _ library: String, _ baseline: String?, _ results: Results,
    unit: String = "allocs/op", divisor: Double = 1
  ) -> Row {
    let mine = results.allocations[library].map { $0 / divisor }
    let theirs = baseline.flatMap { results.allocations[$0] }.map { $0 / divisor }
    return Row(
      label: label, library: Format.auto(mine),
      baseline: baseline == nil ? "-" : Format.auto(theirs),
      ratio: baseline == nil || theirs == 0 ? "-" : Format.ratio(Format.quotient(mine, theirs)),
      unit: unit)
  }
}
