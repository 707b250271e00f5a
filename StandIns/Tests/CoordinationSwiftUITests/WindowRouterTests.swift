import Coordination
import CoordinationLinks
import CoordinationSwiftUI
import Foundation
import SwiftUI
import Testing

/// The window router on the stand-in's windows: SwiftUI delivers every URL to the first open
/// window (all of them handle every URL), and the router sends it on.
@Suite struct WindowRouterTests {
  typealias App = LinkedNotesApp

  /// Two windows: the first in front on the list, the second behind on note 7.
  func twoWindows(_ app: App) throws -> (front: StandInWindow, behind: StandInWindow) {
    let front = try #require(app.windows.standInOpenWindow())
    let behind = try #require(app.windows.standInOpenWindow())
    try #require(app.store(behind)).open(path: App.note(7))
    app.windows.standInSetPhase(.inactive, of: behind)
    return (front, behind)
  }

  @Test func aLinkGoesToTheWindowShowingItAndBringsItForward() throws {
    let app = App()
    let (front, behind) = try twoWindows(app)

    let receiver = try app.windows.standInOpen(App.url("notes://note/7"))

    #expect(receiver === front)
    #expect(app.store(behind)?.currentPath == App.note(7))
    #expect(app.store(front)?.currentPath == App.list)
    #expect(behind.phase == .active)
    #expect(app.windows.events.contains("openWindow: window 2 brought forward"))
    #expect(app.windows.windows.count == 2)
    #expect(app.router.windowIDs.first == "window 2")
  }

  @Test func aLinkNoWindowShowsGoesToTheActiveWindow() throws {
    let app = App()
    let (front, behind) = try twoWindows(app)
    app.windows.standInSetPhase(.inactive, of: front)
    app.windows.standInSetPhase(.active, of: behind)

    let receiver = try app.windows.standInOpen(App.url("notes://note/3"))

    #expect(receiver === front)
    #expect(app.store(behind)?.currentPath == App.note(3))
    #expect(app.store(front)?.currentPath == App.list)
    #expect(front.phase == .inactive)
    #expect(app.windows.windows.count == 2)
  }

  @Test func withNoActiveWindowANewWindowOpensTheLinkAfterItsRestore() throws {
    let app = App()
    let (front, behind) = try twoWindows(app)
    app.windows.standInSetPhase(.background, of: front)
    app.windows.standInSetPhase(.background, of: behind)

    try app.windows.standInOpen(App.url("notes://note/5"))

    try #require(app.windows.windows.count == 3)
    let made = app.windows.windows[2]
    #expect(made.value == AnyHashable("linked 1"))
    #expect(made.phase == .active)
    #expect(app.log.pathsAtRestore["linked 1"] == App.list)
    #expect(app.store(made)?.currentPath == App.note(5))
    #expect(app.store(front)?.currentPath == App.list)
    #expect(app.store(behind)?.currentPath == App.note(7))
    #expect(made.host.standInTexts == ["note(5)"])
  }

  @Test func onAPhoneTheOneWindowOpensTheLink() throws {
    let app = App(multipleWindows: false)
    let only = try #require(app.windows.standInOpenWindow())
    app.windows.standInSetPhase(.background, of: only)
    #expect(app.windows.standInOpenWindow() == nil)

    let receiver = try app.windows.standInOpen(App.url("notes://note/2"))

    #expect(receiver === only)
    #expect(app.store(only)?.currentPath == App.note(2))
    #expect(app.windows.windows.count == 1)
    #expect(!app.windows.events.contains { $0.hasPrefix("openWindow") })
  }

  @Test func aLinkThatDoesNotResolveThrowsAndChangesNothing() throws {
    let app = App()
    let (front, behind) = try twoWindows(app)
    let eventsBefore = app.windows.events

    #expect(throws: DeepLinkError.self) {
      try app.router.open(
        App.url("notes://nowhere/1"), openWindow: app.windows.standInOpenWindowAction)
    }
    app.windows.standInRunPendingRequests()
    try app.windows.standInOpen(App.url("notes://nowhere/1"))

    #expect(app.store(front)?.currentPath == App.list)
    #expect(app.store(behind)?.currentPath == App.note(7))
    #expect(behind.phase == .inactive)
    #expect(app.windows.windows.count == 2)
    #expect(
      !app.windows.events.dropFirst(eventsBefore.count).contains { $0.hasPrefix("openWindow") })
  }

  @Test func relaunchedWindowsKeepTheirIdentityAndTheLinksStillFindThem() throws {
    let app = App()
    _ = try twoWindows(app)
    // The app made anew (a new router and log); its windows come back with their values and
    // scene storage.
    let relaunched = App()
    let windows = app.windows.standInRelaunched(
      WindowGroup(for: String.self) { id in
        LinkedNotesWindow(id: id.wrappedValue, router: relaunched.router, log: relaunched.log)
      } defaultValue: {
        "unused"
      })
    let reading = try #require(windows.windows.last)
    #expect(reading.value == AnyHashable("window 2"))
    #expect(relaunched.log.stores["window 2"]?.currentPath == App.note(7))

    try windows.standInOpen(App.url("notes://note/7"))

    #expect(reading.phase == .active)
    #expect(relaunched.log.stores["window 1"]?.currentPath == App.list)
  }

  @Test func aLinkWaitingBehindTheGateWaitsAgainInTheRelaunchedWindowThenLands() throws {
    let app = App()
    app.log.gate.isClosed = true
    let window = try #require(app.windows.standInOpenWindow())
    try app.windows.standInOpen(App.url("notes://note/4"))
    #expect(app.store(window)?.currentPath == App.list)
    #expect(app.store(window)?.waitingLinkText == "notes://note/4")

    let relaunched = App()
    relaunched.log.gate.isClosed = true
    _ = app.windows.standInRelaunched(
      WindowGroup(for: String.self) { id in
        LinkedNotesWindow(id: id.wrappedValue, router: relaunched.router, log: relaunched.log)
      } defaultValue: {
        "unused"
      })
    let store = try #require(relaunched.log.stores["window 1"])
    #expect(store.waitingPath == App.note(4))
    #expect(store.currentPath == App.list)
    relaunched.log.gate.isClosed = false
    store.offerWaitingPath()
    #expect(store.currentPath == App.note(4))
  }

  @Test func aWindowAppearingAgainRestoresOnceAndStillGetsItsLinks() throws {
    let app = App()
    let (front, behind) = try twoWindows(app)
    app.log.isCovered = true
    app.windows.standInRunPendingRequests()
    app.log.isCovered = false
    app.windows.standInRunPendingRequests()
    #expect(front.host.events.filter { $0 == "onAppear" }.count >= 2)

    try app.windows.standInOpen(App.url("notes://note/7"))

    #expect(app.log.restores == ["window 1": 1, "window 2": 1])
    #expect(app.store(behind)?.currentPath == App.note(7))
    #expect(behind.phase == .active)
  }
}
