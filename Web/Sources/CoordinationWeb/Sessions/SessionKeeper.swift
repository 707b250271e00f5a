import Foundation
import Logging

/// Finds each request's session (live in memory, saved in the store, or new), runs the request
/// on it while no other request of the session runs, and saves what changed before the answer
/// goes out: an answer is sent only once its change is durable.
///
/// With a store shared by several hosts, the session's version is read before each request, so
/// a host whose copy is older loads the newer one first; a save that finds the version moved
/// meanwhile (the other host came first) reloads, then runs a page request again and answers
/// an action with ``WebSession/conflictPage()``: no update is lost unseen.
struct SessionKeeper: Sendable {
  /// What a request asks of its session.
  enum Kind: Sendable {
    /// A GET: may start a session, may be run again after a conflict.
    case page
    /// A POSTed action: needs a session that exists, is never run twice.
    case action
  }

  /// A request's answer, with the identity of the session it started, if any.
  struct Served: Sendable {
    var answer: WebResponse
    var newSession: SessionID?
  }

  /// What a request did to its session, on the main actor.
  enum Turn: Sendable {
    case unchanged(WebResponse)
    case changed(WebResponse, SessionRecord, revision: UInt64)
    case unsavable(SessionRestoreError)
  }

  let live: LiveSessionCache<SessionSlot>
  let persistence: SessionPersistence?
  let timeToLive: Duration
  let logger: Logger
  let start: @MainActor @Sendable (SessionID) -> WebSession
  let restore: @MainActor @Sendable (SessionRecord) throws(SessionRestoreError) -> WebSession

  /// Serves one request; `nil` when an action names no session that exists. The session is
  /// checked out of the live cache for the whole request, so it is never dropped from memory
  /// mid-request and loaded a second time by its next request.
  func serve(
    cookie: SessionID?, kind: Kind,
    _ body: @escaping @MainActor @Sendable (WebSession) -> WebResponse
  ) async -> Served? {
    let found: (slot: SessionSlot, hold: LiveSessionCache<SessionSlot>.Hold, isNew: Bool)?
    do throws(SessionStoreError) {
      found = try await find(cookie, creating: kind == .page)
    } catch {
      return Served(answer: Self.unavailable(error, logger: logger))
    }
    guard let found else { return nil }
    // Checked out by find(_:creating:): kept in memory until this request is done with it.
    defer { live.checkIn(found.hold) }
    let id = found.hold.id
    guard let store = persistence?.store else {
      // Nothing to load or save: the request runs on the main actor, one at a time, as is.
      let session = found.slot.session
      return Served(answer: await body(session), newSession: found.isNew ? id : nil)
    }
    let served = await found.slot.withGate { saved in
      await turn(&saved, id: id, isNew: found.isNew, kind: kind, store: store, body)
    }
    guard let served else {
      // Its record is gone (expired or cleaned up on another host): the session has ended.
      live.remove(id)
      return kind == .page ? await serve(cookie: nil, kind: .page, body) : nil
    }
    return served
  }

  // MARK: Finding

  private func find(_ cookie: SessionID?, creating: Bool) async throws(SessionStoreError)
    -> (slot: SessionSlot, hold: LiveSessionCache<SessionSlot>.Hold, isNew: Bool)?
  {
    if let id = cookie {
      if let held = live.checkOut(id) { return (held.session, held.hold, false) }
      if let slot = try await loaded(id) {
        let (kept, hold) = live.insertCheckedOut(id, slot)
        return (kept, hold, false)
      }
    }
    guard creating else { return nil }
    let id = SessionID.random()
    let slot = await fresh(id)
    logger.info("new session", metadata: ["session": "\(id.short)"])
    let (kept, hold) = live.insertCheckedOut(id, slot)
    return (kept, hold, true)
  }

  @MainActor
  private func fresh(_ id: SessionID) -> SessionSlot {
    let session = start(id)
    return SessionSlot(
      .init(session: session, version: 0, savedRevision: session.revision, expires: nil))
  }

  /// The session's saved record run again, or `nil` when there is none or it is unusable
  /// (logged, and deleted so that it is not tried again).
  private func loaded(_ id: SessionID) async throws(SessionStoreError) -> SessionSlot? {
    guard let store = persistence?.store else { return nil }
    let record: SessionRecord
    do {
      guard let found = try await store.load(id, now: Date()) else { return nil }
      record = found
    } catch .unreadableRecord(_, let reason) {
      await discard(id, reason: reason, store: store)
      return nil
    }
    switch await rebuilt(record) {
    case .success(let saved): return SessionSlot(saved)
    case .failure(let error):
      await discard(id, reason: error.description, store: store)
      return nil
    }
  }

  @MainActor
  func rebuilt(_ record: SessionRecord) -> Result<SessionSlot.Saved, SessionRestoreError> {
    do {
      let session = try restore(record)
      return .success(
        .init(
          session: session, version: record.version, savedRevision: session.revision,
          expires: record.expires))
    } catch {
      return .failure(error)
    }
  }

  private func discard(_ id: SessionID, reason: String, store: any SessionStore) async {
    logger.warning(
      "saved session unusable, starting afresh: \(LoggedText.escaping(reason, limit: 500))",
      metadata: ["session": "\(id.short)"])
    try? await store.remove(id)
  }
}
