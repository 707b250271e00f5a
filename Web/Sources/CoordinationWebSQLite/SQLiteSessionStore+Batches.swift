import CoordinationWeb
import NIOCore
import SQLiteNIO

extension SQLiteSessionStore {
  /// The values of a save, as a row of ``SQL/insert(rows:)`` binds them (and a row of
  /// ``SQL/update(rows:)`` but its last, the expected version).
  static func values(of write: PendingSessionWrite) -> [SQLiteData] {
    [
      .text(write.id.description), .integer(SQLiteInt64(write.version)), .text(write.csrf),
      .blob(write.navigation), write.appState.map { .blob($0) } ?? .null,
      .float(write.expires.timeIntervalSince1970), .integer(write.appState == nil ? 0 : 1),
    ]
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
    _ writes: [PendingSessionWrite], on connection: SQLiteSessionConnection,
    known: SQLiteKnownVersions?
  ) async -> [Result<Bool, SessionStoreError>] {
    let updates = writes.filter { !$0.isNew }
    let inserts = writes.filter(\.isNew)
    let updated = await written(
      updates, by: SQL.update(rows: updates.count),
      binds: updates.flatMap {
        values(of: $0) + [$0.expected.map { .integer(SQLiteInt64($0)) } ?? .null]
      },
      on: connection)
    let inserted = await written(
      inserts, by: SQL.insert(rows: inserts.count), binds: inserts.flatMap(values(of:)),
      on: connection)
    let answers = PendingSessionWrite.answers(for: writes, updated: updated, inserted: inserted)
    // Noted before the callers are answered, so that their next version checks find them.
    for (write, answer) in zip(writes, answers) {
      if case .success(true) = answer, let version = UInt64(exactly: write.version) {
        known?.noteWritten(write.id, version)
      }
    }
    return answers
  }

  /// The sessions one conditional write statement wrote, by identity.
  private static func written(
    _ writes: [PendingSessionWrite], by sql: String, binds: [SQLiteData],
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
