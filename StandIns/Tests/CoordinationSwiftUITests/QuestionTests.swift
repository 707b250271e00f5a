import Coordination
import CoordinationSwiftUI
import SwiftUI
import Testing

/// Questions (alerts and confirmation dialogs) shown by `NavigationHost` with SwiftUI's
/// `alert` and `confirmationDialog`, answered by playing the user in the stand-in.
@Suite struct QuestionTests {
  @Test(arguments: StandInSwiftUIBehavior.pathCombinations)
  func anAlertAnsweredByATapDeliversItsValueAndSwiftUIAgrees(behavior: StandInSwiftUIBehavior) {
    let app = HostedNotes(behavior: behavior)
    app.root.show(.page(1))
    app.host.render()
    var answers: [Result<NoteAnswer, any Error>] = []
    app.root.run(.rename, as: NoteAnswer.self) { answers.append($0) }
    app.host.render()
    let alert = app.host.standInQuestion
    #expect(alert?.style == .alert)
    #expect(
      alert?.content.flatMap(\.texts) == [
        "Rename", "A new name for the note.", "Rename", "Cancel",
      ])
    #expect(app.host.standInButtonTitles == ["Rename", "Cancel"])
    #expect(app.shownPaths == app.expectedPaths)
    let platform = EventLog(store: app.store)
    #expect(app.host.standInTapAlertButton("Cancel"))
    #expect(answers.map { try? $0.get() } == [.cancelled])
    #expect(platform.userUpdates == 1)
    #expect(app.host.writes.last == "alert.isPresented = false")
    #expect(app.host.standInQuestion == nil)
    #expect(app.store.state.layers.count == 1)
    #expect(app.shownPaths == app.expectedPaths)
    #expect(app.host.standInVisibleStackCount == 1)
    #expect(app.host.problems == [])
  }

  @Test func theTypedTextReachesTheAnswer() {
    let app = HostedNotes()
    var answers: [NoteAnswer?] = []
    app.root.run(.rename, as: NoteAnswer.self) { answers.append(try? $0.get()) }
    app.host.render()
    let nodes = app.host.standInQuestion?.content.flatMap(\.allNodes) ?? []
    let fields = nodes.compactMap { node -> String? in
      guard case .textField(let title, let text, let secure) = node.kind else { return nil }
      return "\(title)=\(text)" + (secure ? " (secure)" : "")
    }
    #expect(fields == ["Name=Note", "Password= (secure)"])
    #expect(app.host.standInType("Notes", into: "Name"))
    #expect(app.host.standInType("s3cret", into: "Password"))
    #expect(app.host.standInTap(button: "Rename"))
    #expect(answers == [.renamed("Notes", password: "s3cret")])
    #expect(app.shownPaths == app.expectedPaths)
  }

  @Test(arguments: StandInSwiftUIBehavior.DialogOutsideTap.allCases)
  func aDialogTappedOutsideOnIPadAnswersWithTheCancelValueOnce(
    outside: StandInSwiftUIBehavior.DialogOutsideTap
  ) {
    let app = HostedNotes(
      behavior: StandInSwiftUIBehavior(device: .pad, dialogOutsideTap: outside))
    var answers: [NoteAnswer?] = []
    app.root.run(.discard, as: NoteAnswer.self) { answers.append(try? $0.get()) }
    app.host.render()
    #expect(app.host.standInQuestion?.style == .confirmationDialog)
    #expect(app.host.standInButtonTitles == ["Discard"])
    let platform = EventLog(store: app.store)
    #expect(app.host.standInTapOutsideDialog())
    #expect(answers == [.kept])
    #expect(platform.userUpdates == 1)
    #expect(app.host.standInQuestion == nil)
    #expect(app.shownPaths == app.expectedPaths)
  }

  @Test func aDialogOnIPhoneShowsItsCancelButton() {
    let app = HostedNotes()
    var answers: [NoteAnswer?] = []
    app.root.run(.discard, as: NoteAnswer.self) { answers.append(try? $0.get()) }
    app.host.render()
    #expect(app.host.standInButtonTitles == ["Discard", "Keep"])
    #expect(app.host.standInTapAlertButton("Discard"))
    #expect(answers == [.discarded])
    #expect(app.shownPaths == app.expectedPaths)
  }

  @Test(arguments: StandInSwiftUIBehavior.pathCombinations)
  func aDeepLinkWhileAQuestionIsUpTakesItAwayWithTheCancelValue(
    behavior: StandInSwiftUIBehavior
  ) throws {
    let app = HostedNotes(behavior: behavior)
    var answers: [NoteAnswer?] = []
    app.root.run(.rename, as: NoteAnswer.self) { answers.append(try? $0.get()) }
    app.host.render()
    #expect(app.host.standInQuestion != nil)
    let writes = app.host.writes
    try app.store.apply(path: [NotesRoute.list, NotesRoute.page(2)])
    app.host.render()
    #expect(answers == [.cancelled])
    #expect(app.host.standInQuestion == nil)
    #expect(app.host.writes == writes)
    #expect(app.host.standInVisibleStackCount == 1)
    #expect(app.shownPaths == app.expectedPaths)
  }

  @Test func aQuestionAskedFromASheetIsPresentedOverItAndAnsweredThere() {
    let app = HostedNotes()
    app.root.run(.flow, presentation: .modal(.sheet), as: Void.self) { _ in }
    app.host.render()
    var answers: [NoteAnswer?] = []
    app.focused.run(.discard, as: NoteAnswer.self) { answers.append(try? $0.get()) }
    app.host.render()
    #expect(app.host.presentations.map(\.style) == [.sheet, .confirmationDialog])
    #expect(app.host.problems == [])
    #expect(app.host.standInTapAlertButton("Discard"))
    #expect(answers == [.discarded])
    #expect(app.host.presentations.map(\.style) == [.sheet])
    #expect(app.store.state.layers.count == 2)
    #expect(app.shownPaths == app.expectedPaths)
  }
}
