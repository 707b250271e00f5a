import CoordinationWeb
import NIOCore
import SQLiteNIO

extension SQLiteSessionStore {
  /// A save waiting for its batch, its values ready to bind.
  struct PendingWrite: Sendable {
    var id: SessionID
    var version: SQLiteInt64
    var csrf: String
    var navigation: ByteBuffer
    var appState: ByteBuffer?
    /// Seconds since 1970.
    var expires: Double
    /// The version it replaces; `nil` for a session never saved.
    var expected: SQLiteInt64?

    /// The values of ``SQL/insert(rows:)``'s row (and of ``SQL/update(rows:)``'s, but its last).
    var values: [SQLiteData] {
      [
        .text(id.description), .integer(version), .text(csrf), .blob(navigation),
        appState.map { .blob($0) } ?? .null, .float(expires), .integer(appState == nil ? 0 : 1),
      ]
    }
  }

  /// The stored versions of sessions, in one statement: `nil` for those with no record.
  static func versions(
    of ids: [SessionID], on connection: SQLiteSessionConnection, known: SQLiteKnownVersions?
  ) async -> [Result<UInt64?, SessionStoreError>] {
    let rows: [SQLiteRow]
    do {
      rows = try await connection.run(
        SQL.versions(count: ids.count), ids.map { .text($0.description) })
    } catch {
      return ids.map { _ in .failure(error) }
    }
    var found: [String: Result<UInt64?, SessionStoreError>] = [:]
    for row in rows {
      guard case .text(let text)? = row.column("id"), let id = SessionID(text) else { continue }
      do {
        let version = try version(row, id: id)
        known?.noteRead(id, version)
        found[text] = .success(version)
      } catch {
        found[text] = .failure(error)
      }
    }
    return ids.map { found[$0.description] ?? .success(nil) }
  }

  /// Writes a batch of saves: the updates in one statement, the new sessions in another;
  /// `true` for each save that wrote, `false` for each that found another version stored.
  static func write(
    _ writes: [PendingWrite], on connection: SQLiteSessionConnection, known: SQLiteKnownVersions?
  ) async -> [Result<Bool, SessionStoreError>] {
    let updates = writes.filter { $0.expected != nil }
    let inserts = writes.filter { $0.expected == nil }
    // Each statement's outcome is its own: an update written stays written when the insert
    // after it fails.
    let updated = await written(
      updates, by: SQL.update(rows: updates.count),
      binds: updates.flatMap { $0.values + [$0.expected.map { .integer($0) } ?? .null] },
      on: connection)
    let inserted = await written(
      inserts, by: SQL.insert(rows: inserts.count), binds: inserts.flatMap(\.values),
      on: connection)
    return writes.map { write in
      let outcome = write.expected == nil ? inserted : updated
      let wrote = outcome.map { $0.contains(write.id.description) }
      // Noted before the caller is answered, so that its next version check finds it.
      if case .success(true) = wrote, let version = UInt64(exactly: write.version) {
        known?.noteWritten(write.id, version)
      }
      return wrote
    }
  }

  /// The sessions one conditional write statement wrote, by identity.
  private static func written(
    _ writes: [PendingWrite], by sql: String, binds: [SQLiteData],
    on connection: SQLiteSessionConnection
  ) async -> Result<Set<String>, SessionStoreError> {
    guard !writes.isEmpty else { return .success([]) }
    do {
      let rows = try await connection.run(sql, binds)
      var ids: Set<String> = []
      for row in rows {
        if case .text(let id)? = row.column("id") { ids.insert(id) }
      }
      return .success(ids)
    } catch {
      return .failure(error)
    }
  }
}
