import Coordination
import CoordinationTesting
import DemoAccounts
import DemoTestSupport
import LoginSignupApp
import Testing

/// The signed-in user's tabs: Home with its account popover, and Notes, whose form refuses to
/// be left while it holds a draft.
@Suite struct SignedInTabsTests {
  /// The app launched and signed in as the demo account, on the Home tab.
  private func signedIn() throws -> HeadlessPlatform {
    let platform = launch(AppCoordinator(authClient: makeAuthClient()))
    #expect(
      try platform.topModel(as: LoginViewModel.self).logIn(
        email: DemoAccount.email, password: DemoAccount.password))
    platform.expectStack([HomeRoute.home])
    return platform
  }

  /// The Notes tab selected, its form pushed and submitted with a title only: a draft.
  private func draftInNotes(_ platform: HeadlessPlatform) throws -> NoteEditorViewModel {
    #expect(try platform.selectTab(1) == .applied)
    try platform.topModel(as: NotesViewModel.self).newNote()
    let form = try platform.topModel(as: NoteEditorViewModel.self)
    #expect(!form.save(title: "Groceries", text: "  "))
    #expect(form.errorMessage == "Write the note's text.")
    #expect(form.hasDraft)
    return form
  }

  @Test func eachTabKeepsItsStackWhileTheOtherIsSelected() throws {
    let platform = try signedIn()
    let form = try draftInNotes(platform)
    platform.expectStack([NotesRoute.list, NotesRoute.newNote])
    #expect(try platform.selectTab(0) == .applied)
    platform.expectStack([HomeRoute.home])
    #expect(try platform.selectTab(1) == .applied)
    platform.expectStack([NotesRoute.list, NotesRoute.newNote])
    #expect(try platform.topModel(as: NoteEditorViewModel.self) === form)
    #expect(form.noteTitle == "Groceries")
    platform.expectConsistent()
  }

  @Test func reTappingTheSelectedTabGoesBackToItsFirstScreen() throws {
    let platform = try signedIn()
    #expect(try platform.selectTab(1) == .applied)
    try platform.topModel(as: NotesViewModel.self).newNote()
    platform.expectStack([NotesRoute.list, NotesRoute.newNote])
    #expect(try platform.selectTab(1) == .applied)
    platform.expectStack([NotesRoute.list])
    // At its first screen, a re-tap changes nothing.
    let revision = platform.store.revision
    #expect(try platform.selectTab(1) == .applied)
    #expect(platform.store.revision == revision)
    platform.expectConsistent()
    platform.expectNoLeaks()
  }

  @Test func aDraftRefusesTheReTapUntilItIsDiscarded() throws {
    let platform = try signedIn()
    _ = try draftInNotes(platform)
    let before = platform.store.state
    guard case .refused = try platform.selectTab(1) else {
      Issue.record("the re-tap was not refused")
      return
    }
    #expect(platform.store.state == before)
    #expect(throws: Never.self) { try platform.tapBack() }
    platform.expectStack([NotesRoute.list, NotesRoute.newNote])
    try platform.topModel(as: NoteEditorViewModel.self).discard()
    platform.expectStack([NotesRoute.list])
    #expect(try platform.topModel(as: NotesViewModel.self).notes.isEmpty)
    platform.expectConsistent()
    platform.expectNoLeaks()
  }

  @Test func aSavedNoteIsListedNewestFirstAndKeptByARelaunch() throws {
    let platform = try signedIn()
    let form = try draftInNotes(platform)
    #expect(form.save(title: " Groceries ", text: "Milk, eggs"))
    platform.expectStack([NotesRoute.list])
    try platform.topModel(as: NotesViewModel.self).newNote()
    #expect(!(try platform.topModel(as: NoteEditorViewModel.self).save(title: "", text: "x")))
    #expect(
      try platform.topModel(as: NoteEditorViewModel.self).errorMessage
        == "Give the note a title.")
    let long = String(repeating: "a", count: NoteEditorViewModel.maximumTitleLength + 1)
    #expect(!(try platform.topModel(as: NoteEditorViewModel.self).save(title: long, text: "x")))
    #expect(try platform.topModel(as: NoteEditorViewModel.self).save(title: "Call Bo", text: "Ok"))
    #expect(
      try platform.topModel(as: NotesViewModel.self).notes.map(\.title) == ["Call Bo", "Groceries"])

    // The session that says who is signed in is a service the relaunched app is given.
    let session = UserSession(user: User(email: DemoAccount.email, name: DemoAccount.name))
    let relaunched = try platform.relaunch(
      with: AppCoordinator(authClient: makeAuthClient(), session: session))
    relaunched.expectStack([NotesRoute.list])
    #expect(
      try relaunched.topModel(as: NotesViewModel.self).notes
        == [Note(title: "Call Bo", text: "Ok"), Note(title: "Groceries", text: "Milk, eggs")])
    relaunched.expectConsistent()
  }

  @Test func aDraftIsKeptByARelaunchAndStillRefuses() throws {
    let platform = try signedIn()
    _ = try draftInNotes(platform)
    let session = UserSession(user: User(email: DemoAccount.email, name: DemoAccount.name))
    let relaunched = try platform.relaunch(
      with: AppCoordinator(authClient: makeAuthClient(), session: session))
    let form = try relaunched.topModel(as: NoteEditorViewModel.self)
    #expect(form.noteTitle == "Groceries" && form.errorMessage == "Write the note's text.")
    guard case .refused = try relaunched.selectTab(1) else {
      Issue.record("the restored draft did not refuse the re-tap")
      return
    }
  }

  @Test func theAccountPopoverPointsAtItsButtonAndCloses() throws {
    let platform = try signedIn()
    try platform.topModel(as: HomeViewModel.self).showAccount()
    let layer = try #require(platform.store.state.topLayer)
    #expect(layer.style == .popover)
    #expect(layer.sheetOptions.popoverAnchor == HomeViewModel.accountAnchor)
    #expect(layer.sheetOptions.detents == [.medium])
    #expect(
      try platform.topModel(as: AccountViewModel.self).details == [
        "Name: Ann Demo", "E-mail: ann@example.com",
      ])
    try platform.topModel(as: AccountViewModel.self).done()
    platform.expectStack([HomeRoute.home])
    #expect(platform.store.state.topLayer?.style == .fullScreen)

    // A tap outside closes it too, and the tabs stay.
    try platform.topModel(as: HomeViewModel.self).showAccount()
    #expect(try platform.tapOutsidePopover() == .applied)
    platform.expectStack([HomeRoute.home])
    #expect(platform.store.state.layers.count == 2)
    platform.expectConsistent()
    platform.expectNoLeaks()
  }

  @Test func closingTheTabsSignsOut() throws {
    let session = UserSession()
    let platform = launch(AppCoordinator(authClient: makeAuthClient(), session: session))
    #expect(
      try platform.topModel(as: LoginViewModel.self).logIn(
        email: DemoAccount.email, password: DemoAccount.password))
    #expect(session.user?.email == DemoAccount.email)
    // The web's close control (UIKit shows the tabs with none).
    #expect(try platform.closeModal() == .applied)
    platform.expectStack([LoginRoute.login])
    #expect(session.user == nil)
    #expect(try platform.topModel(as: LoginViewModel.self).email == "")
    platform.expectConsistent()
    platform.expectNoLeaks()
  }

  @Test func theSignOutQuestionOpenAtARelaunchIsStillAnswered() throws {
    let platform = try signedIn()
    try platform.topModel(as: HomeViewModel.self).signOut()
    let session = UserSession(user: User(email: DemoAccount.email, name: DemoAccount.name))
    let relaunched = try platform.relaunch(
      with: AppCoordinator(authClient: makeAuthClient(), session: session))
    #expect(relaunched.question?.title == "Sign out?")
    try relaunched.answer("Sign Out")
    relaunched.expectStack([LoginRoute.login])
    #expect(session.user == nil)
    relaunched.expectConsistent()
    relaunched.expectNoLeaks()
  }

  @Test func typingReportedAsItHappensIsADraftAtOnce() throws {
    let platform = try signedIn()
    #expect(try platform.selectTab(1) == .applied)
    try platform.topModel(as: NotesViewModel.self).newNote()
    let form = try platform.topModel(as: NoteEditorViewModel.self)
    form.edit(title: "Gro", text: "")
    #expect(form.hasDraft && form.errorMessage == nil)
    guard case .refused = try platform.tapBack() else {
      Issue.record("the back button was not refused")
      return
    }
    form.edit(title: "", text: " ")
    #expect(try platform.tapBack() == .applied)
  }

  @Test func aTitleOfSpacesIsNoDraft() throws {
    let platform = try signedIn()
    #expect(try platform.selectTab(1) == .applied)
    try platform.topModel(as: NotesViewModel.self).newNote()
    let form = try platform.topModel(as: NoteEditorViewModel.self)
    #expect(!form.save(title: "  ", text: ""))
    #expect(form.errorMessage == "Give the note a title.")
    #expect(!form.hasDraft)
  }

  @Test func signingOutFromTheNotesTabEndsEveryTab() throws {
    let platform = try signedIn()
    _ = try draftInNotes(platform)
    #expect(try platform.selectTab(0) == .applied)
    try platform.topModel(as: HomeViewModel.self).signOut()
    try platform.answer("Sign Out")
    // The draft does not hold the user back: signing out is the app's decision, not a user
    // leaving the form.
    platform.expectStack([LoginRoute.login])
    #expect(platform.store.state.layers.count == 1)
    platform.expectConsistent()
    platform.expectNoLeaks()
  }
}
