// Links that arrive before the app can show them (at a cold launch, behind a sign-in): kept and
// followed once the root coordinator admits them, or dropped with its reason.

extension NavigationStore {
  /// Follows a path that came from outside the app (a deep link, a notification, a handoff),
  /// or keeps it until the app can show it.
  ///
  /// The root coordinator decides (``AnyCoordinator/admission(of:)``): follow it now, keep it
  /// until admitted (before ``start()`` every path waits), or drop it with a reason. A kept
  /// path is offered again after every change and followed as a deep link once admitted; one
  /// path waits at a time. Both are published as events. See <doc:LinksThatWait>.
  ///
  /// - Returns: What became of the path now.
  /// - Throws: ``NavigationError`` when the path is admitted at once and cannot be shown (as
  ///   ``apply(steps:cause:)``); nothing changed then.
  @discardableResult
  public func open(path: [PathStep]) throws(NavigationError) -> LinkOutcome {
    try open(path, text: nil)
  }

  /// Follows a path read from a link (a URL, say), or keeps it, with the link's text, until the
  /// app can show it.
  ///
  /// As ``open(path:)``; while the path waits, a ``snapshot()`` keeps `link`, and a restore
  /// reads it again with ``linkReader``: an app relaunched from its saved navigation still
  /// follows the link once the root admits it. `CoordinationLinks` opens a URL this way.
  ///
  /// - Returns: What became of the path now.
  /// - Throws: ``NavigationError`` when the path is admitted at once and cannot be shown.
  @discardableResult
  public func open(path: [PathStep], link: String) throws(NavigationError) -> LinkOutcome {
    try open(path, text: link)
  }

  private func open(_ path: [PathStep], text: String?) throws(NavigationError) -> LinkOutcome {
    switch try execute(.link(path, text: text)) {
    case .waiting(let reason): .waiting(reason: reason)
    case .dropped(let reason): .dropped(reason: reason)
    default: .followed
    }
  }

  /// The path that waits to be followed, if one does.
  public var waitingPath: [PathStep]? { waitingLink?.path }

  /// The text of the link that waits to be followed, when it was opened with one
  /// (``open(path:link:)``): what a snapshot keeps of it.
  public var waitingLinkText: String? { waitingLink?.text }

  /// Drops the path that waits, if one does; the published event gives `reason`.
  public func dropWaitingPath(reason: String = "dropped by the app") {
    _ = try? execute(.dropWaitingLink(reason: reason))
  }

  /// Offers the waiting path to the root coordinator again, and follows it if admitted.
  ///
  /// The store does this after every change it publishes; call it when the app's gate opens
  /// without navigating (a session restored in the background, say).
  public func offerWaitingPath() {
    _ = try? execute(.offerWaitingLink)
  }

  /// Follows a path the root admits, keeps it while the root says to wait, or drops it.
  func openLink(_ path: [PathStep], text: String?) throws(NavigationError) -> CommandOutcome {
    let admission = isStarted ? root.admission(of: path) : .wait(reason: "the app has not started")
    switch admission {
    case .follow:
      try apply(steps: path, cause: .deepLink)
      return .applied
    case .wait(let reason):
      mutate {
        if let older = waitingLink {
          emit(.linkDropped(older.path, reason: "a newer link arrived"))
        }
        waitingLink = WaitingLink(path: path, reason: reason, text: text)
        emit(.linkWaiting(path, reason: reason))
      }
      return .waiting(reason: reason)
    case .drop(let reason):
      mutate { emit(.linkDropped(path, reason: reason)) }
      return .dropped(reason: reason)
    }
  }

  func dropWaitingLink(reason: String) -> CommandOutcome {
    guard let waiting = waitingLink else { return .ignored }
    mutate {
      waitingLink = nil
      emit(.linkDropped(waiting.path, reason: reason))
    }
    return .dropped(reason: reason)
  }

  /// Offers the waiting link to the root again; follows it once admitted, and drops it when it
  /// can no longer be shown. The change that follows it offers nothing.
  func offerWaitingLink() -> CommandOutcome {
    guard isStarted, !isOfferingLink, let waiting = waitingLink else { return .ignored }
    isOfferingLink = true
    defer { isOfferingLink = false }
    switch root.admission(of: waiting.path) {
    case .wait(let reason):
      waitingLink?.reason = reason
      return .waiting(reason: reason)
    case .drop(let reason):
      return dropWaitingLink(reason: reason)
    case .follow:
      waitingLink = nil
      do {
        try apply(steps: waiting.path, cause: .deepLink)
        return .applied
      } catch {
        mutate { emit(.linkDropped(waiting.path, reason: error.description)) }
        return .dropped(reason: error.description)
      }
    }
  }

  /// Keeps the link a restored snapshot had waiting, read again with ``linkReader``. Restoring
  /// a store that had started replaces its waiting link, as it replaces its navigation; before
  /// the start, a link already waiting arrived at the launch, later than the saved one, and
  /// stays. Part of the restore's change.
  func keepRestoredLink(_ restored: RestorationPlan.RestoredLink?, replacing: Bool) {
    if replacing, let current = waitingLink {
      waitingLink = nil
      emit(.linkDropped(current.path, reason: "saved navigation was restored over it"))
    }
    switch restored {
    case nil:
      return
    case .read(let link) where waitingLink == nil:
      waitingLink = link
      emit(.linkWaiting(link.path, reason: link.reason))
    case .read(let link):
      emit(.linkDropped(link.path, reason: "a newer link was waiting"))
    case .unreadable(let text, let reason):
      emit(.linkDropped([], reason: "the saved link \(text) cannot be read: \(reason)"))
    }
  }
}

/// A path that waits to be followed: the root coordinator's reason, and the text of the link
/// it was read from, if any (what a snapshot keeps of it).
struct WaitingLink {
  var path: [PathStep]
  var reason: String
  var text: String?
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
