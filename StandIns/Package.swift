// swift-tools-version: 6.2
import PackageDescription

// Stand-ins for Apple's UI frameworks, for Linux only. This manifest holds the `SwiftUI` stand-in's
// targets; the owner of the full StandIns manifest merges them with the others.
// Nothing here ships; on Apple platforms the real SDK is used.

let swiftSettings: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]

let package = Package(
  name: "swift-coordination-stand-ins",
  platforms: [.macOS(.v14)],
  targets: [
    .target(name: "SwiftUI", swiftSettings: swiftSettings),
    .testTarget(
      name: "SwiftUIStandInTests",
      dependencies: ["SwiftUI"],
      swiftSettings: swiftSettings + [.defaultIsolation(MainActor.self)]
    ),
  ]
)
