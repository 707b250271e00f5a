package import Coordination

// Places instead of identities: a screen, a stack, a layer or a coordinator named so that
// another store showing the same navigation finds its own (identities differ from store to
// store, and a restored store's from the one that saved it).

extension NavigationStore {
  /// The place of a shown screen.
  package func place(of screen: ScreenID) -> ScreenPlace? {
    for (layer, shown) in state.layers.enumerated() {
      for (stack, screens) in shown.stacks.enumerated() {
        if let position = screens.screens.firstIndex(where: { $0.id == screen }) {
          return ScreenPlace(stack: StackPlace(layer: layer, stack: stack), position: position)
        }
      }
    }
    return nil
  }

  /// The place of a shown stack.
  package func place(of stack: StackID) -> StackPlace? {
    for (layer, shown) in state.layers.enumerated() {
      if let index = shown.stacks.firstIndex(where: { $0.id == stack }) {
        return StackPlace(layer: layer, stack: index)
      }
    }
    return nil
  }

  /// The index of a shown layer, root first.
  package func index(of layer: LayerID) -> Int? {
    state.layers.firstIndex { $0.id == layer }
  }

  /// The stack at a place, if one is shown there.
  package func stack(at place: StackPlace) -> ScreenStack? {
    guard state.layers.indices.contains(place.layer) else { return nil }
    let stacks = state.layers[place.layer].stacks
    return stacks.indices.contains(place.stack) ? stacks[place.stack] : nil
  }

  /// The screen at a place, if one is shown there.
  package func screen(at place: ScreenPlace) -> ScreenID? {
    guard let screens = stack(at: place.stack)?.screens,
      screens.indices.contains(place.position)
    else { return nil }
    return screens[place.position].id
  }

  /// The layer at an index, if one is shown there.
  package func layer(at index: Int) -> LayerID? {
    state.layers.indices.contains(index) ? state.layers[index].id : nil
  }

  /// What a journey compares after each step: the state's outline, the running coordinators,
  /// root first, and the link that waits, if one does.
  package var journeyState: String {
    let coordinators = coordinatorsInOrder.map(\.name).joined(separator: ", ")
    let outline = "\(state)\ncoordinators: \(coordinators)"
    guard let path = waitingPath else { return outline }
    let link = waitingLinkText ?? path.map(\.description).joined(separator: " / ")
    return outline + "\nwaiting: \(link)"
  }
}
