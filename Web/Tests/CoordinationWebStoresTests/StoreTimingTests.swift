import CoordinationWeb
import Foundation
import Testing

/// How long a save and a load take in each store: printed, not asserted (the
/// machine's other work makes any bound flaky).
@Suite("SessionStore timing")
struct StoreTimingTests {
  @Test(
    "1,000 conditional updates of a 3 KB record, each loaded back", arguments: StoreKind.allCases)
  func timing(kind: StoreKind) async throws {
    try await withStore(kind) { harness in
      let store = harness.store
      let now = Date()
      var record = SessionRecord(
        id: .random(), version: 1, csrf: .random(),
        navigation: .named(String(repeating: "route ", count: 500)),
        appState: Data("signed in".utf8), expires: now.addingTimeInterval(3600))
      #expect(try await store.save(record, replacing: nil) == .saved)
      let updates = 1_000
      let clock = ContinuousClock()
      let elapsed = try await clock.measure {
        for _ in 0..<updates {
          record.version += 1
          #expect(try await store.save(record, replacing: record.version - 1) == .saved)
          _ = try await store.load(record.id, now: now)
        }
      }
      let perPair = elapsed / updates
      print(
        "timing \(kind): \(updates) conditional saves + loads of a 3 KB record in \(elapsed), "
          + "\(perPair) per save and load")
    }
  }
}
