import Coordination
import CoordinationWeb
import CoordinationWebSQLite
import Foundation
import Testing

/// An exclusive SQLite store owns its file: no other store opens it while it is open, and its
/// version checks follow its own writes, deletions and cleanups, and survive a restart.
@Suite("SQLite sharing")
struct SQLiteSharingTests {
  let now = Date(timeIntervalSince1970: 1_800_000_000)

  private func record(_ id: SessionID = .random(), version: UInt64 = 1, lifetime: Double = 3600)
    -> SessionRecord
  {
    SessionRecord(
      id: id, version: version, csrf: .random(), navigation: .named("navigation"),
      appState: nil, expires: now.addingTimeInterval(lifetime))
  }

  @Test(arguments: [SQLiteSessionStore.Sharing.shared, .exclusive])
  func anExclusiveStoreKeepsEveryOtherStoreOutUntilItCloses(
    other: SQLiteSessionStore.Sharing
  ) async throws {
    try await withTemporaryDatabase { path in
      let owner = try await SQLiteSessionStore(path: path, sharing: .exclusive)
      let saved = record()
      #expect(try await owner.save(saved, replacing: nil) == .saved)
      await #expect(throws: SessionStoreError.self) {
        _ = try await SQLiteSessionStore(
          path: path, sharing: other, busyTimeout: .milliseconds(100))
      }
      #expect(try await owner.version(of: saved.id) == 1)
      await owner.close()
      // Closed, the file is anyone's, and what the owner saved is in it.
      let next = try await SQLiteSessionStore(path: path, sharing: other)
      #expect(try await next.load(saved.id, now: now)?.version == 1)
      await next.close()
    }
  }

  @Test func aSharedStoreKeepsAnExclusiveOneOut() async throws {
    try await withTemporaryDatabase { path in
      let shared = try await SQLiteSessionStore(path: path)
      #expect(try await shared.count() == 0)
      let second = try await SQLiteSessionStore(path: path)
      #expect(try await second.save(record(), replacing: nil) == .saved)
      // While shared stores have the file open, an exclusive one cannot take it: opening it,
      // or at the latest its first write, fails.
      await #expect(throws: SessionStoreError.self) {
        let store = try await SQLiteSessionStore(
          path: path, sharing: .exclusive, busyTimeout: .milliseconds(100))
        _ = try await store.save(record(), replacing: nil)
      }
      #expect(try await shared.count() == 1)
      await shared.close()
      await second.close()
    }
  }

  @Test func versionChecksFollowWritesDeletionsAndCleanups() async throws {
    try await withTemporaryDatabase { path in
      let store = try await SQLiteSessionStore(path: path, sharing: .exclusive)
      let kept = record()
      let removed = record()
      let expired = record(lifetime: -10)
      for saved in [kept, removed, expired] {
        #expect(try await store.save(saved, replacing: nil) == .saved)
      }
      var newer = kept
      newer.version = 2
      #expect(try await store.save(newer, replacing: 1) == .saved)
      #expect(try await store.version(of: kept.id) == 2)
      #expect(try await store.save(kept, replacing: 1) == .conflict(current: 2))
      try await store.remove(removed.id)
      #expect(try await store.version(of: removed.id) == nil)
      #expect(try await store.removeExpired(now: now, keeping: 10) == 1)
      #expect(try await store.version(of: expired.id) == nil)
      #expect(try await store.save(expired, replacing: nil) == .saved)
      #expect(try await store.version(of: expired.id) == 1)
      await store.close()
      await #expect(throws: SessionStoreError.unavailable("the store is closed")) {
        _ = try await store.version(of: kept.id)
      }
    }
  }

  @Test func aRestartedExclusiveStoreReadsVersionsFromItsFile() async throws {
    try await withTemporaryDatabase { path in
      let first = try await SQLiteSessionStore(path: path, sharing: .exclusive)
      var saved = record()
      #expect(try await first.save(saved, replacing: nil) == .saved)
      saved.version = 2
      #expect(try await first.save(saved, replacing: 1) == .saved)
      await first.close()
      let restarted = try await SQLiteSessionStore(path: path, sharing: .exclusive)
      #expect(try await restarted.version(of: saved.id) == 2)
      #expect(try await restarted.version(of: .random()) == nil)
      saved.version = 3
      #expect(try await restarted.save(saved, replacing: 2) == .saved)
      #expect(try await restarted.load(saved.id, now: now)?.version == 3)
      await restarted.close()
    }
  }
}
