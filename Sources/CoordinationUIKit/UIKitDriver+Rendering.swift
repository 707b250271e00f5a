#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import Coordination
  import CoordinationRendering
  import Foundation
  import UIKit

  // Rendering one transition at a time: UIKit defers or drops a push, a pop, a presentation or
  // a dismissal made while another transition runs ("… while an existing transition or
  // presentation is occurring; the navigation stack will not be updated"), so the driver
  // queues its steps and does the next only once UIKit is idle.

  extension UIKitDriver {
    /// The store published a change: rendered now, or once the user's report returns.
    func storeChanged() {
      if isReporting {
        needsRender = true
      } else {
        render()
      }
    }

    /// Brings UIKit to the store's state, one transition at a time.
    func render() {
      needsRender = true
      waitsForWindow = false
      advance()
    }

    /// Does the queued steps while UIKit is idle, rendering the store's state again when the
    /// queue is empty and the store changed; settles when nothing is left.
    func advance() {
      guard !isRendering else { return }
      isRendering = true
      while uiKitIsIdle() {
        if steps.isEmpty {
          if needsSplitLayout {
            needsSplitLayout = false
            layOutSplits()
            continue
          }
          guard needsRender else { break }
          needsRender = false
          steps = shown.render(store.state)
          continue
        }
        perform(steps.removeFirst())
      }
      finishRendering()
    }

    /// Whether a queued step changes a stack: the record is then ahead of what it shows.
    func hasQueuedUpdate(of stack: StackID) -> Bool {
      steps.contains { step in
        if case .update(let updated, _, _, _) = step { return updated == stack }
        return false
      }
    }

    /// Runs what the user did once the driver's own UIKit calls are done.
    func whenIdle(_ userChange: @escaping () -> Void) {
      if isRendering {
        userChangesWaiting.append(userChange)
      } else {
        userChange()
      }
    }

    private func finishRendering() {
      isRendering = false
      while !userChangesWaiting.isEmpty, !isRendering {
        userChangesWaiting.removeFirst()()
      }
      detachIfEnded()
      guard !isRendering, steps.isEmpty, !needsRender, uiKitIsIdle() else { return }
      forgetWhatLeft()
      updateGuards()
      reconcilePresentations()
      reconcileStacks()
      guard isSettled else { return }
      let waiters = settledWaiters
      settledWaiters = []
      for waiter in waiters { waiter.resume() }
    }

    /// Makes every navigation controller show what the record shows for its stack: a user's
    /// change read while the driver waited, put back once UIKit is idle.
    private func reconcileStacks() {
      for layer in shown.layers {
        // A collapsed split layer shows its screens in the compact column, named by the first.
        for stack in layer.isCollapsed ? Array(layer.stacks.prefix(1)) : layer.stacks {
          stepNavigation(for: stack.id)?.reconcile()
        }
      }
    }

    /// Whether UIKit can take the driver's next call: no transition the driver waits for, no
    /// presentation waiting for a visible window, no sheet being dragged away, and no UIKit
    /// transition the driver did not start (then it waits for that one).
    private func uiKitIsIdle() -> Bool {
      transitions.isEmpty && !waitsForWindow && userDismissing.isEmpty
        && !waitsForUIKitsTransition()
    }

    /// Whether a transition the driver did not start runs: a presentation or dismissal (a
    /// sheet the user drags), or a change of a navigation controller (the back button, the
    /// back menu, a swipe). The driver then waits for it to end.
    private func waitsForUIKitsTransition() -> Bool {
      var running: (any UIViewControllerTransitionCoordinator)?
      var controller: UIViewController? = windowRootViewController
      while let current = controller, running == nil {
        if current.isBeingPresented || current.isBeingDismissed {
          running = current.transitionCoordinator
        }
        controller = current.presentedViewController
      }
      if running == nil {
        running =
          (Array(navigationControllers.values) + compactNavigations.values).lazy
          .compactMap(\.controller.transitionCoordinator).first
      }
      guard let running else { return false }
      return wait(for: running)
    }

    /// Waits for a transition to end; `false` when UIKit says it is already ending. UIKit may
    /// then run the completion anyway (the header: it "may be run even if the animations are
    /// not"), at once or later, or never; none of these ends a wait twice or leaves one open.
    func wait(for transition: any UIViewControllerTransitionCoordinator) -> Bool {
      nextTransition += 1
      let id = nextTransition
      transitions.insert(id)
      var answered = false
      var ranEarly = false
      let queued = transition.animate(alongsideTransition: nil) { [weak self] _ in
        guard answered else {
          ranEarly = true
          return
        }
        self?.endTransition(id)
      }
      answered = true
      guard queued, !ranEarly else {
        transitions.remove(id)
        return false
      }
      return true
    }

    /// Starts waiting for a transition; the returned closure ends the wait, once: a second
    /// call (a completion UIKit runs after saying it would not) does nothing.
    func beginTransition() -> () -> Void {
      nextTransition += 1
      let id = nextTransition
      transitions.insert(id)
      return { [weak self] in self?.endTransition(id) }
    }

    /// Ends a wait, if it has not ended, and goes on.
    private func endTransition(_ id: Int) {
      guard transitions.remove(id) != nil else { return }
      advance()
    }

    /// The root appeared: a presentation that waited for a visible window can go on.
    func rootAppeared() {
      guard waitsForWindow else { return }
      waitsForWindow = false
      advance()
    }

    /// Whether the root is in a visible window, where UIKit lets it present.
    var rootIsInVisibleWindow: Bool {
      guard let window = windowRootViewController.viewIfLoaded?.window else { return false }
      return !window.isHidden
    }

    /// The user began dragging a sheet away: nothing is shown until UIKit says whether it left
    /// (`didDismiss`) or the drag was cancelled (the sheet slid back). UIKit names the
    /// presenting view controller's coordinator for this; without one, nothing waits.
    func userWillDismiss(_ layer: LayerID, transition: (any UIViewControllerTransitionCoordinator)?)
    {
      guard let transition else { return }
      userDismissing.insert(layer)
      let queued = transition.animate(alongsideTransition: nil) { [weak self] context in
        if context.isCancelled { self?.userDismissalEnded(layer) }
      }
      if !queued { userDismissalEnded(layer) }
    }

    /// The user's drag of a sheet ended (it left, or slid back): what waited is shown.
    func userDismissalEnded(_ layer: LayerID) {
      guard userDismissing.remove(layer) != nil else { return }
      advance()
    }
  }
#endif
