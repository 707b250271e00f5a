// swift-tools-version: 6.2
import PackageDescription

// Stand-ins for Apple's UI frameworks, for Linux only: a module named `UIKit` declaring the
// subset of UIKit the adapters use, with Apple's signatures and isolation, and simulating the
// behaviour they rely on (delegate calls and their order for a back tap, a swipe, a sheet
// swiped down, a tab selected). The adapters' sources (`../Sources/CoordinationUIKit`) are
// compiled here against them, through a symbolic link, and tested by playing the user.
// Nothing here ships; on Apple platforms the root package builds the adapters against the SDK.

let swiftSettings: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]

let package = Package(
  name: "swift-coordination-stand-ins",
  platforms: [.macOS(.v14)],
  dependencies: [.package(name: "swift-coordination", path: "..")],
  targets: [
    // The UIKit stand-in. It depends on the empty overlay below only so that the overlay is
    // built before any target that imports both UIKit and Testing.
    .target(name: "UIKit", dependencies: ["_Testing_UIKit"], swiftSettings: swiftSettings),
    // Empty cross-import overlay the toolchain requires when Testing and UIKit meet (see the
    // file inside).
    .target(name: "_Testing_UIKit", swiftSettings: swiftSettings),
    .testTarget(
      name: "UIKitStandInTests",
      dependencies: ["UIKit"],
      swiftSettings: swiftSettings + [.defaultIsolation(MainActor.self)]
    ),
  ]
)
