// swift-tools-version: 6.2
import PackageDescription

/// Settings every target shares: Swift 6 language mode with complete concurrency checking
/// (the default for tools version 6) and explicit `any` for existentials.
let swiftSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny")
]

/// Settings of app code (the walkthrough, and the tests, whose fixtures are apps): what a new
/// Xcode app target uses, every declaration on the main actor unless it says otherwise.
let appSwiftSettings: [SwiftSetting] = swiftSettings + [.defaultIsolation(MainActor.self)]

let package = Package(
  name: "swift-coordination",
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  products: [
    .library(name: "Coordination", targets: ["Coordination"]),
    .library(name: "CoordinationLinks", targets: ["CoordinationLinks"]),
    .library(name: "CoordinationTesting", targets: ["CoordinationTesting"]),
    .library(name: "CoordinationRendering", targets: ["CoordinationRendering"]),
    .library(name: "CoordinationJourneys", targets: ["CoordinationJourneys"]),
    .executable(name: "coordination-walkthrough", targets: ["CoordinationWalkthrough"]),
  ],
  dependencies: [
    // Test-only: property-based tests of the core's invariants.
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    // Documentation builds (`swift package generate-documentation`); no library depends on it.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    .target(name: "Coordination", swiftSettings: swiftSettings),
    // URLs into the app: patterns, their matching and the links' parameters, on top of the
    // core's paths.
    .target(
      name: "CoordinationLinks", dependencies: ["Coordination"], swiftSettings: swiftSettings),
    // Journeys: a store's inputs recorded as data, for a bug report that becomes a test.
    .target(
      name: "CoordinationJourneys", dependencies: ["Coordination"], swiftSettings: swiftSettings),
    .target(
      name: "CoordinationTesting",
      dependencies: ["Coordination", "CoordinationLinks", "CoordinationJourneys"],
      swiftSettings: swiftSettings
    ),
    .target(
      name: "CoordinationRendering",
      dependencies: ["Coordination"],
      swiftSettings: swiftSettings
    ),
    .executableTarget(
      name: "CoordinationWalkthrough",
      dependencies: ["Coordination", "CoordinationLinks", "CoordinationTesting"],
      swiftSettings: appSwiftSettings
    ),
    .testTarget(
      name: "CoordinationTests",
      dependencies: [
        "Coordination",
        "CoordinationLinks",
        "CoordinationJourneys",
        "CoordinationTesting",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: appSwiftSettings
    ),
    .testTarget(
      name: "CoordinationRenderingTests",
      dependencies: [
        "Coordination", "CoordinationRendering",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: appSwiftSettings
    ),
    .testTarget(
      name: "CoordinationTestingTests",
      dependencies: ["Coordination", "CoordinationLinks", "CoordinationTesting"],
      swiftSettings: appSwiftSettings
    ),
  ]
)

// The UIKit and SwiftUI adapters exist where Apple's SDKs do (every file is wrapped in
// `#if canImport(UIKit)` or `#if canImport(SwiftUI)`). On Linux their sources are compiled and
// tested against the stand-ins of StandIns/, a separate package that links them in; targets of
// the same names here would clash with those in the stand-ins' package graph.
#if canImport(Darwin)
  for adapter in ["CoordinationUIKit", "CoordinationSwiftUI"] {
    package.products.append(.library(name: adapter, targets: [adapter]))
    package.targets.append(
      .target(
        name: adapter,
        // CoordinationLinks: a scene's URLs and handoffs are resolved to find their scene.
        dependencies: ["Coordination", "CoordinationLinks", "CoordinationRendering"],
        swiftSettings: swiftSettings
      )
    )
  }
#endif
