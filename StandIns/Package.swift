// swift-tools-version: 6.2
import PackageDescription

// Stand-ins for Apple's UI frameworks, for Linux only: modules named `UIKit` and `SwiftUI`
// declaring the subset of each that the adapters use, with Apple's signatures and isolation,
// and simulating the behaviour the adapters rely on (see README.md and SwiftUI-README.md). The
// adapters' sources (../Sources/CoordinationUIKit, ../Sources/CoordinationSwiftUI) are compiled
// here against them through symbolic links in Adapters/, and tested by playing the user.
// Nothing here ships; on Apple platforms the root package builds the adapters against the SDK.
// The example apps' iOS screens (../Demo/iOS) are compiled here the same way, through symbolic
// links in Apps/, on the demo's coordinators and view models, and tested by playing the user.

let swiftSettings: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]
let appSwiftSettings: [SwiftSetting] = swiftSettings + [.defaultIsolation(MainActor.self)]

let core: [Target.Dependency] = [
  .product(name: "Coordination", package: "swift-coordination"),
  .product(name: "CoordinationLinks", package: "swift-coordination"),
  .product(name: "CoordinationRendering", package: "swift-coordination"),
]

let coordination: Target.Dependency = .product(name: "Coordination", package: "swift-coordination")
let links: Target.Dependency = .product(name: "CoordinationLinks", package: "swift-coordination")

/// Every app module of the demo (and its accounts), one product.
let exampleApps: Target.Dependency = .product(
  name: "ExampleApps", package: "swift-coordination-demo")

/// An iOS app module of ../Demo/iOS compiled against a stand-in through Apps/<module>.
func iOSApp(
  _ module: String, on adapter: String, _ framework: String, using others: [String] = []
) -> Target {
  .target(
    name: module,
    dependencies: [
      .target(name: framework), .target(name: adapter), exampleApps, coordination, links,
    ]
      + others.map { .target(name: $0) },
    path: "Apps/\(module)",
    swiftSettings: appSwiftSettings
  )
}

let package = Package(
  name: "swift-coordination-stand-ins",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "UIKit", targets: ["UIKit"]),
    .library(name: "SwiftUI", targets: ["SwiftUI"]),
    .library(name: "CoordinationUIKit", targets: ["CoordinationUIKit"]),
    .library(name: "CoordinationSwiftUI", targets: ["CoordinationSwiftUI"]),
  ],
  dependencies: [
    .package(name: "swift-coordination", path: ".."),
    // The demo's apps, for their iOS screens; only the apps are built (the demo's web host and
    // server are not), with swift-crypto for their accounts. Without the demo's traits: its
    // PostgreSQL trait only reaches the server, and SwiftPM (6.3) fails to resolve a graph where
    // a dependency's default trait turns on a trait of its own path dependency ("exhausted
    // attempts to resolve the dependencies graph ... 'postgres-nio'").
    .package(name: "swift-coordination-demo", path: "../Demo", traits: []),
    // Documentation builds of the adapters (`swift package generate-documentation`).
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    // The toolchain looks for a module named `_Testing_UIKit` (Swift Testing's cross-import
    // overlay) in any file that imports both Testing and a module named UIKit.
    .target(name: "_Testing_UIKit", swiftSettings: swiftSettings),
    // Foundation's NSUserActivity, which Foundation on Linux lacks; UIKit and SwiftUI re-export
    // it, as both see Foundation's on Apple platforms.
    .target(name: "UserActivities", swiftSettings: swiftSettings),
    .target(
      name: "UIKit", dependencies: ["_Testing_UIKit", "UserActivities"],
      swiftSettings: swiftSettings),
    // The trait that keeps tests using the stand-ins' process-wide state from running at once.
    .target(name: "StandInTestTraits", swiftSettings: swiftSettings),
    .testTarget(
      name: "UIKitStandInTests",
      dependencies: ["UIKit", "StandInTestTraits"],
      swiftSettings: appSwiftSettings
    ),
    .target(
      name: "CoordinationUIKit",
      dependencies: ["UIKit"] + core,
      path: "Adapters/CoordinationUIKit",
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "CoordinationUIKitTests",
      dependencies: [
        "UIKit", "CoordinationUIKit", "StandInTestTraits", links,
        .product(name: "Coordination", package: "swift-coordination"),
        .product(name: "CoordinationTesting", package: "swift-coordination"),
      ],
      swiftSettings: appSwiftSettings
    ),
    .target(name: "SwiftUI", dependencies: ["UserActivities"], swiftSettings: swiftSettings),
    .testTarget(
      name: "SwiftUIStandInTests",
      dependencies: ["SwiftUI"],
      swiftSettings: appSwiftSettings
    ),
    .target(
      name: "CoordinationSwiftUI",
      dependencies: ["SwiftUI"] + core,
      path: "Adapters/CoordinationSwiftUI",
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "CoordinationSwiftUITests",
      dependencies: [
        "SwiftUI", "CoordinationSwiftUI", links,
        .product(name: "Coordination", package: "swift-coordination"),
        .product(name: "CoordinationTesting", package: "swift-coordination"),
      ],
      swiftSettings: appSwiftSettings
    ),
    iOSApp("MoviesUIKit", on: "CoordinationUIKit", "UIKit"),
    iOSApp("MVVMLoginUIKit", on: "CoordinationUIKit", "UIKit"),
    iOSApp("LoginSignupUIKit", on: "CoordinationUIKit", "UIKit"),
    iOSApp("PagesUIKit", on: "CoordinationUIKit", "UIKit"),
    iOSApp("KanjiUIKit", on: "CoordinationUIKit", "UIKit"),
    iOSApp("KanjiSwiftUI", on: "CoordinationSwiftUI", "SwiftUI"),
    // A legacy app that drives one flow (the MVVM login app's) with the library.
    iOSApp("LegacyAdoptionUIKit", on: "CoordinationUIKit", "UIKit", using: ["MVVMLoginUIKit"]),
    .testTarget(
      name: "iOSAppsTests",
      dependencies: [
        "UIKit", "SwiftUI", "CoordinationUIKit", "CoordinationSwiftUI", "StandInTestTraits",
        "MoviesUIKit", "MVVMLoginUIKit", "LoginSignupUIKit", "PagesUIKit", "KanjiUIKit",
        "KanjiSwiftUI", "LegacyAdoptionUIKit", exampleApps, coordination,
      ],
      swiftSettings: appSwiftSettings
    ),
  ]
)
