import SwiftUI
import Testing

/// What the alert and confirmation dialog views below record.
@MainActor final class QuestionLog {
  var showsAlert = false
  var showsDialog = false
  var showsSheet = false
  var name = "Draft"
  var events: [String] = []
}

/// A view asking a rename prompt and a delete dialog from its root, and a dialog from a sheet.
struct QuestionsView: View {
  let log: QuestionLog

  var body: some View {
    Text("Root")
      .alert(
        "Rename", isPresented: Binding(get: { log.showsAlert }, set: { log.showsAlert = $0 })
      ) {
        TextField("Name", text: Binding(get: { log.name }, set: { log.name = $0 }))
        Button("Save") { log.events.append("save \(log.name), shown \(log.showsAlert)") }
        Button("Cancel", role: .cancel) { log.events.append("cancel") }
      } message: {
        Text("A new name.")
      }
      .confirmationDialog(
        "Delete?", isPresented: Binding(get: { log.showsDialog }, set: { log.showsDialog = $0 }),
        titleVisibility: .visible
      ) {
        Button("Delete", role: .destructive) { log.events.append("delete") }
        Button("Keep", role: .cancel) { log.events.append("keep") }
      } message: {
        Text("It cannot be undone.")
      }
      .sheet(isPresented: Binding(get: { log.showsSheet }, set: { log.showsSheet = $0 })) {
        Text("Sheet")
      }
  }
}

@Suite("Alerts and confirmation dialogs")
struct QuestionTests {
  @Test("A tapped alert button runs its action, then SwiftUI writes isPresented = false")
  func alertButton() {
    let log = QuestionLog()
    log.showsAlert = true
    let host = StandInHost(QuestionsView(log: log))
    #expect(host.standInQuestion?.style == .alert)
    #expect(host.standInTexts == ["Rename", "A new name.", "Save", "Cancel"])
    #expect(host.standInTapAlertButton("Save"))
    #expect(log.events == ["save Draft, shown true"], "the action runs before the write")
    #expect(host.writes == ["alert.isPresented = false"])
    #expect(!log.showsAlert)
    #expect(host.standInQuestion == nil)
  }

  @Test("Typed text reaches the field's binding before the button's action runs")
  func typedText() {
    let log = QuestionLog()
    log.showsAlert = true
    let host = StandInHost(QuestionsView(log: log))
    #expect(host.standInType("Notes", into: "Name"))
    #expect(host.standInTap(button: "Save"))
    #expect(log.events == ["save Notes, shown true"])
    #expect(host.writes == ["TextField(Name).text = \"Notes\"", "alert.isPresented = false"])
  }

  @Test("A tap outside an alert, or a swipe down, does nothing")
  func alertIgnoresOutsideTapAndSwipe() {
    let log = QuestionLog()
    log.showsAlert = true
    let host = StandInHost(QuestionsView(log: log))
    #expect(!host.standInTapOutsideDialog())
    #expect(!host.standInSwipeDownSheet())
    #expect(host.writes.isEmpty && log.showsAlert)
  }

  @Test("On iPhone a dialog shows its cancel button")
  func dialogOnPhone() {
    let log = QuestionLog()
    log.showsDialog = true
    let host = StandInHost(QuestionsView(log: log))
    #expect(host.standInQuestion?.style == .confirmationDialog)
    #expect(host.standInButtonTitles == ["Delete", "Keep"])
    #expect(host.standInTapAlertButton("Keep"))
    #expect(log.events == ["keep"])
    #expect(host.writes == ["confirmationDialog.isPresented = false"])
  }

  @Test(
    "On iPad a dialog is a popover without its cancel button; a tap outside dismisses it",
    arguments: StandInSwiftUIBehavior.DialogOutsideTap.allCases)
  func dialogOnPad(outside: StandInSwiftUIBehavior.DialogOutsideTap) {
    let log = QuestionLog()
    log.showsDialog = true
    let host = StandInHost(
      QuestionsView(log: log),
      behavior: StandInSwiftUIBehavior(device: .pad, dialogOutsideTap: outside))
    #expect(host.standInButtonTitles == ["Delete"])
    #expect(!host.standInTapAlertButton("Keep"), "the hidden cancel button cannot be tapped")
    #expect(host.standInTapOutsideDialog())
    #expect(log.events == (outside == .runsCancelAction ? ["keep"] : []))
    #expect(host.writes == ["confirmationDialog.isPresented = false"])
    #expect(host.standInQuestion == nil)
  }

  @Test("An alert asked for by the view that presents a sheet is not presented")
  func alertBesideSheet() {
    let log = QuestionLog()
    log.showsSheet = true
    let host = StandInHost(QuestionsView(log: log))
    log.showsAlert = true
    host.render()
    #expect(host.presentations.map(\.style) == [.sheet], "the sheet already shown keeps its place")
    #expect(host.problems.count == 1)
    #expect(host.standInQuestion == nil)
  }
}
