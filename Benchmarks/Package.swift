// swift-tools-version: 6.1
import PackageDescription

// Figures for the core's hot paths, in their own package so the library keeps no dependency.
// Run: swift run -c release --package-path Benchmarks hot-paths
let package = Package(
  name: "swift-coordination-benchmarks",
  platforms: [.macOS(.v14), .iOS(.v17)],
  products: [.executable(name: "hot-paths", targets: ["HotPaths"])],
  dependencies: [.package(name: "swift-coordination", path: "..")],
  targets: [
    .executableTarget(
      name: "HotPaths",
      dependencies: [.product(name: "Coordination", package: "swift-coordination")],
      path: "Sources/HotPaths"
    )
  ]
)
