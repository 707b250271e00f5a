public import Coordination

/// Formats navigation events as short lines for logs and walkthroughs.
public enum EventFormatter {
  /// One line for an event, such as `pushed detail(movieID: 1) onto k3 (code)`.
  public static func line(for event: NavigationEvent) -> String {
    switch event {
    case .pushed(let screen, let stack, let cause):
      return "pushed \(screen.route) onto \(stack) (\(cause.rawValue))"
    case .popped(let screens, let stack, let cause):
      let routes = screens.map(\.route.description).joined(separator: ", ")
      return "popped [\(routes)] from \(stack) (\(cause.rawValue))"
    case .presented(let layer, let cause):
      return "presented \(layer.style.rawValue) layer \(layer.id) (\(cause.rawValue))"
    case .dismissed(let layer, let screens, let cause):
      return "dismissed \(layer) with \(screens.count) screen(s) (\(cause.rawValue))"
    case .selectedTab(let layer, let index, let cause):
      return "selected tab \(index) of \(layer) (\(cause.rawValue))"
    case .removedTab(let layer, let stack, let cause):
      return "removed tab \(stack) of \(layer) (\(cause.rawValue))"
    case .started(let id, let name, let parent):
      return "started \(name) \(id)" + (parent.map { " under \($0)" } ?? " as root")
    case .finished(let id, let name, let cause, let completed):
      let outcome = completed ? "with a result" : "without a result"
      return "finished \(name) \(id) \(outcome) (\(cause.rawValue))"
    case .refused(let action, let screen):
      return "refused \(action) because \(screen) may not leave"
    case .interactivePopBegan(let stack):
      return "interactive pop began on \(stack)"
    case .interactivePopCancelled(let stack):
      return "interactive pop cancelled on \(stack)"
    case .ignored(let reason):
      return "ignored: \(reason)"
    case .linkWaiting(let path, let reason):
      return "link \(path.map(\.description).joined(separator: " / ")) waits: \(reason)"
    case .linkDropped(let path, let reason):
      return "link \(path.map(\.description).joined(separator: " / ")) dropped: \(reason)"
    }
  }
}
