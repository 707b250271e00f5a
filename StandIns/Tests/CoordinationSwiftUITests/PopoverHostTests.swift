import Coordination
import CoordinationSwiftUI
import SwiftUI
import Testing

/// Popover layers in the SwiftUI adapter: shown as SwiftUI shows a popover on a compact width,
/// a sheet with its layer's detents and grabber, dragged down as the user's dismissal once, and
/// kept by a guard that refuses.
@Suite struct PopoverHostTests {
  @Test(arguments: StandInSwiftUIBehavior.pathCombinations)
  func aPopoverIsASheetWithItsLayersOptionsSwipedDownOnce(behavior: StandInSwiftUIBehavior) {
    let app = HostedNotes(behavior: behavior)
    app.root.present(.filters, style: .popover)
    app.host.render()
    let sheet = app.host.standInPresentedSheet
    #expect(sheet?.detents.count == 2)
    #expect(sheet?.dragIndicator == .visible)
    #expect(sheet?.isInteractiveDismissDisabled == false)
    #expect(app.shownPaths == app.expectedPaths)
    #expect(app.host.standInSwipeDownSheet())
    #expect(app.host.writes == ["sheet.item = nil"])
    #expect(app.store.state.layers.count == 1)
    app.host.render()
    #expect(app.host.presentations.isEmpty)
    #expect(app.host.problems.isEmpty)
  }

  @Test func aFlowRunAsAPopoverAndSwipedDownCancelsTheAwaitingParent() {
    let app = HostedNotes()
    var result: Result<Void, any Error>?
    app.root.run(.flow, presentation: .popover, as: Void.self) { result = $0 }
    app.host.render()
    #expect(app.host.standInSwipeDownSheet())
    #expect(app.store.coordinatorCount == 1)
    guard case .failure(let error) = result else {
      Issue.record("the parent was not told: \(String(describing: result))")
      return
    }
    #expect((error as? FlowCancelled)?.cause == .user)
  }

  @Test func aPopoverWhoseScreenRefusesCannotBeSwipedDown() {
    let app = HostedNotes()
    app.root.present(.flow, style: .popover)
    app.focused.show(.editor)
    app.host.render()
    #expect(app.host.standInPresentedSheet?.isInteractiveDismissDisabled == true)
    #expect(!app.host.standInSwipeDownSheet())
    #expect(app.store.state.layers.count == 2)
    #expect(app.shownPaths == app.expectedPaths)
  }
}
