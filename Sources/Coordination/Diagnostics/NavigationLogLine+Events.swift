// What the store logs: a line for each published event and for what opened each change.

extension NavigationLogLine {
  /// The line of an event of the update numbered `revision`.
  init(_ event: NavigationEvent, revision: UInt64) {
    let (category, summary, detail) = Self.describe(event)
    self.init(category: category, summary: "update \(revision): \(summary)", detail: detail)
  }

  /// The line naming what opened a change: its kind in public, its routes in private.
  @MainActor init(opening command: NavigationCommand) {
    let (summary, detail): (String, String) =
      switch command {
      case .coordinator(let call, let by):
        ("\(call.name.prefix { $0 != "(" }) by \(by.name) \(by.id)", call.name)
      case .user(let action): Self.describe(action)
      case .path(let steps, let cause): ("path (\(cause))", Self.routes(steps))
      case .link(let steps, let text): ("link", text ?? Self.routes(steps))
      case .dropWaitingLink(let reason): ("the waiting link dropped", reason)
      case .restore: ("restore", "")
      case .start, .offerWaitingLink: ("\(command)", "")
      }
    self.init(category: .changes, summary: summary, detail: detail)
  }

  /// A transaction's opening line.
  static let transaction = NavigationLogLine(category: .changes, summary: "transaction", detail: "")

  private static func describe(_ event: NavigationEvent) -> (Category, String, String) {
    switch event {
    case .pushed(let screen, let stack, let cause):
      (.stacks, "pushed \(screen.id) onto \(stack) (\(cause))", "\(screen.route)")
    case .popped(let screens, let stack, let cause):
      (.stacks, "popped \(ids(screens)) from \(stack) (\(cause))", routes(screens))
    case .interactivePopBegan(let stack): (.stacks, "swipe back began on \(stack)", "")
    case .interactivePopCancelled(let stack): (.stacks, "swipe back cancelled on \(stack)", "")
    case .presented(let layer, let cause):
      (.layers, "presented \(layer.style) \(layer.id) (\(cause))", "")
    case .dismissed(let layer, let screens, let cause):
      (.layers, "dismissed \(layer) with \(ids(screens)) (\(cause))", routes(screens))
    case .selectedTab(let layer, let index, let cause):
      (.layers, "selected tab \(index) of \(layer) (\(cause))", "")
    case .removedTab(let layer, let stack, let cause):
      (.layers, "removed tab \(stack) of \(layer) (\(cause))", "")
    case .started(let id, let name, let parent):
      (.coordinators, "started \(name) \(id) under \(parent.map(\.description) ?? "none")", "")
    case .finished(let id, let name, let cause, let completed):
      (.coordinators, "finished \(name) \(id), completed: \(completed) (\(cause))", "")
    case .refused(let action, let screen):
      (.guards, "refused \(describe(action).0): \(screen) may not leave", describe(action).1)
    case .ignored(let reason): (.ignored, "a call ignored", reason)
    case .linkWaiting(let steps, let reason):
      (.links, "a link waits", "\(routes(steps)): \(reason)")
    case .linkDropped(let steps, let reason):
      (.links, "a link dropped", "\(routes(steps)): \(reason)")
    }
  }

  /// A user action without the app's values: an answer's field texts are never logged.
  private static func describe(_ action: UserAction) -> (String, String) {
    switch action {
    case .followed(let steps): ("user followed a path", routes(steps))
    case .answered(let layer, let button, _): ("user answered \(layer) with button \(button)", "")
    default: ("user \(action)", "")
    }
  }

  private static func ids(_ screens: [Screen]) -> String {
    screens.map(\.id.description).joined(separator: ", ")
  }

  private static func routes(_ screens: [Screen]) -> String {
    screens.map(\.route.description).joined(separator: ", ")
  }

  private static func routes(_ steps: [PathStep]) -> String {
    steps.map(\.description).joined(separator: " / ")
  }
}
