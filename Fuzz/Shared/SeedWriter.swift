import Foundation

/// Writes a target's seed inputs into the folder named by `FUZZ_WRITE_SEEDS` and exits, when
/// that variable is set (`scripts/fuzz.sh --write-seeds`); does nothing otherwise.
func writeSeedsIfAsked(_ seeds: () -> [Data]) {
  guard let folder = ProcessInfo.processInfo.environment["FUZZ_WRITE_SEEDS"] else { return }
  for (number, seed) in seeds().enumerated() {
    let url = URL(fileURLWithPath: folder).appendingPathComponent(
      String(format: "seed-%02d", number))
    do {
      try seed.write(to: url)
    } catch {
      fatalError("cannot write \(url.path): \(error)")
    }
  }
  exit(0)
}
