import Coordination
import CoordinationTesting
import Foundation
import Testing

/// Screen identities through a save and restore: kept by a new store (a web session loaded by
/// another host keeps the identities its forms name), renewed when restoring in place.
@Suite struct RestoredScreenIDTests {
  private func richLab() throws -> HeadlessPlatform {
    let (root, platform) = makeLab()
    root.show(.child("a"))
    let child = try #require(root.children.first as? ChildCoordinator)
    child.show(.page(1))
    root.present(.settings)
    return platform
  }

  private func ids(_ store: NavigationStore) -> [ScreenID] {
    store.state.allScreens.map(\.id)
  }

  @Test func aNewStoreKeepsTheSavedScreenIdentitiesAndGoesOnAboveThem() throws {
    let platform = try richLab()
    let saved = ids(platform.store)
    let data = try platform.store.snapshotData()
    let root = LabRootCoordinator()
    let store = NavigationStore(root: root)
    try store.restore(from: data)
    #expect(ids(store) == saved)
    #expect(NavigationCheck.invariants(store) == [])
    root.show(.detail(5))
    let pushed = try #require(store.state.allScreens.last?.id)
    #expect(!saved.contains(pushed))
    #expect(saved.allSatisfy { $0.rawValue < pushed.rawValue })
  }

  @Test func restoringInPlaceGivesEveryScreenANewIdentity() throws {
    let platform = try richLab()
    let before = ids(platform.store)
    try platform.store.restore(from: try platform.store.snapshotData())
    let after = ids(platform.store)
    #expect(after.count == before.count)
    #expect(Set(after).isDisjoint(with: before))
    #expect(NavigationCheck.invariants(platform.store) == [])
  }

  @Test(arguments: ["duplicate", "missing", "huge"])
  func unusableSavedIdentitiesAreRenewedNotTrusted(_ damage: String) throws {
    let platform = try richLab()
    var snapshot = try platform.store.snapshot()
    let second = snapshot.layers[0].stacks[0].screens[1].id
    switch damage {
    case "duplicate": snapshot.layers[0].stacks[0].screens[0].id = second
    case "missing": snapshot.layers[0].stacks[0].screens[0].id = nil
    default: snapshot.layers[1].stacks[0].screens[0].id = .max
    }
    let store = NavigationStore(root: LabRootCoordinator())
    try store.restore(from: snapshot)
    let restored = ids(store)
    #expect(Set(restored).count == restored.count)
    #expect(!restored.contains(ScreenID(rawValue: .max)))
    #expect(NavigationCheck.invariants(store) == [])
  }
}
