import NIOConcurrencyHelpers

/// Keeps the sessions live in this process's memory, bounded in number and in idle time.
///
/// A live session is its running app: coordinators, models, navigation. With a ``SessionStore``
/// configured, a session dropped from here is not lost: its saved record is loaded again on its
/// next request; the capacity is then a memory cap of one host, not a limit on users.
///
/// Each session is found by its ``SessionID`` in constant time; a session idle for longer than
/// the time-to-live is gone, and when the store is full the session idle the longest makes
/// room. A session checked out for a request (``checkOut(_:at:)``, ``insert(_:at:checkingOut:_:)``)
/// is never the one that makes room until it is checked in again: dropped mid-request, it
/// would be loaded a second time by the session's next request and the two copies would race.
/// The store's lock is held only for these dictionary operations, never while a session works,
/// so sessions never wait on each other's navigation.
public final class LiveSessionCache<Session: Sendable>: Sendable {
  /// Limits of a store.
  public struct Limits: Hashable, Sendable {
    /// The most sessions kept at once, unless more than that serve requests at the same
    /// moment: those stay until their requests end.
    public var capacity: Int
    /// How long a session may stay idle.
    public var timeToLive: Duration

    /// Creates limits; `capacity` is at least 1.
    public init(capacity: Int, timeToLive: Duration) {
      self.capacity = max(1, capacity)
      self.timeToLive = timeToLive
    }
  }

  private struct Entry {
    var session: Session
    var lastUse: ContinuousClock.Instant
    /// The requests that have it checked out.
    var users = 0
    var older: SessionID?
    var newer: SessionID?
  }

  private struct State {
    var entries: [SessionID: Entry] = [:]
    var oldest: SessionID?
    var newest: SessionID?
  }

  /// The limits this store enforces.
  public let limits: Limits
  // NIO's lock (a pthread mutex) rather than Synchronization's `Mutex`, which needs macOS 15
  // and iOS 18: the store runs at the core's minimums (macOS 14, iOS 17).
  private let state = NIOLockedValueBox(State())

  /// Creates an empty store.
  public init(limits: Limits) {
    self.limits = limits
  }

  /// The number of sessions kept.
  public var count: Int { state.withLockedValue { $0.entries.count } }

  /// The session with this identity, if it exists and has not expired; marks it used.
  ///
  /// - Complexity: O(1), plus O(*e*) for the *e* expired sessions it drops.
  public func session(_ id: SessionID, at now: ContinuousClock.Instant = .now) -> Session? {
    use(id, at: now, users: 0)
  }

  /// The session with this identity, as ``session(_:at:)``, checked out for a request: it is
  /// not dropped to make room until ``checkIn(_:)``.
  ///
  /// - Complexity: O(1), plus O(*e*) for the *e* expired sessions it drops.
  public func checkOut(_ id: SessionID, at now: ContinuousClock.Instant = .now) -> Session? {
    use(id, at: now, users: 1)
  }

  /// Ends a request's use of a session that ``checkOut(_:at:)`` or
  /// ``insert(_:at:checkingOut:_:)`` checked out; nothing when it is gone meanwhile.
  ///
  /// - Complexity: O(1).
  public func checkIn(_ id: SessionID) {
    state.withLockedValue { state in
      guard let users = state.entries[id]?.users, users > 0 else { return }
      state.entries[id]?.users = users - 1
    }
  }

  private func use(_ id: SessionID, at now: ContinuousClock.Instant, users: Int) -> Session? {
    state.withLockedValue { state in
      Self.dropExpired(&state, before: now - limits.timeToLive)
      guard var entry = state.entries[id] else { return nil }
      Self.unlink(id, from: &state)
      entry.lastUse = now
      entry.users += users
      state.entries[id] = entry
      Self.appendNewest(id, to: &state)
      return entry.session
    }
  }

  /// Starts a session with a new random identity; when the store is full, the session idle the
  /// longest is dropped first.
  ///
  /// - Complexity: O(1), plus O(*e*) for the *e* expired sessions it drops.
  public func create(
    at now: ContinuousClock.Instant = .now, _ make: (SessionID) -> Session
  ) -> (id: SessionID, session: Session) {
    let id = SessionID.random()
    return (id, insert(id, at: now, make(id)))
  }

  /// Keeps a session under a known identity (one loaded from a ``SessionStore``), unless one
  /// is kept under it already; returns the session kept, checked out for a request when
  /// `checkingOut` is true. When the cache is full, the session idle the longest that no
  /// request has checked out is dropped first.
  ///
  /// - Complexity: O(1), plus O(*e*) for the *e* expired sessions it drops and O(*b*) for the
  ///   *b* checked-out sessions it passes over.
  public func insert(
    _ id: SessionID, at now: ContinuousClock.Instant = .now, checkingOut: Bool = false,
    _ session: Session
  ) -> Session {
    state.withLockedValue { state in
      Self.dropExpired(&state, before: now - limits.timeToLive)
      let users = checkingOut ? 1 : 0
      if var kept = state.entries[id] {
        kept.users += users
        state.entries[id] = kept
        return kept.session
      }
      while state.entries.count >= limits.capacity, let idle = Self.oldestIdle(in: state) {
        Self.unlink(idle, from: &state)
        state.entries[idle] = nil
      }
      state.entries[id] = Entry(session: session, lastUse: now, users: users)
      Self.appendNewest(id, to: &state)
      return session
    }
  }

  /// The session idle the longest among those no request has checked out.
  private static func oldestIdle(in state: State) -> SessionID? {
    var candidate = state.oldest
    while let id = candidate {
      guard let entry = state.entries[id] else { return nil }
      if entry.users == 0 { return id }
      candidate = entry.newer
    }
    return nil
  }

  /// Ends a session now.
  public func remove(_ id: SessionID) {
    state.withLockedValue { state in
      guard state.entries[id] != nil else { return }
      Self.unlink(id, from: &state)
      state.entries[id] = nil
    }
  }

  private static func dropExpired(_ state: inout State, before limit: ContinuousClock.Instant) {
    while let oldest = state.oldest, let entry = state.entries[oldest], entry.lastUse < limit {
      unlink(oldest, from: &state)
      state.entries[oldest] = nil
    }
  }

  private static func unlink(_ id: SessionID, from state: inout State) {
    guard let entry = state.entries[id] else { return }
    if let older = entry.older { state.entries[older]?.newer = entry.newer }
    if let newer = entry.newer { state.entries[newer]?.older = entry.older }
    if state.oldest == id { state.oldest = entry.newer }
    if state.newest == id { state.newest = entry.older }
    state.entries[id]?.older = nil
    state.entries[id]?.newer = nil
  }

  private static func appendNewest(_ id: SessionID, to state: inout State) {
    state.entries[id]?.older = state.newest
    state.entries[id]?.newer = nil
    if let newest = state.newest { state.entries[newest]?.newer = id }
    state.newest = id
    if state.oldest == nil { state.oldest = id }
  }
}
