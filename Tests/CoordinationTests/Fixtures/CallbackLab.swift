import Coordination
import CoordinationTesting

// The callback lab: an app whose coordinators navigate from their callbacks (`flowDidEnd`,
// `didFinish(child:)`, a `run` completion), with a tab container whose tabs start with
// screens. Every coordinator but the tab container and the login flow is a hub of one route
// type, so a path goes down any number of levels, tabs and modals included. A script shared by
// the hubs says what they do when a callback runs, and records what each reaction changed, so
// a test can check the causes the store published those changes with.

enum HubRoute: NavigationRoute {
  case home
  case page(Int)
  case child(String)
  case login
  case tabs
  case settings
}

enum HubTab: NavigationRoute {
  case first
  case second
  case plain
}

/// What a hub does when one of its callbacks runs.
enum HubReaction: CaseIterable, Sendable {
  case nothing
  case pop
  case push
  case startChild
  case presentSettings
  case popToRoot
  case finish
}

/// What the hubs do in their callbacks, and what those reactions changed.
final class CallbackScript {
  /// The reaction of a hub whose child flow ended (`flowDidEnd`).
  var onFlowEnd = HubReaction.nothing
  /// The reaction of a hub whose child finished (`didFinish(child:)`), after `onFlowEnd`.
  var onChildFinished = HubReaction.nothing
  /// How many more reactions may navigate: a script such as "start a child when a flow ends,
  /// pop when a child finishes" goes on for ever by itself, so a test gives each operation a
  /// budget.
  var budget = Int.max
  /// Screens the reactions pushed.
  private(set) var addedScreens: Set<ScreenID> = []
  /// Screens the reactions removed.
  private(set) var removedScreens: Set<ScreenID> = []
  /// Layers the reactions presented.
  private(set) var presentedLayers: Set<LayerID> = []
  /// Coordinators that finished during a reaction.
  private(set) var finishedCoordinators: Set<CoordinatorID> = []
  private var pages = 100

  /// A page number no other screen uses.
  func nextPage() -> Int {
    pages += 1
    return pages
  }

  /// What a store shows and runs, to tell what a reaction changed.
  struct Picture {
    let screens: Set<ScreenID>
    let layers: Set<LayerID>
    let coordinators: Set<CoordinatorID>

    init(_ store: NavigationStore) {
      screens = Set(store.state.allScreens.map(\.id))
      layers = Set(store.state.layers.map(\.id))
      var running: Set<CoordinatorID> = []
      var queue = store.root.isActive ? [store.root] : []
      while let node = queue.popLast() {
        running.insert(node.id)
        queue.append(contentsOf: node.children.filter(\.isActive))
      }
      coordinators = running
    }
  }

  /// Records what changed between two pictures taken around a reaction.
  func record(from before: Picture, to after: Picture) {
    addedScreens.formUnion(after.screens.subtracting(before.screens))
    removedScreens.formUnion(before.screens.subtracting(after.screens))
    presentedLayers.formUnion(after.layers.subtracting(before.layers))
    finishedCoordinators.formUnion(before.coordinators.subtracting(after.coordinators))
  }
}

/// A coordinator that pushes pages, starts hubs like itself (pushed or presented), runs a
/// login flow, shows tabs, and navigates from its callbacks as its script says.
final class HubCoordinator: Coordinator<HubRoute> {
  let label: String
  let isRoot: Bool
  let script: CallbackScript

  init(label: String, script: CallbackScript, isRoot: Bool = false) {
    self.label = label
    self.script = script
    self.isRoot = isRoot
  }

  override var name: String { "Hub(\(label))" }

  override func start() { show(isRoot ? .home : .page(0)) }

  override func destination(for route: HubRoute) -> Destination {
    switch route {
    case .home, .page, .settings: .screen(PlainModel("\(label) \(route)"))
    case .child(let name): .flow(HubCoordinator(label: name, script: script))
    case .login: .flow(LoginFlow())
    case .tabs: .flow(HubTabs(script: script))
    }
  }

  override func flowDidEnd(_ route: HubRoute, with outcome: FlowOutcome) {
    react(script.onFlowEnd)
  }

  override func didFinish(child: AnyCoordinator) {
    react(script.onChildFinished)
  }

  /// Navigates as `reaction` says, within the script's budget, and records what that changed.
  func react(_ reaction: HubReaction) {
    guard reaction != .nothing, isActive, let store else { return }
    guard script.budget > 0 else { return }
    script.budget -= 1
    let before = CallbackScript.Picture(store)
    switch reaction {
    case .nothing: break
    case .pop: pop()
    case .push: show(.page(script.nextPage()))
    case .startChild: show(.child("r"))
    case .presentSettings: present(.settings)
    case .popToRoot: popToRoot()
    case .finish: if !isRoot { finish() }
    }
    script.record(from: before, to: CallbackScript.Picture(store))
  }
}

/// Tabs that start with screens: two hubs (each shows its first page) and a plain screen.
final class HubTabs: TabCoordinator<HubTab> {
  let script: CallbackScript

  init(script: CallbackScript) {
    self.script = script
    super.init(tabs: [.first, .second, .plain])
  }

  override func destination(for route: HubTab) -> Destination {
    switch route {
    case .first: .flow(HubCoordinator(label: "tab1", script: script))
    case .second: .flow(HubCoordinator(label: "tab2", script: script))
    case .plain: .screen(PlainModel("plain tab"))
    }
  }
}

/// Makes a started callback lab on the headless platform.
func makeCallbackLab() -> (HubCoordinator, HeadlessPlatform) {
  let script = CallbackScript()
  let root = HubCoordinator(label: "root", script: script, isRoot: true)
  return (root, HeadlessPlatform(store: NavigationStore(root: root, leakTracking: true)))
}
