import Coordination
import CoordinationLinks
import CoordinationSwiftUI
import Foundation
import SwiftUI
import Testing

/// Activities in SwiftUI: a window joined to the router advertises the screen it shows, and a
/// screen's activity continued in any window goes where the router sends its link.
extension WindowRouterTests {
  private func advertised(_ window: StandInWindow) -> NSUserActivity? {
    window.host.standInAdvertisedActivity(ofType: ScreenActivity.activityType)
  }

  @Test func aWindowAdvertisesTheScreenItShowsWhenTheSystemAsks() throws {
    let app = App()
    let window = try #require(app.windows.standInOpenWindow())
    #expect(advertised(window) == nil)  // the list advertises nothing

    try #require(app.store(window)).open(path: App.note(4))
    window.host.render()
    let four = try #require(advertised(window))
    #expect(four.title == "Note 4")
    #expect(four.userInfo?[ScreenActivity.linkKey] as? String == "notes://note/4")
    #expect(four.requiredUserInfoKeys == [ScreenActivity.linkKey])
    #expect(four.targetContentIdentifier == "notes://note/4")
    #expect(four.webpageURL == nil && four.isEligibleForHandoff && four.isEligibleForSearch)

    try #require(app.store(window)).open(path: App.note(5))
    window.host.render()
    let five = try #require(advertised(window))
    #expect(five.title == "Note 5" && !five.isEligibleForSearch)

    try #require(app.store(window)).open(path: App.list)
    window.host.render()
    #expect(advertised(window) == nil)
    #expect(five.standInIsInvalidated)
  }

  @Test func aHandedOffNoteOpensInTheWindowTheRouterPicks() throws {
    let app = App()
    let (front, behind) = try twoWindows(app)
    try #require(app.store(front)).open(path: App.note(3))
    front.host.render()
    let sent = try #require(advertised(front)?.standInReceived(through: .handoff))

    let other = App()  // the user's other device
    let (otherFront, otherBehind) = try twoWindows(other)
    let receiver = other.windows.standInContinue(sent)

    #expect(receiver === otherFront)  // SwiftUI delivers it to the first window
    #expect(other.store(otherFront)?.currentPath == App.note(3))
    #expect(other.store(otherBehind)?.currentPath == App.note(7))
    #expect(app.store(behind)?.currentPath == App.note(7))
  }

  @Test func aContinuedNoteAWindowShowsBringsThatWindowForward() throws {
    let app = App()
    let (front, behind) = try twoWindows(app)
    let note = NSUserActivity(activityType: ScreenActivity.activityType)
    note.userInfo = [ScreenActivity.linkKey: "notes://note/7"]

    app.windows.standInContinue(note)

    #expect(app.store(front)?.currentPath == App.list)
    #expect(behind.phase == .active)
    #expect(app.windows.events.contains("openWindow: window 2 brought forward"))
  }

  @Test func anActivityOfAnotherTypeOrWithoutALinkChangesNothing() throws {
    let app = App()
    let (front, _) = try twoWindows(app)
    let other = NSUserActivity(activityType: "com.example.other")
    other.userInfo = [ScreenActivity.linkKey: "notes://note/1"]
    #expect(!front.host.standInContinue(other))
    let empty = NSUserActivity(activityType: ScreenActivity.activityType)
    #expect(front.host.standInContinue(empty))
    #expect(app.store(front)?.currentPath == App.list)
  }

  @Test func aSingleWindowAppContinuesActivitiesInItsStore() throws {
    let store = NavigationStore(root: NoteLinkCoordinator(gate: LinkGate()))
    store.start()
    let host = StandInHost(SingleNotesWindow(store: store))
    let note = NSUserActivity(activityType: ScreenActivity.activityType)
    note.userInfo = [ScreenActivity.linkKey: "notes://note/9"]
    #expect(host.standInContinue(note))
    #expect(store.currentPath == App.note(9))
    #expect(host.standInAdvertisedActivity(ofType: ScreenActivity.activityType)?.title == "Note 9")
  }
}

/// A single-window app's root view: it continues and advertises activities itself.
private struct SingleNotesWindow: View {
  let store: NavigationStore

  var body: some View {
    Text("notes")
      .onContinueScreenActivity { url in _ = try? store.open(url, using: LinkedNotesApp.links) }
      .advertisesScreenActivity(of: store)
  }
}
