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
    .library(name: "CoordinationWeb", targets: ["CoordinationWeb"]),
    // The durable session stores, each a product of its own so that a host pays only for the
    // database it uses: SQLite for one host, PostgreSQL for several.
    .library(name: "CoordinationWebSQLite", targets: ["CoordinationWebSQLite"]),
    .library(name: "CoordinationWebPostgres", targets: ["CoordinationWebPostgres"]),
  ],
  traits: [
    // On by default. Off (`--disable-default-traits`, or a dependent's `traits: []`), the
    // product CoordinationWebPostgres is empty, and PostgresNIO, swift-crypto and the TLS stack
    // are neither built nor linked: a host that saves sessions in SQLite, or nowhere, compiles
    // about a third less.
    .trait(
      name: "PostgreSQL",
      description: "The PostgreSQL session store, PostgresSessionStore (CoordinationWebPostgres)."),
    .default(enabledTraits: ["PostgreSQL"]),
  ],
  dependencies: [
    .package(name: "swift-coordination", path: ".."),
    // Without Hummingbird's default trait ConfigurationSupport: nothing here reads
    // swift-configuration, which it would otherwise build.
    .package(
      url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1",
      traits: ["FullFoundation"]),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    // Already in the graph through Hummingbird; named for NIOConcurrencyHelpers' lock.
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    // NIOHTTPTypes: the HTTP parts the request-head timeout sees (already under Hummingbird).
    .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
    // SQLiteSessionStore: SQLite itself comes vendored in the package, no system library.
    .package(url: "https://github.com/vapor/sqlite-nio", from: "1.13.2"),
    // PostgresSessionStore: PostgresClient (a connection pool) and its Service conformance.
    .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
    // The cleanup job's and PostgresSessionStore's Service (already under Hummingbird).
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    // TLS settings of a postgres:// URL's sslmode (already under postgres-nio).
    .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
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
        .product(name: "CoordinationLinks", package: "swift-coordination"),
        .product(name: "CoordinationJourneys", package: "swift-coordination"),
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
    .target(
      name: "CoordinationWebSQLite",
      dependencies: [
        "CoordinationWeb",
        .product(name: "SQLiteNIO", package: "sqlite-nio"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
      ],
      swiftSettings: swiftSettings
    ),
    .target(
      name: "CoordinationWebPostgres",
      dependencies: [
        "CoordinationWeb",
        .product(
          name: "PostgresNIO", package: "postgres-nio", condition: .when(traits: ["PostgreSQL"])),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(
          name: "NIOSSL", package: "swift-nio-ssl", condition: .when(traits: ["PostgreSQL"])),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
      ],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "CoordinationWebStoresTests",
      dependencies: [
        "CoordinationWeb",
        .product(name: "Coordination", package: "swift-coordination"),
        "CoordinationWebSQLite",
        "CoordinationWebPostgres",
        .product(name: "Logging", package: "swift-log"),
        .product(name: "SQLiteNIO", package: "sqlite-nio"),
        .product(
          name: "PostgresNIO", package: "postgres-nio", condition: .when(traits: ["PostgreSQL"])),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
      ],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "CoordinationWebTests",
      dependencies: [
        "CoordinationWeb",
        .product(name: "CoordinationJourneys", package: "swift-coordination"),
        .product(name: "CoordinationLinks", package: "swift-coordination"),
        .product(name: "CoordinationTesting", package: "swift-coordination"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOEmbedded", package: "swift-nio"),
        .product(name: "PropertyBased", package: "swift-property-based"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
      ],
      swiftSettings: swiftSettings
    ),
  ]
)
