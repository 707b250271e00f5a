// swift-tools-version: 6.2
import PackageDescription

/// Settings every target shares: Swift 6 language mode with complete concurrency checking
/// (the default for tools version 6) and explicit `any` for existentials. The web host and its
/// tests are server code and stay nonisolated: no `.defaultIsolation`; the host hops to the
/// main actor per request.
let swiftSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny")
]

// The web host: serves any app written on the core to browsers with Hummingbird 2. A package of
// its own, so that a user who wants it depends on the core, Hummingbird and swift-log only, not
// on the demo's apps, swift-crypto or swift-argument-parser; the demo (../Demo) depends on it.
let package = Package(
  name: "swift-coordination-web",
  // The core's minimums. Hummingbird 2's API needs the same (macOS 14, iOS 17, tvOS 17,
  // visionOS 1); the session store's lock comes from NIOConcurrencyHelpers, not from
  // Synchronization's Mutex, which would need macOS 15 and iOS 18.
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  products: [
    .library(name: "CoordinationWeb", targets: ["CoordinationWeb"])
  ],
  dependencies: [
    .package(name: "swift-coordination", path: ".."),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    // Already in the graph through Hummingbird; named for NIOConcurrencyHelpers' lock.
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    // NIOHTTPTypes: the HTTP parts the request-head timeout sees (already under Hummingbird).
    .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
    // Already in the graph through Hummingbird; named for the session cleanup job's Service.
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    // Test-only: random addresses, forms and route strings.
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    // Documentation builds (`swift package generate-documentation`); no target depends on it.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    .target(
      name: "CoordinationWeb",
      dependencies: [
        .product(name: "Coordination", package: "swift-coordination"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
      ],
      resources: [.process("Resources")],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "CoordinationWebTests",
      dependencies: [
        "CoordinationWeb",
        .product(name: "CoordinationTesting", package: "swift-coordination"),
        .product(name: "HummingbirdTesting", package: "hummingbird"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: swiftSettings
    ),
  ]
)
