import Coordination
import CoordinationLinks
import CoordinationTesting
import Foundation
import Testing

// A link that waits behind a sign-in is part of the saved navigation: a relaunched app, or a
// web session loaded by another host, reads it again and follows it once the gate opens.

@MainActor
private func gateLinks() throws -> DeepLinkMap {
  var links = DeepLinkMap(schemes: ["gate"])
  try links.register("items/:id") { parameters in
    [GateRoute.home, GateRoute.item(try parameters.int("id"))]
  }
  return links
}

/// The reasons of the links the store drops from now on, restores included.
@MainActor
private final class DroppedLinks {
  private(set) var reasons: [String] = []
  private var token: ObserverToken?

  init(_ store: NavigationStore) {
    token = store.observe { [unowned self] update in
      for event in update.events {
        if case .linkDropped(_, let reason) = event { reasons.append(reason) }
      }
    }
  }
}

/// The saved navigation of a signed-out app (home, the sign-in sheet) with `link` waiting.
@MainActor
private func savedWithWaitingLink(_ link: String = "gate://items/7") throws -> Data {
  let store = NavigationStore(root: GatedApp())
  store.readLinks(with: try gateLinks())
  _ = HeadlessPlatform(store: store)
  #expect(try store.open(link, using: gateLinks()) == .waiting(reason: "signing in first"))
  return try store.snapshotData()
}

@Suite struct SavedWaitingLinkTests {
  @Test func aWaitingLinkIsSavedWithItsTextAndTheGatesReason() throws {
    let data = try savedWithWaitingLink()
    let snapshot = try NavigationSnapshot(jsonData: data)
    #expect(
      snapshot.waitingLink == .init(link: "gate://items/7", reason: "signing in first"))
    #expect(snapshot.version == 3)
  }

  @Test func aRelaunchedAppFollowsTheSavedLinkOnceTheGateOpens() throws {
    let data = try savedWithWaitingLink()
    let app = GatedApp()
    let store = NavigationStore(root: app)
    store.readLinks(with: try gateLinks())
    #expect(store.restoreOrStart(from: data) == nil)
    let platform = HeadlessPlatform(store: store)
    #expect(store.waitingPath == [PathStep(GateRoute.home), PathStep(GateRoute.item(7))])
    #expect(store.waitingLinkText == "gate://items/7")
    #expect(store.state.layers.count == 2)  // the sign-in sheet, restored
    // The restored sign-in ends: the root hears of it in flowDidEnd, and admits the link.
    try #require(app.signInFlow).finish(with: "ann")
    platform.expectStack([GateRoute.home, GateRoute.item(7)])
    #expect(store.waitingPath == nil)
    #expect(try store.snapshot().waitingLink == nil)
    platform.expectConsistent()
  }

  @Test func aSavedLinkWhoseGateIsOpenAtTheRestoreIsFollowedAtOnce() throws {
    let data = try savedWithWaitingLink()
    let store = NavigationStore(root: GatedApp(user: "ann"))
    store.readLinks(with: try gateLinks())
    store.restoreOrStart(from: data)
    let platform = HeadlessPlatform(store: store)
    #expect(store.waitingPath == nil)
    platform.expectStack([GateRoute.home, GateRoute.item(7)])
    platform.expectConsistent()
  }

  @Test func withoutALinkReaderTheSavedLinkIsDroppedAndTheRestRestored() throws {
    let data = try savedWithWaitingLink()
    let store = NavigationStore(root: GatedApp())
    let dropped = DroppedLinks(store)
    #expect(store.restoreOrStart(from: data) == nil)
    #expect(store.waitingPath == nil)
    #expect(store.state.layers.count == 2)
    #expect(
      dropped.reasons == [
        "the saved link gate://items/7 cannot be read: the store has no linkReader"
      ])
  }

  @Test func aSavedLinkTheAppNoLongerReadsIsDroppedWithTheReadersReason() throws {
    let data = try savedWithWaitingLink("gate://items/7")
    let store = NavigationStore(root: GatedApp())
    store.readLinks(with: DeepLinkMap(schemes: ["gate"]))  // a later version, without items
    let dropped = DroppedLinks(store)
    #expect(store.restoreOrStart(from: data) == nil)
    #expect(store.waitingPath == nil)
    let unknown = DeepLinkError.noMatchingPattern(path: "items/7")
    #expect(dropped.reasons == ["the saved link gate://items/7 cannot be read: \(unknown)"])
    #expect(store.state.layers.count == 2)  // home and the sign-in sheet, restored
  }

  @Test func aLinkThatArrivedBeforeTheRestoreIsNewerAndStays() throws {
    let data = try savedWithWaitingLink("gate://items/7")
    let store = NavigationStore(root: GatedApp())
    store.readLinks(with: try gateLinks())
    let dropped = DroppedLinks(store)
    #expect(
      try store.open("gate://items/9", using: gateLinks())
        == .waiting(reason: "the app has not started"))
    store.restoreOrStart(from: data)
    #expect(store.waitingLinkText == "gate://items/9")
    #expect(dropped.reasons == ["a newer link was waiting"])
  }

  @Test func aPathOpenedWithoutItsTextWaitsButIsNotSaved() throws {
    let store = NavigationStore(root: GatedApp())
    _ = HeadlessPlatform(store: store)
    try store.open(path: [PathStep(GateRoute.home), PathStep(GateRoute.item(3))])
    #expect(store.waitingPath != nil)
    #expect(store.waitingLinkText == nil)
    #expect(try store.snapshot().waitingLink == nil)
  }

  @Test func aRelaunchReadsLinksAsTheAppDidBefore() throws {
    let store = NavigationStore(root: GatedApp())
    store.readLinks(with: try gateLinks())
    let platform = HeadlessPlatform(store: store)
    try platform.open("gate://items/4", using: gateLinks())
    let app = GatedApp(user: "ann")
    let relaunched = try platform.relaunch(with: app)
    relaunched.expectStack([GateRoute.home, GateRoute.item(4)])
    relaunched.expectConsistent()
  }

  @Test func withNoLinkWaitingTheStoreWritesVersion2ThatOlderBuildsRead() throws {
    let store = NavigationStore(root: GatedApp(user: "ann"))
    _ = HeadlessPlatform(store: store)
    let text = String(decoding: try store.snapshotData(), as: UTF8.self)
    #expect(text.hasSuffix(#""version":2}"#))
    #expect(!text.contains("waitingLink"))
    let waiting = String(decoding: try savedWithWaitingLink(), as: UTF8.self)
    #expect(
      waiting.hasSuffix(
        #""version":3,"waitingLink":{"link":"gate://items/7","reason":"signing in first"}}"#))
  }

  @Test func restoringAStartedStoreReplacesItsWaitingLinkAsItsNavigation() throws {
    let saved = try savedWithWaitingLink("gate://items/7")
    let store = NavigationStore(root: GatedApp())
    store.readLinks(with: try gateLinks())
    _ = HeadlessPlatform(store: store)
    try store.open("gate://items/9", using: gateLinks())
    let dropped = DroppedLinks(store)
    try store.restore(from: saved)
    #expect(store.waitingLinkText == "gate://items/7")
    #expect(dropped.reasons == ["saved navigation was restored over it"])

    let withoutLink = NavigationStore(root: GatedApp())
    _ = HeadlessPlatform(store: withoutLink)
    try store.restore(from: try withoutLink.snapshot())
    #expect(store.waitingPath == nil)
  }

  @Test func aSnapshotThatFailsItsChecksDoesNotRunTheLinkReader() throws {
    var snapshot = try NavigationSnapshot(jsonData: try savedWithWaitingLink())
    snapshot.coordinators[0].type = "Another.App"
    let store = NavigationStore(root: GatedApp())
    var reads = 0
    store.linkReader = { _ in
      reads += 1
      return []
    }
    #expect(throws: RestorationError.self) { try store.restore(from: snapshot) }
    #expect(reads == 0)
  }

  @Test func aVersion2SnapshotStillRestores() throws {
    let store = NavigationStore(root: GatedApp(user: "ann"))
    _ = HeadlessPlatform(store: store)
    var snapshot = try store.snapshot()
    snapshot.version = 2
    let restored = NavigationStore(root: GatedApp(user: "ann"))
    #expect(restored.restoreOrStart(from: try snapshot.jsonData()) == nil)
    #expect(restored.state.layers.first?.stacks.first?.screens.count == 1)
  }
}
