import Coordination
import CoordinationLinks
import CoordinationTesting
import PropertyBased
import Testing

/// Random sequences over the callback lab: tabs whose tabs start with screens, deep links that
/// go into a tab and present from it (and push on), deep links to presented child flows, and
/// coordinators that navigate from `flowDidEnd`, `didFinish(child:)` and `run` completions.
///
/// After every operation: the store's invariants hold (`NavigationCheck.invariants`: tabs of
/// every layer, a screen or a child for every coordinator but the root), no tab of a shown tab
/// layer is empty, the root's first screen is still there, the platform agrees with the state,
/// whatever a callback changed was published with cause `.code` (even when the user's back set
/// the callback off), a link that throws changes nothing, a link that opens shows its last
/// route, and the current path leads back to the state. At the end every coordinator finished
/// exactly once, every awaiting caller resumed exactly once, and nothing leaked.
///
/// On the engine before its split this found seven defects (a tab selected by index after an
/// earlier tab left, a coordinator being torn down that still navigated, a presented step that
/// emptied the modal it reached, a callback popping the stack being truncated, operations
/// going on after their callbacks popped what they matched, a layer presented during a
/// dismissal dismissed with it, a hidden tab's modal with a wrong path), and on the split engine
/// a link undone by the callbacks of the flows it closed. `CallbackNavigationTests` and
/// `PathAndCallbackDefectTests` keep a reproduction of each.
@Suite struct NavigationPropertyTabsTests {
  enum Operation: CaseIterable, Sendable {
    // What view models ask of the hub that shows the top screen.
    case push, startChild, presentChild, showTabs, presentSettings, awaitLogin, runLoginThen
    case submitLogin, finishHub, pop, popToRoot, setStack, dismiss
    // What the hubs do in their callbacks.
    case reactOnFlowEnd, reactOnChildFinished
    // The user.
    case tapBack, swipeBack, cancelledSwipe, swipeDownSheet, closeModal, selectTab
    // Deep links.
    case linkPresentingFromTab, linkPushingInTab, linkPresentingFromShownTab
    case linkPresentedChild, linkPresentingFromChild, linkFromHere
    case restoreInPlace
  }

  /// Counts the flows started with `run` and how often each caller resumed.
  final class FlowLedger {
    var started = 0
    var resumptions: [Int: Int] = [:]
    /// Tasks made to await a flow, and how many of them have called `run` yet.
    var tasks = 0
    var tasksRunning = 0

    func start() -> Int {
      started += 1
      return started
    }

    func resumed(_ id: Int) { resumptions[id, default: 0] += 1 }
  }

  /// One run of the lab: the app on the headless platform, and what the operations did.
  final class Session {
    let script = CallbackScript()
    let root: HubCoordinator
    let platform: HeadlessPlatform
    let ledger = FlowLedger()
    var trace: [String] = []

    var store: NavigationStore { platform.store }

    init() {
      root = HubCoordinator(label: "root", script: script, isRoot: true)
      platform = HeadlessPlatform(store: NavigationStore(root: root, leakTracking: true))
    }
  }

  // MARK: Parameters

  // Each operation comes with a number in 0..<64 whose bits pick its variant.

  private func style(_ n: Int) -> PresentationStyle { n % 2 == 0 ? .sheet : .fullScreen }
  private func pushesOn(_ n: Int) -> Bool { n / 2 % 2 == 1 }
  private func pushedName(_ n: Int) -> String { n / 4 % 2 == 0 ? "x" : "y" }
  private func presentedName(_ n: Int) -> String { n / 4 % 2 == 0 ? "m" : "n" }
  private func reaction(_ n: Int) -> HubReaction {
    HubReaction.allCases[n % HubReaction.allCases.count]
  }

  // MARK: Deep links

  /// The first steps of a link into the tabs from the root: the tab container, pushed (laid out
  /// full screen) or presented full screen, then a tab whose hub starts with a page. The root's
  /// first screen is named when the container is presented (a path cannot start presented), and
  /// sometimes when it is pushed (a path may name what a coordinator showed while starting).
  private func intoTabs(_ n: Int) -> [PathStep] {
    let pushed = n / 8 % 2 == 0
    let home = !pushed || n / 16 % 2 == 0 ? [PathStep(HubRoute.home)] : []
    return home + [
      PathStep(HubRoute.tabs, presentation: pushed ? .push : .fullScreen),
      PathStep(n / 4 % 2 == 0 ? HubTab.first : HubTab.second),
    ]
  }

  /// A presented page, and a page pushed above it when `n` says so.
  private func presenting(_ n: Int) -> [PathStep] {
    [PathStep(HubRoute.page(5), presentation: .modal(style(n)))]
      + (pushesOn(n) ? [PathStep(HubRoute.page(6))] : [])
  }

  /// The steps of a link to open for `operation`.
  private func link(_ operation: Operation, _ n: Int, in session: Session) -> [PathStep] {
    switch operation {
    case .linkPresentingFromTab:
      return intoTabs(n) + presenting(n)
    case .linkPushingInTab:
      let tabs = intoTabs(n)
      return n % 3 == 0
        ? tabs.dropLast() + [PathStep(HubTab.plain)] : tabs + [PathStep(HubRoute.page(5))]
    case .linkPresentingFromShownTab:
      // Into the tabs shown, wherever they are: the current path up to its tab, then that tab
      // or another, then a presented page.
      guard let path = session.store.currentPath,
        let tab = path.lastIndex(where: { $0.route.as(HubTab.self) != nil })
      else { return linkFromHere(n, in: session) }
      let other = n / 8 % 2 == 0 ? path[tab] : PathStep(n / 16 % 2 == 0 ? HubTab.first : .second)
      return Array(path[..<tab]) + [other] + presenting(n)
    case .linkPresentedChild:
      let presented = FlowPresentation.modal(style(n))
      switch n % 3 {
      case 0:
        return [
          PathStep(HubRoute.home),
          PathStep(HubRoute.child(presentedName(n)), presentation: presented),
          PathStep(HubRoute.page(3)),
        ]
      case 1:
        return [
          PathStep(HubRoute.home), PathStep(HubRoute.login, presentation: presented),
          PathStep(LoginRoute.twoFactor),
        ]
      default:
        return [
          PathStep(HubRoute.child(pushedName(n))),
          PathStep(HubRoute.child(presentedName(n)), presentation: presented),
          PathStep(HubRoute.page(2)),
        ]
      }
    case .linkPresentingFromChild:
      return [PathStep(HubRoute.child(pushedName(n)))] + presenting(n)
    default:
      return linkFromHere(n, in: session)
    }
  }

  /// A link to what is shown, and one step further: a page or a hub, pushed or presented.
  /// When no path names what is shown, a link from the root's first screen that pushes.
  private func linkFromHere(_ n: Int, in session: Session) -> [PathStep] {
    let presented = FlowPresentation.modal(style(n))
    guard let path = session.store.currentPath else {
      return [PathStep(HubRoute.home), PathStep(HubRoute.child(pushedName(n)))]
    }
    let next =
      switch n % 4 {
      case 0: PathStep(HubRoute.page(7), presentation: presented)
      case 1: PathStep(HubRoute.child(presentedName(n)), presentation: presented)
      case 2: PathStep(HubRoute.child(pushedName(n)))
      default: PathStep(HubRoute.page(7))
      }
    return path + [next]
  }

  /// Opens a link; says what it did, and what went wrong if it did not open as it should.
  private func open(_ steps: [PathStep], in session: Session) -> (String, String?) {
    let store = session.store
    let description = "apply(steps: \(steps))"
    let before = store.state
    do {
      try store.apply(steps: steps)
    } catch {
      let changed = store.state == before ? nil : "the link threw \(error) but changed the state"
      return ("\(description) threw \(error)", changed)
    }
    // Callbacks that react to every flow that ends by starting another flow (or by popping
    // what a link opens) go on until their budget runs out; a link cannot win against them.
    guard let last = steps.last?.route, !DeepLinkAudit.isShown(last, in: store),
      session.script.budget > 0
    else { return (description, nil) }
    return (description, "the link's last route \(last) is not shown")
  }

  // MARK: Operations

  /// The hub that shows the top screen, or the nearest hub above its owner.
  private func focusedHub(_ session: Session) -> HubCoordinator {
    var node = session.store.state.topScreen.flatMap { session.store.owner(of: $0.id) }
    while let current = node {
      if let hub = current as? HubCoordinator { return hub }
      node = current.parent
    }
    return session.root
  }

  /// A running login flow: the one on top, else any.
  private func loginFlow(_ session: Session) -> LoginFlow? {
    if let top = session.store.state.topScreen,
      let flow = session.store.owner(of: top.id) as? LoginFlow
    {
      return flow
    }
    var queue = [session.store.root]
    while let node = queue.popLast() {
      if let flow = node as? LoginFlow { return flow }
      queue.append(contentsOf: node.children)
    }
    return nil
  }

  /// Performs one operation; says what it did, and what went wrong if something did at once.
  private func perform(_ operation: Operation, _ n: Int, in session: Session) -> (String, String?) {
    let platform = session.platform
    let hub = focusedHub(session)
    switch operation {
    case .push: hub.show(.page(n))
    case .startChild: hub.show(.child(pushedName(n)))
    case .presentChild: hub.present(.child(presentedName(n)), style: style(n))
    case .showTabs:
      if n % 3 == 0 { hub.show(.tabs) } else { hub.present(.tabs, style: style(n)) }
    case .presentSettings: hub.present(.settings, style: style(n))
    case .awaitLogin:
      let id = session.ledger.start()
      let ledger = session.ledger
      let presentation: FlowPresentation = n % 3 == 0 ? .push : .modal(style(n))
      ledger.tasks += 1
      Task {
        ledger.tasksRunning += 1
        _ = try? await hub.run(.login, presentation: presentation, as: String.self)
        ledger.resumed(id)
      }
    case .runLoginThen:
      let id = session.ledger.start()
      let ledger = session.ledger
      let reaction = reaction(n)
      let pushed = n % 3 == 0
      hub.run(.login, presentation: pushed ? .push : .modal(style(n)), as: String.self) {
        [weak hub] _ in
        ledger.resumed(id)
        hub?.react(reaction)
      }
      return ("\(hub.name) runs login (\(pushed ? "pushed" : "presented")), then \(reaction)", nil)
    case .submitLogin: loginFlow(session)?.submit(user: "u")
    case .finishHub:
      if !hub.isRoot { hub.finish() }
    case .pop: hub.pop()
    case .popToRoot: hub.popToRoot()
    case .setStack: hub.setStack([hub.isRoot ? .home : .page(0), .page(n)])
    case .dismiss: hub.dismiss()
    case .reactOnFlowEnd:
      session.script.onFlowEnd = reaction(n)
      return ("flowDidEnd reacts: \(reaction(n))", nil)
    case .reactOnChildFinished:
      session.script.onChildFinished = reaction(n)
      return ("didFinish(child:) reacts: \(reaction(n))", nil)
    case .tapBack: _ = try? platform.tapBack()
    case .swipeBack: _ = try? platform.swipeBack()
    case .cancelledSwipe: _ = try? platform.swipeBack(cancelled: true)
    case .swipeDownSheet: _ = try? platform.swipeDownSheet()
    case .closeModal: _ = try? platform.closeModal()
    case .selectTab: _ = try? platform.selectTab(n % 3)
    case .linkPresentingFromTab, .linkPushingInTab, .linkPresentingFromShownTab,
      .linkPresentedChild, .linkPresentingFromChild, .linkFromHere:
      return open(link(operation, n, in: session), in: session)
    case .restoreInPlace:
      // What is saved reads back as the snapshot it was written from.
      if let data = try? session.store.snapshotData() {
        #expect((try? NavigationSnapshot(jsonData: data)) == (try? session.store.snapshot()))
        try? session.store.restore(from: data)
      }
    }
    return ("\(operation)(\(n)) on \(hub.name)", nil)
  }

  // MARK: Checks

  /// What is wrong after an operation whose events start at `firstEvent`.
  private func problems(in session: Session, eventsFrom firstEvent: Int, inconsistenciesFrom: Int)
    -> [String]
  {
    let store = session.store
    var problems = NavigationCheck.invariants(store)
    for layer in store.state.layers where layer.isTabbed {
      for stack in layer.stacks where stack.screens.isEmpty {
        problems.append("the tab \(stack.tab.map(\.description) ?? "?") of \(layer.id) is empty")
      }
    }
    if store.state.layers.first?.stacks.first?.screens.first?.route != AnyRoute(HubRoute.home) {
      problems.append("the root's first screen left")
    }
    problems.append(contentsOf: session.platform.inconsistencies[inconsistenciesFrom...])
    problems.append(
      contentsOf: causeProblems(session.platform.events[firstEvent...], session.script))
    if problems.isEmpty, let problem = pathProblem(store) { problems.append(problem) }
    return problems
  }

  /// Changes that a callback made but that were not published with cause `.code`.
  private func causeProblems(_ events: ArraySlice<NavigationEvent>, _ script: CallbackScript)
    -> [String]
  {
    events.compactMap { event in
      let made: Bool
      switch event {
      case .pushed(let screen, _, _): made = script.addedScreens.contains(screen.id)
      case .popped(let screens, _, _), .dismissed(_, let screens, _):
        made = screens.contains { script.removedScreens.contains($0.id) }
      case .presented(let layer, _): made = script.presentedLayers.contains(layer.id)
      case .finished(let id, _, _, _): made = script.finishedCoordinators.contains(id)
      default: made = false
      }
      guard made, let cause = event.cause, cause != .code else { return nil }
      return "a callback's change was published with cause \(cause): \(event)"
    }
  }

  /// Why the current path does not name the state, if it does not.
  private func pathProblem(_ store: NavigationStore) -> String? {
    currentPathProblem(store) {
      HubCoordinator(label: "root", script: CallbackScript(), isRoot: true)
    }
  }

  // MARK: The property

  @Test func randomOperationsOverTabsLinksAndCallbacksKeepTheInvariants() async {
    let input = zip(Gen<Operation>.case, Gen.int(in: 0...63)).array(of: 1...40)
    await checkProperty(count: 200, input: input) { operations in
      await check(operations)
    }
  }

  /// The links the property opens from a fresh lab (every one the generator makes there) pass
  /// `DeepLinkAudit`: each opens, leaves a sound state and shows its last route; were they to
  /// throw, the property would not test deep links at all.
  @Test func theLinksOpenInAFreshLab() throws {
    let session = Session()
    let operations: [Operation] = [
      .linkPresentingFromTab, .linkPushingInTab, .linkPresentedChild, .linkPresentingFromChild,
    ]
    var links: [[PathStep]] = []
    for operation in operations {
      for n in 0..<64 where !links.contains(link(operation, n, in: session)) {
        links.append(link(operation, n, in: session))
      }
    }
    var map = DeepLinkMap(schemes: ["lab"])
    for (index, steps) in links.enumerated() {
      try map.register("link\(index)", steps: { _ in steps })
    }
    let failures = DeepLinkAudit.failures(of: map) {
      NavigationStore(root: HubCoordinator(label: "root", script: CallbackScript(), isRoot: true))
    }
    #expect(failures == [])
    #expect(links.count > 20)
  }

  /// Lets other tasks run until `done` holds, for a second at most: `Task.yield()` alone does
  /// not always let a resumed task run.
  private func wait(until done: () -> Bool) async {
    for _ in 0..<1_000 where !done() {
      await Task.yield()
      if !done() { try? await Task.sleep(for: .milliseconds(1)) }
    }
  }

  /// Runs the lab through `operations`, checking after each one and at the end.
  private func check(_ operations: [(Operation, Int)]) async {
    let session = Session()
    let store = session.store
    for (operation, n) in operations {
      let firstEvent = session.platform.events.count
      let firstInconsistency = session.platform.inconsistencies.count
      session.script.budget = 8
      let (done, failure) = perform(operation, n, in: session)
      session.trace.append(done)
      // A task made to await a flow calls `run` before the next operation.
      await wait { session.ledger.tasksRunning == session.ledger.tasks }
      let problems =
        (failure.map { [$0] } ?? [])
        + problems(in: session, eventsFrom: firstEvent, inconsistenciesFrom: firstInconsistency)
      if !problems.isEmpty {
        Issue.record(
          """
          after \(operation)(\(n)): \(problems.joined(separator: "\n"))
          state:
          \(store.state)
          operations:
          \(session.trace.enumerated().map { "\($0 + 1). \($1)" }.joined(separator: "\n"))
          """)
        break
      }
    }
    // A task awaiting a flow keeps its hub until it runs again, after the flow ended.
    await wait { store.leakTracker?.leaks() == [] }
    #expect(store.leakTracker?.leaks() == [])

    session.script.budget = 8
    session.root.finish()
    await wait { session.ledger.resumptions.count == session.ledger.started }
    #expect(session.ledger.resumptions.count == session.ledger.started)
    #expect(session.ledger.resumptions.values.allSatisfy { $0 == 1 })

    var finishes: [CoordinatorID: Int] = [:]
    var starts: Set<CoordinatorID> = []
    for event in session.platform.events {
      if case .started(let id, _, _) = event { starts.insert(id) }
      if case .finished(let id, _, _, _) = event { finishes[id, default: 0] += 1 }
    }
    #expect(Set(finishes.keys) == starts)
    #expect(finishes.values.allSatisfy { $0 == 1 })
    #expect(store.coordinatorCount == 0)
    #expect(store.screenCount == 0)
    #expect(session.platform.inconsistencies == [])
  }
}
