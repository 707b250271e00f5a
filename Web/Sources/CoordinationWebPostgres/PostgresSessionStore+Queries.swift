#if PostgreSQL
  import CoordinationWeb
  import Foundation
  import PostgresNIO

  extension PostgresSessionStore {
    /// Reads a record back from a row of `SELECT version, csrf, navigation, app_state, expires`.
    ///
    /// - Throws: `SessionStoreError.unreadableRecord(_:reason:)` when a column
    ///   has the wrong type or a malformed value (the navigation one that is not a snapshot).
    static func record(_ row: PostgresRow, id: SessionID) throws(SessionStoreError)
      -> SessionRecord
    {
      let columns: (Int64, String, Data, Data?, Date)
      do {
        columns = try row.decode((Int64, String, Data, Data?, Date).self)
      } catch let error as PostgresDecodingError {
        throw .unreadableRecord(id, reason: "column \(error.columnName): \(error.code)")
      } catch {
        throw .unreadableRecord(id, reason: String(describing: error))
      }
      guard let version = UInt64(exactly: columns.0) else {
        throw .unreadableRecord(id, reason: "version is negative")
      }
      guard let csrf = CSRFToken(columns.1) else {
        throw .unreadableRecord(id, reason: "csrf is not 32 hexadecimal digits")
      }
      return SessionRecord(
        id: id, version: version, csrf: csrf,
        navigation: try SessionRecord.navigation(from: columns.2, of: id), appState: columns.3,
        expires: columns.4)
    }

    /// Reads the `version` column of a row: a non-negative integer.
    static func version(_ row: PostgresRow, id: SessionID) throws(SessionStoreError) -> UInt64 {
      guard let value = try? row.decode(Int64.self), let version = UInt64(exactly: value) else {
        throw .unreadableRecord(id, reason: "version is not a non-negative integer")
      }
      return version
    }
  }
#endif
