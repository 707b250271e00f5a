import Coordination
import CoordinationUIKit
import Foundation
import StandInTestTraits
import Testing
import UIKit

/// Split layers driven as a UISplitViewController: a navigation controller per column, the
/// compact column's while collapsed, and the user's backs in both.
@Suite(.usesStandInState) struct UIKitSplitTests {
  @Test func aRootSplitIsTheWindowsSplitViewControllerWithANavigationControllerPerColumn()
    throws
  {
    let app = SplitUIKitApp()
    let split = try #require(app.splitController)
    #expect(app.driver.windowRootViewController === split)
    #expect(split.style == .doubleColumn)
    #expect(!split.isCollapsed)
    #expect(app.navigation(.primary)?.viewControllers.count == 1)
    #expect(app.navigation(.secondary)?.viewControllers.first is PageViewController)
    #expect(app.navigation(.compact)?.viewControllers.isEmpty == true)
    #expect(app.shown == app.expected)
    #expect(SplitUIKitApp(threeColumns: true).splitController?.style == .tripleColumn)
  }

  @Test func showingADetailSetsTheSecondaryColumnOnly() throws {
    let app = SplitUIKitApp()
    StandInLog.clear()
    try app.split.showDetail(.page(1))
    let sets = StandInLog.entries.filter { $0.hasPrefix("setViewControllers(") }
    #expect(sets.count == 1)
    #expect(app.store.state.description == "root split: sidebar: [third] | *detail: [third]")
    #expect(app.shown == app.expected)
    app.owner(of: .detail)?.show(.first)
    #expect(StandInLog.entries.last?.hasPrefix("push(") == true)
    #expect(app.shown == app.expected)
  }

  @Test func theBackButtonOfAColumnPopsThatColumnOnce() throws {
    let app = SplitUIKitApp()
    try app.split.showDetail(.page(1))
    app.owner(of: .detail)?.show(.first)
    app.owner(of: .sidebar)?.show(.first)
    let events = EventLog(store: app.store)
    #expect(app.navigation(.secondary)?.standInTapBack() == true)
    #expect(events.userPops == 1)
    #expect(app.split.selectedColumn == .detail)
    #expect(
      app.store.state.description == "root split: sidebar: [third, first] | *detail: [third]")
    #expect(app.shown == app.expected)
  }

  @Test func collapsingMovesEveryColumnsScreensIntoTheCompactColumn() throws {
    let app = SplitUIKitApp()
    try app.split.showDetail(.page(1))
    let split = try #require(app.splitController)
    split.standInSetCollapsed(true)
    #expect(StandInLog.entries.contains("split collapsed, top column secondary"))
    #expect(app.navigation(.compact)?.viewControllers.count == 2)
    #expect(app.shown == app.expected)
    split.standInSetCollapsed(false)
    #expect(app.navigation(.compact)?.viewControllers.isEmpty == true)
    #expect(app.shown == app.expected)
  }

  /// UIKit refuses, defers or drops a navigation controller's change while its transition runs
  /// (``StandInBehavior/CallDuringTransition``): a width change during a column's push must
  /// wait for it before moving the columns' screens.
  @Test(arguments: StandInBehavior.CallDuringTransition.allCases)
  func aWidthChangeDuringAColumnsPushWaitsForIt(mode: StandInBehavior.CallDuringTransition)
    throws
  {
    let app = SplitUIKitApp()
    try app.split.showDetail(.page(1))
    StandInBehavior.callsDuringTransition = mode
    StandInTransitions.mode = .deferred
    app.owner(of: .detail)?.show(.first)
    #expect(StandInTransitions.inFlightCount == 1)
    let split = try #require(app.splitController)
    split.standInSetCollapsed(true)
    while StandInTransitions.inFlightCount > 0 { StandInTransitions.finishAll() }
    #expect(StandInTransitions.warnings == [])
    #expect(app.navigation(.compact)?.viewControllers.count == 3)
    #expect(app.shown == app.expected)
    split.standInSetCollapsed(false)
    while StandInTransitions.inFlightCount > 0 { StandInTransitions.finishAll() }
    #expect(StandInTransitions.warnings == [])
    #expect(app.navigation(.compact)?.viewControllers.isEmpty == true)
    #expect(app.shown == app.expected)
  }

  @Test func whileCollapsedTheAppsChangesGoToTheCompactColumn() throws {
    let app = SplitUIKitApp()
    try #require(app.splitController).standInSetCollapsed(true)
    try app.split.showDetail(.page(1))
    #expect(app.shown == app.expected)
    app.owner(of: .detail)?.show(.first)
    #expect(app.navigation(.compact)?.viewControllers.count == 3)
    #expect(app.shown == app.expected)
  }

  @Test func theCollapsedBackLeavesTheDetailForTheSidebar() throws {
    let app = SplitUIKitApp()
    try app.split.showDetail(.page(1))
    try #require(app.splitController).standInSetCollapsed(true)
    let compact = try #require(app.navigation(.compact))
    let events = EventLog(store: app.store)
    #expect(compact.standInTapBack())
    #expect(events.userPops == 1)
    #expect(app.store.state.description == "root split: *sidebar: [third] | detail: []")
    #expect(app.store.coordinatorCount == 2)
    #expect(app.shown == app.expected)
    try app.split.showDetail(.page(2))
    #expect(app.shown == app.expected)
  }

  @Test(arguments: [17, 18])
  func aCollapsedSwipeBackCancelledChangesNothingAndCompletedPopsOnce(iOS: Int) throws {
    let app = SplitUIKitApp()
    StandInBehavior.iOSVersion = iOS
    try app.split.showDetail(.page(1))
    try #require(app.splitController).standInSetCollapsed(true)
    let compact = try #require(app.navigation(.compact))
    let before = app.store.state
    #expect(compact.standInSwipeBack(completing: false))
    #expect(app.store.state == before)
    #expect(app.shown == app.expected)
    #expect(compact.standInSwipeBack(completing: true))
    #expect(app.store.state.description == "root split: *sidebar: [third] | detail: []")
    #expect(app.shown == app.expected)
  }

  @Test func aGuardedDetailBlocksTheCollapsedSwipe() throws {
    let app = SplitUIKitApp()
    try app.split.showDetail(.editor)
    try #require(app.splitController).standInSetCollapsed(true)
    let compact = try #require(app.navigation(.compact))
    let before = app.store.state
    #expect(!compact.standInSwipeBack(completing: true))
    #expect(app.store.state == before)
    #expect(app.shown == app.expected)
  }
}
