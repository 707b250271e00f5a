// The one place every change comes in, as a `NavigationCommand`.

extension NavigationStore {
  /// Applies a command as one change; returns what became of it.
  ///
  /// - Throws: ``NavigationError`` when the command names something that is not shown, a path
  ///   that does not fit the app, or a coordinator that does not run where the API throws for
  ///   it. Nothing changes then.
  @discardableResult
  func execute(_ command: NavigationCommand) throws(NavigationError) -> CommandOutcome {
    switch command {
    case .start:
      return startRoot()
    case .coordinator(let call, let coordinator):
      return try carryOut(call, from: coordinator)
    case .user(let action):
      return try react(to: action)
    case .path(let steps, let cause):
      return try follow(steps, cause: cause).map { .refused(by: $0) } ?? .applied
    case .restore(let plan):
      replaceNavigation(with: plan)
      return .applied
    case .link(let path):
      return try openLink(path)
    case .offerWaitingLink:
      return offerWaitingLink()
    case .dropWaitingLink(let reason):
      return dropWaitingLink(reason: reason)
    }
  }

  /// Shows the root coordinator's first screens, once.
  private func startRoot() -> CommandOutcome {
    guard !isStarted else {
      mutate { emit(.ignored("start() called on a store that has already started")) }
      return .ignored
    }
    isStarted = true
    change(.code) { change in
      let host = engine.reserveLayer(style: .root, presenter: nil)
      attach(root, parent: nil, host: host, createdBy: nil, in: &change)
    }
    return .applied
  }
}
