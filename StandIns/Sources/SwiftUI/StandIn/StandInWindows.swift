import Foundation

/// The windows of a data-presenting `WindowGroup` (`WindowGroup(for:content:defaultValue:)`), as
/// the system shows them: several windows where the platform supports them (iPad, Mac), one on
/// iPhone; each its own scene (a `StandInHost` with its own scene storage) with a phase; the
/// system's delivery of a URL to one of them; and `openWindow(value:)`.
///
/// Requests made with `openWindow` are handled after the call that made them returns (SwiftUI
/// opens windows asynchronously): at the end of each `standIn…` call here, or by
/// ``standInRunPendingRequests()``. After each call every window renders again (SwiftUI would
/// re-render what observes a change made in another window).
@MainActor public final class StandInWindows {
  /// The open windows, in the order they were opened.
  public private(set) var windows: [StandInWindow] = []
  /// Whether the platform shows several windows of the app (iPad, Mac) or one (iPhone).
  public let supportsMultipleWindows: Bool
  /// What the system did: deliveries, `openWindow` requests handled or ignored.
  public private(set) var events: [String] = []
  private let behavior: StandInSwiftUIBehavior
  /// Makes a window presenting a value (the group's default when `nil`); `nil` when the value
  /// is not of the group's type.
  private var makeWindow: (AnyHashable?, StandInSceneValues, ScenePhase) -> StandInWindow? = {
    _, _, _ in nil
  }
  private var requests: [AnyHashable] = []

  /// The windows of `group`, none open yet; `supportsMultipleWindows` is false on iPhone.
  public init<D, C>(
    _ group: WindowGroup<PresentedWindowContent<D, C>>, supportsMultipleWindows: Bool = true,
    behavior: StandInSwiftUIBehavior = StandInSwiftUIBehavior()
  ) {
    self.supportsMultipleWindows = supportsMultipleWindows
    self.behavior = behavior
    let content = group.standInContent
    makeWindow = { [unowned self] value, sceneValues, phase in
      let typed: D? = value.map { $0.base as? D } ?? content.defaultValue()
      guard let typed else { return nil }
      let presented = StandInPresentedValue(typed)
      var environment = EnvironmentValues()
      environment.scenePhase = phase
      environment.standInOpenWindow = self.standInOpenWindowAction
      let host = StandInHost(
        content.content(presented.binding), behavior: self.behavior, sceneValues: sceneValues,
        environment: environment)
      return StandInWindow(host: host, phase: phase) { AnyHashable(presented.value) }
    }
  }

  /// The action `openWindow` is in the windows' environment, for a test that calls code taking
  /// one; run ``standInRunPendingRequests()`` after it.
  public var standInOpenWindowAction: OpenWindowAction {
    OpenWindowAction { [weak self] in self?.requests.append($0) }
  }

  /// The user opens a window (the system gives it the group's default value), in front
  /// (`.active`). On iPhone there is one window: refused (`nil`) once it is open.
  @discardableResult public func standInOpenWindow() -> StandInWindow? {
    defer { settle() }
    guard supportsMultipleWindows || windows.isEmpty else {
      events.append("new window refused: one window only")
      return nil
    }
    return open(value: nil, sceneValues: StandInSceneValues(), phase: .active)
  }

  /// The system changes a window's phase (the user switches windows or apps); its views read
  /// the new `scenePhase`.
  public func standInSetPhase(_ phase: ScenePhase, of window: StandInWindow) {
    defer { settle() }
    setPhase(phase, of: window)
  }

  /// The system delivers `url` to one window, as Apple's documentation of
  /// `handlesExternalEvents(matching:)` orders it: on iPhone the one window; else the first
  /// window whose views prefer the URL, else the first that allows it
  /// (`handlesExternalEvents(preferring:allowing:)`), else a new window (the group's default
  /// value). Which of several matching windows SwiftUI finds first is not documented: here, the
  /// one opened first. The window's `onOpenURL` handlers run. Returns that window.
  @discardableResult public func standInOpen(_ url: URL) -> StandInWindow? {
    defer { settle() }
    guard let receiver = receiver(of: url.absoluteString) else { return nil }
    events.append("URL \(url) delivered to \(receiver.value)")
    receiver.host.standInOpen(url)
    return receiver
  }

  /// The system delivers a continued activity (a Handoff, a Spotlight result) to one window,
  /// chosen as for a URL: Apple's documentation of `handlesExternalEvents(matching:)` matches
  /// an activity by its `targetContentIdentifier`, else its `webpageURL`. The window's
  /// `onContinueUserActivity` handlers of its type run. Returns that window.
  @discardableResult public func standInContinue(_ activity: NSUserActivity) -> StandInWindow? {
    defer { settle() }
    let target = activity.targetContentIdentifier ?? activity.webpageURL?.absoluteString ?? ""
    guard let receiver = receiver(of: target) else { return nil }
    events.append("activity \(activity.activityType) delivered to \(receiver.value)")
    receiver.host.standInContinue(activity)
    return receiver
  }

  /// Handles the `openWindow` requests made since the last call, then renders every window.
  public func standInRunPendingRequests() {
    settle()
  }

  /// The same windows after the app is relaunched with `group` (made anew): each comes back
  /// presenting the value it presented (SwiftUI keeps it for state restoration), with its scene
  /// storage and phase; `State` and everything else start anew.
  public func standInRelaunched<D, C>(_ group: WindowGroup<PresentedWindowContent<D, C>>)
    -> StandInWindows
  {
    let relaunched = StandInWindows(
      group, supportsMultipleWindows: supportsMultipleWindows, behavior: behavior)
    for window in windows {
      let values = StandInSceneValues(window.host.storage.sceneValues.values)
      _ = relaunched.open(value: window.value, sceneValues: values, phase: window.phase)
    }
    relaunched.settle()
    return relaunched
  }

  /// The window that receives `url`, made when no open window takes it.
  private func receiver(of event: String) -> StandInWindow? {
    if !supportsMultipleWindows, let only = windows.first { return only }
    let matches = { (strings: Set<String>) in strings.contains("*") }
    if let preferring = windows.first(where: { matches($0.host.externalEvents.preferring) }) {
      return preferring
    }
    if let allowing = windows.first(where: { matches($0.host.externalEvents.allowing) }) {
      return allowing
    }
    events.append("no open window handles \(event): a new window")
    return open(value: nil, sceneValues: StandInSceneValues(), phase: .active)
  }

  private func open(value: AnyHashable?, sceneValues: StandInSceneValues, phase: ScenePhase)
    -> StandInWindow?
  {
    guard let window = makeWindow(value, sceneValues, phase) else {
      events.append("openWindow: \(value.map { "\($0)" } ?? "nil") is not the group's type")
      return nil
    }
    windows.append(window)
    return window
  }

  private func setPhase(_ phase: ScenePhase, of window: StandInWindow) {
    window.phase = phase
    window.host.storage.sceneEnvironment.scenePhase = phase
    window.host.render()
  }

  /// Handles the pending `openWindow` requests (those they cause too), then renders every
  /// window.
  private func settle() {
    while !requests.isEmpty {
      handle(requests.removeFirst())
    }
    for window in windows { window.host.render() }
  }

  /// `openWindow(value:)`: the window presenting the value comes to the front, else a new one
  /// presents it where several windows are supported.
  private func handle(_ value: AnyHashable) {
    if let shown = windows.first(where: { $0.value == value }) {
      events.append("openWindow: \(value) brought forward")
      setPhase(.active, of: shown)
    } else if supportsMultipleWindows || windows.isEmpty {
      events.append("openWindow: \(value) in a new window")
      _ = open(value: value, sceneValues: StandInSceneValues(), phase: .active)
    } else {
      events.append("openWindow: \(value) ignored: one window only")
    }
  }
}
