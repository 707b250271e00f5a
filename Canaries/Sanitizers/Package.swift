// swift-tools-version: 6.2
import PackageDescription

// The sanitizers' canary (scripts/test.sh, stage core): one test that does a little shared-memory
// work correctly, or with the fault that PLANTED_FAULT names planted in it, so that the script's
// AddressSanitizer and ThreadSanitizer checks can be shown to fail on a real report and to pass
// without one. Nothing here ships, and no library of the project contains the faults.
let package = Package(
  name: "sanitizer-canaries",
  targets: [
    .testTarget(name: "PlantedFaultTests")
  ]
)
