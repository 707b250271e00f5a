import Coordination
import CoordinationTesting
import PropertyBased
import Testing

/// Random sequences of code and user operations keep the invariants: the state and what the
/// headless platform shows agree; every coordinator finishes exactly once; every awaiting
/// caller resumes exactly once; nothing leaks.
@MainActor
@Suite struct NavigationPropertyTests {
  enum Operation: CaseIterable, Sendable {
    case showDetail, showChild, pushInChild, presentSettings, presentChildFlow
    case awaitLoginPushed, awaitLoginSheet, submitLogin, finishDeepest, transaction
    case tapBack, swipeBack, cancelledSwipe, swipeDownSheet, closeModal, selectTab
    case presentTabs, popToRoot, setStack, deepLink, guardedScreen, allowGuards, restoreInPlace
    case askQuestion, answerYes, answerNo, dismissQuestion
    case closeLinkGate, openLinkGate, openLink
    case presentPopover, tapOutsidePopover
  }

  /// Counts the flows started with `run` and how often each resumed.
  final class FlowLedger {
    var started = 0
    var resumptions: [Int: Int] = [:]
    func resumed(_ id: Int) { resumptions[id, default: 0] += 1 }
  }

  private func deepest(_ node: AnyCoordinator) -> AnyCoordinator {
    var node = node
    while let last = node.children.last { node = last }
    return node
  }

  private func perform(
    _ operation: Operation, root: LabRootCoordinator, platform: HeadlessPlatform,
    ledger: FlowLedger
  ) {
    switch operation {
    case .showDetail: root.show(.detail(platform.store.screenCount))
    case .showChild: root.show(.child("c\(platform.store.screenCount)"))
    case .pushInChild: (deepest(root) as? ChildCoordinator)?.show(.page(platform.store.screenCount))
    case .presentSettings: root.present(.settings)
    case .presentChildFlow: root.present(.child("modal"))
    case .awaitLoginPushed, .awaitLoginSheet:
      ledger.started += 1
      let id = ledger.started
      let presentation: FlowPresentation = operation == .awaitLoginPushed ? .push : .sheet
      Task {
        _ = try? await root.run(.login, presentation: presentation, as: String.self)
        ledger.resumed(id)
      }
    case .submitLogin: (deepest(root) as? LoginFlow)?.submit(user: "u")
    case .finishDeepest:
      let node = deepest(root)
      if node !== root { (node as? ChildCoordinator)?.finish() ?? (node as? LoginFlow)?.finish() }
    case .transaction:
      platform.store.transaction {
        root.show(.detail(1))
        root.show(.child("t"))
        root.pop()
      }
    case .tapBack: _ = try? platform.tapBack()
    case .swipeBack: _ = try? platform.swipeBack()
    case .cancelledSwipe: _ = try? platform.swipeBack(cancelled: true)
    case .swipeDownSheet: _ = try? platform.swipeDownSheet()
    case .closeModal: _ = try? platform.closeModal()
    case .selectTab: _ = try? platform.selectTab(platform.store.screenCount % 3)
    case .presentTabs: root.present(.tabs, style: .fullScreen)
    case .presentPopover:
      root.present(platform.store.screenCount % 2 == 0 ? .settings : .guarded, style: .popover)
    case .tapOutsidePopover: _ = try? platform.tapOutsidePopover()
    case .popToRoot: root.popToRoot()
    case .setStack: root.setStack([.home, .detail(platform.store.screenCount % 2)])
    case .deepLink: try? platform.store.apply(path: [LabRoute.child("link"), ChildRoute.page(9)])
    case .guardedScreen: root.show(.guarded)
    case .allowGuards:
      for screen in platform.store.state.allScreens {
        (platform.store.model(for: screen.id) as? GuardedModel)?.allowsLeaving = true
      }
    case .askQuestion:
      ledger.started += 1
      let id = ledger.started
      Task {
        _ = try? await root.run(.confirm, as: Bool.self)
        ledger.resumed(id)
      }
    case .answerYes: _ = try? platform.answer("Yes")
    case .answerNo: _ = try? platform.answer("No")
    case .dismissQuestion: _ = try? platform.dismissQuestion()
    case .closeLinkGate: root.linksWait = true
    case .openLinkGate: root.linksWait = false
    case .openLink:
      _ = try? platform.store.open(path: [
        PathStep(LabRoute.child("w")), PathStep(ChildRoute.page(5)),
      ])
    case .restoreInPlace:
      // What is saved reads back as the snapshot it was written from.
      if let data = try? platform.store.snapshotData() {
        #expect((try? NavigationSnapshot(jsonData: data)) == (try? platform.store.snapshot()))
        try? platform.store.restore(from: data)
      }
    }
  }

  /// Why the current path does not name the state, if it does not.
  private func pathProblem(_ store: NavigationStore) -> String? {
    currentPathProblem(store) { LabRootCoordinator() }
  }

  @Test func randomOperationsKeepTheInvariants() async {
    await checkProperty(count: 200, input: Gen<Operation>.case.array(of: 1...60)) { operations in
      let root = LabRootCoordinator()
      let store = NavigationStore(root: root, leakTracking: true)
      let platform = HeadlessPlatform(store: store)
      let ledger = FlowLedger()
      for operation in operations {
        perform(operation, root: root, platform: platform, ledger: ledger)
        for _ in 0..<3 { await Task.yield() }
        let problems = NavigationCheck.invariants(store)
        #expect(problems == [], "after \(operation)")
        if !problems.isEmpty { break }
        if let problem = pathProblem(store) {
          Issue.record("after \(operation): \(problem)")
          break
        }
      }
      #expect(platform.inconsistencies == [])
      #expect(store.leakTracker?.leaks() == [])

      root.finish()
      // A resumed task does not always run at the next yield: wait up to a second.
      for _ in 0..<1_000 where ledger.resumptions.count < ledger.started {
        await Task.yield()
        try? await Task.sleep(for: .milliseconds(1))
      }
      #expect(ledger.resumptions.count == ledger.started)
      #expect(ledger.resumptions.values.allSatisfy { $0 == 1 })

      var finishes: [CoordinatorID: Int] = [:]
      var starts: Set<CoordinatorID> = []
      for event in platform.events {
        if case .started(let id, _, _) = event { starts.insert(id) }
        if case .finished(let id, _, _, _) = event { finishes[id, default: 0] += 1 }
      }
      #expect(Set(finishes.keys) == starts)
      #expect(finishes.values.allSatisfy { $0 == 1 })
      #expect(store.coordinatorCount == 0)
      #expect(platform.inconsistencies == [])
    }
  }
}
