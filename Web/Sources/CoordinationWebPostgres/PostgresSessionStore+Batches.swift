#if PostgreSQL
  import CoordinationWeb
  import Foundation
  import NIOCore
  import PostgresNIO

  extension PostgresSessionStore {
    /// The stored versions of sessions, in one statement: `nil` for those with no record.
    static func versions(of ids: [SessionID], on connection: PostgresSessionConnection) async
      -> [Result<UInt64?, SessionStoreError>]
    {
      let texts = ids.map(\.description)
      let rows: [PostgresRow]
      do {
        rows = try await connection.run(
          """
          SELECT id, version FROM \(unescaped: connection.quotedTable) WHERE id = ANY(\(texts))
          """)
      } catch {
        return ids.map { _ in .failure(error) }
      }
      var found: [String: Int64] = [:]
      for row in rows {
        if let (id, version) = try? row.decode((String, Int64).self) { found[id] = version }
      }
      return ids.map { id in
        guard let stored = found[id.description] else { return .success(nil) }
        guard let version = UInt64(exactly: stored) else {
          return .failure(.unreadableRecord(id, reason: "version is not a non-negative integer"))
        }
        return .success(version)
      }
    }

    /// Writes a batch of saves: the updates in one statement, the new sessions in another;
    /// `true` for each save that wrote, `false` for each that found another version stored.
    static func write(_ writes: [PendingSessionWrite], on connection: PostgresSessionConnection)
      async -> [Result<Bool, SessionStoreError>]
    {
      let updates = writes.filter { !$0.isNew }
      let inserts = writes.filter(\.isNew)
      let table = connection.quotedTable
      let updated = await written(updates, by: update(updates, table: table), on: connection)
      let inserted = await written(inserts, by: insert(inserts, table: table), on: connection)
      return PendingSessionWrite.answers(for: writes, updated: updated, inserted: inserted)
    }

    /// The sessions one conditional write statement wrote, by identity.
    private static func written(
      _ writes: [PendingSessionWrite], by query: PostgresQuery,
      on connection: PostgresSessionConnection
    ) async -> Result<Set<String>, SessionStoreError> {
      guard !writes.isEmpty else { return .success([]) }
      do {
        let rows = try await connection.run(query)
        return .success(Set(rows.compactMap { try? $0.decode(String.self) }))
      } catch {
        return .failure(error)
      }
    }

    /// The updates of a batch, each written only where its expected version is stored: the
    /// batch's columns bound as arrays and read back as rows by `unnest`.
    private static func update(_ writes: [PendingSessionWrite], table: String) -> PostgresQuery {
      let columns = Columns(writes)
      let expected = writes.map { $0.expected ?? -1 }
      return """
        UPDATE \(unescaped: table) AS stored
        SET version = saved.version, csrf = saved.csrf, navigation = saved.navigation,
          app_state = CASE WHEN saved.has_state THEN saved.app_state END, expires = saved.expires
        FROM unnest(
          \(columns.ids)::text[], \(columns.versions)::bigint[], \(columns.csrfs)::text[],
          \(columns.navigations)::bytea[], \(columns.appStates)::bytea[],
          \(columns.hasStates)::boolean[], \(columns.expiries)::timestamptz[],
          \(expected)::bigint[]
        ) AS saved (id, version, csrf, navigation, app_state, has_state, expires, expected)
        WHERE stored.id = saved.id AND stored.version = saved.expected
        RETURNING stored.id
        """
    }

    /// The new sessions of a batch, each written unless its identity is taken.
    private static func insert(_ writes: [PendingSessionWrite], table: String) -> PostgresQuery {
      let columns = Columns(writes)
      return """
        INSERT INTO \(unescaped: table) (id, version, csrf, navigation, app_state, expires)
        SELECT id, version, csrf, navigation, CASE WHEN has_state THEN app_state END, expires
        FROM unnest(
          \(columns.ids)::text[], \(columns.versions)::bigint[], \(columns.csrfs)::text[],
          \(columns.navigations)::bytea[], \(columns.appStates)::bytea[],
          \(columns.hasStates)::boolean[], \(columns.expiries)::timestamptz[]
        ) AS saved (id, version, csrf, navigation, app_state, has_state, expires)
        ON CONFLICT (id) DO NOTHING
        RETURNING id
        """
    }

    /// A batch's values, column by column, for `unnest`. A missing app state is an empty one
    /// with `hasStates` false (postgres-nio binds no array of optionals).
    private struct Columns {
      var ids: [String] = []
      var versions: [Int64] = []
      var csrfs: [String] = []
      var navigations: [ByteBuffer] = []
      var appStates: [ByteBuffer] = []
      var hasStates: [Bool] = []
      var expiries: [Date] = []

      init(_ writes: [PendingSessionWrite]) {
        for write in writes {
          ids.append(write.id.description)
          versions.append(write.version)
          csrfs.append(write.csrf)
          navigations.append(write.navigation)
          appStates.append(write.appState ?? ByteBuffer())
          hasStates.append(write.appState != nil)
          expiries.append(write.expires)
        }
      }
    }
  }
#endif
