// Links that arrive before the app can show them (at a cold launch, behind a sign-in): kept and
// followed once the root coordinator admits them, or dropped with its reason.

extension NavigationStore {
  /// Follows a path that came from outside the app (a deep link, a notification, a handoff),
  /// or keeps it until the app can show it.
  ///
  /// Before ``start()`` the path waits for the start. Then the root coordinator is asked
  /// (``AnyCoordinator/admission(of:)``): the path is followed now, kept until the root admits
  /// it, or dropped with the root's reason. A kept path is offered again after every change
  /// (the end of a sign-in flow, say; or see ``offerWaitingPath()``) and followed as a deep
  /// link once admitted; one that
  /// cannot be shown by then is dropped with the reason. One path waits at a time: a newer one
  /// replaces it. Waiting and dropping are published as ``NavigationEvent/linkWaiting(_:reason:)``
  /// and ``NavigationEvent/linkDropped(_:reason:)``.
  ///
  /// ```swift
  /// // The root coordinator of an app with a sign-in:
  /// override func admission(of path: [PathStep]) -> PathAdmission {
  ///   user == nil ? .wait(reason: "signing in first") : .follow
  /// }
  /// ```
  ///
  /// - Returns: What became of the path now.
  /// - Throws: ``NavigationError`` when the path is admitted at once and cannot be shown (as
  ///   ``apply(steps:cause:)``); nothing changed then.
  @discardableResult
  public func open(path: [PathStep]) throws(NavigationError) -> LinkOutcome {
    let admission = isStarted ? root.admission(of: path) : .wait(reason: "the app has not started")
    switch admission {
    case .follow:
      try apply(steps: path, cause: .deepLink)
      return .followed
    case .wait(let reason):
      mutate {
        if let older = waitingLink {
          emit(.linkDropped(older.path, reason: "a newer link arrived"))
        }
        waitingLink = (path, reason)
        emit(.linkWaiting(path, reason: reason))
      }
      return .waiting(reason: reason)
    case .drop(let reason):
      mutate { emit(.linkDropped(path, reason: reason)) }
      return .dropped(reason: reason)
    }
  }

  /// The path that waits to be followed, if one does.
  public var waitingPath: [PathStep]? { waitingLink?.path }

  /// Drops the path that waits, if one does.
  public func dropWaitingPath(reason: String = "dropped by the app") {
    guard let waiting = waitingLink else { return }
    mutate {
      waitingLink = nil
      emit(.linkDropped(waiting.path, reason: reason))
    }
  }

  /// Offers the waiting path to the root coordinator again, and follows it if admitted.
  ///
  /// The store does this after every change it publishes; call it when the app's gate opens
  /// without navigating (a session restored in the background, say).
  public func offerWaitingPath() {
    guard isStarted, !isOfferingLink, let waiting = waitingLink else { return }
    isOfferingLink = true
    defer { isOfferingLink = false }
    switch root.admission(of: waiting.path) {
    case .wait(let reason):
      waitingLink?.reason = reason
    case .drop(let reason):
      dropWaitingPath(reason: reason)
    case .follow:
      waitingLink = nil
      do {
        try apply(steps: waiting.path, cause: .deepLink)
      } catch {
        mutate { emit(.linkDropped(waiting.path, reason: error.description)) }
      }
    }
  }
}

/// What the app says of a path that arrives from outside (see ``NavigationStore/open(path:)``).
public enum PathAdmission: Hashable, Sendable {
  /// Follow it now.
  case follow
  /// Keep it until the app can show it, for the reason given (a sign-in first, say).
  case wait(reason: String)
  /// Drop it, for the reason given.
  case drop(reason: String)
}

/// What became of a path opened with ``NavigationStore/open(path:)``.
public enum LinkOutcome: Hashable, Sendable {
  /// It is shown.
  case followed
  /// It waits until the app admits it.
  case waiting(reason: String)
  /// It was dropped.
  case dropped(reason: String)
}
