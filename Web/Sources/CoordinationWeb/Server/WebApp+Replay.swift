public import Coordination

extension WebApp {
  /// A fresh store of the app, made as a new session makes its own but not started, whose
  /// `linkReader` reads the URLs of states and the app's deep links as a session does: the store
  /// to replay a session's journey on (``WebSession/journey``, downloaded from
  /// ``WebInspector/journeyPath``).
  ///
  /// ```swift
  /// let replay = try journey.replay(
  ///   on: app.makeReplayStore(), routeTypes: app.routes.registeredTypes)
  /// ```
  ///
  /// The app's session state (``WebAppSession/state``) starts fresh: a journey replays the
  /// navigation, not what the app kept beside it.
  @MainActor
  public func makeReplayStore() -> NavigationStore {
    let content = makeSession()
    let store = NavigationStore(root: content.root)
    store.linkReader = SessionLinks(routes: routes, deepLinks: content.deepLinks).steps(forLink:)
    return store
  }
}
