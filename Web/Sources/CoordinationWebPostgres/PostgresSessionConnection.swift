#if PostgreSQL
  import CoordinationWeb
  import Logging
  import NIOConcurrencyHelpers
  import PostgresNIO

  /// The connection pool of a `PostgresSessionStore` and how it runs a statement: after the
  /// pool's `run()` started, on a table created when missing, within the store's timeout.
  struct PostgresSessionConnection: Sendable {
    let client: PostgresClient
    let logger: Logger
    /// The table's name, validated by `PostgresSessionStore.isValidTableName(_:)`.
    let table: String
    /// How long a statement may wait for a connection and the database's answer.
    let timeout: Duration
    private let state = NIOLockedValueBox(RunState())

    /// Whether ``runPool()`` was called, and whether this connection made sure the table exists.
    private struct RunState {
      var started = false
      var tableReady = false
    }

    init(client: PostgresClient, logger: Logger, table: String, timeout: Duration) {
      self.client = client
      self.logger = logger
      self.table = table
      self.timeout = timeout
    }

    /// Runs the pool until the task is cancelled or a graceful shutdown is triggered.
    ///
    /// - Throws: `SessionStoreError.unavailable(_:)` when called a second time (a pool runs
    ///   once).
    func runPool() async throws(SessionStoreError) {
      let alreadyStarted = state.withLockedValue { state in
        defer { state.started = true }
        return state.started
      }
      guard !alreadyStarted else { throw .unavailable("run() was called twice on one store") }
      await client.run()
    }

    /// The table's name as SQL writes it (validated by
    /// `PostgresSessionStore.isValidTableName(_:)`, quoted anyway).
    var quotedTable: String { "\"\(table)\"" }

    /// Runs one statement, creating the table first if this store has not yet done so, and
    /// collects its rows.
    ///
    /// - Throws: `SessionStoreError.unavailable(_:)` when ``runPool()`` is not
    ///   running or the database fails the statement.
    func run(_ query: PostgresQuery) async throws(SessionStoreError) -> [PostgresRow] {
      try await waitForRun()
      do {
        if !state.withLockedValue({ $0.tableReady }) {
          try await withTimeout { try await createTable() }
        }
        return try await withTimeout { try await client.query(query, logger: logger).collect() }
      } catch {
        throw .unavailable(Self.reason(error))
      }
    }

    /// The result of `body`, or ``TimedOut`` when it takes longer than ``timeout``.
    ///
    /// While the database cannot be reached, postgres-nio's pool keeps a request waiting for up to
    /// a minute before it fails it, and a cancelled request may take seconds to leave; a web
    /// request should not wait that long. So the caller is answered at the timeout while `body`,
    /// cancelled, ends in its own (unstructured) task. A write that timed out may still commit:
    /// the next save of that session then conflicts and re-reads, as any loser does.
    private func withTimeout<Value: Sendable>(
      _ body: @escaping @Sendable () async throws -> Value
    ) async throws -> Value {
      let race = NIOLockedValueBox(TimeoutRace<Value>())
      return try await withCheckedThrowingContinuation { continuation in
        race.withLockedValue { $0.waiting = continuation }
        let work = Task {
          let result: Result<Value, any Error>
          do { result = .success(try await body()) } catch { result = .failure(error) }
          let (waiting, timer) = race.withLockedValue { ($0.take(), $0.timer) }
          timer?.cancel()
          waiting?.resume(with: result)
        }
        let timer = Task {
          try? await Task.sleep(for: timeout)
          guard !Task.isCancelled, let waiting = race.withLockedValue({ $0.take() }) else { return }
          work.cancel()
          waiting.resume(throwing: TimedOut(timeout: timeout))
        }
        let answered = race.withLockedValue { race in
          race.timer = timer
          return race.waiting == nil
        }
        if answered { timer.cancel() }
      }
    }

    /// The caller of ``withTimeout(_:)`` until the work or the timer answers it, and the timer.
    private struct TimeoutRace<Value: Sendable> {
      var waiting: CheckedContinuation<Value, any Error>?
      var timer: Task<Void, Never>?

      /// The caller, once: the second to answer finds nobody.
      mutating func take() -> CheckedContinuation<Value, any Error>? {
        defer { waiting = nil }
        return waiting
      }
    }

    /// An operation that took longer than ``timeout``.
    struct TimedOut: Error, CustomStringConvertible {
      var timeout: Duration
      var description: String { "no answer from the database within \(timeout)" }
    }

    /// Returns once ``runPool()`` has started, waiting up to five seconds for it: a service group
    /// starts its services concurrently, so the first request may come a moment before. Without
    /// the wait, an operation of a store that nobody runs would wait for a connection for ever.
    private func waitForRun() async throws(SessionStoreError) {
      for _ in 0..<100 {
        if state.withLockedValue({ $0.started }) { return }
        do {
          try await Task.sleep(for: .milliseconds(50))
        } catch {
          throw .unavailable("cancelled while waiting for the store's run()")
        }
      }
      throw .unavailable("the store's run() is not running: add the store to the app's services")
    }

    /// Creates the table and its index if missing, under an advisory lock taken for the
    /// transaction: `CREATE TABLE IF NOT EXISTS` alone can fail with a unique violation when two
    /// hosts run it at the same moment.
    private func createTable() async throws {
      let table = quotedTable
      let index = "\"\(self.table)_expires\""
      let lockKey = Self.lockKey(self.table)
      try await client.withTransaction(logger: logger) { connection in
        try await connection.query("SELECT pg_advisory_xact_lock(\(lockKey))", logger: logger)
        try await connection.query(
          """
          CREATE TABLE IF NOT EXISTS \(unescaped: table) (
            id TEXT PRIMARY KEY,
            version BIGINT NOT NULL,
            csrf TEXT NOT NULL,
            navigation BYTEA NOT NULL,
            app_state BYTEA,
            expires TIMESTAMPTZ NOT NULL
          )
          """, logger: logger)
        try await connection.query(
          "CREATE INDEX IF NOT EXISTS \(unescaped: index) ON \(unescaped: table) (expires)",
          logger: logger)
      }
      state.withLockedValue { $0.tableReady = true }
    }

    /// A 64-bit key for the advisory lock of a table's creation: FNV-1a of its name, so that
    /// stores of different tables do not wait for each other.
    static func lockKey(_ table: String) -> Int64 {
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325
      for byte in "coordination.sessions.\(table)".utf8 {
        hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
      }
      return Int64(bitPattern: hash)
    }

    /// What went wrong, without the query's bound values (a CSRF token, a session's state).
    static func reason(_ error: any Error) -> String {
      guard let error = error as? PSQLError else { return String(describing: error) }
      var text = "PostgreSQL: \(error.code)"
      if let info = error.serverInfo {
        text += ": \(info[.sqlState] ?? "?") \(info[.message] ?? "")"
      }
      if let underlying = error.underlying { text += " (\(underlying))" }
      return text
    }

  }
#endif
