import CoordinationWeb
import CoordinationWebSQLite
import Foundation
import Testing

#if PostgreSQL
  import CoordinationWebPostgres
#endif

/// How the stores behave at their edges: two hosts starting at once, a store that cannot reach
/// its data. Each failure is a typed error, in bounded time, never a crash or a hang.
@Suite("SessionStore edges")
struct StoreEdgeTests {
  @Test("two hosts' first operations at once both succeed", arguments: StoreKind.allCases)
  func simultaneousStart(kind: StoreKind) async throws {
    try await withStore(kind) { harness in
      // The PostgreSQL harness's table does not exist yet: both stores create it at once.
      async let one = harness.store.count()
      async let other = harness.second.count()
      let counts = try await [one, other]
      #expect(counts == [0, 0])
    }
  }

  @Test("an SQLite file in a missing folder is unavailable, not a crash")
  func sqliteMissingFolder() async {
    let path = "/nonexistent-\(UUID().uuidString)/sessions.sqlite"
    await #expect(throws: SessionStoreError.self) {
      _ = try await SQLiteSessionStore(path: path)
    }
  }

  @Test("a closed SQLite store is unavailable")
  func sqliteClosed() async throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("coordination-closed-\(UUID().uuidString).sqlite").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let store = try await SQLiteSessionStore(path: path)
    await store.close()
    await store.close()
    await #expect(throws: SessionStoreError.unavailable("the store is closed")) {
      _ = try await store.count()
    }
  }

  // The PostgreSQL store's edges, where the package is built with it (its default trait).
  #if PostgreSQL
    @Test("a PostgreSQL server that does not answer is unavailable within the timeout")
    func postgresUnreachable() async throws {
      // Nothing listens on port 1 of the loopback: every connection is refused.
      let store = try PostgresSessionStore(
        url: "postgres://nobody@127.0.0.1:1/none?sslmode=disable", operationTimeout: .seconds(2))
      let running = Task { try await store.run() }
      defer { running.cancel() }
      let started = ContinuousClock.now
      await #expect(throws: SessionStoreError.self) {
        _ = try await store.load(.random(), now: Date())
      }
      // The timeout and a wide margin for a loaded machine (or ThreadSanitizer: 6.8 s was seen on
      // a fresh CI machine): never the pool's minute.
      #expect(ContinuousClock.now - started < .seconds(20))
    }

    @Test("a PostgreSQL store whose run() nobody calls fails instead of waiting for ever")
    func postgresNotRunning() async throws {
      let store = try PostgresSessionStore(url: "postgres://nobody@127.0.0.1:1/none")
      await #expect(throws: SessionStoreError.self) {
        _ = try await store.count()
      }
    }

    @Test("run() runs once: a second call is an error, not a crash")
    func postgresRunTwice() async throws {
      let store = try PostgresSessionStore(url: "postgres://nobody@127.0.0.1:1/none")
      await withTaskGroup(of: Result<Void, any Error>.self) { group in
        for _ in 0..<2 {
          group.addTask {
            do {
              try await store.run()
              return .success(())
            } catch {
              return .failure(error)
            }
          }
        }
        // The first call runs until cancelled; the second ends at once.
        let first = await group.next()
        #expect(throws: SessionStoreError.self) { try first?.get() }
        group.cancelAll()
      }
    }
  #endif
}
