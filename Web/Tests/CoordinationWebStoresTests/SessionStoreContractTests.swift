import Coordination
import CoordinationWeb
import Foundation
import Testing

/// The contract of ``SessionStore``, one set of checks run against every store: memory, SQLite
/// (a file in a temporary folder) and PostgreSQL (a table of the server that
/// `COORDINATION_TEST_POSTGRES_URL` names; the checks fail without it).
@Suite("SessionStore contract")
struct SessionStoreContractTests {
  /// A fixed "now" with a whole number of milliseconds.
  let now = Date(timeIntervalSince1970: 1_800_000_000.250)

  /// A record of `id` at `version`, expiring `lifetime` seconds after ``now``.
  func record(
    _ id: SessionID = .random(), version: UInt64 = 1, lifetime: TimeInterval = 3600,
    navigation: NavigationSnapshot = .named("navigation"), appState: Data? = Data("app".utf8)
  ) -> SessionRecord {
    SessionRecord(
      id: id, version: version, csrf: .random(), navigation: navigation, appState: appState,
      expires: now.addingTimeInterval(lifetime))
  }

  @Test(
    "a first save with no expected version writes; a second one conflicts",
    arguments: StoreKind.allCases)
  func firstSave(kind: StoreKind) async throws {
    try await withStore(kind) { harness in
      let store = harness.store
      let first = record()
      #expect(try await store.save(first, replacing: nil) == .saved)
      expectSame(try await store.load(first.id, now: now), first)
      #expect(try await store.version(of: first.id) == 1)
      var other = record(first.id)
      other.navigation = .named("other")
      #expect(try await store.save(other, replacing: nil) == .conflict(current: 1))
      expectSame(try await store.load(first.id, now: now), first)
    }
  }

  @Test("an update writes over the version it read, only that one", arguments: StoreKind.allCases)
  func conditionalUpdate(kind: StoreKind) async throws {
    try await withStore(kind) { harness in
      let store = harness.store
      let first = record()
      #expect(try await store.save(first, replacing: nil) == .saved)
      var second = first
      second.version = 2
      second.navigation = .named("second")
      #expect(try await store.save(second, replacing: 1) == .saved)
      var stale = first
      stale.version = 2
      stale.navigation = .named("stale")
      #expect(try await store.save(stale, replacing: 1) == .conflict(current: 2))
      expectSame(try await store.load(first.id, now: now), second)
      // An expected version where there is no record: nothing is written.
      let missing = record(version: 6)
      #expect(try await store.save(missing, replacing: 5) == .conflict(current: nil))
      #expect(try await store.load(missing.id, now: now) == nil)
      #expect(try await store.count() == 1)
    }
  }

  @Test(
    "a missing or expired record loads as nil; an expired one still counts",
    arguments: StoreKind.allCases)
  func missingAndExpired(kind: StoreKind) async throws {
    try await withStore(kind) { harness in
      let store = harness.store
      #expect(try await store.load(.random(), now: now) == nil)
      #expect(try await store.version(of: .random()) == nil)
      let expired = record(lifetime: -1)
      #expect(try await store.save(expired, replacing: nil) == .saved)
      #expect(try await store.load(expired.id, now: now) == nil)
      expectSame(try await store.load(expired.id, now: now.addingTimeInterval(-2)), expired)
      #expect(try await store.version(of: expired.id) == 1)
      #expect(try await store.count() == 1)
    }
  }

  @Test(
    "remove deletes a record; removing a missing one is no error", arguments: StoreKind.allCases)
  func remove(kind: StoreKind) async throws {
    try await withStore(kind) { harness in
      let store = harness.store
      let kept = record()
      let removed = record()
      #expect(try await store.save(kept, replacing: nil) == .saved)
      #expect(try await store.save(removed, replacing: nil) == .saved)
      try await store.remove(removed.id)
      try await store.remove(.random())
      #expect(try await store.load(removed.id, now: now) == nil)
      #expect(try await store.version(of: removed.id) == nil)
      #expect(try await store.count() == 1)
      // A removed session can start again from no version.
      #expect(try await store.save(removed, replacing: nil) == .saved)
    }
  }

  @Test(
    "removeExpired deletes the expired, then the earliest to expire beyond the capacity",
    arguments: StoreKind.allCases)
  func removeExpired(kind: StoreKind) async throws {
    try await withStore(kind) { harness in
      let store = harness.store
      let lifetimes: [TimeInterval] = [300, -10, 100, -5, 200]
      let records = lifetimes.map { record(lifetime: $0) }
      for record in records {
        #expect(try await store.save(record, replacing: nil) == .saved)
      }
      #expect(try await store.count() == 5)
      #expect(try await store.removeExpired(now: now, keeping: 2) == 3)
      #expect(try await store.count() == 2)
      for (record, lifetime) in zip(records, lifetimes) {
        let kept = try await store.version(of: record.id) != nil
        #expect(kept == (lifetime >= 200), "lifetime \(lifetime)")
      }
      #expect(try await store.removeExpired(now: now, keeping: 10) == 0)
      #expect(try await store.removeExpired(now: now, keeping: 0) == 2)
      #expect(try await store.count() == 0)
    }
  }

  @Test("count is the number of records", arguments: StoreKind.allCases)
  func count(kind: StoreKind) async throws {
    try await withStore(kind) { harness in
      let store = harness.store
      let initial = try await store.count()
      #expect(initial == 0)
      for expected in 1...7 {
        #expect(try await store.save(record(), replacing: nil) == .saved)
        #expect(try await store.count() == expected)
      }
    }
  }

  @Test(
    "a 1 MB navigation of any text and any bytes of app state round-trip",
    arguments: StoreKind.allCases)
  func bigAndBinaryRecords(kind: StoreKind) async throws {
    try await withStore(kind) { harness in
      let store = harness.store
      var generator = SystemRandomNumberGenerator()
      let megabyte =
        String(
          (0..<262_144).map { _ in
            Character(Unicode.Scalar(UInt8.random(in: 0...127, using: &generator)))
          }
        ) + String(repeating: "日\"\\🙂", count: 65_536)
      let allBytes = Data((0...255).map { UInt8($0) } + [0, 0, 255, 0])
      let big = record(navigation: .named(megabyte), appState: allBytes)
      let empty = record(
        navigation: NavigationSnapshot(coordinators: [], layers: []), appState: Data())
      let none = record(appState: nil)
      for record in [big, empty, none] {
        #expect(try await store.save(record, replacing: nil) == .saved)
        expectSame(try await store.load(record.id, now: now), record)
      }
    }
  }

  @Test(
    "a malformed row is an unreadableRecord error, and the session can start afresh",
    arguments: StoreKind.sql)
  func unreadableRecord(kind: StoreKind) async throws {
    try await withStore(kind) { harness in
      let corrupt = try #require(harness.corrupt)
      var corruptions = [("csrf", "'zz'"), ("version", "-1")]
      if kind == .sqlite {
        corruptions += [
          ("version", "'abc'"), ("csrf", "7"), ("navigation", "'text'"), ("app_state", "42"),
          ("expires", "'soon'"), ("navigation", "X'7B7D'"),
        ]
      } else {
        corruptions += [
          ("navigation", "'\\x7b7d'"), ("navigation", "'\\x7b2276657273696f6e223a317d'"),
        ]
      }
      for (column, literal) in corruptions {
        let saved = record()
        #expect(try await harness.store.save(saved, replacing: nil) == .saved)
        try await corrupt(saved.id, column, literal)
        let error = await #expect(throws: SessionStoreError.self, "\(column) = \(literal)") {
          _ = try await harness.store.load(saved.id, now: now)
        }
        #expect(error == .unreadableRecord(saved.id, reason: error?.reason ?? ""))
        try await harness.store.remove(saved.id)
        #expect(try await harness.store.save(saved, replacing: nil) == .saved)
        expectSame(try await harness.store.load(saved.id, now: now), saved)
      }
    }
  }

  @Test("of 50 writers racing on one version, exactly one saves", arguments: StoreKind.allCases)
  func racingWriters(kind: StoreKind) async throws {
    try await withStore(kind) { harness in
      let first = record()
      #expect(try await harness.store.save(first, replacing: nil) == .saved)
      let results = try await withThrowingTaskGroup(of: (Int, SessionSaveResult).self) { group in
        for writer in 0..<50 {
          // Half of the writers go through the second store, as another host.
          let store = writer.isMultiple(of: 2) ? harness.store : harness.second
          var update = first
          update.version = 2
          update.appState = Data("writer \(writer)".utf8)
          group.addTask { (writer, try await store.save(update, replacing: 1)) }
        }
        return try await group.reduce(into: [Int: SessionSaveResult]()) { $0[$1.0] = $1.1 }
      }
      let winners = results.filter { $0.value == .saved }.map(\.key)
      #expect(winners.count == 1)
      #expect(results.values.filter { $0 == .conflict(current: 2) }.count == 49)
      let loaded = try await harness.store.load(first.id, now: now)
      #expect(loaded?.version == 2)
      #expect(loaded?.appState == Data("writer \(winners.first ?? -1)".utf8))
    }
  }

  @Test(
    "of 150 saves of different sessions at once, each gets its own answer and record",
    arguments: StoreKind.allCases)
  func manySessionsAtOnce(kind: StoreKind) async throws {
    try await withStore(kind) { harness in
      let store = harness.store
      let existing = (0..<100).map { record(version: 1, appState: Data("saved \($0)".utf8)) }
      for saved in existing { #expect(try await store.save(saved, replacing: nil) == .saved) }
      // Saves that wait together are carried together (group commit), so one batch mixes new
      // sessions, fresh updates, stale updates and one app state that goes away.
      var saves: [(record: SessionRecord, expected: UInt64?, writes: Bool)] = []
      for (index, saved) in existing.enumerated() {
        var update = saved
        update.version = 2
        update.navigation = .named("update \(index)")
        update.appState = index == 7 ? nil : Data("update \(index)".utf8)
        let stale = index.isMultiple(of: 3)
        saves.append((update, stale ? 5 : 1, !stale))
      }
      for index in 0..<50 {
        saves.append((record(appState: index == 3 ? nil : Data("new \(index)".utf8)), nil, true))
      }
      let answers = try await withThrowingTaskGroup(of: (Int, SessionSaveResult).self) { group in
        for (index, save) in saves.enumerated() {
          group.addTask { (index, try await store.save(save.record, replacing: save.expected)) }
        }
        return try await group.reduce(into: [Int: SessionSaveResult]()) { $0[$1.0] = $1.1 }
      }
      for (index, save) in saves.enumerated() {
        let stored = save.writes ? save.record : existing[index]
        #expect(answers[index] == (save.writes ? .saved : .conflict(current: 1)))
        expectSame(try await store.load(save.record.id, now: now), stored)
      }
      #expect(try await store.count() == 150)
    }
  }

  @Test("two stores on the same data behave as two hosts", arguments: StoreKind.allCases)
  func twoHosts(kind: StoreKind) async throws {
    try await withStore(kind) { harness in
      let (one, other) = (harness.store, harness.second)
      let first = record()
      #expect(try await one.save(first, replacing: nil) == .saved)
      expectSame(try await other.load(first.id, now: now), first)
      var second = first
      second.version = 2
      second.appState = Data("second host".utf8)
      #expect(try await other.save(second, replacing: 1) == .saved)
      #expect(try await one.version(of: first.id) == 2)
      expectSame(try await one.load(first.id, now: now), second)
      #expect(try await one.save(first, replacing: 1) == .conflict(current: 2))
      try await other.remove(first.id)
      #expect(try await one.load(first.id, now: now) == nil)
      #expect(try await one.count() == 0)
    }
  }
}

extension SessionStoreError {
  /// The reason of an unreadable record, `nil` for another error.
  var reason: String? {
    guard case .unreadableRecord(_, let reason) = self else { return nil }
    return reason
  }
}

/// Whether two records are the same, their expiry to the millisecond (SQLite keeps it as seconds
/// in a double, PostgreSQL to the microsecond).
func expectSame(
  _ actual: SessionRecord?, _ expected: SessionRecord,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let actual else {
    Issue.record("no record loaded", sourceLocation: sourceLocation)
    return
  }
  var comparable = actual
  comparable.expires = expected.expires
  #expect(comparable == expected, sourceLocation: sourceLocation)
  let drift = abs(actual.expires.timeIntervalSince(expected.expires))
  #expect(drift < 0.001, "expiry off by \(drift) s", sourceLocation: sourceLocation)
}
