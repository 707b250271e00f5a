import Coordination
import CoordinationTesting
import Testing

// Alerts and confirmation dialogs as destinations whose flow returns the chosen button's value.

enum DraftRoute: NavigationRoute {
  case editor
  case discardDraft
  case rename
  case pickColor
  case notice
}

enum DiscardChoice: Sendable, Equatable {
  case discard
  case keepEditing
}

enum RenameChoice: Sendable, Equatable {
  case rename(String)
  case cancel
}

/// An editor that asks before discarding, prompts for a name, offers colours and says "Saved".
final class DraftCoordinator: Coordinator<DraftRoute> {
  var outcomes: [String] = []

  override func start() { show(.editor) }

  override func destination(for route: DraftRoute) -> Destination {
    switch route {
    case .editor: .screen(PlainModel("editor"))
    case .discardDraft:
      .alert(
        Alert(
          "Discard the draft?", message: "Your changes will be lost.",
          buttons: [
            AlertButton("Discard", role: .destructive, value: DiscardChoice.discard),
            AlertButton("Keep Editing", role: .cancel, value: .keepEditing),
          ]))
    case .rename:
      .alert(
        Alert(
          "Rename",
          buttons: [
            AlertButton("Rename") { texts in RenameChoice.rename(texts[0]) },
            AlertButton("Cancel", role: .cancel, value: .cancel),
          ],
          textFields: [AlertTextField(placeholder: "Name", text: "Draft")]))
    case .pickColor:
      .alert(
        Alert(
          "Colour", style: .confirmationDialog,
          buttons: [AlertButton("Red", value: "red"), AlertButton("Blue", value: "blue")]))
    case .notice: .alert(Alert<Int>("Saved", buttons: []))
    }
  }

  override func flowDidEnd(_ route: DraftRoute, with outcome: FlowOutcome) {
    switch outcome {
    case .completed(let value): outcomes.append("\(route): \(value)")
    case .cancelled(let cause): outcomes.append("\(route): cancelled (\(cause))")
    }
  }
}

@MainActor
private func makeDraft() -> (DraftCoordinator, HeadlessPlatform) {
  let root = DraftCoordinator()
  let store = NavigationStore(root: root, leakTracking: true)
  return (root, HeadlessPlatform(store: store))
}

@Suite struct AlertTests {
  @Test func runAwaitsTheButtonTheUserChose() throws {
    let (root, platform) = makeDraft()
    var result: Result<DiscardChoice, any Error>?
    root.run(.discardDraft, as: DiscardChoice.self) { result = $0 }
    let layer = try #require(platform.store.state.topLayer)
    #expect(layer.style == .alert)
    do {
      let question = try #require(platform.question)
      #expect(question.title == "Discard the draft?")
      #expect(question.message == "Your changes will be lost.")
      #expect(question.buttons.map(\.title) == ["Discard", "Keep Editing"])
      #expect(question.buttons.map(\.role) == [.destructive, .cancel])
    }
    #expect(result == nil)
    #expect(try platform.answer("Discard") == .applied)
    #expect(try result?.get() == .discard)
    #expect(platform.store.state.layers.count == 1)
    #expect(platform.store.coordinatorCount == 1)
    #expect(root.outcomes == ["discardDraft: discard"])
    let dismissals = platform.events.filter {
      if case .dismissed(_, _, .user) = $0 { true } else { false }
    }
    #expect(dismissals.count == 1)
    platform.expectConsistent()
    platform.expectNoLeaks()
  }

  @Test func aDismissalByTheSystemAnswersWithTheCancelButton() throws {
    let (root, platform) = makeDraft()
    var result: Result<DiscardChoice, any Error>?
    root.run(.discardDraft, as: DiscardChoice.self) { result = $0 }
    try platform.dismissQuestion()
    #expect(try result?.get() == .keepEditing)
    #expect(platform.store.state.layers.count == 1)
    platform.expectConsistent()
  }

  @Test func aQuestionWithoutACancelButtonEndsCancelledWhenDismissed() throws {
    let (root, platform) = makeDraft()
    var result: Result<String, any Error>?
    root.run(.pickColor, as: String.self) { result = $0 }
    #expect(platform.store.state.topLayer?.style == .confirmationDialog)
    #expect(platform.store.state.topLayer?.style.allowsInteractiveDismissal == true)
    try platform.dismissQuestion()
    #expect(throws: FlowCancelled.self) { try result?.get() }
    #expect(root.outcomes == ["pickColor: cancelled (user)"])
  }

  @Test func theButtonsOfAPromptReadItsFields() throws {
    let (root, platform) = makeDraft()
    var results: [RenameChoice] = []
    root.run(.rename, as: RenameChoice.self) { if case .success(let v) = $0 { results.append(v) } }
    #expect(platform.question?.textFields == [AlertTextField(placeholder: "Name", text: "Draft")])
    try platform.answer("Rename", texts: ["Final"])
    root.run(.rename, as: RenameChoice.self) { if case .success(let v) = $0 { results.append(v) } }
    try platform.answer("Rename")  // nothing typed: the field's own text
    #expect(results == [.rename("Final"), .rename("Draft")])
  }

  @Test func aQuestionIsPresentedInItsOwnStyleWhateverTheCallerAsked() throws {
    let (root, platform) = makeDraft()
    root.show(.discardDraft)
    #expect(platform.store.state.layers.map(\.style) == [.root, .alert])
    #expect(platform.store.state.layers[0].visibleStack?.screens.count == 1)
    try platform.answer("Keep Editing")
    root.present(.pickColor, style: .fullScreen)
    #expect(platform.store.state.layers.map(\.style) == [.root, .confirmationDialog])
    try platform.answer("Blue")
    #expect(root.outcomes == ["discardDraft: keepEditing", "pickColor: blue"])
    platform.expectConsistent()
  }

  @Test func anAlertWithoutButtonsHasAnOKThatEndsItCancelled() throws {
    let (root, platform) = makeDraft()
    root.show(.notice)
    #expect(platform.question?.buttons.map(\.title) == ["OK"])
    #expect(platform.question?.buttons.map(\.role) == [.cancel])
    try platform.answer("OK")
    #expect(root.outcomes == ["notice: cancelled (user)"])
  }

  @Test func aDeepLinkThatTakesTheQuestionAwayAnswersWithItsCancelButton() throws {
    let (root, platform) = makeDraft()
    var result: Result<DiscardChoice, any Error>?
    root.run(.discardDraft, as: DiscardChoice.self) { result = $0 }
    try platform.store.apply(path: [DraftRoute.editor])
    #expect(try result?.get() == .keepEditing)
    #expect(platform.store.state.layers.count == 1)
  }

  @Test func pathsAndSnapshotsNameTheQuestion() throws {
    let (root, platform) = makeDraft()
    root.show(.rename)
    let path = try #require(platform.store.currentPath)
    #expect(path.map(\.presentation) == [.push, .modal(.alert), .push])
    #expect(path.first?.route == AnyRoute(DraftRoute.editor))
    #expect(path.dropFirst().first?.route == AnyRoute(DraftRoute.rename))

    let linked = HeadlessPlatform(store: NavigationStore(root: DraftCoordinator()))
    try linked.store.apply(steps: path)
    #expect(linked.store.state.layers.map(\.style) == [.root, .alert])
    #expect(linked.question?.title == "Rename")
    #expect(linked.store.currentPath == path)

    let restoredRoot = DraftCoordinator()
    let relaunched = try platform.relaunch(with: restoredRoot)
    #expect(relaunched.question?.title == "Rename")
    try relaunched.answer("Rename", texts: ["After"])
    #expect(restoredRoot.outcomes == ["rename: rename(\"After\")"])
    relaunched.expectConsistent()
  }

  @Test func answersNameALayerThatPutsAQuestionAndOneOfItsButtons() throws {
    let (root, platform) = makeDraft()
    let rootLayer = try #require(platform.store.state.layers.first)
    #expect(throws: NavigationError.notAQuestion(rootLayer.id)) {
      try platform.store.handle(.answered(rootLayer.id, button: 0))
    }
    root.show(.discardDraft)
    let alert = try #require(platform.store.state.topLayer)
    #expect(throws: NavigationError.buttonOutOfRange(layer: alert.id, index: 2, count: 2)) {
      try platform.store.handle(.answered(alert.id, button: 2))
    }
    #expect(platform.store.state.layers.count == 2)
    let unknown = LayerID(rawValue: 9_999)
    #expect(throws: NavigationError.unknownLayer(unknown)) {
      try platform.store.handle(.answered(unknown, button: 0))
    }
  }
}

/// Nothing is presented above a question: what code presents takes it away first.
@Suite struct QuestionOnTopTests {
  @Test func aLayerPresentedAboveAQuestionTakesItAwayWithItsCancelAnswer() throws {
    let (root, platform) = makeLab()
    var answers: [Bool] = []
    root.run(.confirm, as: Bool.self) { if case .success(let yes) = $0 { answers.append(yes) } }
    root.present(.settings)
    #expect(answers == [false])
    #expect(platform.store.state.layers.map(\.style) == [.root, .sheet])
    root.run(.confirm, as: Bool.self) { if case .success(let yes) = $0 { answers.append(yes) } }
    root.show(.tabs)
    #expect(answers == [false, false])
    #expect(platform.store.state.layers.map(\.style) == [.root, .sheet, .fullScreen])
    root.run(.confirm, as: Bool.self) { if case .success(let yes) = $0 { answers.append(yes) } }
    root.run(.confirm, presentation: .sheet, as: Bool.self) { _ in }
    #expect(answers == [false, false, false])
    #expect(platform.store.state.layers.map(\.style) == [.root, .sheet, .fullScreen, .alert])
    platform.expectConsistent()
    platform.expectNoLeaks()
  }
}
