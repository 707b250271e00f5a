import NIOConcurrencyHelpers

/// Keeps the sessions live in this process's memory, bounded in number and in idle time.
///
/// A live session is its running app: coordinators, models, navigation. With a ``SessionStore``
/// configured, a session dropped from here is not lost: its saved record is loaded again on its
/// next request; the capacity is then a memory cap of one server, not a limit on users.
///
/// Each session is found by its ``SessionID`` in constant time; a session idle for longer than
/// the time-to-live is gone, and when the store is full the session idle the longest makes
/// room. A session the server has checked out for a request is passed over when room is made,
/// and when idle sessions expire, until it is checked in again: dropped mid-request, it would
/// be loaded a second time by the session's next request and the two copies would race.
/// The store's lock is held only for these dictionary operations, never while a session works,
/// so sessions never wait on each other's navigation.
public final class LiveSessionCache<Session: Sendable>: Sendable {
  /// Limits of a store.
  public struct Limits: Hashable, Sendable {
    /// The most sessions kept at once, unless more than that serve requests at the same
    /// moment: then the cache holds them all, and makes room again on the next insert after
    /// their requests ended.
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
    /// Tells this entry from an earlier or later one under the same identity.
    let generation: UInt64
    /// The requests that have it checked out.
    var users = 0
    var older: SessionID?
    var newer: SessionID?
  }

  private struct State {
    var entries: [SessionID: Entry] = [:]
    var oldest: SessionID?
    var newest: SessionID?
    var nextGeneration: UInt64 = 0
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
    state.withLockedValue { state in
      Self.use(id, in: &state, at: now, expiringBefore: now - limits.timeToLive, users: 0)?.session
    }
  }

  /// A request's hold on a live session, from ``checkOut(_:at:)`` or
  /// ``insertCheckedOut(_:at:_:)`` until ``checkIn(_:)``.
  package struct Hold: Sendable {
    /// The session held.
    package let id: SessionID
    /// Which entry under that identity: one removed and inserted again is another.
    fileprivate let generation: UInt64
  }

  /// The session with this identity, as ``session(_:at:)``, checked out for a request: it is
  /// not dropped to make room until ``checkIn(_:)``.
  ///
  /// - Complexity: O(1), plus O(*e*) for the *e* expired sessions it drops.
  package func checkOut(_ id: SessionID, at now: ContinuousClock.Instant = .now)
    -> (session: Session, hold: Hold)?
  {
    state.withLockedValue { state in
      Self.use(id, in: &state, at: now, expiringBefore: now - limits.timeToLive, users: 1)
        .map { ($0.session, Hold(id: id, generation: $0.generation)) }
    }
  }

  /// Ends a request's hold on a session; nothing when that entry is gone meanwhile (a session
  /// removed and inserted again under its identity is not the one held).
  ///
  /// - Complexity: O(1).
  package func checkIn(_ hold: Hold) {
    state.withLockedValue { state in
      guard let entry = state.entries[hold.id], entry.generation == hold.generation,
        entry.users > 0
      else { return }
      state.entries[hold.id]?.users = entry.users - 1
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
  /// is kept under it already; returns the session kept. When the cache is full, the session
  /// idle the longest that no request has checked out is dropped first.
  ///
  /// - Complexity: O(1), plus O(*e*) for the *e* expired sessions it drops and O(*b*) for the
  ///   *b* checked-out sessions it passes over.
  public func insert(
    _ id: SessionID, at now: ContinuousClock.Instant = .now, _ session: Session
  ) -> Session {
    state.withLockedValue { state in
      Self.keep(id, session, in: &state, at: now, limits: limits, users: 0).session
    }
  }

  /// ``insert(_:at:_:)``, with the session kept checked out for a request.
  ///
  /// - Complexity: as ``insert(_:at:_:)``.
  package func insertCheckedOut(
    _ id: SessionID, at now: ContinuousClock.Instant = .now, _ session: Session
  ) -> (session: Session, hold: Hold) {
    state.withLockedValue { state in
      let kept = Self.keep(id, session, in: &state, at: now, limits: limits, users: 1)
      return (kept.session, Hold(id: id, generation: kept.generation))
    }
  }

  /// The entry under `id`, made the newest, with `users` more requests holding it.
  private static func use(
    _ id: SessionID, in state: inout State, at now: ContinuousClock.Instant,
    expiringBefore limit: ContinuousClock.Instant, users: Int
  ) -> Entry? {
    dropExpired(&state, before: limit)
    guard var entry = state.entries[id] else { return nil }
    unlink(id, from: &state)
    entry.lastUse = now
    entry.users += users
    state.entries[id] = entry
    appendNewest(id, to: &state)
    return entry
  }

  /// The entry kept under `id`, the one there already or `session` in a new one, after
  /// making room.
  private static func keep(
    _ id: SessionID, _ session: Session, in state: inout State, at now: ContinuousClock.Instant,
    limits: Limits, users: Int
  ) -> Entry {
    let limit = now - limits.timeToLive
    if let kept = use(id, in: &state, at: now, expiringBefore: limit, users: users) {
      return kept
    }
    while state.entries.count >= limits.capacity, let idle = oldestIdle(in: state) {
      unlink(idle, from: &state)
      state.entries[idle] = nil
    }
    state.nextGeneration += 1
    let entry = Entry(
      session: session, lastUse: now, generation: state.nextGeneration, users: users)
    state.entries[id] = entry
    appendNewest(id, to: &state)
    return entry
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

  /// Drops the sessions idle since before `limit`, oldest first, passing over those a request
  /// still holds.
  private static func dropExpired(_ state: inout State, before limit: ContinuousClock.Instant) {
    var candidate = state.oldest
    while let id = candidate, let entry = state.entries[id], entry.lastUse < limit {
      candidate = entry.newer
      guard entry.users == 0 else { continue }
      unlink(id, from: &state)
      state.entries[id] = nil
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
