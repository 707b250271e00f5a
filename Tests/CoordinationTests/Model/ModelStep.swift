import Coordination

/// One operation of a model-based sequence: what the app's code, the user, a deep link or a
/// relaunch does, with a number in 0..<64 whose bits pick its variant.
struct ModelStep: Hashable, Sendable, CustomStringConvertible {
  enum Operation: CaseIterable, Hashable, Sendable {
    // What the hub that shows the top screen does (a view model asking its coordinator).
    case push, startChild, presentChild, presentSettings, showTabs, pop, popToRoot, dismiss
    case finishHub, awaitLogin, runLoginThen, submitLogin
    // What the hubs do in their callbacks from now on.
    case reactOnFlowEnd, reactOnChildFinished
    // The user.
    case tapBack, backMenu, cancelledSwipe, swipeDownSheet, closeModal, selectTab
    // A deep link, and a save and restore of the navigation.
    case deepLink, saveAndRestore
  }

  let operation: Operation
  let n: Int

  var description: String { "\(operation)(\(n))" }

  /// The operations sequences are made of.
  static let operations = Operation.allCases

  /// A random sequence of `count` steps.
  static func sequence(count: Int, using generator: inout SplitMix64) -> [ModelStep] {
    (0..<count).map { _ in
      let operation = operations.randomElement(using: &generator) ?? .push
      return ModelStep(operation: operation, n: Int.random(in: 0..<64, using: &generator))
    }
  }
}

/// How the bits of a step's number pick its variant; the model and the real run read the same.
extension ModelStep {
  var style: PresentationStyle { n % 2 == 0 ? .sheet : n / 16 % 2 == 0 ? .fullScreen : .popover }
  var pushedName: String { n / 4 % 2 == 0 ? "x" : "y" }
  var presentedName: String { n / 4 % 2 == 0 ? "m" : "n" }
  var reaction: HubReaction { HubReaction.allCases[n % HubReaction.allCases.count] }
  /// Whether a flow is pushed rather than presented, or tabs shown by `show`.
  var pushes: Bool { n % 3 == 0 }
}

/// The deep links of the sequences: each goes from the root's first screen to a page pushed
/// on the root, a page of a pushed hub, a page presented above a tab of presented tabs, the
/// login flow's second screen in a sheet, or a page of a presented hub.
extension ModelStep {
  var link: [PathStep] {
    let home = PathStep(HubRoute.home)
    switch n % 5 {
    case 0: return [home, PathStep(HubRoute.page(5))]
    case 1: return [home, PathStep(HubRoute.child(pushedName)), PathStep(HubRoute.page(3))]
    case 2:
      return [
        home, PathStep(HubRoute.tabs, presentation: .fullScreen),
        PathStep(n / 8 % 2 == 0 ? HubTab.first : HubTab.second),
        PathStep(HubRoute.page(5), presentation: .sheet),
      ]
    case 3:
      return [home, PathStep(HubRoute.login, presentation: .sheet), PathStep(LoginRoute.twoFactor)]
    default:
      return [
        home, PathStep(HubRoute.child(presentedName), presentation: .modal(style)),
        PathStep(HubRoute.page(2)),
      ]
    }
  }
}
