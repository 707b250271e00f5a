#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// bench-table: one table of the library's hot paths against hand-written baselines, every
// ratio taken from figures measured back to back in this run. See Benchmarks/README.md.
//
//   bench-table [--smoke]

guard let options = Options(arguments: Array(CommandLine.arguments.dropFirst())) else {
  exit(2)
}

/// The table's sections, in order. The memory section measures first, on a quiet heap.
let sections: [any Section.Type] = [
  MemorySection.self, NavigationSection.self, UserPopSection.self, DeepLinkSection.self,
  RestorationSection.self,
]

if options.countAllocations {
  guard let counter = AllocationCounter() else {
    print("bench-table: the malloc interposer is not loaded (LD_PRELOAD)")
    exit(1)
  }
  var results = Results()
  for section in sections { section.measure(options, counter: counter, into: &results) }
  AllocationProcess.write(results.allocations)
  exit(0)
}

var results = Results()
results.allocations = AllocationProcess.counts(options)
for section in sections { section.measure(options, counter: nil, into: &results) }

var rows: [Row] = []
for section in [NavigationSection.self, UserPopSection.self] as [any Section.Type] {
  rows += section.rows(results, options)
}
rows += DeepLinkSection.rows(results, options)
rows += RestorationSection.rows(results, options)
rows += MemorySection.rows(results, options)
print(
  "Figures: medians of \(options.repetitions) repetitions; lib/base: median of the "
    + "per-repetition ratios (both measured back to back)."
    + (options.smoke ? " SMOKE MODE: tiny counts, figures are not meaningful." : ""))
print(Table.render(rows))

// Correctness of the fixtures (not of the figures): both routers found exactly the links that
// match, the restore rebuilt every screen, and allocations were counted.
var problems: [String] = []
let expectedLinks = results.values["link.matched.expected"]
if results.values["link.matched.lib"] != expectedLinks
  || results.values["link.matched.trie"] != expectedLinks
{
  problems.append("the routers did not match exactly the links that should match")
}
if results.values["restore.restoredScreens"] != results.values["restore.screens"] {
  problems.append("restore(from:) did not rebuild every screen")
}
if results.allocations.isEmpty { problems.append("allocations were not counted") }
for problem in problems { print("bench-table: problem: \(problem)") }
exit(problems.isEmpty ? 0 : 1)
