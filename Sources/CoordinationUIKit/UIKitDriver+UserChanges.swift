#if canImport(UIKit)
  import Coordination
  import CoordinationRendering
  import UIKit

  // What the user did, reported to the store once; a refused change is put back by rendering
  // the store's state again.

  extension UIKitDriver {
    /// A navigation controller finished showing a screen: when UIKit popped (the back
    /// button, the back menu, a swipe that completed), the user went back.
    func navigationControllerDidShow(_ navigation: UINavigationController, stack: StackID) {
      guard let navigation = navigation as? CoordinatedNavigationController,
        let target = navigation.userPopTarget
      else { return }
      navigation.clearUserPop()
      whenIdle { [weak self] in self?.userPopped(to: target, in: navigation, stack: stack) }
    }

    /// Reports a pop UIKit made to `target`, and shows the recorded stack if the gesture and
    /// the driver's own changes crossed.
    private func userPopped(
      to target: UIViewController, in navigation: CoordinatedNavigationController, stack: StackID
    ) {
      if let screen = screen(of: target), let action = shown.userPopped(to: screen, in: stack) {
        report(action)
      }
      reconcile(navigation, stack: stack)
    }

    /// Makes a navigation controller show what the driver recorded for its stack, when a user
    /// gesture and the driver's own changes crossed.
    private func reconcile(_ navigation: CoordinatedNavigationController, stack: StackID) {
      guard let expected = shownScreens(of: stack),
        navigation.viewControllers.map(screen(of:)) != expected.map(\.id)
      else { return }
      navigation.performAsDriver {
        navigation.setViewControllers(expected.map(controller), animated: false)
      }
    }

    /// Whether a swipe back may begin on a stack.
    func userBeginsSwipe(in stack: StackID) -> Bool {
      guard let navigation = stepNavigation(for: stack), navigation.viewControllers.count > 1
      else { return false }
      if navigation === compactNavigations[stack] {
        // The collapsed stack's top may be any column's: ask whether it may leave.
        return shownScreens(of: stack)?.last.map { store.canUserLeave($0.id) } ?? false
      }
      return (try? store.handle(.beganInteractivePop(stack))) == .applied
    }

    /// The user lifted a swipe back halfway: UIKit's pop at the start of the swipe is undone.
    func userCancelledSwipe(in stack: StackID) {
      stepNavigation(for: stack)?.clearUserPop()
      whenIdle { [weak self] in _ = try? self?.store.handle(.cancelledInteractivePop(stack)) }
    }

    /// The user dragged a sheet away.
    func userDismissed(_ layer: LayerID) {
      whenIdle { [weak self] in
        guard let self else { return }
        if let action = shown.userDismissed(layer) { report(action) }
        userDismissalEnded(layer)
      }
    }

    /// The user tried to drag away a sheet that may not leave.
    func userAttemptedToDismiss(_ layer: LayerID) {
      whenIdle { [weak self] in _ = try? self?.store.handle(.dismissed(layer)) }
    }

    /// The user tapped a tab.
    func userSelected(tab index: Int, in layer: LayerID) {
      whenIdle { [weak self] in
        guard let self, let action = shown.userSelected(tab: index, in: layer) else { return }
        report(action)
      }
    }

    /// Tells the store; when it refuses or throws, shows its state again.
    private func report(_ action: UserAction) {
      let outcome = try? store.handle(action)
      if outcome != .applied { render() }
    }
  }
#endif
