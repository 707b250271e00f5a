#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import Coordination
  import CoordinationRendering
  import UIKit

  // What the user did, reported to the store once; a refused change is put back by rendering
  // the store's state again. A back in a navigation controller (the back button, the back menu,
  // a swipe) is read by its `StackNavigation`.

  extension UIKitDriver {
    /// The user dragged a sheet away, or tapped outside a question's popover (without UIKit
    /// running the cancel action's handler first, else this finds the layer already gone). Reports
    /// `answer` instead of the dismissal when the user chose a button of a question.
    func userDismissed(_ layer: LayerID, reporting answer: UserAction? = nil) {
      whenIdle { [weak self] in
        guard let self else { return }
        if let dismissal = shown.userDismissed(layer) { report(answer ?? dismissal) }
        userDismissalEnded(layer)
      }
    }

    /// The user tried to drag away a sheet that may not leave: a screen's refusal is told to
    /// the store, which records it; a sheet whose options forbid the swipe stays without
    /// asking the store. Either way the app hears of it.
    func userAttemptedToDismiss(_ layer: LayerID) {
      whenIdle { [weak self] in
        guard let self, let shownLayer = store.state.layers.first(where: { $0.id == layer })
        else { return }
        if refusesDismissal(shownLayer) || shownLayer.sheetOptions.allowsSwipeToDismiss {
          report(.dismissed(layer))
        }
        onRefusedDismissal?(layer)
      }
    }

    /// The user tapped a tab.
    func userSelected(tab index: Int, in layer: LayerID) {
      whenIdle { [weak self] in
        guard let self, let action = shown.userSelected(tab: index, in: layer) else { return }
        report(action)
      }
    }

    /// The user tapped the tab that is selected: the store takes it back to its first screen,
    /// asking the guards, where UIKit would have popped to the root without asking.
    func userReselectedTab(in layer: LayerID) {
      whenIdle { [weak self] in self?.report(.reselectedTab(layer)) }
    }

    /// Tells the store, then renders its answer once: what it applied, or, when it refused or
    /// threw, its state again. The store's update reaches the driver during the report and is
    /// rendered after it, so UIKit is never called from inside the store's publishing.
    func report(_ action: UserAction) {
      let nested = isReporting
      isReporting = true
      _ = try? store.handle(action)
      isReporting = nested
      if nested { needsRender = true } else { render() }
    }
  }
#endif
