import Coordination
import CoordinationTesting

/// The callback lab on the headless platform, driven by the same steps as the model, and what
/// it shows written as the model writes it: ordinals for identities (the n-th screen pushed,
/// coordinator started, layer presented), routes by description.
final class RealLab {
  let script = CallbackScript()
  let root: HubCoordinator
  let platform: HeadlessPlatform
  var store: NavigationStore { platform.store }
  private(set) var resumptions: [String] = []
  private var flows = 0
  /// Tasks made to await a flow, and how many of them have called `run` yet.
  var tasks = 0
  var tasksRunning = 0
  private var screenOrdinals: [ScreenID: Int] = [:]
  private var coordinatorOrdinals: [CoordinatorID: Int] = [:]
  private var layerOrdinals: [LayerID: Int] = [:]
  private var tabs: [StackID: AnyRoute] = [:]
  private var eventsRead = 0

  init() {
    root = HubCoordinator(label: "root", script: script, isRoot: true)
    platform = HeadlessPlatform(store: NavigationStore(root: root, leakTracking: true))
    coordinatorOrdinals[root.id] = 0
    for layer in store.state.layers { layerOrdinals[layer.id] = layerOrdinals.count }
    for screen in store.state.allScreens { screenOrdinals[screen.id] = screenOrdinals.count }
    eventsRead = platform.events.count
  }

  /// How many flows the steps started (each resumes its caller once).
  var flowsStarted: Int { flows }

  func nextFlow() -> Int {
    flows += 1
    return flows
  }

  func resumed(_ flow: Int, _ outcome: String) { resumptions.append("flow \(flow): \(outcome)") }

  // MARK: Ordinals

  func ordinal(_ id: ScreenID) -> String { screenOrdinals[id].map { "S\($0)" } ?? "S?\(id)" }
  func ordinal(_ id: CoordinatorID) -> String {
    coordinatorOrdinals[id].map { "C\($0)" } ?? "C?\(id)"
  }
  func ordinal(_ id: LayerID) -> String { layerOrdinals[id].map { "L\($0)" } ?? "L?\(id)" }

  /// The events since the last call, written as the model writes them.
  func newEvents() -> [String] {
    let events = platform.events[eventsRead...]
    eventsRead = platform.events.count
    return events.compactMap(line(for:))
  }

  private func line(for event: NavigationEvent) -> String? {
    switch event {
    case .pushed(let screen, _, let cause):
      screenOrdinals[screen.id] = screenOrdinals[screen.id] ?? screenOrdinals.count
      return "push \(ordinal(screen.id)) \(screen.route) by \(ordinal(screen.owner)) (\(cause))"
    case .popped(let screens, _, let cause):
      return "pop \(screens.map { ordinal($0.id) }) (\(cause))"
    case .presented(let layer, let cause):
      layerOrdinals[layer.id] = layerOrdinals[layer.id] ?? layerOrdinals.count
      for stack in layer.stacks { tabs[stack.id] = stack.tab }
      let kind = layer.isTabbed ? "tabs" : "single"
      let from = layer.presenter.map(ordinal) ?? "-"
      return "present \(ordinal(layer.id)) \(layer.style.rawValue) \(kind) from \(from) (\(cause))"
    case .dismissed(let layer, let screens, let cause):
      return "dismiss \(ordinal(layer)) \(screens.map { ordinal($0.id) }) (\(cause))"
    case .selectedTab(let layer, let index, let cause):
      return "select \(ordinal(layer)) \(index) (\(cause))"
    case .removedTab(let layer, let stack, let cause):
      return "removeTab \(ordinal(layer)) \(tabs[stack]?.description ?? "") (\(cause))"
    case .started(let id, let name, let parent):
      coordinatorOrdinals[id] = coordinatorOrdinals[id] ?? coordinatorOrdinals.count
      return "start \(ordinal(id)) \(name) under \(parent.map(ordinal) ?? "C-1")"
    case .finished(let id, let name, let cause, let completed):
      return "finish \(ordinal(id)) \(name) \(completed ? "completed" : "cancelled") (\(cause))"
    case .interactivePopBegan: return "swipe began"
    case .interactivePopCancelled: return "swipe cancelled"
    case .refused: return "refused"
    case .ignored: return "ignored"
    case .linkWaiting, .linkDropped: return nil  // the model opens no link that waits
    }
  }
}
