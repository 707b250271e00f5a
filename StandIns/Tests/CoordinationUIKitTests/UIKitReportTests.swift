import Coordination
import CoordinationUIKit
import StandInTestTraits
import Testing
import UIKit

/// What the driver does with one user action: it reports it to the store once and renders the
/// store's answer after the report returns, never from inside the store's publishing; and it
/// asks whether a swipe may begin without changing or publishing anything.
@Suite(.usesStandInState) struct UIKitReportTests {
  /// Before, the store published inside the driver's report, the driver rendered from there
  /// (comparing every navigation controller with its record), then compared the swiped one
  /// again once the report returned: two comparisons for one swipe.
  @Test(arguments: [true, false])
  func aUserBackIsComparedWithTheRecordOnce(bySwipe: Bool) throws {
    let app = UIKitApp()
    app.root.show(.third)
    let navigation = try #require(app.visibleNavigation)
    let before = app.driver.reconciliations
    if bySwipe {
      #expect(navigation.standInSwipeBack(completing: true))
    } else {
      #expect(navigation.standInTapBack())
    }
    #expect(app.store.state.description == "root: [first]")
    #expect(app.driver.reconciliations - before == 1)
    #expect(app.shown == app.expected)
  }

  /// UIKit asks `gestureRecognizerShouldBegin(_:)` before every swipe that may begin; the
  /// answer is a question to the store, so a refused swipe leaves no update behind.
  @Test func askingWhetherASwipeMayBeginPublishesNothing() throws {
    let app = UIKitApp()
    app.root.show(.editor)
    let editor = try #require(
      app.store.state.topScreen.flatMap { app.store.model(for: $0.id) } as? EditorModel)
    let navigation = try #require(app.visibleNavigation)
    let revision = app.store.revision
    #expect(!navigation.standInSwipeBack(completing: true))
    #expect(app.store.revision == revision)
    #expect(app.store.state.description == "root: [first, editor]")
    editor.hasUnsavedChanges = false
    #expect(navigation.standInSwipeBack(completing: true))
    #expect(app.store.revision == revision + 1)
    #expect(app.store.state.description == "root: [first]")
    #expect(app.shown == app.expected)
  }
}
