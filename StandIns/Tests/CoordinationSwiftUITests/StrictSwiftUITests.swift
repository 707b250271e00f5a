import Coordination
import CoordinationSwiftUI
import SwiftUI
import Testing

/// SwiftUI does not promise to read a path binding again after it wrote it,
/// and drops a push read during the user's pop. A back the store refuses must be prevented
/// (no system back, no back menu, no swipe; a back button that asks the store), never written
/// and then "put back".
@Suite struct StrictSwiftUITests {
  @Test(arguments: StandInSwiftUIBehavior.pathCombinations)
  func aScreenThatMayNotBeLeftHasNoSystemBack(behavior: StandInSwiftUIBehavior) {
    let app = HostedNotes(behavior: behavior)
    app.root.show(.editor)
    app.host.render()
    #expect(!app.host.standInTapBack())
    #expect(!app.host.standInPopFromBackMenu(toCount: 0))
    #expect(!app.host.standInSwipeBack(completing: true))
    #expect(app.host.writes.filter { $0.hasPrefix("NavigationStack") } == [])
    #expect(app.shownPaths == app.expectedPaths)
    #expect(app.host.problems == [])
  }

  @Test(arguments: StandInSwiftUIBehavior.pathCombinations)
  func theAdaptersBackAsksTheStore(behavior: StandInSwiftUIBehavior) {
    let app = HostedNotes(behavior: behavior)
    let platform = EventLog(store: app.store)
    app.root.show(.editor)
    app.host.render()
    #expect(app.host.standInButtonTitles == ["Back"])
    // Refused: nothing is written, nothing changes, nothing needs putting back.
    #expect(app.host.standInTap(button: "Back"))
    #expect(app.store.state.visibleStack?.routes.last == AnyRoute(NotesRoute.editor))
    #expect(app.shownPaths == app.expectedPaths)
    #expect(platform.userEvents == [])
    // Once the screen may be left, SwiftUI's back is back, and it is one user pop.
    (app.store.model(for: app.store.state.topScreen!.id) as? EditorModel)?.hasUnsavedChanges = false
    app.host.render()
    #expect(app.host.standInButtonTitles == [])
    #expect(app.host.standInTapBack())
    #expect(app.store.state.description == "root: [list]")
    #expect(platform.userEvents.count == 1)
    #expect(app.shownPaths == app.expectedPaths)
    #expect(app.host.problems == [])
  }

  @Test(arguments: StandInSwiftUIBehavior.pathCombinations)
  func aScreenAboveOneThatMayNotBeLeftGoesBackOneScreen(behavior: StandInSwiftUIBehavior) {
    let app = HostedNotes(behavior: behavior)
    app.root.show(.editor)
    app.root.show(.page(1))
    app.host.render()
    // The back menu could leave the editor too: the system back is hidden here as well.
    #expect(!app.host.standInPopFromBackMenu(toCount: 0))
    let platform = EventLog(store: app.store)
    #expect(app.host.standInTap(button: "Back"))
    #expect(app.store.state.visibleStack?.routes.last == AnyRoute(NotesRoute.editor))
    #expect(platform.userEvents.count == 1)
    #expect(app.shownPaths == app.expectedPaths)
    #expect(app.host.problems == [])
  }

  @Test(arguments: StandInSwiftUIBehavior.pathCombinations)
  func screensThatMayBeLeftKeepTheSystemBack(behavior: StandInSwiftUIBehavior) {
    let app = HostedNotes(behavior: behavior)
    app.root.show(.page(1))
    app.root.show(.page(2))
    app.host.render()
    #expect(app.host.standInButtonTitles == [])
    #expect(app.host.standInPopFromBackMenu(toCount: 0))
    #expect(app.store.state.description == "root: [list]")
    #expect(app.shownPaths == app.expectedPaths)
    #expect(app.host.problems == [])
  }
}
