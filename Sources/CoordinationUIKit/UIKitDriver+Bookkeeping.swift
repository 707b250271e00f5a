#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import Coordination
  import CoordinationRendering
  import Foundation
  import UIKit

  // What the driver keeps between renders: the view controllers of the shown screens, and
  // what it sets once UIKit has settled.

  extension UIKitDriver {
    /// The view controller of a screen: made once, then reused.
    func controller(for screen: Screen) -> UIViewController {
      if let controller = screenControllers[screen.id] { return controller }
      let controller = registry.viewController(for: screen, model: store.model(for: screen.id))
      screenControllers.record(controller, for: screen.id)
      return controller
    }

    /// Drops the view controllers, navigation controllers and containers of what is no
    /// longer shown.
    func forgetWhatLeft() {
      let state = store.state
      screenControllers.keep(only: Set(state.allScreens.map(\.id)))
      let liveStacks = Set(state.layers.flatMap { $0.stacks.map(\.id) })
      navigationControllers = navigationControllers.filter { liveStacks.contains($0.key) }
      compactNavigations = compactNavigations.filter { liveStacks.contains($0.key) }
      let liveLayers = Set(state.layers.map(\.id))
      containers = containers.filter { liveLayers.contains($0.key) }
      splitControllers = splitControllers.filter { liveLayers.contains($0.key) }
    }

    /// A sheet that may not be dragged away (its options say so, or one of its screens
    /// refuses to be left) is modal in presentation.
    func updateGuards() {
      // A question is never modal: a tap outside a popover must reach it.
      for layer in store.state.layers.dropFirst() where !layer.style.isQuestion {
        containers[layer.id]?.controller.isModalInPresentation =
          refusesDismissal(layer) || !layer.sheetOptions.allowsSwipeToDismiss
      }
    }

    /// Whether one of a layer's screens refuses to be left.
    func refusesDismissal(_ layer: PresentationLayer) -> Bool {
      layer.stacks.contains { stack in stack.screens.contains { !store.canUserLeave($0.id) } }
    }

    /// Dismisses what UIKit presents that the record does not show at that place, when a
    /// user's dismissal and the driver's own presentation crossed (the driver presented from
    /// the sheet the user was dragging away). Missing layers are not presented here: a layer
    /// UIKit no longer shows is either being reported as the user's dismissal, or presented
    /// again by the render that follows the store's refusal.
    func reconcilePresentations() {
      var chain: [UIViewController] = []
      var next = windowRootViewController.presentedViewController
      while let current = next {
        if current.isBeingPresented || current.isBeingDismissed { return }
        chain.append(current)
        next = current.presentedViewController
      }
      // What the app or an SDK presented stays: it is reported, never dismissed.
      if let foreign = chain.last(where: { !isOwnContainer($0) }) {
        reportForeignPresentation(foreign)
      }
      let own = chain.filter(isOwnContainer)
      let expected = shown.layers.dropFirst()
      let agreeing = zip(own, expected).prefix { $0 === containers[$1.id]?.controller }.count
      guard agreeing < own.count else { return }
      own[agreeing].presentingViewController?.dismiss(animated: false, completion: nil)
    }
  }
#endif
