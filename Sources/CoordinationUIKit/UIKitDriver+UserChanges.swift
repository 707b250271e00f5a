#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import Coordination
  import CoordinationRendering
  import UIKit

  // What the user did, reported to the store once; a refused change is put back by rendering
  // the store's state again.

  extension UIKitDriver {
    /// A navigation controller finished showing a screen: what it shows is the truth. When it
    /// shows the start of what the driver recorded (the back button, the back menu by
    /// whatever path, a swipe that completed), the user went back.
    func navigationControllerDidShow(_ navigation: UINavigationController, stack: StackID) {
      guard !driverCalls.contains(ObjectIdentifier(navigation)) else { return }
      if navigation === adopted { rootAppeared() }
      whenIdle { [weak self] in self?.navigationShowed(navigation, stack: stack) }
    }

    /// Reports a back the navigation controller shows, and shows the recorded stack when it
    /// shows something else.
    private func navigationShowed(_ navigation: UINavigationController, stack: StackID) {
      guard stepNavigation(for: stack) === navigation, !hasQueuedUpdate(of: stack),
        let expected = shownScreens(of: stack)
      else { return }
      let actual = parts(of: navigation).mine.compactMap(screen(of:))
      guard actual != expected.map(\.id) else {
        reportForeignTop(of: navigation)
        return
      }
      if let action = shown.userShows(actual, in: stack) {
        report(action)  // renders the store's answer, reconciling this stack with it
      } else {
        reconcile(navigation, stack: stack)
      }
    }

    /// Whether a queued step changes a stack: the record is then ahead of what it shows.
    private func hasQueuedUpdate(of stack: StackID) -> Bool {
      steps.contains { step in
        if case .update(let updated, _, _, _) = step { return updated == stack }
        return false
      }
    }

    /// Makes a navigation controller show what the driver recorded for its stack, when it
    /// shows something else and no transition runs (else once the driver has settled).
    func reconcile(_ navigation: UINavigationController, stack: StackID) {
      reconciliations += 1
      if let transition = navigation.transitionCoordinator, wait(for: transition) { return }
      guard let expected = shownScreens(of: stack),
        parts(of: navigation).mine.map(screen(of:)) != expected.map(\.id)
      else { return }
      setDriverScreens(.replace(with: expected), on: navigation, animated: false)
    }

    /// Whether a swipe back may begin on a stack: not while any transition runs or a change of
    /// the driver waits, and only over a screen that may be left. A question, not a report:
    /// UIKit asks `gestureRecognizerShouldBegin(_:)` for touches that may never become a swipe
    /// (another recognizer can still win), so nothing changes and nothing is published.
    func userBeginsSwipe(in stack: StackID) -> Bool {
      guard isSettled, let navigation = stepNavigation(for: stack),
        navigation.viewControllers.count > 1, navigation.transitionCoordinator == nil
      else { return false }
      // Over a view controller the driver did not make, UIKit's rules alone apply.
      guard let top = navigation.topViewController.flatMap(screen(of:)) else { return true }
      if navigation === compactNavigations[stack]?.controller {
        // The collapsed stack's top may be any column's: ask whether it may leave.
        return shownScreens(of: stack)?.last.map { store.canUserLeave($0.id) } ?? false
      }
      // Over an adopted flow's first screen the swipe leaves the flow; elsewhere it pops `top`.
      return store.canUserLeave(top)
    }

    /// Whether a swipe that takes `leaving` off a navigation controller and is lifted halfway
    /// is reported as cancelled: over one of the driver's screens, and not over an adopted
    /// flow's first screen, whose swipe would have left the flow rather than popped a screen.
    func reportsCancelledSwipe(
      from leaving: UIViewController, in navigation: UINavigationController, stack: StackID
    ) -> Bool {
      guard screen(of: leaving) != nil else { return false }
      return navigation !== adopted || (shownScreens(of: stack)?.count ?? 0) > 1
    }

    /// The user lifted a swipe back halfway: UIKit's pop at the start of the swipe is undone.
    func userCancelledSwipe(in stack: StackID) {
      whenIdle { [weak self] in self?.report(.cancelledInteractivePop(stack)) }
    }

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
