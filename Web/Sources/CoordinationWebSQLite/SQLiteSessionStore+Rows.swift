import CoordinationWeb
import Foundation
import SQLiteNIO

extension SQLiteSessionStore {
  /// The statements of the store, on the table `coordination_sessions`.
  ///
  /// A batch of saves binds, row after row, the values of ``PendingWrite/values``: id, version,
  /// CSRF token, navigation, app state, expiry, whether there is an app state, and for an update
  /// the expected version. SQLite binds an empty blob as `NULL`, so an empty navigation is
  /// written as `X''` and an empty app state is told from a missing one by the seventh value.
  enum SQL {
    static let createTable = """
      CREATE TABLE IF NOT EXISTS coordination_sessions (
        id TEXT PRIMARY KEY NOT NULL,
        version INTEGER NOT NULL,
        csrf TEXT NOT NULL,
        navigation BLOB NOT NULL,
        app_state BLOB,
        expires REAL NOT NULL
      )
      """
    static let createIndex = """
      CREATE INDEX IF NOT EXISTS coordination_sessions_expires ON coordination_sessions (expires)
      """
    static let load = """
      SELECT version, csrf, navigation, app_state, expires FROM coordination_sessions
      WHERE id = ?1 AND NOT (expires < ?2)
      """
    /// The versions of `count` sessions, by identity (`?1` … `?count`).
    static func versions(count: Int) -> String {
      """
      SELECT id, version FROM coordination_sessions WHERE id IN (\(placeholders(rows: count, of: 1)))
      """
    }

    /// The new sessions of `rows` saves, each written unless its identity is taken.
    static func insert(rows: Int) -> String {
      let values = (0..<rows).map { row in
        let n = { (column: Int) in "?\(row * 7 + column)" }
        return "(\(n(1)), \(n(2)), \(n(3)), coalesce(\(n(4)), X''), "
          + "CASE WHEN \(n(7)) THEN coalesce(\(n(5)), X'') END, \(n(6)))"
      }
      return """
        INSERT INTO coordination_sessions (id, version, csrf, navigation, app_state, expires)
        VALUES \(values.joined(separator: ", "))
        ON CONFLICT (id) DO NOTHING
        RETURNING id
        """
    }

    /// The updates of `rows` saves, each written only where its expected version is stored.
    static func update(rows: Int) -> String {
      // One save, the usual batch when the host is not busy: a plain UPDATE, which SQLite
      // prepares and runs faster than an UPDATE ... FROM (no table of values to build).
      guard rows != 1 else { return updateOne }
      return """
        WITH saved (id, version, csrf, navigation, app_state, expires, has_state, expected) AS (
          VALUES \(placeholders(rows: rows, of: 8))
        )
        UPDATE coordination_sessions
        SET version = saved.version, csrf = saved.csrf, navigation = coalesce(saved.navigation, X''),
          app_state = CASE WHEN saved.has_state THEN coalesce(saved.app_state, X'') END,
          expires = saved.expires
        FROM saved
        WHERE coordination_sessions.id = saved.id AND coordination_sessions.version = saved.expected
        RETURNING id
        """
    }

    /// The update of one save, with the same parameters as a row of ``update(rows:)``.
    private static let updateOne = """
      UPDATE coordination_sessions
      SET version = ?2, csrf = ?3, navigation = coalesce(?4, X''),
        app_state = CASE WHEN ?7 THEN coalesce(?5, X'') END, expires = ?6
      WHERE id = ?1 AND version = ?8
      RETURNING id
      """

    /// `rows` rows of `columns` numbered parameters: `(?1, ?2), (?3, ?4)`; a single column's
    /// rows without parentheses: `?1, ?2`.
    private static func placeholders(rows: Int, of columns: Int) -> String {
      (0..<rows).map { row in
        let list = (1...columns).map { "?\(row * columns + $0)" }.joined(separator: ", ")
        return columns == 1 ? list : "(\(list))"
      }.joined(separator: ", ")
    }
    static let remove = "DELETE FROM coordination_sessions WHERE id = ?1"
    // The expired ones, then the earliest to expire of the rest beyond the capacity (a negative
    // LIMIT would mean none in SQLite, hence max).
    static let removeExpired = """
      DELETE FROM coordination_sessions
      WHERE expires < ?1 OR id IN (
        SELECT id FROM coordination_sessions WHERE NOT (expires < ?1)
        ORDER BY expires, id
        LIMIT max(0, (SELECT count(*) FROM coordination_sessions WHERE NOT (expires < ?1)) - ?2)
      )
      RETURNING id
      """
    static let count = "SELECT count(*) AS n FROM coordination_sessions"
  }

  /// Reads a record back from a row of ``SQL/load``.
  ///
  /// - Throws: `SessionStoreError.unreadableRecord(_:reason:)` when a column
  ///   has the wrong type or a malformed value (the navigation one that is not a snapshot).
  static func record(_ row: SQLiteRow, id: SessionID) throws(SessionStoreError) -> SessionRecord {
    let version = try version(row, id: id)
    guard case .text(let text)? = row.column("csrf"), let csrf = CSRFToken(text) else {
      throw .unreadableRecord(id, reason: "csrf is not 32 hexadecimal digits")
    }
    guard case .blob(let navigation)? = row.column("navigation") else {
      throw .unreadableRecord(id, reason: "navigation is not a blob")
    }
    let appState: Data?
    switch row.column("app_state") {
    case .null?: appState = nil
    case .blob(let bytes)?: appState = Data(bytes.readableBytesView)
    default: throw .unreadableRecord(id, reason: "app_state is neither a blob nor NULL")
    }
    let expires: Double
    switch row.column("expires") {
    case .float(let seconds)? where seconds.isFinite: expires = seconds
    case .integer(let seconds)?: expires = Double(seconds)
    default: throw .unreadableRecord(id, reason: "expires is not a number of seconds")
    }
    return SessionRecord(
      id: id, version: version, csrf: csrf,
      navigation: try SessionRecord.navigation(from: Data(navigation.readableBytesView), of: id),
      appState: appState, expires: Date(timeIntervalSince1970: expires))
  }

  /// Reads the `version` column of a row: a non-negative integer.
  static func version(_ row: SQLiteRow, id: SessionID) throws(SessionStoreError) -> UInt64 {
    guard case .integer(let value)? = row.column("version"), let version = UInt64(exactly: value)
    else { throw .unreadableRecord(id, reason: "version is not a non-negative integer") }
    return version
  }
}
