import BenchFixtures

/// The user going back over k screens at once (the back menu, a long swipe):
/// `handle(.popped(to:))` against removing k view controllers, per screen left.
enum UserPopSection: Section {
  /// The numbers of screens left by one user pop.
  static let counts = [1, 10, 1_000]

  static func measure(
    _ options: Options, counter: AllocationCounter?, into results: inout Results
  ) {
    let groups = counts.map { count in
      [library(count, options), handWritten(count, options)]
    }
    run(groups, options, counter: counter, into: &results)
  }

  /// Batches of user pops on a store whose stack starts at depth `small`; each batch first
  /// pushes the screens it leaves (untimed).
  static func library(_ count: Int, _ options: Options) -> Workload {
    let fixture = LibraryNavigation(depth: options.small)
    return Workload("pop.lib.\(count)", operations: options.operations(10_000 / count + 10)) {
      operations in
      let targets = fixture.prepareUserPops(operations, leaving: count)
      return { for target in targets { fixture.userPop(to: target) } }
    }
  }

  /// The same on the view-controller array: `removeLast(k)`.
  static func handWritten(_ count: Int, _ options: Options) -> Workload {
    let fixture = HandWrittenNavigation(depth: options.small)
    return Workload(
      "pop.hand.\(count)", operations: options.operations(1_000_000 / count)
    ) { operations in
      fixture.prepareUserPop(leaving: operations * count)
      return { for _ in 0..<operations { fixture.userPop(leaving: count) } }
    }
  }

  static func rows(_ results: Results, _ options: Options) -> [Row] {
    var rows: [Row] = [
      .heading("user pop of k screens: handle(.popped(to:)) vs removeLast(k), per screen left")
    ]
    for count in counts {
      let divisor = Double(count)
      rows += costRows(
        "user pop, k = \(Format.number(divisor))", "pop.lib.\(count)", "pop.hand.\(count)",
        results, units: ("ns/screen left", "allocs/screen left"), divisors: (divisor, divisor))
    }
    return rows
  }
}
