import Coordination

/// Where a journey begins: the navigation saved, its outline, and a path that waits without a
/// link's text (a snapshot keeps only links with text).
struct JourneyStart {
  let snapshot: NavigationSnapshot
  let state: String
  let waitingPath: [JourneyPathStep]?

  /// The navigation `store` shows now.
  ///
  /// - Throws: ``Unrecordable`` when a route or a model's state does not encode.
  @MainActor init(of store: NavigationStore) throws(Unrecordable) {
    do {
      snapshot = try store.snapshot()
    } catch {
      throw Unrecordable(reason: error.description)
    }
    state = store.journeyState
    if let path = store.waitingPath, store.waitingLinkText == nil {
      waitingPath = try path.map { step throws(Unrecordable) in try .init(recording: step) }
    } else {
      waitingPath = nil
    }
  }
}
