import Coordination

/// A reference model of the callback lab's navigation (see `CallbackLab.swift`): plain arrays of
/// layers, stacks and screens, and a plain tree of coordinators, changed by the rules the
/// articles state, written out with no part of the engine. `ModelBasedTests` steps it beside
/// the real store and compares the two after every step.
///
/// Identities are ordinals: the n-th screen pushed, coordinator started or layer presented is
/// number n, on either side.
final class NavigationModel {
  struct Screen: Hashable {
    let id: Int
    let route: AnyRoute
    let owner: Int
  }

  struct Stack {
    let id: Int
    let tab: AnyRoute?
    var screens: [Screen]
  }

  struct Layer {
    let id: Int
    let style: PresentationStyle
    let presenter: Int?
    let tabbed: Bool
    var stacks: [Stack]
    var selected: Int
  }

  /// A layer that was asked for but shows nothing yet: it appears with its first screen.
  struct PendingLayer {
    let id: Int
    let style: PresentationStyle
    let presenter: Int?
  }

  enum Kind: Equatable {
    case hub(String)
    case login
    case tabs
  }

  /// What runs when a flow ends: an awaiting caller, or a `run` completion that reacts.
  enum Handler {
    case resume(flow: Int)
    case resumeThenReact(flow: Int, reaction: HubReaction, hub: Int)
  }

  final class Coordinator {
    let id: Int
    let kind: Kind
    let parent: Int?
    let route: AnyRoute?
    var host: Int
    var last: Int?
    var children: [Int] = []
    var handlers: [Handler] = []
    var output: String?
    var starting = true
    var active = true
    var startCause = NavigationCause.code
    var finishCause = NavigationCause.code

    init(id: Int, kind: Kind, parent: Int?, route: AnyRoute?, host: Int) {
      self.id = id
      self.kind = kind
      self.parent = parent
      self.route = route
      self.host = host
    }

    var name: String {
      switch kind {
      case .hub(let label): "Hub(\(label))"
      case .login: "LoginFlow"
      case .tabs: "HubTabs"
      }
    }

    var isHub: Bool {
      if case .hub = kind { return true }
      return false
    }
  }

  /// What is left to do once a change's state is complete: a finished coordinator's callbacks,
  /// or a parent to finish when nothing of it is left.
  enum FollowUp {
    case ended(Int)
    case settle(Int, NavigationCause)
  }

  var layers: [Layer] = []
  var pending: [Int: PendingLayer] = [:]
  var coordinators: [Int: Coordinator] = [:]
  var events: [String] = []
  var resumptions: [String] = []
  var nextScreen = 0
  var nextCoordinator = 0
  var nextLayer = 0
  var nextStack = 0
  var flows = 0
  /// The callback script: reactions, and what is left of the step's budget.
  var onFlowEnd = HubReaction.nothing
  var onChildFinished = HubReaction.nothing
  var budget = 8
  var pages = 100
  /// The model check's canary: when set, a coordinator whose last screen the user took away
  /// does not finish (the back-button hazard of the usual Coordinator pattern), so the model must
  /// disagree with the real store.
  var plantedBackButtonFault = false

  /// The model of a lab whose root hub has started.
  init() {
    let stack = makeStack()
    layers = [
      Layer(
        id: makeLayer(), style: .root, presenter: nil, tabbed: false,
        stacks: [Stack(id: stack, tab: nil, screens: [])], selected: 0)
    ]
    commit { attach(.hub("root"), parent: nil, route: nil, host: stack, cause: .code) }
  }

  var root: Coordinator? { coordinators[0] }

  func makeStack() -> Int {
    nextStack += 1
    return nextStack - 1
  }

  func makeLayer() -> Int {
    nextLayer += 1
    return nextLayer - 1
  }

  /// Where a stack is: its layer's index and its index in the layer.
  func address(of stack: Int) -> (layer: Int, stack: Int)? {
    for (l, layer) in layers.enumerated() {
      if let s = layer.stacks.firstIndex(where: { $0.id == stack }) { return (l, s) }
    }
    return nil
  }

  /// Where a screen is: its layer, its stack and its position.
  func address(ofScreen screen: Int) -> (layer: Int, stack: Int, position: Int)? {
    for (l, layer) in layers.enumerated() {
      for (s, stack) in layer.stacks.enumerated() {
        if let p = stack.screens.firstIndex(where: { $0.id == screen }) { return (l, s, p) }
      }
    }
    return nil
  }

  var allScreens: [Screen] { layers.flatMap { $0.stacks.flatMap(\.screens) } }

  var topScreen: Screen? {
    guard let layer = layers.last, layer.stacks.indices.contains(layer.selected) else {
      return nil
    }
    return layer.stacks[layer.selected].screens.last
  }

  func screens(of coordinator: Int) -> [Screen] { allScreens.filter { $0.owner == coordinator } }
}
