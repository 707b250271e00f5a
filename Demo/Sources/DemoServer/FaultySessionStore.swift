#if DEBUG
  import CoordinationWeb
  import Foundation

  /// A session store that breaks the promise of ``SessionStore`` in one way on purpose, for the
  /// stress scripts' self-tests (`demo --fault NAME` in debug builds): it wraps the real store
  /// and injects a ``DemoFault`` into its writes.
  actor FaultySessionStore: SessionStore {
    /// The real store.
    let inner: any SessionStore
    /// The fault injected.
    let fault: DemoFault
    /// With ``DemoFault/dropAcknowledgedWrite``: records acknowledged and not written yet.
    private var unwritten: [SessionID: SessionRecord] = [:]
    /// With ``DemoFault/dropAcknowledgedWrite``: the writes acknowledged so far.
    private var acknowledged = 0

    /// Wraps a store.
    init(wrapping inner: any SessionStore, fault: DemoFault) {
      self.inner = inner
      self.fault = fault
    }

    func load(_ id: SessionID, now: Date) async throws(SessionStoreError) -> SessionRecord? {
      if let record = unwritten[id] { return record }
      return try await inner.load(id, now: now)
    }

    func version(of id: SessionID) async throws(SessionStoreError) -> UInt64? {
      if let record = unwritten[id] { return record.version }
      return try await inner.version(of: id)
    }

    func save(_ record: SessionRecord, replacing expected: UInt64?) async throws(SessionStoreError)
      -> SessionSaveResult
    {
      switch fault {
      case .loseRacingWrite:
        // A conflict means another writer came first: nothing was written, yet "saved".
        _ = try await inner.save(record, replacing: expected)
        return .saved
      case .dropAcknowledgedWrite:
        return try await writeBehind(record, replacing: expected)
      case .hangWrites where record.version > 2:
        try? await Task.sleep(for: .seconds(86_400))
        return .conflict(current: nil)
      default:
        return try await inner.save(record, replacing: expected)
      }
    }

    /// Acknowledges a write kept in memory; writes only every fourth one (and a session's
    /// first) to the store, so the others are lost when the process dies.
    private func writeBehind(_ record: SessionRecord, replacing expected: UInt64?)
      async throws(SessionStoreError) -> SessionSaveResult
    {
      guard expected != nil else { return try await inner.save(record, replacing: expected) }
      let current = try await version(of: record.id)
      guard current == expected else { return .conflict(current: current) }
      acknowledged += 1
      guard acknowledged % 4 == 0 else {
        unwritten[record.id] = record
        return .saved
      }
      unwritten[record.id] = nil
      let stored = try await inner.version(of: record.id)
      return try await inner.save(record, replacing: stored)
    }

    func remove(_ id: SessionID) async throws(SessionStoreError) {
      unwritten[id] = nil
      try await inner.remove(id)
    }

    func removeExpired(now: Date, keeping capacity: Int) async throws(SessionStoreError) -> Int {
      try await inner.removeExpired(now: now, keeping: capacity)
    }

    func count() async throws(SessionStoreError) -> Int {
      try await inner.count()
    }
  }
#endif
