/// Why a ``SessionStore`` could not do what it was asked.
public enum SessionStoreError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The store cannot be reached or refused the operation (a database down, a disk full).
  case unavailable(String)
  /// A record exists but cannot be read back (a column of the wrong type, a malformed
  /// identity or token): the server starts that session afresh and logs this.
  case unreadableRecord(SessionID, reason: String)

  /// A sentence saying what failed.
  public var description: String {
    switch self {
    case .unavailable(let reason): "The session store is unavailable: \(reason)"
    case .unreadableRecord(let id, let reason):
      "The record of session \(id.short) cannot be read: \(reason)"
    }
  }
}
