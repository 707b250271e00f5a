import Coordination
import CoordinationRendering
import PropertyBased
import Testing

/// Random code and user changes over the shop app, rendered through ``ShownNavigation`` onto
/// plain arrays: after every change the arrays show the store's state, every step names what
/// is shown, and a user change that the store accepts renders nothing (the platform already
/// shows it).
@Suite struct ShownNavigationPropertyTests {
  enum Operation: CaseIterable, Sendable {
    case push, pushGuard, startFlow, presentSheet, presentFullScreen, showTabs, pop, popToRoot
    case finish, dismiss, selectTabInCode, deepLink, userBack, userBackToRoot, userDismiss
    case userSelectTab, allowLeaving
  }

  @Test func randomChangesKeepThePlatformInStepWithTheStore() async {
    await checkProperty(count: 300, input: Gen<Operation>.case.array(of: 1...40)) { operations in
      let harness = RenderHarness()
      for (index, operation) in operations.enumerated() {
        let before = harness.renders.count
        let userApplied = perform(operation, index, harness)
        #expect(harness.errors.isEmpty, "after \(operation): \(harness.errors)")
        #expect(harness.agrees, "after \(operation): shows\n\(harness.display)")
        if userApplied {
          #expect(harness.renders.count == before, "\(operation) was rendered back")
        }
        if !harness.errors.isEmpty || !harness.agrees { break }
      }
    }
  }

  /// Performs one operation; says whether it was a user change the store applied.
  private func perform(_ operation: Operation, _ n: Int, _ harness: RenderHarness) -> Bool {
    let top = harness.focused as? ShopCoordinator ?? harness.root
    switch operation {
    case .push: top.show(.page(n))
    case .pushGuard: top.show(.guarded)
    case .startFlow: top.show(.flow)
    case .presentSheet: top.present(.flow)
    case .presentFullScreen: top.present(.flow, style: .fullScreen)
    case .showTabs: top.present(.tabs, style: .fullScreen)
    case .pop: top.pop()
    case .popToRoot: top.popToRoot()
    case .finish: if top !== harness.root { top.finish() }
    case .dismiss: top.dismiss()
    case .selectTabInCode:
      if let tabs = harness.focused.parent as? ShopTabs {
        try? tabs.select(n % 2 == 0 ? .catalogue : .cart)
      }
    case .deepLink: try? harness.store.apply(path: [ShopRoute.home, ShopRoute.page(n), .flow])
    case .userBack: return (try? harness.userBack()) == .applied
    case .userBackToRoot: return (try? harness.userBack(keeping: 1)) == .applied
    case .userDismiss: return (try? harness.userDismiss()) == .applied
    case .userSelectTab: return (try? harness.userSelect(n % 2)) == .applied
    case .allowLeaving:
      for screen in harness.store.state.allScreens {
        (harness.store.model(for: screen.id) as? GuardModel)?.allowsLeaving = true
      }
    }
    return false
  }
}
