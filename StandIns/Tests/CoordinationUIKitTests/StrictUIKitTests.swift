import Coordination
import CoordinationUIKit
import Foundation
import StandInTestTraits
import Testing
import UIKit

/// The adapter defects that only a stand-in as strict as UIKit shows: each test plays what
/// a device does where the sources say so, and, where they disagree, runs both ways.
@Suite(.usesStandInState) struct StrictUIKitTests {
  /// Defect 1: UIKit's own gesture delegate refuses a swipe while a transition runs; a
  /// swipe that begins during a push leaves the navigation controller stuck.
  @Test func aSwipeDuringThePushOfTheDriverIsRefused() throws {
    let app = UIKitApp()
    StandInTransitions.mode = .deferred
    app.root.show(.second)
    let navigation = try #require(app.visibleNavigation)
    #expect(!navigation.standInSwipeBack(completing: true))
    #expect(!navigation.standInIsStuck)
    StandInTransitions.finishAll()
    #expect(StandInTransitions.warnings == [])
    #expect(app.shown == app.expected)
    #expect(navigation.standInSwipeBack(completing: true))
    StandInTransitions.finishAll()
    #expect(app.store.state.description == "root: [first]")
    #expect(app.shown == app.expected)
  }

  /// Defect 2: a completion handed to `animate(alongsideTransition:completion:)` that
  /// answered `false` may run anyway, or never; either way the driver keeps rendering.
  @Test(arguments: StandInBehavior.UnqueuedCompletion.allCases)
  func aCompletionThatRunsTwiceOrNeverDoesNotStopRendering(
    completion: StandInBehavior.UnqueuedCompletion
  ) throws {
    let app = UIKitApp()
    StandInBehavior.unqueuedCompletion = completion
    app.root.show(.second)
    let navigation = try #require(app.visibleNavigation)
    #expect(navigation.standInSwipeBack(completing: true))
    app.root.present(.sheet)
    app.root.show(.third)
    #expect(app.shown == app.expected)
    #expect(app.shown.count == 2)
    #expect(StandInTransitions.warnings == [])
  }

  /// Defect 3: a push made while the driver's own push runs is deferred or dropped by UIKit;
  /// the driver waits for its transitions instead.
  @Test(arguments: StandInBehavior.CallDuringTransition.allCases)
  func codeChangesDuringATransitionWaitForIt(mode: StandInBehavior.CallDuringTransition) {
    let app = UIKitApp()
    StandInBehavior.callsDuringTransition = mode
    StandInTransitions.mode = .deferred
    app.root.show(.second)
    (app.focused as? SecondCoordinator)?.show(.first)
    app.root.present(.sheet)
    while StandInTransitions.inFlightCount > 0 { StandInTransitions.finishAll() }
    #expect(StandInTransitions.warnings == [])
    #expect(app.shown == app.expected)
    #expect(app.shown.count == 2)
  }

  /// Defect 3: a user's pop and the driver's pushes do not cross: the pop is reported once,
  /// and the store's later change is shown.
  @Test(arguments: StandInBehavior.CallDuringTransition.allCases)
  func aUserPopAndACodePushDoNotCross(mode: StandInBehavior.CallDuringTransition) throws {
    let app = UIKitApp()
    StandInBehavior.callsDuringTransition = mode
    app.root.show(.second)
    StandInTransitions.mode = .deferred
    let navigation = try #require(app.visibleNavigation)
    let events = EventLog(store: app.store)
    #expect(navigation.standInTapBack())
    app.root.show(.first)
    while StandInTransitions.inFlightCount > 0 { StandInTransitions.finishAll() }
    #expect(events.userPops == 1)
    #expect(StandInTransitions.warnings == [])
    #expect(app.shown == app.expected)
  }

  /// Defect 4: the back menu may pop without `popToViewController(_:animated:)`; what the
  /// navigation controller shows in `didShow` is then the only news.
  @Test(arguments: StandInBehavior.BackMenuPath.allCases)
  func theBackMenuIsReadFromWhatIsShown(path: StandInBehavior.BackMenuPath) throws {
    let app = UIKitApp()
    StandInBehavior.backMenu = path
    app.root.show(.second)
    (app.focused as? SecondCoordinator)?.show(.first)
    let navigation = try #require(app.visibleNavigation)
    let events = EventLog(store: app.store)
    #expect(navigation.standInPopFromBackMenu(to: navigation.viewControllers[0]))
    #expect(app.store.state.description == "root: [first]")
    #expect(events.userPops == 1)
    #expect(app.shown == app.expected)
  }

  /// Defect 5: a sheet whose options forbid the swipe stays when the user tries; the attempt
  /// is told to the app.
  @Test func aSheetThatMayNotBeSwipedAwayStays() throws {
    let app = UIKitApp()
    app.root.sheetsAllowSwipeToDismiss = false
    var attempts: [LayerID] = []
    app.driver.onRefusedDismissal = { attempts.append($0) }
    app.root.present(.sheet)
    let presented = try #require(app.driver.rootViewController.presentedViewController)
    #expect(presented.isModalInPresentation)
    #expect(!presented.standInSwipeDown())
    #expect(app.store.state.layers.count == 2)
    #expect(attempts == [app.store.state.layers[1].id])
    #expect(app.shown == app.expected)
  }

  /// Defect 6: a drag of a sheet that slides back leaves the sheet, and rendering goes on.
  @Test func aSheetDragThatSlidesBackDoesNotBlockRendering() throws {
    let app = UIKitApp()
    app.root.present(.sheet)
    let presented = try #require(app.driver.rootViewController.presentedViewController)
    #expect(!presented.standInSwipeDown(completing: false))
    #expect(app.store.state.layers.count == 2)
    (app.focused as? SecondCoordinator)?.show(.first)
    #expect(app.shown == app.expected)
    #expect(app.shown.count == 2)
    #expect(StandInTransitions.warnings == [])
  }

  /// Defect 2: launching into a state with a sheet (a restoration, a deep link) presents it
  /// once the window is visible, and the driver goes on rendering.
  @Test func aSheetAtLaunchIsPresentedOnceTheWindowIsVisible() throws {
    let app = try UIKitApp(launchingInto: { store in
      try store.apply(steps: [
        PathStep(PagesRoute.first), PathStep(PagesRoute.sheet, presentation: .sheet),
      ])
    })
    #expect(StandInTransitions.warnings == [])
    #expect(app.shown.count == 2)
    #expect(app.shown == app.expected)
    (app.focused as? SecondCoordinator)?.show(.first)
    #expect(app.shown == app.expected)
  }

  /// A question asked during a push is presented once the push has ended; the user's answer
  /// (its handler runs once UIKit's dismissal has ended) and a push made meanwhile do not
  /// cross.
  @Test(arguments: StandInBehavior.CallDuringTransition.allCases)
  func aQuestionWaitsForAPushAndItsAnswerCrossesNoCodeChange(
    mode: StandInBehavior.CallDuringTransition
  ) throws {
    let app = UIKitApp()
    StandInBehavior.callsDuringTransition = mode
    StandInTransitions.mode = .deferred
    let asked = Answers()
    app.root.show(.second)
    app.root.run(.rename, as: PageAnswer.self, then: asked.record)
    while StandInTransitions.inFlightCount > 0 { StandInTransitions.finishAll() }
    let alert = try #require(app.question)
    #expect(alert.standInTap(action: alert.actions[1]))
    app.root.show(.first)
    #expect(asked.values.isEmpty, "the handler runs once the dismissal has ended")
    while StandInTransitions.inFlightCount > 0 { StandInTransitions.finishAll() }
    #expect(asked.values == [.cancelled])
    #expect(StandInTransitions.warnings == [])
    #expect(app.shown == app.expected)
    #expect(app.driver.isSettled)
  }

  /// A deep link that arrives while the user's answer is leaving ends the question first (its
  /// cancel value): the store hears of the tap only when UIKit runs the handler, which then
  /// finds the question gone and reports nothing.
  @Test(arguments: StandInBehavior.CallDuringTransition.allCases)
  func aDeepLinkDuringTheAnswersDismissalEndsTheQuestionOnce(
    mode: StandInBehavior.CallDuringTransition
  ) throws {
    let app = UIKitApp()
    StandInBehavior.callsDuringTransition = mode
    let asked = Answers()
    app.root.run(.discard, as: PageAnswer.self, then: asked.record)
    StandInTransitions.mode = .deferred
    let sheet = try #require(app.question)
    let events = EventLog(store: app.store)
    #expect(sheet.standInTap(action: sheet.actions[0]))
    try app.store.apply(path: [PagesRoute.first, PagesRoute.editor])
    while StandInTransitions.inFlightCount > 0 { StandInTransitions.finishAll() }
    #expect(asked.values == [.kept])
    #expect(events.userDismissals.isEmpty)
    #expect(StandInTransitions.warnings == [])
    #expect(app.shown == app.expected)
  }

  /// On iPad, however UIKit reports a tap outside the popover (the sources disagree), and
  /// whatever code does while the popover leaves, the question ends once with its cancel
  /// value and the driver settles.
  @Test(
    arguments: StandInBehavior.PopoverOutsideTap.allCases,
    StandInBehavior.CallDuringTransition.allCases)
  func aTapOutsideAPopoverDuringCodeChangesIsReportedOnce(
    tap: StandInBehavior.PopoverOutsideTap, mode: StandInBehavior.CallDuringTransition
  ) throws {
    let app = UIKitApp()
    StandInBehavior.device = .pad
    StandInBehavior.popoverOutsideTap = tap
    StandInBehavior.callsDuringTransition = mode
    let asked = Answers()
    app.root.run(.discard, as: PageAnswer.self, then: asked.record)
    StandInTransitions.mode = .deferred
    let sheet = try #require(app.question)
    let events = EventLog(store: app.store)
    #expect(sheet.standInTapOutside())
    app.root.show(.second)
    while StandInTransitions.inFlightCount > 0 { StandInTransitions.finishAll() }
    #expect(asked.values == [.kept])
    #expect(events.userDismissals.count == 1)
    #expect(StandInTransitions.warnings == [])
    #expect(app.shown == app.expected)
    #expect(app.driver.isSettled)
  }

  /// The settled signal: false while the driver waits for UIKit, true once UIKit shows the
  /// store's state; `settled()` returns then.
  @Test func theDriverSaysWhenItHasSettled() async throws {
    let app = UIKitApp()
    #expect(app.driver.isSettled)
    StandInTransitions.mode = .deferred
    app.root.present(.sheet)
    app.root.show(.third)
    #expect(!app.driver.isSettled)
    StandInTransitions.finishAll()
    while StandInTransitions.inFlightCount > 0 { StandInTransitions.finishAll() }
    await app.driver.settled()
    #expect(app.driver.isSettled)
    #expect(app.shown == app.expected)
  }
}
