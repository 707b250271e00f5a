import Coordination
import CoordinationTesting
import Testing

// The steps of a sequence, as the real lab performs them: the same choices as the model's,
// made from the real store's state.
extension RealLab {
  /// The hub that shows the top screen, or the nearest hub above its owner.
  var focusedHub: HubCoordinator {
    var node = store.state.topScreen.flatMap { store.owner(of: $0.id) }
    while let current = node {
      if let hub = current as? HubCoordinator { return hub }
      node = current.parent
    }
    return root
  }

  /// A running login flow: the one on top, else the first found from the root, newest first.
  var loginFlow: LoginFlow? {
    if let top = store.state.topScreen, let flow = store.owner(of: top.id) as? LoginFlow {
      return flow
    }
    var queue: [AnyCoordinator] = [root]
    while let node = queue.popLast() {
      if let flow = node as? LoginFlow { return flow }
      queue.append(contentsOf: node.children)
    }
    return nil
  }

  /// Performs a step, and lets a task made to await a flow call `run`.
  func perform(_ step: ModelStep) async {
    script.budget = 8
    let hub = focusedHub
    switch step.operation {
    case .push: hub.show(.page(step.n))
    case .startChild: hub.show(.child(step.pushedName))
    case .presentChild: hub.present(.child(step.presentedName), style: step.style)
    case .presentSettings: hub.present(.settings, style: step.style)
    case .showTabs:
      if step.pushes { hub.show(.tabs) } else { hub.present(.tabs, style: step.style) }
    case .pop: hub.pop()
    case .popToRoot: hub.popToRoot()
    case .dismiss: hub.dismiss()
    case .finishHub: if !hub.isRoot { hub.finish() }
    case .awaitLogin: await awaitLogin(from: hub, step)
    case .runLoginThen: runLogin(from: hub, step)
    case .submitLogin: loginFlow?.submit(user: "u")
    case .reactOnFlowEnd: script.onFlowEnd = step.reaction
    case .reactOnChildFinished: script.onChildFinished = step.reaction
    default: performUser(step)
    }
  }

  private func presentation(_ step: ModelStep) -> FlowPresentation {
    step.pushes ? .push : .modal(step.style)
  }

  private func awaitLogin(from hub: HubCoordinator, _ step: ModelStep) async {
    let flow = nextFlow()
    let presentation = presentation(step)
    tasks += 1
    Task {
      tasksRunning += 1
      do {
        let user = try await hub.run(.login, presentation: presentation, as: String.self)
        resumed(flow, user)
      } catch let cancelled as FlowCancelled {
        resumed(flow, "cancelled(\(cancelled.cause))")
      } catch {
        resumed(flow, "\(error)")
      }
    }
    await wait { tasksRunning == tasks }
  }

  private func runLogin(from hub: HubCoordinator, _ step: ModelStep) {
    let flow = nextFlow()
    let reaction = step.reaction
    hub.run(.login, presentation: presentation(step), as: String.self) { [weak self, weak hub] in
      switch $0 {
      case .success(let user): self?.resumed(flow, user)
      case .failure(let cancelled as FlowCancelled):
        self?.resumed(flow, "cancelled(\(cancelled.cause))")
      case .failure(let error): self?.resumed(flow, "\(error)")
      }
      hub?.react(reaction)
    }
  }

  private func performUser(_ step: ModelStep) {
    switch step.operation {
    case .tapBack: _ = try? platform.tapBack()
    case .backMenu:
      let candidates = backMenu
      if !candidates.isEmpty { _ = try? platform.goBack(to: candidates[step.n % candidates.count]) }
    case .cancelledSwipe: _ = try? platform.swipeBack(cancelled: true)
    case .swipeDownSheet: _ = try? platform.swipeDownSheet()
    case .closeModal: _ = try? platform.closeModal()
    case .selectTab: _ = try? platform.selectTab(step.n % 3)
    case .deepLink: openLink(step)
    case .saveAndRestore:
      // What is saved reads back as the snapshot it was written from.
      if let data = try? store.snapshotData() {
        #expect((try? NavigationSnapshot(jsonData: data)) == (try? store.snapshot()))
        try? store.restore(from: data)
      }
    default: break
    }
  }

  /// The screens the back menu offers: every layer's visible stack, bottom first, but the top
  /// screen.
  var backMenu: [ScreenID] {
    Array(store.state.layers.flatMap { $0.visibleStack?.screens ?? [] }.map(\.id).dropLast())
  }

  /// Opens the step's link with no budget for callbacks that navigate (see the model's
  /// `openLink`); a link that cannot be shown changes nothing.
  func openLink(_ step: ModelStep) {
    script.budget = 0
    try? store.apply(steps: step.link)
  }

  /// Lets other tasks run until `done` holds, for a second at most.
  /// Ends the lab: the root finishes (callbacks may no longer navigate), so every flow still
  /// running ends and every caller still awaiting one resumes; without it, a task suspended in
  /// `run` would keep the store and its coordinators alive after the test.
  func end() async {
    script.budget = 0
    root.finish()
    await wait { resumptions.count == flowsStarted }
  }

  func wait(until done: () -> Bool) async {
    for _ in 0..<1_000 where !done() {
      await Task.yield()
      if !done() { try? await Task.sleep(for: .milliseconds(1)) }
    }
  }
}
