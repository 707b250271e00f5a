// swift-tools-version: 6.2
import PackageDescription

/// Settings every target shares: Swift 6 language mode with complete concurrency checking.
let swiftSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny")
]

/// Settings of app code: the five apps, the home screen, their web views and their tests are
/// written as a new Xcode app target is, every declaration on the main actor unless it says
/// otherwise. The account service and the server command stay nonisolated, as the web host
/// (`CoordinationWeb`, in ../Web) is.
let appSwiftSettings: [SwiftSetting] = swiftSettings + [.defaultIsolation(MainActor.self)]

// The five apps of the Coordinator tutorials (README.md), written once on the core, their web views
// and the `demo` command that serves them with the web host (../Web). A package of its own so iOS
// users of the library never fetch what the demo needs, and users of the web host never fetch the
// demo's swift-crypto and swift-argument-parser.
let package = Package(
  name: "swift-coordination-demo",
  // The core's minimums.
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  products: [
    .executable(name: "demo", targets: ["DemoServer"]),
    .executable(name: "navigation-map", targets: ["NavigationMapCommand"]),
    .library(
      name: "ExampleApps",
      targets: [
        "DemoAccounts", "MoviesApp", "MVVMLoginApp", "LoginSignupApp", "PagesApp", "KanjiApp",
        "DemoHome",
      ]
    ),
  ],
  traits: [
    // On by default (the tests, scripts/e2e.sh and scripts/durability.sh use it).
    // scripts/demo.sh builds without it unless PostgreSQL is asked for, so the first run does not
    // compile PostgresNIO and its TLS stack.
    .trait(
      name: "PostgreSQL",
      description: "Sessions saved in PostgreSQL (--database-url), with the web host's store."),
    .default(enabledTraits: ["PostgreSQL"]),
  ],
  dependencies: [
    .package(name: "swift-coordination", path: ".."),
    // The web host's PostgreSQL store only where this package's trait of that name is on.
    .package(
      name: "swift-coordination-web", path: "../Web",
      traits: [.trait(name: "PostgreSQL", condition: .when(traits: ["PostgreSQL"]))]),
    .package(url: "https://github.com/apple/swift-crypto", "3.12.3"..<"5.0.0"),
    // The demo command: HTTP server, command-line flags and logging.
    // Without Hummingbird's default trait ConfigurationSupport, as in ../Web.
    .package(
      url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1",
      traits: ["FullFoundation"]),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    // Already in the graph through Hummingbird; named for NIOConcurrencyHelpers' lock.
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    // The web tests' in-process client runs the host's services (already under Hummingbird).
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    // Test-only: random user sessions over the whole demo.
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    // Documentation builds (`swift package generate-documentation`); no target depends on it.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    .target(
      name: "MoviesApp",
      dependencies: [.product(name: "Coordination", package: "swift-coordination")],
      resources: [.process("Resources")],
      swiftSettings: appSwiftSettings
    ),
    .target(
      name: "DemoAccounts",
      dependencies: [.product(name: "Crypto", package: "swift-crypto")],
      swiftSettings: swiftSettings
    ),
    .target(
      name: "MVVMLoginApp",
      dependencies: [
        "DemoAccounts", .product(name: "Coordination", package: "swift-coordination"),
      ],
      swiftSettings: appSwiftSettings
    ),
    .target(
      name: "LoginSignupApp",
      dependencies: [
        "DemoAccounts", .product(name: "Coordination", package: "swift-coordination"),
      ],
      swiftSettings: appSwiftSettings
    ),
    .target(
      name: "PagesApp",
      dependencies: [.product(name: "Coordination", package: "swift-coordination")],
      swiftSettings: appSwiftSettings
    ),
    .target(
      name: "KanjiApp",
      dependencies: [
        .product(name: "Coordination", package: "swift-coordination"),
        .product(name: "CoordinationLinks", package: "swift-coordination"),
      ],
      resources: [.process("Resources")],
      swiftSettings: appSwiftSettings
    ),
    .target(
      name: "DemoHome",
      dependencies: [
        "MoviesApp", "MVVMLoginApp", "LoginSignupApp", "PagesApp", "KanjiApp",
        .product(name: "Coordination", package: "swift-coordination"),
        .product(name: "CoordinationLinks", package: "swift-coordination"),
      ],
      swiftSettings: appSwiftSettings
    ),
    .target(
      name: "DemoWeb",
      dependencies: [
        "DemoHome", "DemoAccounts", "MoviesApp", "MVVMLoginApp", "LoginSignupApp", "PagesApp",
        "KanjiApp", .product(name: "Coordination", package: "swift-coordination"),
        .product(name: "CoordinationLinks", package: "swift-coordination"),
        .product(name: "CoordinationWeb", package: "swift-coordination-web"),
        // The navigation inspector's picture (`demo --inspector`).
        .product(name: "CoordinationTesting", package: "swift-coordination"),
      ],
      swiftSettings: appSwiftSettings
    ),
    .executableTarget(
      name: "DemoServer",
      dependencies: [
        "DemoWeb", .product(name: "CoordinationWeb", package: "swift-coordination-web"),
        // Where sessions are saved: a SQLite file by default, PostgreSQL by URL.
        .product(name: "CoordinationWebSQLite", package: "swift-coordination-web"),
        .product(
          name: "CoordinationWebPostgres", package: "swift-coordination-web",
          condition: .when(traits: ["PostgreSQL"])),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
      ],
      swiftSettings: swiftSettings
    ),
    // The navigation map: an explorer that makes every move of every page of an app served by
    // the web host, in process, and draws its states and transitions in Graphviz DOT; and the
    // command that maps the five apps (`scripts/navigation-map.sh`).
    .target(
      name: "NavigationMap",
      dependencies: [
        "DemoWeb", .product(name: "Coordination", package: "swift-coordination"),
        .product(name: "CoordinationTesting", package: "swift-coordination"),
        .product(name: "CoordinationWeb", package: "swift-coordination-web"),
        .product(name: "Logging", package: "swift-log"),
      ],
      swiftSettings: appSwiftSettings
    ),
    .executableTarget(
      name: "NavigationMapCommand", dependencies: ["NavigationMap", "DemoWeb", "DemoAccounts"],
      swiftSettings: appSwiftSettings
    ),
    .testTarget(
      name: "NavigationMapTests",
      dependencies: [
        "NavigationMap", "DemoWeb", "DemoTestSupport",
        .product(name: "Coordination", package: "swift-coordination"),
        .product(name: "CoordinationWeb", package: "swift-coordination-web"),
      ],
      swiftSettings: appSwiftSettings
    ),
    .testTarget(
      name: "DemoWebTests",
      dependencies: [
        "DemoWeb", "DemoTestSupport",
        .product(name: "CoordinationJourneys", package: "swift-coordination"),
        .product(name: "CoordinationTesting", package: "swift-coordination"),
        .product(name: "CoordinationWeb", package: "swift-coordination-web"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOEmbedded", package: "swift-nio"),
        .product(name: "PropertyBased", package: "swift-property-based"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
      ],
      swiftSettings: swiftSettings
    ),
    .target(
      name: "DemoTestSupport",
      dependencies: [
        "DemoAccounts", "KanjiApp", "MoviesApp",
        .product(name: "CoordinationTesting", package: "swift-coordination"),
      ],
      path: "Tests/DemoTestSupport",
      swiftSettings: appSwiftSettings
    ),
    .testTarget(
      name: "MoviesAppTests", dependencies: ["MoviesApp", "DemoTestSupport"],
      swiftSettings: appSwiftSettings),
    .testTarget(
      name: "MVVMLoginAppTests", dependencies: ["MVVMLoginApp", "DemoTestSupport"],
      swiftSettings: appSwiftSettings),
    .testTarget(
      name: "LoginSignupAppTests", dependencies: ["LoginSignupApp", "DemoTestSupport"],
      swiftSettings: appSwiftSettings),
    .testTarget(
      name: "PagesAppTests", dependencies: ["PagesApp", "DemoTestSupport"],
      swiftSettings: appSwiftSettings),
    .testTarget(
      name: "KanjiAppTests",
      dependencies: [
        "KanjiApp", "DemoTestSupport",
        .product(name: "CoordinationLinks", package: "swift-coordination"),
      ],
      swiftSettings: appSwiftSettings),
    .testTarget(
      name: "DemoHomeTests",
      dependencies: [
        "DemoHome", "KanjiApp", "LoginSignupApp", "MVVMLoginApp", "MoviesApp", "PagesApp",
        "DemoTestSupport", .product(name: "PropertyBased", package: "swift-property-based"),
        .product(name: "CoordinationLinks", package: "swift-coordination"),
      ],
      swiftSettings: appSwiftSettings
    ),
  ]
)

// The apps as iOS apps: UIKit screens for each (a `ViewControllerRegistry` and a scene
// delegate), and the Kanji app in SwiftUI too, on the same coordinators and view models. They
// exist where Apple's SDKs do, as the adapters do in the root package; on Linux their sources
// are compiled and tested against the stand-ins of ../StandIns, which links them in (targets of
// the same names here would clash there).
#if canImport(Darwin)
  let iOSApps: [(module: String, app: String, adapter: String, accounts: Bool)] = [
    ("MoviesUIKit", "MoviesApp", "CoordinationUIKit", false),
    ("MVVMLoginUIKit", "MVVMLoginApp", "CoordinationUIKit", true),
    ("LoginSignupUIKit", "LoginSignupApp", "CoordinationUIKit", true),
    ("PagesUIKit", "PagesApp", "CoordinationUIKit", false),
    ("KanjiUIKit", "KanjiApp", "CoordinationUIKit", false),
    ("KanjiSwiftUI", "KanjiApp", "CoordinationSwiftUI", false),
    ("LegacyAdoptionUIKit", "MVVMLoginApp", "CoordinationUIKit", true),
  ]
  for iOSApp in iOSApps {
    package.products.append(.library(name: iOSApp.module, targets: [iOSApp.module]))
    package.targets.append(
      .target(
        name: iOSApp.module,
        dependencies: [
          .target(name: iOSApp.app),
          .product(name: "Coordination", package: "swift-coordination"),
          .product(name: iOSApp.adapter, package: "swift-coordination"),
          .product(name: "CoordinationLinks", package: "swift-coordination"),
        ] + (iOSApp.accounts ? [.target(name: "DemoAccounts")] : []),
        path: "iOS/\(iOSApp.module)",
        swiftSettings: appSwiftSettings
      )
    )
  }
  // The legacy app adopts the MVVM login app's flow with that app's view controllers.
  package.targets.first { $0.name == "LegacyAdoptionUIKit" }?.dependencies.append(
    .target(name: "MVVMLoginUIKit"))
#endif
