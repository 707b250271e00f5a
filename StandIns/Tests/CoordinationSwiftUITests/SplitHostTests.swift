import Coordination
import CoordinationSwiftUI
import SwiftUI
import Testing

/// Split layers hosted as a NavigationSplitView of NavigationStacks on a regular width, and as
/// one NavigationStack on a compact one.
@Suite struct SplitHostTests {
  @Test func aRegularWidthShowsANavigationSplitViewWithAStackPerColumn() throws {
    let app = HostedSplitNotes()
    #expect(app.showsSplitView)
    #expect(app.shownPaths.count == 2)
    try app.split.showDetail(.note(1))
    app.owner(of: .detail)?.show(.page(2))
    app.host.render()
    #expect(app.shownPaths == app.expectedPaths)
    #expect(app.host.standInTexts.contains("page(2)"))
    #expect(app.host.problems == [])
    let three = HostedSplitNotes(threeColumns: true)
    #expect(three.shownPaths.count == 3)
  }

  @Test func theBackButtonOfAColumnIsOneWriteThatPopsThatColumn() throws {
    let app = HostedSplitNotes()
    try app.split.showDetail(.note(1))
    app.owner(of: .detail)?.show(.page(2))
    app.owner(of: .sidebar)?.show(.page(3))
    app.host.render()
    let writes = app.host.writes.count
    #expect(app.host.standInTapBack(inStack: 1))
    #expect(app.host.writes.count == writes + 1)
    #expect(app.split.selectedColumn == .detail)
    #expect(
      app.store.state.description == "root split: sidebar: [page(0), page(3)] | *detail: [page(0)]")
    #expect(app.shownPaths == app.expectedPaths)
  }

  @Test func aCompactWidthShowsOneStackOfTheColumnsScreens() throws {
    let app = HostedSplitNotes(threeColumns: true, compact: true)
    #expect(!app.showsSplitView)
    try app.split.showDetail(.note(1))
    app.host.render()
    #expect(app.shownPaths == app.expectedPaths)
    #expect(app.shownPaths.first?.count == 2)
    #expect(app.host.standInTexts.contains("page(0)"))
  }

  @Test func theCollapsedBackLeavesTheDetailColumnForTheOneBelow() throws {
    let app = HostedSplitNotes(compact: true)
    try app.split.showDetail(.note(1))
    app.host.render()
    #expect(app.host.standInTapBack())
    #expect(app.store.state.description == "root split: *sidebar: [page(0)] | detail: []")
    #expect(app.store.coordinatorCount == 2)
    #expect(app.shownPaths == app.expectedPaths)
    #expect(!app.host.standInTapBack())
  }

  @Test func theCollapsedBackMenuGoesBackAcrossColumnsAsOneAction() throws {
    let app = HostedSplitNotes(threeColumns: true, compact: true)
    try app.split.showDetail(.note(1))
    app.owner(of: .detail)?.show(.page(2))
    app.host.render()
    #expect(app.host.standInPopFromBackMenu(toCount: 0))
    #expect(
      app.store.state.description == "root split: *sidebar: [page(0)] | content: [] | detail: []")
    #expect(app.shownPaths == app.expectedPaths)
  }

  @Test(arguments: StandInSwiftUIBehavior.pathCombinations)
  func aCollapsedScreenThatMayNotBeLeftHasTheAdaptersBack(behavior: StandInSwiftUIBehavior) throws {
    let app = HostedSplitNotes(compact: true, behavior: behavior)
    try app.split.showDetail(.editor)
    app.host.render()
    #expect(!app.host.standInTapBack())
    #expect(!app.host.standInSwipeBack(completing: true))
    #expect(app.host.standInTap(button: "Back"))
    #expect(app.store.state.description == "root split: sidebar: [page(0)] | *detail: [editor]")
    #expect(app.shownPaths == app.expectedPaths)
    #expect(app.host.problems == [])
  }

  @Test func changingTheWidthSwitchesBetweenTheSplitViewAndOneStack() throws {
    let app = HostedSplitNotes()
    try app.split.showDetail(.note(1))
    app.bindings.setCompact(true)
    app.host.render()
    #expect(!app.showsSplitView)
    #expect(app.shownPaths == app.expectedPaths)
    app.bindings.setCompact(false)
    app.host.render()
    #expect(app.showsSplitView)
    #expect(app.shownPaths == app.expectedPaths)
  }
}
