// swift-tools-version: 6.2
import PackageDescription

// Figures for the core's hot paths, in their own package so the library keeps no dependency.
//
//   scripts/bench.sh [--smoke]            one table: library against hand-written baselines
//   scripts/bench-baseline.sh check       the ordo-one benchmarks against the committed baseline
//   bench-loop push-pop|child|encode|restore N    one hot path N times, for a profiler
//   swift package --package-path Benchmarks benchmark     the ordo-one benchmarks alone
//
// The ordo-one plugin runs executable targets whose folder sits in a folder named
// `Benchmarks`, hence Sources/Benchmarks/HotPaths. See README.md.

/// Settings every target shares, as in the library's package.
let swiftSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny")
]

/// The fixtures and harnesses are app code: on the main actor, like the apps they stand for.
let appSwiftSettings: [SwiftSetting] = swiftSettings + [.defaultIsolation(MainActor.self)]

let package = Package(
  name: "swift-coordination-benchmarks",
  platforms: [.macOS(.v14), .iOS(.v17)],
  products: [
    .executable(name: "bench-table", targets: ["BenchTable"]),
    .executable(name: "bench-loop", targets: ["BenchLoop"]),
  ],
  dependencies: [
    .package(name: "swift-coordination", path: ".."),
    // The trait list replaces the default one, which also turns on the runtime (ARC)
    // interposer; that one crashes on Linux with Swift 6.3.
    .package(
      url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    // The reference router for the deep-link figures.
    .package(url: "https://github.com/vapor/routing-kit", from: "4.9.3"),
  ],
  targets: [
    .target(
      name: "BenchFixtures",
      dependencies: [
        .product(name: "Coordination", package: "swift-coordination"),
        .product(name: "CoordinationLinks", package: "swift-coordination"),
        .product(name: "RoutingKit", package: "routing-kit"),
      ],
      path: "Sources/BenchFixtures",
      swiftSettings: appSwiftSettings
    ),
    .executableTarget(
      name: "HotPaths",
      dependencies: [
        "BenchFixtures",
        .product(name: "Coordination", package: "swift-coordination"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Sources/Benchmarks/HotPaths",
      // Nonisolated: ordo-one runs benchmark closures off the main thread, so each iteration
      // hops to the main actor, where the fixtures live.
      swiftSettings: swiftSettings,
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // mallinfo2 and malloc_trim for bench-table's memory rows.
    .target(name: "CProcessMemory", path: "Sources/CProcessMemory"),
    .executableTarget(
      name: "BenchTable",
      dependencies: [
        "BenchFixtures",
        "CProcessMemory",
        .product(name: "Coordination", package: "swift-coordination"),
      ],
      path: "Sources/BenchTable",
      swiftSettings: appSwiftSettings
    ),
    // One hot path in a loop, untimed, for callgrind or perf.
    .executableTarget(
      name: "BenchLoop",
      dependencies: ["BenchFixtures"],
      path: "Sources/BenchLoop",
      swiftSettings: appSwiftSettings
    ),
  ]
)
