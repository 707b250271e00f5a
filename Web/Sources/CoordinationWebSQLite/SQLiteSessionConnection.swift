import CoordinationWeb
import Logging
import NIOConcurrencyHelpers
import NIOCore
import NIOPosix
import SQLiteNIO

/// The one connection of a `SQLiteSessionStore`, on a thread of its own, with the statements
/// under way that closing it waits for.
///
/// Its statements run one at a time, in the order they were asked for, on the connection's own
/// thread, so that a statement never waits behind another one half-stepped on the same
/// connection (whose open read would hold back the other's commit) and SQLite's blocking calls,
/// a busy wait among them, never occupy a thread of the process's shared pools.
final class SQLiteSessionConnection: Sendable {
  private let connection: SQLiteConnection
  private let threadPool: NIOThreadPool
  private let lifecycle = NIOLockedValueBox(Lifecycle())

  /// Whether the connection is closed, and the statements under way that ``close()`` waits for:
  /// a statement prepared on a closed SQLite handle would crash the process.
  private struct Lifecycle {
    var closed = false
    var running = 0
    var drained: CheckedContinuation<Void, Never>?
  }

  /// Opens (creating when missing) the database file at `path`.
  ///
  /// - Throws: `SessionStoreError.unavailable(_:)` when the file cannot be opened.
  init(path: String, logger: Logger) async throws(SessionStoreError) {
    let threadPool = NIOThreadPool(numberOfThreads: 1)
    threadPool.start()
    do {
      connection = try await SQLiteConnection.open(
        storage: .file(path: path), threadPool: threadPool, logger: logger,
        on: MultiThreadedEventLoopGroup.singleton.any())
    } catch {
      try? await threadPool.shutdownGracefully()
      throw .unavailable("cannot open \(path): \(Self.reason(error))")
    }
    self.threadPool = threadPool
  }

  /// Closes the connection and stops its thread, once the statements under way are done; later
  /// statements fail with `SessionStoreError.unavailable(_:)`. Calling it again does nothing.
  func close() async {
    let first = lifecycle.withLockedValue { state in
      defer { state.closed = true }
      return !state.closed
    }
    guard first else { return }
    await withCheckedContinuation { (drained: CheckedContinuation<Void, Never>) in
      let idle = lifecycle.withLockedValue { state in
        if state.running > 0 { state.drained = drained }
        return state.running == 0
      }
      if idle { drained.resume() }
    }
    try? await connection.close()
    try? await threadPool.shutdownGracefully()
  }

  /// Closes the connection in the background if ``close()`` was not called (sqlite-nio asserts
  /// that a connection is closed before it is released).
  deinit {
    guard !lifecycle.withLockedValue({ $0.closed }) else { return }
    let threadPool = threadPool
    connection.close().whenComplete { _ in threadPool.shutdownGracefully { _ in } }
  }

  /// Whether ``close()`` was called.
  var isClosed: Bool { lifecycle.withLockedValue { $0.closed } }

  /// Runs one statement and collects its rows.
  ///
  /// - Throws: `SessionStoreError.unavailable(_:)` when the connection is closed or SQLite
  ///   fails the statement.
  func run(_ sql: String, _ binds: [SQLiteData] = []) async throws(SessionStoreError)
    -> [SQLiteRow]
  {
    let admitted = lifecycle.withLockedValue { state in
      if !state.closed { state.running += 1 }
      return !state.closed
    }
    guard admitted else { throw .unavailable("the store is closed") }
    defer { finished() }
    let rows = NIOLockedValueBox([SQLiteRow]())
    do {
      try await connection.query(sql, binds) { row in rows.withLockedValue { $0.append(row) } }
    } catch {
      throw .unavailable(Self.reason(error))
    }
    return rows.withLockedValue { $0 }
  }

  /// Counts a statement done, and lets a waiting ``close()`` go on after the last one.
  private func finished() {
    let drained = lifecycle.withLockedValue { state in
      state.running -= 1
      defer { if state.running == 0 { state.drained = nil } }
      return state.running == 0 ? state.drained : nil
    }
    drained?.resume()
  }

  /// What went wrong, for `SessionStoreError.unavailable(_:)`.
  private static func reason(_ error: any Error) -> String {
    if let error = error as? SQLiteError { return "SQLite: \(error.message) (\(error.reason))" }
    return String(describing: error)
  }
}
