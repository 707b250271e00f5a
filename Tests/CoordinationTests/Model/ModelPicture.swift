import Coordination

/// What the model and the real lab are compared on after every step: the state (layers, tabs,
/// stacks), the coordinator tree, the step's events with their causes (finishes included), and
/// the awaiting callers resumed so far.
struct ModelPicture: Equatable {
  var state: [String]
  var tree: [String]
  var events: [String]
  var resumptions: [String]

  /// The first field in which two pictures differ, written for a failure message.
  /// Resumptions are compared in any order: awaiting tasks resume after the change that ended
  /// their flows, completions during it.
  func firstDifference(from real: ModelPicture) -> String? {
    let fields: [(String, [String], [String])] = [
      ("state", state, real.state), ("tree", tree, real.tree),
      ("events", events, real.events),
      ("resumptions", resumptions.sorted(), real.resumptions.sorted()),
    ]
    for (name, model, real) in fields where model != real {
      let index =
        zip(model, real).enumerated().first { $1.0 != $1.1 }?.offset ?? min(model.count, real.count)
      return """
        first difference: \(name)[\(index)]
          model: \(model.indices.contains(index) ? model[index] : "(nothing)")
          real:  \(real.indices.contains(index) ? real[index] : "(nothing)")
        model \(name):
        \(model.map { "  \($0)" }.joined(separator: "\n"))
        real \(name):
        \(real.map { "  \($0)" }.joined(separator: "\n"))
        """
    }
    return nil
  }

  /// A layer's line: its ordinal, style, kind, presenter and stacks (the selected one marked).
  static func layerLine(
    id: String, style: PresentationStyle, tabbed: Bool, presenter: String,
    stacks: [(tab: AnyRoute?, screens: [String])], selected: Int
  ) -> String {
    let shown = stacks.enumerated().map { index, stack in
      let mark = index == selected ? "*" : ""
      return "\(mark)\(stack.tab?.description ?? "stack")[\(stack.screens.joined(separator: ", "))]"
    }
    let kind = tabbed ? "tabs" : "single"
    return "\(id) \(style.rawValue) \(kind) from \(presenter): \(shown.joined(separator: " | "))"
  }
}

extension NavigationModel {
  /// The model's picture, with the events since the last one.
  func picture() -> ModelPicture {
    let state = layers.map { layer in
      ModelPicture.layerLine(
        id: "L\(layer.id)", style: layer.style, tabbed: layer.tabbed,
        presenter: layer.presenter.map { "S\($0)" } ?? "-",
        stacks: layer.stacks.map { stack in
          (stack.tab, stack.screens.map { "S\($0.id) \($0.route) by C\($0.owner)" })
        },
        selected: layer.selected)
    }
    var tree: [String] = []
    func walk(_ id: Int, depth: Int) {
      guard let node = coordinators[id] else { return }
      tree.append(String(repeating: "  ", count: depth) + "C\(id) \(node.name)")
      for child in node.children { walk(child, depth: depth + 1) }
    }
    walk(0, depth: 0)
    defer { events = [] }
    return ModelPicture(state: state, tree: tree, events: events, resumptions: resumptions)
  }
}

extension RealLab {
  /// The real lab's picture, with the events since the last one.
  func picture() -> ModelPicture {
    let events = newEvents()
    let state = store.state.layers.map { layer in
      ModelPicture.layerLine(
        id: ordinal(layer.id), style: layer.style, tabbed: layer.isTabbed,
        presenter: layer.presenter.map(ordinal) ?? "-",
        stacks: layer.stacks.map { stack in
          (stack.tab, stack.screens.map { "\(ordinal($0.id)) \($0.route) by \(ordinal($0.owner))" })
        },
        selected: layer.selectedIndex)
    }
    var tree: [String] = []
    func walk(_ node: AnyCoordinator, depth: Int) {
      tree.append(String(repeating: "  ", count: depth) + "\(ordinal(node.id)) \(node.name)")
      for child in node.children { walk(child, depth: depth + 1) }
    }
    if root.isActive { walk(root, depth: 0) }
    return ModelPicture(state: state, tree: tree, events: events, resumptions: resumptions)
  }
}
