import Coordination
import CoordinationSwiftUI
import SwiftUI
import Testing

/// Popover layers anchored to an element the app names (`coordinatedPopoverAnchor(_:)`): on an
/// iPad a popover attached to that element, dismissed by a tap outside; on an iPhone a sheet,
/// swiped down; either way reported once as the user's, kept by a guard that refuses. A popover
/// whose anchor no view declares, or that names none, is still shown, once, as a sheet.
@MainActor @Suite struct PopoverAnchorTests {
  nonisolated static let pad = StandInSwiftUIBehavior(device: .pad)

  @Test func onAnIPadAnAnchoredPopoverIsAttachedToItsElementAndATapOutsideDismissesIt() {
    let app = HostedNotes(behavior: Self.pad, anchored: true)
    app.root.present(.filters, style: .popover)
    app.host.render()
    #expect(app.host.presentations.count == 1)
    let popover = app.host.standInPresentedSheet
    #expect(popover?.style == .popover)
    #expect(popover?.attachment?.map(\.kind) == [.button("Filters")])
    #expect(popover?.isInteractiveDismissDisabled == false)
    #expect(app.shownPaths == app.expectedPaths)
    #expect(!app.host.standInSwipeDownSheet())
    #expect(app.host.standInTapOutsidePopover())
    #expect(app.host.writes == ["popover.isPresented = false"])
    #expect(app.store.state.layers.count == 1)
    #expect(app.host.presentations.isEmpty)
    #expect(app.host.problems.isEmpty)
  }

  @Test func onAnIPhoneAnAnchoredPopoverIsASheetWithItsOptionsSwipedDownOnce() {
    let app = HostedNotes(anchored: true)
    app.root.present(.filters, style: .popover)
    app.host.render()
    #expect(app.host.presentations.count == 1)
    let sheet = app.host.standInPresentedSheet
    #expect(sheet?.style == .sheet)
    #expect(sheet?.attachment == nil)
    #expect(sheet?.detents.count == 2)
    #expect(sheet?.dragIndicator == .visible)
    #expect(!app.host.standInTapOutsidePopover())
    #expect(app.host.standInSwipeDownSheet())
    #expect(app.host.writes == ["popover.isPresented = false"])
    #expect(app.store.state.layers.count == 1)
    #expect(app.host.presentations.isEmpty)
    #expect(app.host.problems.isEmpty)
  }

  @Test(arguments: [StandInSwiftUIBehavior(), pad])
  func aFlowInAnAnchoredPopoverDismissedByTheUserCancelsTheAwaitingParentOnce(
    behavior: StandInSwiftUIBehavior
  ) {
    let app = HostedNotes(behavior: behavior, anchored: true)
    var results: [Result<Void, any Error>] = []
    app.root.run(.flow, presentation: .popover, as: Void.self) { results.append($0) }
    app.host.render()
    let dismissed =
      behavior.device == .pad
      ? app.host.standInTapOutsidePopover() : app.host.standInSwipeDownSheet()
    #expect(dismissed)
    #expect(app.host.writes.count == 1)
    #expect(app.store.coordinatorCount == 1)
    #expect(results.count == 1)
    guard case .failure(let error) = results.first else {
      Issue.record("the parent was not told: \(results)")
      return
    }
    #expect((error as? FlowCancelled)?.cause == .user)
  }

  @Test(arguments: [StandInSwiftUIBehavior(), pad])
  func anAnchoredPopoverWhoseScreenRefusesIsKept(behavior: StandInSwiftUIBehavior) {
    let app = HostedNotes(behavior: behavior, anchored: true)
    app.root.present(.flow, style: .popover)
    app.focused.show(.editor)
    app.host.render()
    #expect(app.host.standInPresentedSheet?.isInteractiveDismissDisabled == true)
    #expect(!app.host.standInTapOutsidePopover())
    #expect(!app.host.standInSwipeDownSheet())
    #expect(app.host.writes.isEmpty)
    #expect(app.store.state.layers.count == 2)
    #expect(app.shownPaths == app.expectedPaths)
  }

  @Test(arguments: [StandInSwiftUIBehavior(), pad])
  func aPopoverNamingNoDeclaredAnchorIsShownOnceAsASheet(behavior: StandInSwiftUIBehavior) {
    for anchored in [false, true] {
      // Not anchored, the list declares no anchor; anchored, a page names none.
      let app = HostedNotes(behavior: behavior, anchored: anchored)
      app.root.present(anchored ? .page(1) : .filters, style: .popover)
      app.host.render()
      #expect(app.host.presentations.count == 1)
      #expect(app.host.presentations.first?.style == .sheet)
      #expect(app.host.problems.isEmpty)
      #expect(app.shownPaths == app.expectedPaths)
      #expect(app.host.standInSwipeDownSheet())
      #expect(app.host.writes == ["sheet.item = nil"])
      #expect(app.store.state.layers.count == 1)
    }
  }

  @Test func anAnchorOnAnotherScreenLeavesThePopoverToTheSheet() {
    let app = HostedNotes(behavior: Self.pad, anchored: true)
    app.root.show(.page(1))
    app.host.render()
    app.focused.present(.filters, style: .popover)
    app.host.render()
    // The page presents it: the list's anchor is not on the presenting screen.
    #expect(app.host.presentations.count == 1)
    #expect(app.host.presentations.first?.style == .sheet)
    #expect(app.host.problems.isEmpty)
  }
}
