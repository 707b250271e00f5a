import Coordination
import CoordinationRendering

/// A platform made of plain arrays that changes only through render steps and user changes,
/// as an adapter's navigation controllers would: after each render it must show the state.
struct ShownDisplay: Equatable, CustomStringConvertible {
  struct Layer: Equatable {
    var id: LayerID
    var stacks: [[ScreenID]]
    var stackIDs: [StackID]
    var selected: Int
  }

  var layers: [Layer] = []

  /// What a state looks like on this platform.
  init(_ state: NavigationState) {
    layers = state.layers.map { layer in
      Layer(
        id: layer.id, stacks: layer.stacks.map { $0.screens.map(\.id) },
        stackIDs: layer.stacks.map(\.id), selected: layer.selectedIndex)
    }
  }

  init() {}

  var description: String {
    layers.map { "\($0.id) sel=\($0.selected) \($0.stacks)" }.joined(separator: "\n")
  }

  /// Performs render steps; records an error for a step that names what is not shown.
  mutating func perform(_ steps: [RenderStep]) throws {
    for step in steps { try perform(step) }
  }

  struct Unknown: Error, CustomStringConvertible { var description: String }

  private mutating func perform(_ step: RenderStep) throws {
    switch step {
    case .dismiss(let ids, _):
      guard let first = ids.first, let index = layers.firstIndex(where: { $0.id == first }),
        layers[index...].map(\.id) == ids
      else { throw Unknown(description: "dismiss \(ids) of \(self)") }
      layers.removeSubrange(index...)
    case .update(let stack, let layer, let change, _):
      try updateStack(stack, in: layer, change)
    case .setTabs(let layer, let stacks, let selected):
      guard let index = layers.firstIndex(where: { $0.id == layer }) else {
        throw Unknown(description: "tabs of \(layer)")
      }
      layers[index].stacks = stacks.map { $0.screens.map(\.id) }
      layers[index].stackIDs = stacks.map(\.id)
      layers[index].selected = selected
    case .select(let tab, let layer):
      guard let index = layers.firstIndex(where: { $0.id == layer }) else {
        throw Unknown(description: "select in \(layer)")
      }
      layers[index].selected = tab
    case .present(let layer, _):
      // A collapsed split shows every column's screens in its first column's stack.
      let stacks =
        layer.isCollapsed
        ? layer.stacks.indices.map { $0 == 0 ? layer.collapsedScreens.map(\.id) : [] }
        : layer.stacks.map { $0.screens.map(\.id) }
      layers.append(
        Layer(
          id: layer.id, stacks: stacks, stackIDs: layer.stacks.map(\.id),
          selected: layer.selectedIndex))
    }
  }

  private mutating func updateStack(_ stack: StackID, in layer: LayerID, _ change: StackChange)
    throws
  {
    guard let index = layers.firstIndex(where: { $0.id == layer }),
      let position = layers[index].stackIDs.firstIndex(of: stack)
    else { throw Unknown(description: "stack \(stack) in \(layer)") }
    switch change {
    case .push(let screen): layers[index].stacks[position].append(screen.id)
    case .pop(let screen):
      guard let top = layers[index].stacks[position].firstIndex(of: screen.id) else {
        throw Unknown(description: "pop to \(screen.id) in \(stack)")
      }
      layers[index].stacks[position].removeSubrange((top + 1)...)
    case .replace(let screens): layers[index].stacks[position] = screens.map(\.id)
    }
  }
}
