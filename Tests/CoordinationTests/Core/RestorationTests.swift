import Coordination
import CoordinationTesting
import Foundation
import Testing

/// Saving the whole navigation and rebuilding it; bad data is a typed error with the root as
/// the fallback, never a crash.
@Suite struct RestorationTests {
  /// The routes of every layer and stack, with styles and selections: what a user sees.
  private func outline(_ state: NavigationState) -> [String] {
    state.layers.map { layer in
      "\(layer.style.rawValue) sel=\(layer.selectedIndex) "
        + layer.stacks.map { stack in
          (stack.tab.map { "\($0):" } ?? "") + "["
            + stack.routes.map(\.description).joined(separator: ",") + "]"
        }.joined(separator: " ")
    }
  }

  private func makeRichLab() throws -> (LabRootCoordinator, HeadlessPlatform) {
    let (root, platform) = makeLab()
    root.show(.child("a"))
    let child = try #require(root.children.first as? ChildCoordinator)
    child.show(.page(1))
    root.show(.detail(2))
    root.present(.tabs)
    let tabs = try #require(root.children.last as? LabTabs)
    let second = try #require(tabs.children.last as? ChildCoordinator)
    second.show(.page(7))
    root.present(.settings)
    return (root, platform)
  }

  @Test func aRelaunchRebuildsLayersStacksTabsAndTheTree() throws {
    let (_, platform) = try makeRichLab()
    let relaunched = try platform.relaunch(with: LabRootCoordinator())
    #expect(outline(relaunched.store.state) == outline(platform.store.state))
    #expect(relaunched.store.treeDescription == platform.store.treeDescription)
    #expect(relaunched.store.coordinatorCount == platform.store.coordinatorCount)
    relaunched.expectConsistent()
    #expect(NavigationCheck.invariants(relaunched.store) == [])
    for screen in relaunched.store.state.allScreens {
      #expect(relaunched.store.model(for: screen.id) is PlainModel)
    }
  }

  @Test func restoredCoordinatorsBehaveLikeStartedOnes() throws {
    let (_, platform) = try makeRichLab()
    let root = LabRootCoordinator()
    let relaunched = try platform.relaunch(with: root)
    try relaunched.swipeDownSheet()
    try relaunched.tapBack()
    relaunched.expectStack([ChildRoute.page(0)])
    try relaunched.closeModal()
    relaunched.expectStack([
      LabRoute.home, ChildRoute.page(0), ChildRoute.page(1), LabRoute.detail(2),
    ])
    try relaunched.tapBack()
    try relaunched.tapBack()
    try relaunched.tapBack()
    relaunched.expectStack([LabRoute.home])
    #expect(root.childCount == 0)
    #expect(root.finishedChildren.sorted() == ["Child(a)", "LabTabs"])
    #expect(relaunched.store.coordinatorCount == 1)
    relaunched.expectConsistent()
    relaunched.expectNoLeaks()
  }

  @Test func theSnapshotIsCodableDataThatRoundTrips() throws {
    let (_, platform) = try makeRichLab()
    let snapshot = try platform.store.snapshot()
    let data = try JSONEncoder().encode(snapshot)
    let decoded = try JSONDecoder().decode(NavigationSnapshot.self, from: data)
    #expect(decoded == snapshot)
    #expect(decoded.version == 2)  // no link waits: the version older builds read too
    #expect(decoded.coordinators.count == platform.store.coordinatorCount)
    #expect(decoded.layers.count == 3)
  }

  @Test func restoringReplacesWhatWasShownAndFinishesIt() throws {
    let (_, platform) = try makeRichLab()
    let data = try platform.store.snapshotData()
    let (other, otherPlatform) = makeLab()
    other.show(.child("old"))
    try otherPlatform.store.restore(from: data)
    #expect(other.finishedChildren == ["Child(old)"])
    #expect(outline(otherPlatform.store.state) == outline(platform.store.state))
    otherPlatform.expectConsistent()
  }

  private func expectFallback(_ data: Data, _ expected: RestorationError) {
    let store = NavigationStore(root: LabRootCoordinator())
    let error = store.restoreOrStart(from: data)
    #expect(error == expected)
    #expect(store.state.visibleStack?.routes == [AnyRoute(LabRoute.home)])
  }

  @Test func corruptDataFallsBackToTheRoot() throws {
    let store = NavigationStore(root: LabRootCoordinator())
    let error = store.restoreOrStart(from: Data("garbage".utf8))
    guard case .corrupt = error else {
      Issue.record("Expected corrupt, got \(String(describing: error))")
      return
    }
    #expect(store.state.visibleStack?.routes == [AnyRoute(LabRoute.home)])
  }

  @Test func truncatedDataFallsBackToTheRoot() throws {
    let (_, platform) = try makeRichLab()
    let data = try platform.store.snapshotData()
    for length in stride(from: 0, to: data.count, by: max(1, data.count / 25)) {
      let store = NavigationStore(root: LabRootCoordinator())
      let error = store.restoreOrStart(from: data.prefix(length))
      #expect(error != nil, "a prefix of \(length) bytes restored")
      #expect(store.state.visibleStack?.routes == [AnyRoute(LabRoute.home)])
    }
  }

  @Test func aNewerFormatVersionIsRefused() throws {
    let (_, platform) = makeLab()
    var snapshot = try platform.store.snapshot()
    let newer = NavigationSnapshot.formatVersion + 1
    snapshot.version = newer
    let data = try JSONEncoder().encode(snapshot)
    expectFallback(
      data, .unsupportedVersion(found: newer, supported: NavigationSnapshot.formatVersion))
  }

  @Test func anotherRootIsRefused() throws {
    let platform = HeadlessPlatform(store: NavigationStore(root: KApplicationCoordinator()))
    let data = try platform.store.snapshotData()
    expectFallback(
      data,
      .rootMismatch(
        expected: "CoordinationTests.LabRootCoordinator",
        found: "CoordinationTests.KApplicationCoordinator"))
  }

  @Test func aRouteThatNoLongerDecodesIsRefused() throws {
    let (root, platform) = makeLab()
    root.show(.detail(1))
    var snapshot = try platform.store.snapshot()
    snapshot.layers[0].stacks[0].screens[1].route = .init(json: #"{"removedCase":{}}"#)
    let store = NavigationStore(root: LabRootCoordinator())
    #expect(throws: RestorationError.self) { try store.restore(from: snapshot) }
    #expect(!store.isStarted)
    #expect(store.state.isEmpty)
  }

  @Test(arguments: [
    "owner out of range", "parent after child", "empty modal", "selection out of range",
    "second root layer", "no layers", "presenter out of range", "child without content",
  ])
  func inconsistentSnapshotsAreRefusedAndChangeNothing(damage: String) throws {
    let (_, platform) = try makeRichLab()
    var snapshot = try platform.store.snapshot()
    switch damage {
    case "owner out of range": snapshot.layers[0].stacks[0].screens[0].owner = 99
    case "parent after child": snapshot.coordinators[1].parent = 5
    case "empty modal": snapshot.layers[2].stacks[0].screens = []
    case "selection out of range": snapshot.layers[1].selectedIndex = 9
    case "second root layer": snapshot.layers[1].style = .root
    case "no layers": snapshot.layers = []
    case "presenter out of range": snapshot.layers[1].presenter?.position = 40
    default: snapshot.layers[0].stacks[0].screens.removeAll { $0.owner != 0 }
    }
    let (_, target) = makeLab()
    let before = target.store.state
    #expect(throws: RestorationError.self) { try target.store.restore(from: snapshot) }
    #expect(target.store.state == before)
    target.expectConsistent()
  }

  @Test func everyErrorExplainsItself() {
    let errors: [RestorationError] = [
      .corrupt("x"), .unsupportedVersion(found: 3, supported: 1),
      .rootMismatch(expected: "A", found: "B"), .invalidStructure("y"),
      .undecodableRoute(coordinator: "C", reason: "z"),
      .unexpectedDestination(route: "r", coordinator: "C", reason: "w"),
      .unencodableRoute(route: "r", reason: "v"),
    ]
    for error in errors {
      #expect(!error.description.isEmpty)
    }
    #expect(Set(errors.map(\.description)).count == errors.count)
  }
}
