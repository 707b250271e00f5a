import Coordination
import CoordinationUIKit
import Foundation
import StandInTestTraits
import Testing
import UIKit

/// Random code and user actions on the pages app driven into the UIKit stand-in, with
/// transitions that end at once and with transitions that take time (three actions go by
/// before they end), under every strict mode of the stand-in (calls during a transition
/// deferred or ignored, completions UIKit did not queue run or dropped, the back menu through
/// `popToViewController` or not), on iPhone and on iPad with each report of a tap outside a
/// popover, popovers among the presentations (a sheet on iPhone), the runs taking turns: once the transitions have ended, UIKit shows the store's
/// state, UIKit logged no refused call, no navigation controller is stuck, and no finished
/// coordinator stays alive.
@Suite(.usesStandInState) struct UIKitDriverPropertyTests {
  enum Operation: CaseIterable {
    case push, startFlow, presentSheet, presentFullScreen, showTabs, pushEditor, pop, popToRoot
    case finish, dismiss, deepLink, tapBack, backMenu, swipe, cancelledSwipe, swipeDown
    case selectTab, allowLeaving, ask, answer, tapOutside, presentPopover, tapOutsidePopover
  }

  /// The strict modes, each combination once.
  nonisolated static let strictModes: [Strictness] = StandInBehavior.CallDuringTransition.allCases
    .flatMap {
      calls in
      StandInBehavior.UnqueuedCompletion.allCases.flatMap { completion in
        StandInBehavior.BackMenuPath.allCases.map { Strictness(calls, completion, $0) }
      }
    }

  @Test(arguments: [StandInTransitions.Mode.immediate, .deferred], strictModes)
  func randomActionsKeepUIKitInStepWithTheStore(
    mode: StandInTransitions.Mode, strictness: Strictness
  ) throws {
    let environment = ProcessInfo.processInfo.environment
    let seed = environment["PROPERTY_SEED"].flatMap { UInt64($0) } ?? 0x5EED_1009
    let runs = environment["PROPERTY_RUNS"].flatMap { Int($0) } ?? 150
    var generator = SplitMix64(seed: seed)
    for run in 0..<runs {
      let app = UIKitApp()
      strictness.apply()
      StandInBehavior.device = run % 2 == 0 ? .phone : .pad
      StandInBehavior.popoverOutsideTap = StandInBehavior.PopoverOutsideTap.allCases[run % 3]
      StandInTransitions.mode = mode
      defer { StandInTransitions.mode = .immediate }
      var trace: [Operation] = []
      for step in 0..<30 {
        let index = Int(generator.next() % UInt64(Operation.allCases.count))
        let operation = Operation.allCases[index]
        trace.append(operation)
        perform(operation, step, app)
        // With transitions that take time, several actions happen while some still run.
        if mode == .deferred, step % 3 != 2 { continue }
        while StandInTransitions.inFlightCount > 0 { StandInTransitions.finishAll() }
        guard app.shown == app.expected, StandInTransitions.warnings.isEmpty,
          app.driver.isSettled
        else {
          Issue.record(
            """
            seed \(seed) run \(run) after \(trace): UIKit shows \(app.shown), the state is \(app.expected)
            warnings: \(StandInTransitions.warnings), settled: \(app.driver.isSettled)
            """)
          return
        }
      }
      #expect(app.store.leakTracker?.leaks() == [], "run \(run) after \(trace)")
    }
  }

  private func perform(_ operation: Operation, _ n: Int, _ app: UIKitApp) {
    let top = app.focused as? Coordinator<PagesRoute>
    let navigation = app.visibleNavigation
    switch operation {
    case .push: top?.show(.first)
    case .startFlow: top?.show(.second)
    case .presentSheet: top?.present(.sheet)
    case .presentFullScreen: top?.present(.fullScreen, style: .fullScreen)
    case .showTabs: top?.present(.tabs, style: .fullScreen)
    case .pushEditor: top?.show(.editor)
    case .pop: top?.pop()
    case .popToRoot: top?.popToRoot()
    case .finish: if top !== app.root { top?.finish() }
    case .dismiss: top?.dismiss()
    case .deepLink:
      try? app.store.apply(path: [PagesRoute.first, PagesRoute.first, PagesRoute.second])
    case .tapBack: _ = navigation?.standInTapBack()
    case .backMenu:
      if let first = navigation?.viewControllers.first {
        _ = navigation?.standInPopFromBackMenu(to: first)
      }
    case .swipe: _ = navigation?.standInSwipeBack(completing: true)
    case .cancelledSwipe: _ = navigation?.standInSwipeBack(completing: false)
    case .swipeDown: _ = topPresented(app)?.standInSwipeDown()
    case .selectTab: _ = topTabs(app)?.standInUserSelect(index: n % 2)
    case .allowLeaving:
      for screen in app.store.state.allScreens {
        (app.store.model(for: screen.id) as? EditorModel)?.hasUnsavedChanges = false
      }
    case .ask: top?.show(n % 2 == 0 ? .rename : .discard)
    case .answer:
      if let question = app.question, let action = question.actions.first {
        _ = question.standInTap(action: action)
      }
    case .tapOutside: _ = app.question?.standInTapOutside()
    case .presentPopover: top?.present(n % 2 == 0 ? .popover : .editor, style: .popover)
    case .tapOutsidePopover: _ = topPresented(app)?.standInTapOutsidePopover()
    }
  }

  private func topPresented(_ app: UIKitApp) -> UIViewController? {
    var top: UIViewController = app.driver.rootViewController
    while let next = top.presentedViewController { top = next }
    return top === app.driver.rootViewController ? nil : top
  }

  private func topTabs(_ app: UIKitApp) -> UITabBarController? {
    topPresented(app) as? UITabBarController
  }
}

/// One combination of the stand-in's strict modes.
nonisolated struct Strictness: Sendable, CustomTestStringConvertible {
  let calls: StandInBehavior.CallDuringTransition
  let completion: StandInBehavior.UnqueuedCompletion
  let backMenu: StandInBehavior.BackMenuPath

  init(
    _ calls: StandInBehavior.CallDuringTransition,
    _ completion: StandInBehavior.UnqueuedCompletion, _ backMenu: StandInBehavior.BackMenuPath
  ) {
    self.calls = calls
    self.completion = completion
    self.backMenu = backMenu
  }

  var testDescription: String { "\(calls), completion \(completion), back menu \(backMenu)" }

  @MainActor func apply() {
    StandInBehavior.callsDuringTransition = calls
    StandInBehavior.unqueuedCompletion = completion
    StandInBehavior.backMenu = backMenu
  }
}

/// A small deterministic generator, so a failure names a run that can be replayed.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
