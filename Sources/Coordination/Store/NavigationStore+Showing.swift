// Whether a path is on screen already: what decides which scene (window, tab) a link goes to.

extension NavigationStore {
  /// How much of what is shown `path` names: all of it, the bottom of it (the user went on
  /// from there), or not all of its steps are shown.
  ///
  /// The path is matched as ``apply(steps:cause:)`` matches it, from the root down, stepping
  /// over initial content (a path may name it or not), so a deep link's path and
  /// ``currentPath`` compare alike. A step naming a tab that is not selected is not shown.
  ///
  /// ```swift
  /// let link = try links.resolve(url)
  /// if store.showing(link) != .notShown { /* this window shows it: bring it forward */ }
  /// ```
  ///
  /// - Complexity: O(*p* + *s*) for a path of *p* steps and *s* screens on the stacks it walks.
  public func showing(_ path: [PathStep]) -> PathShowing {
    let walk = match(path)
    guard walk.matched == path.count, let stack = walk.stack else { return .notShown }
    let layers = engine.state.layers
    if let tab = walk.tabSelection, layers[tab.layer].selectedIndex != tab.index {
      return .notShown
    }
    guard let address = engine.address(of: stack),
      address.layer < layers.count, layers[address.layer].visibleStack?.id == stack
    else { return .notShown }
    let isTop = address.layer == layers.count - 1
    let screens = layers[address.layer].stacks[address.stack].screens.count
    return isTop && walk.position == screens ? .exactly : .underneath
  }
}

/// How much of what a store shows a path names (see ``NavigationStore/showing(_:)``).
public enum PathShowing: Hashable, Sendable {
  /// Not every step of the path is shown.
  case notShown
  /// The path is shown, with more above it: screens pushed or presented on top.
  case underneath
  /// The path names exactly what is shown.
  case exactly
}
