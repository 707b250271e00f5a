import BenchFixtures

/// Saving and restoring a navigation of 50 screens across 10 coordinators, against
/// `JSONEncoder` and `JSONDecoder` on the same 50 routes alone (the floor of any JSON format).
enum RestorationSection: Section {
  static func measure(
    _ options: Options, counter: AllocationCounter?, into results: inout Results
  ) {
    let fixture: RestorationFixture
    do {
      fixture = try RestorationFixture()
    } catch {
      fatalError("the restoration fixture failed: \(error)")
    }
    let group = [
      Workload("restore.encode", operations: options.operations(200)) { _ in
        _ = fixture.encode()
      },
      Workload("restore.plainEncode", operations: options.operations(5_000)) { _ in
        _ = fixture.encodePlain()
      },
      Workload("restore.restore", operations: options.operations(200)) { operations in
        let stores = (0..<operations).map { _ in fixture.makeFreshStore() }
        return { for store in stores { _ = fixture.restore(into: store) } }
      },
      Workload("restore.plainDecode", operations: options.operations(5_000)) { _ in
        _ = fixture.decodePlain()
      },
      Workload("restore.encodeValue", operations: options.operations(200)) { _ in
        _ = fixture.encodeValue()
      },
      Workload("restore.restoreValue", operations: options.operations(200)) { operations in
        let stores = (0..<operations).map { _ in fixture.makeFreshStore() }
        return { for store in stores { _ = fixture.restoreValue(into: store) } }
      },
    ]
    run([group], options, counter: counter, into: &results)
    let fresh = fixture.makeFreshStore()
    results.values["restore.screens"] = Double(fixture.screenCount)
    results.values["restore.restoredScreens"] = Double(fixture.restore(into: fresh))
    results.values["restore.coordinators"] = Double(fresh.coordinatorCount)
    results.values["restore.bytes"] = Double(fixture.data.count)
    results.values["restore.plainBytes"] = Double(fixture.plainData.count)
  }

  static func rows(_ results: Results, _ options: Options) -> [Row] {
    let bytes = results.values["restore.bytes"]
    let plainBytes = results.values["restore.plainBytes"]
    return [
      .heading(
        "restoration: \(Format.number(results.values["restore.screens"])) screens across "
          + "\(RestorationFixture.coordinatorCount) coordinators; baseline: JSON of the routes alone"
      )
    ]
      + costRows(
        "snapshotData() vs JSONEncoder of the routes", "restore.encode", "restore.plainEncode",
        results, units: ("µs", "allocs"), divisors: (1_000, 1))
      + costRows(
        "restore(from:) into a fresh store vs JSONDecoder", "restore.restore",
        "restore.plainDecode", results, units: ("µs", "allocs"), divisors: (1_000, 1))
      + costRows(
        "snapshot() (a value, no data) vs JSONEncoder", "restore.encodeValue",
        "restore.plainEncode", results, units: ("µs", "allocs"), divisors: (1_000, 1))
      + costRows(
        "restore(from: snapshot) vs JSONDecoder", "restore.restoreValue", "restore.plainDecode",
        results, units: ("µs", "allocs"), divisors: (1_000, 1))
      + [
        Row(
          label: "snapshot data", library: Format.number(bytes),
          baseline: Format.number(plainBytes),
          ratio: Format.ratio(Format.quotient(bytes, plainBytes)), unit: "bytes"),
        Row(
          label: "screens / coordinators after restore",
          library: Format.number(results.values["restore.restoredScreens"]) + " / "
            + Format.number(results.values["restore.coordinators"]),
          baseline: "-", ratio: "-", unit: "count"),
      ]
  }
}
