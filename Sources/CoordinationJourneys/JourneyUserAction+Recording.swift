import Coordination

extension JourneyUserAction {
  /// The action with places for identities; `nil` when it names what is not shown (it changes
  /// nothing then).
  ///
  /// - Throws: ``Unrecordable`` for a path whose routes do not encode.
  @MainActor init?(recording action: UserAction, in store: NavigationStore) throws(Unrecordable) {
    switch action {
    case .popped(let screen):
      guard let place = store.place(of: screen) else { return nil }
      self = .popped(to: place)
    case .poppedCollapsed(let screen):
      guard let place = store.place(of: screen) else { return nil }
      self = .poppedCollapsed(to: place)
    case .followed(let steps):
      self = .followed(
        path: try steps.map { step throws(Unrecordable) in try .init(recording: step) })
    case .dismissed(let layer):
      guard let index = store.index(of: layer) else { return nil }
      self = .dismissed(layer: index)
    case .answered(let layer, let button, let texts):
      guard let index = store.index(of: layer) else { return nil }
      self = .answered(layer: index, button: button, texts: texts)
    case .selectedTab(let layer, let tab):
      guard let index = store.index(of: layer) else { return nil }
      self = .selectedTab(layer: index, index: tab)
    case .reselectedTab(let layer):
      guard let index = store.index(of: layer) else { return nil }
      self = .reselectedTab(layer: index)
    case .beganInteractivePop(let stack):
      guard let place = store.place(of: stack) else { return nil }
      self = .beganInteractivePop(stack: place)
    case .cancelledInteractivePop(let stack):
      guard let place = store.place(of: stack) else { return nil }
      self = .cancelledInteractivePop(stack: place)
    case .leftFlow: self = .leftFlow
    }
  }
}
