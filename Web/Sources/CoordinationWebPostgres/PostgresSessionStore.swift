#if PostgreSQL
  public import CoordinationWeb
  public import Foundation
  public import Logging
  public import PostgresNIO
  public import ServiceLifecycle

  /// A `SessionStore` in a PostgreSQL table: the sessions outlive every server, and
  /// several servers behind one load balancer share them.
  ///
  /// The store talks to the database through a `PostgresClient`, a pool of connections that works
  /// only while its `run()` runs. So the store is a swift-service-lifecycle `Service`: hand it to
  /// Hummingbird's `Application(router:configuration:services:)` (or any `ServiceGroup`), which
  /// runs it beside the server and stops it on a graceful shutdown. An operation waits up to five
  /// seconds for ``run()`` to start (services start concurrently), then fails with
  /// `SessionStoreError.unavailable(_:)` instead of waiting for ever; ``run()``
  /// runs once.
  ///
  /// The table (`coordination_sessions` unless told otherwise) and its index on `expires` are
  /// created, when missing, before the first operation, under a transaction-scoped advisory lock so
  /// that two servers starting at once do not trip over each other's `CREATE TABLE IF NOT EXISTS`.
  /// Each operation is one statement, atomic by itself; a conditional write is an `UPDATE … WHERE
  /// version = expected RETURNING id` (an `INSERT … ON CONFLICT (id) DO NOTHING RETURNING id` for
  /// a new session), so the row lock taken by the first writer makes every other writer of the
  /// same version find nothing to update. Writes and version checks that wait at the same moment
  /// go together in one statement (group commit), their values bound as arrays and read back as
  /// rows by `unnest`: each caller is answered once the statement that carried it committed, so
  /// a save is acknowledged only after it was written, and a host under load sends one statement
  /// and one commit for many requests rather than one each. Expiry is a `TIMESTAMPTZ`: to the
  /// microsecond.
  public final class PostgresSessionStore: SessionStore, Service {
    /// The name of the sessions table.
    public let table: String
    /// How long an operation may wait for a connection and the database's answer before it fails
    /// with `SessionStoreError.unavailable(_:)`.
    public let operationTimeout: Duration
    let connection: PostgresSessionConnection
    let versions: StoreCallBatcher<SessionID, UInt64?>
    let writes: StoreCallBatcher<PendingSessionWrite, Bool>

    /// The most calls one statement carries.
    static let batchLimit = 100

    /// Creates a store on a client configuration; nothing is connected until ``run()`` runs.
    ///
    /// - Parameters:
    ///   - configuration: Where the database is and how to log in (see
    ///     ``configuration(url:)`` to read one from a URL).
    ///   - table: The table to keep the sessions in: a lowercase SQL identifier (letters, digits
    ///     and underscores, not starting with a digit, at most 55 characters).
    ///   - operationTimeout: How long an operation may wait for a connection and an answer.
    ///   - logger: Where the client and the store log.
    /// - Throws: ``PostgresStoreConfigurationError/invalidTableName(_:)`` for another table name.
    public init(
      configuration: PostgresClient.Configuration, table: String = "coordination_sessions",
      operationTimeout: Duration = .seconds(10),
      logger: Logger = Logger(label: "coordination.sessions.postgres")
    ) throws(PostgresStoreConfigurationError) {
      guard Self.isValidTableName(table) else { throw .invalidTableName(table) }
      self.table = table
      self.operationTimeout = operationTimeout
      let connection = PostgresSessionConnection(
        client: PostgresClient(configuration: configuration, backgroundLogger: logger),
        logger: logger, table: table, timeout: operationTimeout)
      self.connection = connection
      versions = StoreCallBatcher(
        limit: Self.batchLimit, session: { $0 },
        run: { ids in await Self.versions(of: ids, on: connection) })
      writes = StoreCallBatcher(
        limit: Self.batchLimit, session: \.id,
        run: { writes in await Self.write(writes, on: connection) })
    }

    /// Creates a store on a database given by a URL such as
    /// `postgres://user:password@127.0.0.1:5432/database?sslmode=disable`.
    ///
    /// - Parameters:
    ///   - url: The database's URL; see ``configuration(url:)``.
    ///   - table: The table to keep the sessions in (see
    ///     ``init(configuration:table:operationTimeout:logger:)``).
    ///   - operationTimeout: How long an operation may wait for a connection and an answer.
    ///   - logger: Where the client and the store log.
    /// - Throws: ``PostgresStoreConfigurationError`` for a malformed URL or table name.
    public convenience init(
      url: String, table: String = "coordination_sessions",
      operationTimeout: Duration = .seconds(10),
      logger: Logger = Logger(label: "coordination.sessions.postgres")
    ) throws(PostgresStoreConfigurationError) {
      try self.init(
        configuration: Self.configuration(url: url), table: table,
        operationTimeout: operationTimeout, logger: logger)
    }

    /// Runs the store's connection pool until the task is cancelled or a graceful shutdown is
    /// triggered; operations work only while it runs.
    ///
    /// - Throws: `SessionStoreError.unavailable(_:)` when called a second time
    ///   (a pool runs once).
    public func run() async throws(SessionStoreError) {
      try await connection.runPool()
    }

    /// Whether a table name is a plain lowercase SQL identifier, short enough for its index's name.
    static func isValidTableName(_ name: String) -> Bool {
      let bytes = Array(name.utf8)
      guard let first = bytes.first, bytes.count <= 55 else { return false }
      func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || byte == UInt8(ascii: "_")
      }
      return isLetter(first)
        && bytes.allSatisfy { isLetter($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }
  }

  extension PostgresSessionStore {
    /// The record, unless it expired before `now`.
    public func load(_ id: SessionID, now: Date) async throws(SessionStoreError) -> SessionRecord? {
      let rows = try await connection.run(
        """
        SELECT version, csrf, navigation, app_state, expires FROM \(unescaped: connection.quotedTable)
        WHERE id = \(id.description) AND expires >= \(now)
        """)
      guard let row = rows.first else { return nil }
      return try Self.record(row, id: id)
    }

    /// The stored version, read in one statement with the other version checks waiting.
    public func version(of id: SessionID) async throws(SessionStoreError) -> UInt64? {
      try await versions.call(id)
    }

    /// Writes the record if the stored version is `expected`, in one statement with the other
    /// writes waiting.
    public func save(_ record: SessionRecord, replacing expected: UInt64?)
      async throws(SessionStoreError) -> SessionSaveResult
    {
      let write = try PendingSessionWrite(record, replacing: expected)
      if try await writes.call(write) { return .saved }
      return .conflict(current: try await self.version(of: record.id))
    }

    /// Deletes the record.
    public func remove(_ id: SessionID) async throws(SessionStoreError) {
      _ = try await connection.run(
        "DELETE FROM \(unescaped: connection.quotedTable) WHERE id = \(id.description)")
    }

    /// Deletes expired records, then those that expire first beyond `capacity`, in one statement.
    ///
    /// - Complexity: O(*n* log *n*) in the number of records, through the index on `expires`.
    public func removeExpired(now: Date, keeping capacity: Int) async throws(SessionStoreError)
      -> Int
    {
      let capacity = Int64(max(0, capacity))
      let rows = try await connection.run(
        """
        WITH live AS (SELECT id, expires FROM \(unescaped: connection.quotedTable) WHERE expires >= \(now)),
          excess AS (
            SELECT id FROM live ORDER BY expires, id
            LIMIT greatest(0, (SELECT count(*) FROM live) - \(capacity))
          )
        DELETE FROM \(unescaped: connection.quotedTable)
        WHERE expires < \(now) OR id IN (SELECT id FROM excess)
        RETURNING 1
        """)
      return rows.count
    }

    /// The number of records.
    public func count() async throws(SessionStoreError) -> Int {
      let rows = try await connection.run(
        "SELECT count(*) FROM \(unescaped: connection.quotedTable)")
      guard let row = rows.first, let count = try? row.decode(Int64.self) else {
        throw .unavailable("count(*) returned no number")
      }
      return Int(count)
    }
  }
#endif
