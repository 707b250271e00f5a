import SwiftUI
import Testing

@Suite("Sheets and covers")
struct PresentationTests {
  @Test("A non-nil item presents its sheet above the window")
  func itemPresents() throws {
    let model = Model()
    let host = StandInHost(RootView(model: model))
    #expect(host.standInTap(button: "Show detail"))
    let sheet = try #require(host.standInPresentedSheet)
    #expect(sheet.style == .sheet)
    #expect(sheet.detents == ["large", "medium"])
    #expect(sheet.dragIndicator == .visible)
    #expect(host.standInTexts == ["Detail 7", "Nested"], "a button's label is text too")
  }

  @Test("Swiping a sheet down sets its item to nil, then calls onDismiss")
  func swipeDown() {
    let model = Model()
    model.detail = Detail(id: 7)
    let host = StandInHost(RootView(model: model))
    #expect(host.standInSwipeDownSheet())
    #expect(host.writes == ["sheet.item = nil"])
    #expect(model.detail == nil)
    #expect(model.dismissals == ["detail"])
    #expect(host.events.suffix(2) == ["sheet.item = nil", "onDismiss: sheet"])
    #expect(host.standInPresentedSheet == nil)
  }

  @Test("interactiveDismissDisabled(true) blocks the swipe-down, with no write")
  func dismissDisabledBlocksSwipe() {
    let model = Model()
    model.detail = Detail(id: 7)
    model.locksSheet = true
    let host = StandInHost(RootView(model: model))
    #expect(host.standInPresentedSheet?.isInteractiveDismissDisabled == true)
    #expect(!host.standInSwipeDownSheet())
    #expect(host.writes.isEmpty)
    #expect(model.detail == Detail(id: 7))
    #expect(model.dismissals.isEmpty)
  }

  @Test("A full-screen cover cannot be swiped down; no sheet, no swipe")
  func coverRefusesSwipe() {
    let model = Model()
    let host = StandInHost(RootView(model: model))
    #expect(!host.standInSwipeDownSheet())
    model.cover = Detail(id: 3)
    host.render()
    #expect(host.standInPresentedSheet?.style == .fullScreenCover)
    #expect(!host.standInSwipeDownSheet())
    #expect(host.writes.isEmpty)
  }

  @Test("A sheet presented from a sheet's content presents above it")
  func nestedSheets() {
    let model = Model()
    model.detail = Detail(id: 7)
    let host = StandInHost(RootView(model: model))
    #expect(host.standInTap(button: "Nested"))
    #expect(host.presentations.map(\.item) == ["Detail(id: 7)", "Detail(id: 8)"])
    #expect(host.standInTexts == ["Nested 8"])
    #expect(host.standInSwipeDownSheet())
    #expect(model.nestedDetail == nil)
    #expect(model.dismissals == ["nested"])
    #expect(host.presentations.count == 1)
  }

  @Test("Setting the item to nil in code dismisses and calls onDismiss, with no SwiftUI write")
  func programmaticDismiss() {
    let model = Model()
    model.detail = Detail(id: 7)
    let host = StandInHost(RootView(model: model))
    model.detail = nil
    host.render()
    #expect(model.dismissals == ["detail"])
    #expect(host.writes.isEmpty)
  }

  @Test("Two sibling modifiers presenting at once is a problem; the first presents")
  func twoSheetsAtOnce() {
    let model = Model()
    model.detail = Detail(id: 1)
    model.cover = Detail(id: 2)
    let host = StandInHost(RootView(model: model))
    #expect(host.presentations.count == 1)
    #expect(host.problems.contains { $0.contains("2 presentations") })
  }

  @Test("Buttons under a sheet cannot be tapped")
  func coveredButtons() {
    let model = Model()
    model.detail = Detail(id: 7)
    let host = StandInHost(RootView(model: model))
    #expect(!host.standInTap(button: "Push 1"))
    #expect(model.path.isEmpty)
  }
}
