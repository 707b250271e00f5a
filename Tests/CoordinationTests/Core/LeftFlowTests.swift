import Coordination
import CoordinationTesting
import Testing

/// A store made for one flow of an app that owns its other screens: the user leaving the flow
/// (a back past its first screen) is guarded as a back, and ends the root's flow, whose end
/// the app hears once.
@MainActor
@Suite struct LeftFlowTests {
  @Test func leavingTheFlowEmptiesTheStoreAndCancelsTheRootFlow() throws {
    let store = NavigationStore(root: LoginFlow(), leakTracking: true)
    var outcomes: [String] = []
    store.whenRootFinishes { outcomes.append(Self.describe($0)) }
    store.start()
    try store.handle(.leftFlow)
    #expect(store.state.description == "root: []")
    #expect(store.root.isFinished)
    #expect(outcomes == ["cancelled user"])
    // The flow has ended: leaving again changes nothing, and a late handler hears it at once.
    #expect(try store.handle(.leftFlow) == .applied)
    store.whenRootFinishes { outcomes.append(Self.describe($0)) }
    #expect(outcomes == ["cancelled user", "cancelled user"])
  }

  @Test func aScreenThatRefusesKeepsTheFlow() throws {
    let root = LabRootCoordinator()
    let store = NavigationStore(root: root, leakTracking: true)
    var outcomes: [String] = []
    store.whenRootFinishes { outcomes.append(Self.describe($0)) }
    store.start()
    root.show(.guarded)
    root.present(.settings)
    let guarded = try #require(store.state.layers.first?.stacks.first?.screens.last)
    #expect(try store.handle(.leftFlow) == .refused(by: guarded.id))
    #expect(store.state.description.hasPrefix("root: [home, guarded]"))
    #expect(root.isActive)
    #expect(outcomes.isEmpty)
  }

  @Test func theRootFinishingByItsOwnCallGivesItsValue() {
    let login = LoginFlow()
    let store = NavigationStore(root: login, leakTracking: true)
    var outcomes: [String] = []
    store.whenRootFinishes { outcomes.append(Self.describe($0)) }
    store.start()
    login.show(.twoFactor)
    login.submit(user: "ann")
    #expect(store.state.description == "root: []")
    #expect(outcomes == ["ann"])
  }

  @Test func theAppHearsTheEndAfterEveryObserverHadTheChange() throws {
    let store = NavigationStore(root: LoginFlow(), leakTracking: true)
    var heard: [String] = []
    let token = store.observe { _ in heard.append("update \(store.state.description)") }
    store.whenRootFinishes { heard.append(Self.describe($0)) }
    store.start()
    heard = []
    try store.handle(.leftFlow)
    #expect(heard == ["update root: []", "cancelled user"])
    token.cancel()
  }

  @Test func aStoreTornDownBeforeTheFlowEndsCancelsIt() {
    var outcomes: [String] = []
    do {
      let store = NavigationStore(root: LoginFlow(), leakTracking: false)
      store.whenRootFinishes { outcomes.append(Self.describe($0)) }
      store.start()
    }
    #expect(outcomes == ["cancelled teardown"])
  }

  private static func describe(_ outcome: FlowOutcome) -> String {
    switch outcome {
    case .completed(let value): "\(value)"
    case .cancelled(let cause): "cancelled \(cause.rawValue)"
    }
  }
}
