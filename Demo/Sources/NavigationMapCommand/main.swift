import DemoAccounts
import DemoWeb
import Foundation
import NavigationMap

// `navigation-map [directory]`: explores the demo's five apps and writes each map as
// `<app>.dot` into the directory (default: docs/navigation-maps), then prints each app's
// states, transitions and problems. Exits with 1 when a problem was found.

let directory = CommandLine.arguments.dropFirst().first ?? "docs/navigation-maps"
// One PBKDF2 iteration: the map explores navigation, and every replayed login hashes.
let app = try DemoWebApp.bundled(hasher: PasswordHasher(iterations: 1))
try FileManager.default.createDirectory(
  atPath: directory, withIntermediateDirectories: true)
var problems = 0
for (name, explorer) in DemoMaps.all(app: app) {
  let map = explorer.explore()
  let file = URL(fileURLWithPath: directory).appendingPathComponent("\(name).dot")
  try map.dot(name: name).write(to: file, atomically: true, encoding: .utf8)
  print(
    "\(name): \(map.states.count) states, \(map.edges.count) edges, "
      + "\(map.problems.count) problems → \(file.path)")
  for problem in map.problems { print("  problem: \(problem)") }
  problems += map.problems.count
}
exit(problems == 0 ? 0 : 1)
