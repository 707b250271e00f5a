import Coordination
import CoordinationSwiftUI
import SwiftUI
import Testing

/// Random code and user actions on the notes app hosted in the SwiftUI stand-in: after each,
/// SwiftUI shows the store's state (the path of every stack at every presentation level), no
/// binding names a screen without a destination, and no coordinator that finished stays alive.
@Suite struct NavigationHostPropertyTests {
  enum Operation: CaseIterable {
    case push, startFlow, presentSheet, presentCover, showTabs, pushEditor, pop, popToRoot
    case finish, dismiss, deepLink, tapBack, backMenu, swipe, cancelledSwipe, swipeDown
    case selectTab, allowLeaving, ask, answer, tapOutside, presentPopover
  }

  /// Run under every combination of the strict path switches: a binding not read
  /// again after SwiftUI wrote it, a push during the user's pop dropped.
  @Test(arguments: StandInSwiftUIBehavior.pathCombinations)
  func randomActionsKeepSwiftUIInStepWithTheStore(behavior: StandInSwiftUIBehavior) {
    var generator = SplitMix64(seed: 0x5EED_0009)
    for run in 0..<150 {
      let app = HostedNotes(behavior: behavior)
      var trace: [Operation] = []
      for step in 0..<30 {
        let operation = Operation.allCases[Int(generator.next() % UInt64(Operation.allCases.count))]
        trace.append(operation)
        perform(operation, step, app)
        app.host.render()
        guard app.shownPaths == app.expectedPaths, app.host.problems.isEmpty else {
          Issue.record(
            """
            run \(run) after \(trace): shows \(app.shownPaths), state \(app.expectedPaths)
            problems: \(app.host.problems)
            """)
          return
        }
      }
      // What finished is gone although SwiftUI's tree was built from it.
      #expect(app.store.leakTracker?.leaks() == [], "run \(run) after \(trace)")
    }
  }

  private func perform(_ operation: Operation, _ n: Int, _ app: HostedNotes) {
    let top = app.focused
    let host = app.host
    switch operation {
    case .push: top.show(.page(n))
    case .startFlow: top.show(.flow)
    case .presentSheet: top.present(n % 2 == 0 ? .flow : .filters)
    case .presentCover: top.present(.flow, style: .fullScreen)
    case .presentPopover: top.present(n % 2 == 0 ? .flow : .filters, style: .popover)
    case .showTabs: top.present(.tabs, style: .fullScreen)
    case .pushEditor: top.show(.editor)
    case .pop: top.pop()
    case .popToRoot: top.popToRoot()
    case .finish: if top !== app.root { top.finish() }
    case .dismiss: top.dismiss()
    case .deepLink: try? app.store.apply(path: [NotesRoute.list, NotesRoute.page(n), .flow])
    case .tapBack: host.standInTapBack()
    case .backMenu: host.standInPopFromBackMenu(toCount: 0)
    case .swipe: host.standInSwipeBack(completing: true)
    case .cancelledSwipe: host.standInSwipeBack(completing: false)
    case .swipeDown: host.standInSwipeDownSheet()
    case .selectTab: host.standInSelectTab(n % 2)
    case .ask:
      if app.store.state.layers.last?.style.isQuestion == false {
        top.run(n % 2 == 0 ? .rename : .discard, as: NoteAnswer.self) { _ in }
      }
    case .answer:
      if let title = host.standInButtonTitles.first, host.standInQuestion != nil {
        host.standInTapAlertButton(title)
      }
    case .tapOutside: host.standInTapOutsideDialog()
    case .allowLeaving:
      for screen in app.store.state.allScreens {
        (app.store.model(for: screen.id) as? EditorModel)?.hasUnsavedChanges = false
      }
    }
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
