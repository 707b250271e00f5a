import Coordination
import CoordinationUIKit
import Foundation
import StandInTestTraits
import Testing
import UIKit

/// Random code and user actions on a flow adopted in an app's navigation controller, with
/// screens the app pushes over it and pops again, under every strict mode of the stand-in,
/// with transitions that end at once and that take time: once they have ended, the app's screen
/// is at the bottom, the driver's screens above it are the store's root stack in order, the
/// foreign screens the code did not touch are still on top, UIKit logged no refused call, and
/// no navigation controller is stuck. A run ends early when the user leaves the flow.
@Suite(.usesStandInState) struct UIKitAdoptionPropertyTests {
  enum Operation: CaseIterable {
    case push, startFlow, pushEditor, pop, popToRoot, finishChild, allowLeaving
    case tapBack, backMenuToFlow, backMenuToApp, swipe, cancelledSwipe
    case foreignPush, foreignPop
  }

  @Test(
    arguments: [StandInTransitions.Mode.immediate, .deferred],
    UIKitDriverPropertyTests.strictModes)
  func randomActionsKeepTheAdoptedFlowInStepWithTheStore(
    mode: StandInTransitions.Mode, strictness: Strictness
  ) throws {
    let environment = ProcessInfo.processInfo.environment
    let seed = environment["PROPERTY_SEED"].flatMap { UInt64($0) } ?? 0xAD0_9715
    let runs = environment["PROPERTY_RUNS"].flatMap { Int($0) } ?? 60
    var generator = SplitMix64(seed: seed)
    for run in 0..<runs {
      // In half the runs the flow's first screen refuses to be left: the backs past it are
      // put back, and the run goes on.
      let app = AdoptionApp { $0.firstRefusesLeaving = run % 2 == 0 }
      strictness.apply()
      StandInTransitions.mode = mode
      defer { StandInTransitions.mode = .immediate }
      var trace: [Operation] = []
      for step in 0..<30 {
        let operation = Operation.allCases[
          Int(generator.next() % UInt64(Operation.allCases.count))]
        trace.append(operation)
        let foreignBefore = foreign(in: app)
        perform(operation, step, app)
        if mode == .deferred, step % 3 != 2 { continue }
        while StandInTransitions.inFlightCount > 0 { StandInTransitions.finishAll() }
        let codeOnly = ![
          .tapBack, .backMenuToFlow, .backMenuToApp, .swipe, .foreignPush, .foreignPop,
        ]
        .contains(operation)
        let problem = check(
          app, foreignBefore: codeOnly && mode == .immediate ? foreignBefore : nil)
        guard problem == nil else {
          Issue.record("seed \(seed) run \(run) after \(trace): \(problem ?? "")")
          return
        }
        if app.flow.isFinished { break }
      }
    }
  }

  /// What is wrong with what UIKit shows, or `nil`.
  private func check(_ app: AdoptionApp, foreignBefore: [UIViewController]?) -> String? {
    let shown = app.navigation.viewControllers
    let mine = shown.filter { app.driver.screen(of: $0) != nil }
    let store = app.store.state.layers.first?.stacks.first?.screens.map(\.id) ?? []
    let tail = Array(shown.drop { $0 === app.settings || app.driver.screen(of: $0) != nil })
    if shown.first !== app.settings { return "the app's screen is not at the bottom: \(app.shown)" }
    if mine.compactMap(app.driver.screen(of:)) != store {
      return "UIKit shows \(app.shown), the store \(store)"
    }
    if Array(shown.dropFirst().prefix(mine.count)) != mine || tail != foreign(in: app) {
      return "foreign screens between the driver's: \(app.shown)"
    }
    if let foreignBefore, foreignBefore != tail {
      return "the driver moved foreign screens: \(app.shown)"
    }
    if !StandInTransitions.warnings.isEmpty { return "warnings \(StandInTransitions.warnings)" }
    if app.navigation.standInIsStuck { return "stuck" }
    if !app.driver.isSettled { return "not settled" }
    return nil
  }

  private func foreign(in app: AdoptionApp) -> [UIViewController] {
    app.navigation.viewControllers.filter {
      $0 !== app.settings && app.driver.screen(of: $0) == nil
    }
  }

  private func perform(_ operation: Operation, _ n: Int, _ app: AdoptionApp) {
    let top = app.store.state.topScreen.flatMap { app.store.owner(of: $0.id) }
    let focused = top as? Coordinator<PagesRoute>
    let navigation = app.navigation
    switch operation {
    case .push: focused?.show(.first)
    case .startFlow: focused?.show(.second)
    case .pushEditor: focused?.show(.editor)
    case .pop: focused?.pop()
    case .popToRoot: focused?.popToRoot()
    case .finishChild: if focused !== app.flow { focused?.finish() }
    case .allowLeaving:
      for screen in app.store.state.allScreens {
        (app.store.model(for: screen.id) as? EditorModel)?.hasUnsavedChanges = false
      }
    case .tapBack: _ = navigation.standInTapBack()
    case .backMenuToFlow:
      if let first = navigation.viewControllers.first(where: { app.driver.screen(of: $0) != nil }) {
        _ = navigation.standInPopFromBackMenu(to: first)
      }
    case .backMenuToApp: _ = navigation.standInPopFromBackMenu(to: app.settings)
    case .swipe: _ = navigation.standInSwipeBack(completing: true)
    case .cancelledSwipe: _ = navigation.standInSwipeBack(completing: false)
    case .foreignPush:
      // The app pushes only while UIKit is idle, as an app must.
      guard StandInTransitions.inFlightCount == 0, app.driver.isSettled else { return }
      navigation.pushViewController(AppScreenController("help \(n)"), animated: true)
    case .foreignPop:
      guard StandInTransitions.inFlightCount == 0, app.driver.isSettled,
        let last = navigation.topViewController, foreign(in: app).last === last
      else { return }
      navigation.popViewController(animated: true)
    }
  }
}
