import BenchFixtures

/// Push then pop of a screen, and of a child flow, through the library (one observer, leak
/// tracking off) against the hand-written style, at a small and a large stack or child count.
enum NavigationSection: Section {
  static func measure(
    _ options: Options, counter: AllocationCounter?, into results: inout Results
  ) {
    run([screenGroup(options)], options, counter: counter, into: &results)
    run([childGroup(options)], options, counter: counter, into: &results)
  }

  /// Screens at depth `small` and `large`, library and view-controller array.
  static func screenGroup(_ options: Options) -> [Workload] {
    [options.small, options.large].flatMap { depth -> [Workload] in
      let library = LibraryNavigation(depth: depth)
      let handWritten = HandWrittenNavigation(depth: depth)
      return [
        Workload("screen.lib.\(depth)", operations: options.operations(20_000)) {
          library.pushPopScreen($0)
        },
        Workload("screen.hand.\(depth)", operations: options.operations(500_000)) {
          handWritten.pushPopScreen($0)
        },
      ]
    }
  }

  /// Child flows with `small` and `large` live children, library and the hand-written
  /// `childCoordinators` array (whose `firstIndex(where:)` scans all of them).
  static func childGroup(_ options: Options) -> [Workload] {
    [options.small, options.large].flatMap { count -> [Workload] in
      let library = LibraryNavigation(depth: count, children: true)
      let handWritten = HandWrittenNavigation(depth: count, children: true)
      let handOperations = count >= options.large ? 500 : 200_000
      return [
        Workload("child.lib.\(count)", operations: options.operations(10_000)) {
          library.pushPopChild($0)
        },
        Workload("child.hand.\(count)", operations: options.operations(handOperations)) {
          handWritten.pushPopChild($0)
        },
      ]
    }
  }

  static func rows(_ results: Results, _ options: Options) -> [Row] {
    let small = options.small
    let large = options.large
    return [
      .heading(
        "navigation: push then pop through a coordinator (NavigationStore, one observer, leak "
          + "tracking off) vs hand-written")
    ]
      + costRows(
        "push+pop screen, depth \(small) (vs VC array)", "screen.lib.\(small)",
        "screen.hand.\(small)", results)
      + costRows(
        "push+pop child flow, \(small) children (vs childCoordinators+firstIndex)",
        "child.lib.\(small)", "child.hand.\(small)", results)
      + [
        .heading("scaling: the same at depth / live children \(Format.number(Double(large)))"),
        timeRow(
          "push+pop screen, depth \(Format.number(Double(large)))", "screen.lib.\(large)",
          "screen.hand.\(large)", results),
        growthRow(
          "  growth depth \(Format.number(Double(large))) / \(small)", "screen", results,
          options),
        timeRow(
          "push+pop child flow, \(Format.number(Double(large))) children",
          "child.lib.\(large)", "child.hand.\(large)", results),
        growthRow(
          "  growth \(Format.number(Double(large))) / \(small) children", "child", results,
          options),
      ]
  }

  /// How much slower each side is at the large size than at the small one (same run).
  static func growthRow(_ label: String, _ kind: String, _ results: Results, _ options: Options)
    -> Row
  {
    let library = results.ratio(
      "\(kind).lib.\(options.large)", over: "\(kind).lib.\(options.small)")
    let baseline = results.ratio(
      "\(kind).hand.\(options.large)", over: "\(kind).hand.\(options.small)")
    return Row(
      label: label, library: Format.ratio(library), baseline: Format.ratio(baseline),
      ratio: "-", unit: "large/small")
  }
}
