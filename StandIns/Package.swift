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
    .target(name: "UIKit", swiftSettings: swiftSettings),
    .testTarget(
      name: "UIKitStandInTests",
      dependencies: ["UIKit"],
      swiftSettings: swiftSettings + [.defaultIsolation(MainActor.self)]
    ),
  ]
)
