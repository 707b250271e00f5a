import Foundation
import Logging

extension SessionKeeper {
  /// Runs a request on its session while holding the session's gate: brings the session up to
  /// date with the store, runs the request, saves what changed. `nil` when the session's record
  /// is gone from the store (it has ended).
  func turn(
    _ saved: inout SessionSlot.Saved, id: SessionID, isNew: Bool, kind: Kind,
    store: any SessionStore, _ body: @escaping @MainActor @Sendable (WebSession) -> WebResponse
  ) async -> Served? {
    let newSession = isNew ? id : nil
    do throws(SessionStoreError) {
      if !isNew, try await !refresh(&saved, id: id, store: store) { return nil }
      // A page request that loses a race is run again on the newer state, a few times at most.
      for _ in 0..<3 {
        switch await run(saved, kind: kind, body) {
        case .unchanged(let answer):
          return Served(answer: answer, newSession: newSession)
        case .unsavable(let error):
          return Served(answer: unsaved(id, error), newSession: nil)
        case .changed(let answer, let record, let revision):
          let expected = saved.version == 0 ? nil : saved.version
          let result: SessionSaveResult
          do {
            result = try await store.save(record, replacing: expected)
          } catch {
            live.remove(id)
            let answer = Self.unavailable(error, logger: logger, mayHaveSaved: kind == .action)
            return Served(answer: answer, newSession: nil)
          }
          switch result {
          case .saved:
            saved.version = record.version
            saved.expires = record.expires
            saved.savedRevision = revision
            return Served(answer: answer, newSession: newSession)
          case .conflict:
            guard try await reload(&saved, id: id, store: store) else { return nil }
            if kind == .action {
              let session = saved.session
              return Served(answer: await session.conflictPage(), newSession: nil)
            }
          }
        }
      }
      let session = saved.session
      return Served(answer: await session.conflictPage(), newSession: nil)
    } catch {
      // What ran in memory may not be saved: forget it, so the next request loads the record.
      live.remove(id)
      return Served(answer: Self.unavailable(error, logger: logger), newSession: nil)
    }
  }

  /// Runs the request and, when the session changed, was never saved, or its record nears
  /// expiry, makes the record to save.
  @MainActor
  private func run(
    _ saved: SessionSlot.Saved, kind: Kind,
    _ body: @MainActor @Sendable (WebSession) -> WebResponse
  ) -> Turn {
    let session = saved.session
    let answer = body(session)
    let now = Date()
    let acted: Bool
    if case .redirect = answer { acted = kind == .action } else { acted = false }
    // A session never saved is saved on its first request, so that the next one may go to
    // another host behind the same balancer and find it.
    let nearsExpiry = saved.expires.map { $0 < now + timeToLive.seconds / 2 } ?? true
    guard acted || nearsExpiry || session.revision != saved.savedRevision else {
      return .unchanged(answer)
    }
    do {
      let record = try session.record(
        version: saved.version + 1, expires: now + timeToLive.seconds)
      return .changed(answer, record, revision: session.revision)
    } catch {
      return .unsavable(error)
    }
  }

  /// Checks the session's version in the store and loads a newer record; `false` when the
  /// record is gone though this session was saved.
  private func refresh(_ saved: inout SessionSlot.Saved, id: SessionID, store: any SessionStore)
    async throws(SessionStoreError) -> Bool
  {
    let stored = try await store.version(of: id)
    if stored == saved.version { return true }
    guard stored != nil else { return saved.version == 0 }
    return try await reload(&saved, id: id, store: store)
  }

  /// Replaces the session by its stored record; `false` when there is none or it is unusable.
  private func reload(_ saved: inout SessionSlot.Saved, id: SessionID, store: any SessionStore)
    async throws(SessionStoreError) -> Bool
  {
    guard let record = try await store.load(id, now: Date()) else { return false }
    switch await rebuilt(record) {
    case .success(let newer):
      saved = newer
      return true
    case .failure(let error):
      logger.warning(
        "saved session unusable: \(LoggedText.escaping(error.description, limit: 500))",
        metadata: ["session": "\(id.short)"])
      try? await store.remove(id)
      return false
    }
  }

  /// The answer to a change that could not be written: nothing is kept of it.
  private func unsaved(_ id: SessionID, _ error: SessionRestoreError) -> WebResponse {
    live.remove(id)
    logger.error(
      "session not saved: \(LoggedText.escaping(error.description, limit: 500))",
      metadata: ["session": "\(id.short)"])
    return .page(
      status: 500,
      html: WebHost.problemPage(
        "Not saved", reason: "This change could not be saved, so it was not kept."))
  }

  /// The answer when the store failed: 503. The store may have failed before anything ran
  /// (nothing changed), or during an action's save (`mayHaveSaved`), when the write may still
  /// have happened: a database can commit it, then time out or lose the connection before it
  /// answers, so the user is not told that nothing changed.
  static func unavailable(_ error: SessionStoreError, logger: Logger, mayHaveSaved: Bool = false)
    -> WebResponse
  {
    logger.error("session store: \(LoggedText.escaping(error.description, limit: 500))")
    let reason =
      mayHaveSaved
      ? "Sessions cannot be saved right now, and this change may or may not have been kept. "
        + "Reload the page to see where you are."
      : "Sessions cannot be read or saved right now. Nothing was changed."
    return .page(
      status: 503, html: WebHost.problemPage("Try again in a moment", reason: reason))
  }
}
