// The end of the root coordinator's flow: what an app that hosts one flow of the library in
// its own navigation waits for (the flow's result, or the user leaving it).

extension NavigationStore {
  /// Calls `handler` once when the root coordinator's flow ends: with its value when it
  /// finished by its own call (`FlowCoordinator/finish(with:)`, or `()` for a plain
  /// coordinator's `finish()`), cancelled with cause ``NavigationCause/user`` when the user
  /// left it (``UserAction/leftFlow``: an adapter that shows the flow above an app's own screens
  /// reports the user going back past its first screen), or with ``NavigationCause/teardown``
  /// when the store goes away first. At once, when the flow has already ended.
  ///
  /// It is called once the change that ended the flow has been published to every observer,
  /// so an adapter has shown it: the handler may release the adapter and the store.
  ///
  /// A store made for one flow of an app that owns its other screens ends with that flow:
  ///
  /// ```swift
  /// let store = NavigationStore(root: LoginCoordinator())  // a FlowCoordinator<_, User>
  /// store.whenRootFinishes { outcome in
  ///   if let user = outcome.value(as: User.self) { session.signIn(user) }
  /// }
  /// ```
  ///
  /// Handlers are kept by the store until the flow ends: capture the store weakly in them.
  public func whenRootFinishes(_ handler: @escaping (FlowOutcome) -> Void) {
    rootFlowHandlers.append(handler)
    if mutationDepth == 0 { tellRootFlowEnd() }
  }
}
