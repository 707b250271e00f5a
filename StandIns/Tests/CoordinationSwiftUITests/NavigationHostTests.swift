import Coordination
import CoordinationSwiftUI
import CoordinationTesting
import SwiftUI
import Testing

@Suite struct NavigationHostTests {
  @Test func theRootScreenAndPushedScreensAreShown() {
    let app = HostedNotes()
    #expect(app.host.standInTexts.contains("list"))
    app.root.show(.page(1))
    app.root.show(.page(2))
    app.host.render()
    #expect(app.shownPaths == app.expectedPaths)
    #expect(app.host.standInVisibleStackCount == 2)
    #expect(app.host.problems == [])
  }

  @Test func theBackButtonIsOneWriteThatPopsAndFreesTheChild() {
    let app = HostedNotes()
    app.root.show(.flow)
    app.host.render()
    #expect(app.store.coordinatorCount == 2)
    let writes = app.host.writes.count
    #expect(app.host.standInTapBack())
    #expect(app.host.writes.count == writes + 1)
    #expect(app.store.state.description == "root: [list]")
    #expect(app.store.coordinatorCount == 1)
    #expect(app.shownPaths == app.expectedPaths)
  }

  @Test func theBackMenuPopsSeveralScreensAsOneUserAction() {
    let app = HostedNotes()
    app.root.show(.page(1))
    app.root.show(.flow)
    app.focused.show(.page(7))
    app.host.render()
    let events = app.store.state.allScreens.count
    #expect(events == 4)
    #expect(app.host.standInPopFromBackMenu(toCount: 0))
    #expect(app.store.state.description == "root: [list]")
    #expect(app.store.coordinatorCount == 1)
    #expect(app.shownPaths == app.expectedPaths)
  }

  @Test(arguments: [false, true])
  func aCancelledSwipeChangesNothing(rewrites: Bool) {
    let app = HostedNotes(
      behavior: StandInSwiftUIBehavior(cancelledSwipeBackRewritesPath: rewrites))
    let platform = EventLog(store: app.store)
    app.root.show(.page(1))
    app.host.render()
    let before = app.store.state
    app.host.standInSwipeBack(completing: false)
    #expect(app.store.state == before)
    #expect(platform.userEvents == [])
    #expect(app.shownPaths == app.expectedPaths)
  }

  @Test func aScreenThatRefusesShowsTheAdaptersBackWhichTheStoreRefuses() {
    let app = HostedNotes()
    app.root.show(.editor)
    app.host.render()
    #expect(!app.host.standInTapBack())
    #expect(app.host.standInTap(button: "Back"))
    #expect(app.store.state.visibleStack?.routes.last == AnyRoute(NotesRoute.editor))
    #expect(app.host.standInVisibleStackCount == 1)
    #expect(app.shownPaths == app.expectedPaths)
  }

  @Test func aSheetSwipedDownFinishesItsFlowAndCancelsTheAwaitingParent() async {
    let app = HostedNotes()
    var result: Result<Void, any Error>?
    app.root.run(.flow, presentation: .modal(.sheet), as: Void.self) { result = $0 }
    app.host.render()
    #expect(app.host.standInPresentedSheet != nil)
    #expect(app.host.standInSwipeDownSheet())
    #expect(app.store.state.layers.count == 1)
    #expect(app.store.coordinatorCount == 1)
    guard case .failure(let error) = result else {
      Issue.record("the parent was not told: \(String(describing: result))")
      return
    }
    #expect((error as? FlowCancelled)?.cause == .user)
    #expect(app.host.presentations.isEmpty)
  }

  @Test func aSheetWhoseScreenRefusesCannotBeSwipedDown() {
    let app = HostedNotes()
    app.root.present(.flow)
    app.focused.show(.editor)
    app.host.render()
    #expect(app.host.standInPresentedSheet?.isInteractiveDismissDisabled == true)
    #expect(!app.host.standInSwipeDownSheet())
    #expect(app.store.state.layers.count == 2)
  }

  @Test func aSheetShowsTheDetentsAndGrabberOfItsRoute() {
    let app = HostedNotes()
    app.root.present(.filters)
    app.host.render()
    let sheet = app.host.standInPresentedSheet
    #expect(sheet?.detents.count == 2)
    #expect(sheet?.dragIndicator == .visible)
  }

  @Test func dismissingOneSheetOfAChainLeavesTheSheetsBelow() {
    let app = HostedNotes()
    app.root.present(.flow)
    app.focused.present(.flow)
    let middle = app.focused
    middle.present(.flow)
    app.host.render()
    #expect(app.host.presentations.count == 3)
    app.focused.dismiss()
    app.host.render()
    #expect(app.host.presentations.count == 2)
    #expect(app.store.state.layers.count == 3)
    #expect(app.shownPaths == app.expectedPaths)
  }

  @Test func tabsFollowTheUserAndTheCode() throws {
    let app = HostedNotes()
    app.root.present(.tabs, style: .fullScreen)
    app.host.render()
    #expect(app.host.standInSelectTab(1))
    #expect(app.store.state.topLayer?.selectedIndex == 1)
    let tabs = try #require(app.root.children.first as? NotesTabs)
    try tabs.select(.inbox)
    app.host.render()
    #expect(app.host.standInSelectedTab == "0")
    #expect(app.shownPaths == app.expectedPaths)
  }

  @Test func reTappingTheSelectedTabGoesBackToItsFirstScreenWithTheGuardsAsked() throws {
    let app = HostedNotes()
    app.root.present(.tabs, style: .fullScreen)
    app.host.render()
    let tab = app.focused
    tab.show(.editor)
    tab.show(.page(2))
    app.host.render()
    #expect(app.host.standInVisibleStackCount == 2)  // the path above the tab's first screen
    // The editor refuses: what SwiftUI shows and the store stay as they were.
    #expect(app.host.standInSelectTab(0))
    app.host.render()
    #expect(app.store.state.visibleStack?.screens.count == 3)
    #expect(app.host.standInVisibleStackCount == 2)  // the path above the tab's first screen
    let editor = try #require(
      app.store.state.visibleStack.flatMap { app.store.model(for: $0.screens[1].id) }
        as? EditorModel)
    editor.hasUnsavedChanges = false
    #expect(app.host.standInSelectTab(0))
    app.host.render()
    #expect(app.store.state.visibleStack?.screens.count == 1)
    #expect(app.host.standInVisibleStackCount == 0)
    #expect(app.shownPaths == app.expectedPaths)
  }

  @Test func aDeepLinkWhileASheetIsUpReplacesWhatIsShown() throws {
    let app = HostedNotes()
    app.root.present(.flow)
    app.host.render()
    try app.store.apply(path: [NotesRoute.list, NotesRoute.page(3), NotesRoute.page(4)])
    app.host.render()
    #expect(app.host.presentations.isEmpty)
    #expect(app.host.standInVisibleStackCount == 2)
    #expect(app.shownPaths == app.expectedPaths)
  }

  @Test func theSecondPageLoopFreesItsChildEveryTime() {
    let app = HostedNotes()
    for _ in 0..<1_000 {
      app.root.show(.flow)
      app.host.render()
      app.host.standInTapBack()
    }
    #expect(app.store.coordinatorCount == 1)
    #expect(app.store.screenCount == 1)
    #expect(app.store.leakTracker?.leaks() == [])
  }
}

/// The events a store publishes that the user caused.
@MainActor
final class EventLog {
  private(set) var userEvents: [NavigationEvent] = []
  /// The store's updates caused by the user: one per user action the store applied.
  private(set) var userUpdates = 0
  private var token: ObserverToken?

  init(store: NavigationStore) {
    token = store.observe { [unowned self] update in
      let events = update.events.filter { $0.cause == .user }
      userEvents += events
      if !events.isEmpty { userUpdates += 1 }
    }
  }
}
