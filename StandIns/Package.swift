// swift-tools-version: 6.2
import PackageDescription

// Stand-ins for Apple's UI frameworks, for Linux only: modules named `UIKit` and `SwiftUI`
// declaring the subset of each that the adapters use, with Apple's signatures and isolation,
// and simulating the behaviour the adapters rely on (see README.md and SwiftUI-README.md). The
// adapters' sources (../Sources/CoordinationUIKit, ../Sources/CoordinationSwiftUI) are compiled
// here against them through symbolic links in Adapters/, and tested by playing the user.
// Nothing here ships; on Apple platforms the root package builds the adapters against the SDK.

let swiftSettings: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]
let appSwiftSettings: [SwiftSetting] = swiftSettings + [.defaultIsolation(MainActor.self)]

let core: [Target.Dependency] = [
  .product(name: "Coordination", package: "swift-coordination"),
  .product(name: "CoordinationRendering", package: "swift-coordination"),
]

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
    // Documentation builds of the adapters (`swift package generate-documentation`).
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    // The toolchain looks for a module named `_Testing_UIKit` (Swift Testing's cross-import
    // overlay) in any file that imports both Testing and a module named UIKit.
    .target(name: "_Testing_UIKit", swiftSettings: swiftSettings),
    .target(name: "UIKit", dependencies: ["_Testing_UIKit"], swiftSettings: swiftSettings),
    .testTarget(
      name: "UIKitStandInTests",
      dependencies: ["UIKit"],
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
        "UIKit", "CoordinationUIKit",
        .product(name: "Coordination", package: "swift-coordination"),
        .product(name: "CoordinationTesting", package: "swift-coordination"),
      ],
      swiftSettings: appSwiftSettings
    ),
    .target(name: "SwiftUI", swiftSettings: swiftSettings),
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
        "SwiftUI", "CoordinationSwiftUI",
        .product(name: "Coordination", package: "swift-coordination"),
        .product(name: "CoordinationTesting", package: "swift-coordination"),
      ],
      swiftSettings: appSwiftSettings
    ),
  ]
)
