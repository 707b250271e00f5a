import BenchFixtures

/// Bytes per live screen and per live child (heap and resident, over `large` of them), and
/// resident memory before and after `cycles` push+pop cycles.
///
/// Run first, in the process that does not count allocations, so that the allocator's headers
/// of the interposer are not in the figures.
enum MemorySection: Section {
  static func measure(
    _ options: Options, counter: AllocationCounter?, into results: inout Results
  ) {
    guard counter == nil else { return }
    let count = options.large
    perItem("screens.lib", count, into: &results) { LibraryNavigation(depth: count) }
    perItem("screens.hand", count, into: &results) { HandWrittenNavigation(depth: count) }
    perItem("children.lib", count, into: &results) {
      LibraryNavigation(depth: count, children: true)
    }
    perItem("children.hand", count, into: &results) {
      HandWrittenNavigation(depth: count, children: true)
    }
    let library = LibraryNavigation(depth: options.small)
    cycles("cycles.lib", options, into: &results) { library.pushPopScreen($0) }
    let handWritten = HandWrittenNavigation(depth: options.small)
    cycles("cycles.hand", options, into: &results) { handWritten.pushPopScreen($0) }
  }

  /// Heap and resident bytes per item of what `make` builds with `count` items.
  static func perItem<Fixture>(
    _ id: String, _ count: Int, into results: inout Results, make: () -> Fixture
  ) {
    let before = ProcessMemory.now()
    let fixture = make()
    let after = ProcessMemory.now()
    withExtendedLifetime(fixture) {}
    results.values[id + ".heap"] = (after.heap - before.heap) / Double(count)
    results.values[id + ".resident"] = (after.resident - before.resident) / Double(count)
  }

  /// Resident memory and heap before and after `options.cycles` runs of `cycle` (after
  /// 10,000 untimed ones), in percent and bytes.
  static func cycles(
    _ id: String, _ options: Options, into results: inout Results, cycle: (Int) -> Void
  ) {
    for index in 0..<10_000 { cycle(index) }
    let before = ProcessMemory.now()
    for index in 0..<options.cycles { cycle(index) }
    let after = ProcessMemory.now()
    results.values[id + ".residentBefore"] = before.resident
    results.values[id + ".residentPercent"] =
      (after.resident - before.resident) / before.resident * 100
    results.values[id + ".heapDelta"] = after.heap - before.heap
  }

  static func rows(_ results: Results, _ options: Options) -> [Row] {
    let large = Format.number(Double(options.large))
    let cycles = Format.number(Double(options.cycles))
    let values = results.values
    return [
      .heading("memory: \(large) live screens / children (each child shows one screen)"),
      bytesRow("heap per live screen (vs VC in array)", "screens", "heap", values),
      bytesRow("resident per live screen", "screens", "resident", values),
      bytesRow("heap per live child (vs child object + VC)", "children", "heap", values),
      bytesRow("resident per live child", "children", "resident", values),
      Row(
        label: "resident change over \(cycles) push+pop cycles",
        library: Format.percent(values["cycles.lib.residentPercent"]),
        baseline: Format.percent(values["cycles.hand.residentPercent"]), ratio: "-",
        unit: "% of RSS"),
      Row(
        label: "  RSS before (MiB)",
        library: Format.number((values["cycles.lib.residentBefore"] ?? 0) / 1_048_576, decimals: 1),
        baseline: Format.number(
          (values["cycles.hand.residentBefore"] ?? 0) / 1_048_576, decimals: 1),
        ratio: "-", unit: "MiB"),
      Row(
        label: "  heap change over \(cycles) cycles",
        library: Format.number(values["cycles.lib.heapDelta"]),
        baseline: Format.number(values["cycles.hand.heapDelta"]), ratio: "-", unit: "bytes"),
    ]
  }

  /// Library against baseline bytes per item for one kind of item and one measure.
  static func bytesRow(
    _ label: String, _ kind: String, _ measure: String, _ values: [String: Double]
  )
    -> Row
  {
    let library = values["\(kind).lib.\(measure)"]
    let baseline = values["\(kind).hand.\(measure)"]
    return Row(
      label: label, library: Format.number(library), baseline: Format.number(baseline),
      ratio: Format.ratio(Format.quotient(library, baseline)), unit: "bytes/item")
  }
}
