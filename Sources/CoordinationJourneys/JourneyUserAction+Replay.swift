import Coordination

extension JourneyUserAction {
  /// The action, with the identities `store` shows at its places.
  @MainActor func action(in store: NavigationStore, _ routeTypes: [any NavigationRoute.Type])
    throws(JourneyReplayProblem) -> UserAction
  {
    func screen(_ place: ScreenPlace) throws(JourneyReplayProblem) -> ScreenID {
      guard let screen = store.screen(at: place) else { throw missing("screen", place) }
      return screen
    }
    func stack(_ place: StackPlace) throws(JourneyReplayProblem) -> StackID {
      guard let stack = store.stack(at: place)?.id else { throw missing("stack", place) }
      return stack
    }
    func layer(_ index: Int) throws(JourneyReplayProblem) -> LayerID {
      guard let layer = store.layer(at: index) else { throw missing("layer", index) }
      return layer
    }
    switch self {
    case .popped(let place): return .popped(to: try screen(place))
    case .poppedCollapsed(let place): return .poppedCollapsed(to: try screen(place))
    case .followed(let steps): return .followed(path: try decoded(steps, in: store, routeTypes))
    case .dismissed(let index): return .dismissed(try layer(index))
    case .answered(let index, let button, let texts):
      return .answered(try layer(index), button: button, texts: texts)
    case .selectedTab(let index, let tab): return .selectedTab(try layer(index), index: tab)
    case .reselectedTab(let index): return .reselectedTab(try layer(index))
    case .beganInteractivePop(let place): return .beganInteractivePop(try stack(place))
    case .cancelledInteractivePop(let place): return .cancelledInteractivePop(try stack(place))
    case .leftFlow: return .leftFlow
    }
  }
}

private func missing(_ what: String, _ place: Any) -> JourneyReplayProblem {
  JourneyReplayProblem(reason: "no \(what) is shown at \(place)")
}
