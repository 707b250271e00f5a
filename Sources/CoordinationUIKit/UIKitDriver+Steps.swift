#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import Coordination
  import CoordinationRendering
  import Foundation
  import UIKit

  // The render steps, done with UIKit's calls.

  extension UIKitDriver {
    /// Does one step; one that starts a transition makes the driver wait for it.
    func perform(_ step: RenderStep) {
      switch step {
      case .dismiss(let layers, let animated):
        dismiss(layers, animated: animated)
      case .update(let stack, _, let change, let animated):
        update(stack, change, animated: animated)
      case .setTabs(let layer, let stacks, let selectedIndex):
        guard let tabs = containers[layer]?.controller as? UITabBarController else { return }
        tabs.setViewControllers(stacks.map(navigationController), animated: false)
        tabs.selectedIndex = selectedIndex
      case .select(let tab, let layer):
        (containers[layer]?.controller as? UITabBarController)?.selectedIndex = tab
      case .present(let layer, let animated):
        present(layer, animated: animated)
      }
    }

    /// Changes one navigation controller, and waits for its transition if it animates.
    private func update(_ stack: StackID, _ change: StackChange, animated: Bool) {
      guard let navigation = stepNavigation(for: stack) else { return }
      navigation.apply(change, animated: animated)
      if animated, let transition = navigation.controller.transitionCoordinator {
        _ = wait(for: transition)
      }
    }

    /// Dismisses layers: the lowest from its presenter, which takes the others along. A
    /// dismissal UIKit refuses never calls its completion, so the driver stops waiting.
    private func dismiss(_ layers: [LayerID], animated: Bool) {
      guard let lowest = layers.first, let container = containers[lowest]?.controller,
        let presenter = container.presentingViewController
      else { return }
      let ended = beginTransition()
      presenter.dismiss(animated: animated, completion: ended)
      if container.presentingViewController != nil, !container.isBeingDismissed { ended() }
    }

    /// Presents one new layer from the top of what is presented, once the root is in a
    /// visible window; a presentation UIKit refuses never calls its completion, so the driver
    /// stops waiting, and tries again with the next render.
    private func present(_ layer: ShownLayer, animated: Bool) {
      guard layer.style != .root else {
        let container = makeContainer(for: layer)
        rootContainer = container === root ? nil : container
        if container is UITabBarController {
          containers[layer.id] = LayerContainer(container, layer: layer.id, driver: self)
        }
        // The flow's first screens pushed onto an app's navigation controller.
        if container === adopted, let transition = root.transitionCoordinator {
          _ = wait(for: transition)
        }
        return
      }
      guard rootIsInVisibleWindow else {
        steps.insert(.present(layer, animated: animated), at: 0)
        waitsForWindow = true
        return
      }
      let container = makeContainer(for: layer)
      let delegate = LayerContainer(container, layer: layer.id, driver: self)
      containers[layer.id] = delegate
      var presenter: UIViewController = windowRootViewController
      while let next = presenter.presentedViewController { presenter = next }
      if layer.style.isQuestion {
        anchor(container, on: presenter, delegate: delegate)
      } else if layer.style == .popover {
        configurePopover(container, as: layer, on: presenter, delegate: delegate)
      } else {
        configure(container, as: layer, delegate: delegate)
      }
      let ended = beginTransition()
      presenter.present(container, animated: animated, completion: ended)
      if container.presentingViewController == nil {
        ended()
        steps.insert(.present(layer, animated: animated), at: 0)
        waitsForWindow = true
      }
    }

    /// A sheet's or a full-screen layer's presentation: its style, a sheet's detents and
    /// grabber, and the delegate that hears a sheet dragged away.
    private func configure(
      _ container: UIViewController, as layer: ShownLayer, delegate: LayerContainer
    ) {
      container.modalPresentationStyle = layer.style == .fullScreen ? .fullScreen : .pageSheet
      // visionOS has sheets but no detents or grabber: its sheets keep their one size.
      #if !os(visionOS)
        if layer.style == .sheet, let sheet = container.sheetPresentationController {
          sheet.detents = layer.sheetOptions.detents.map(Self.detent)
          sheet.prefersGrabberVisible = layer.sheetOptions.showsGrabber
        }
      #endif
      container.presentationController?.delegate = delegate
    }

    /// The view controller that shows a layer: the root navigation controller, a new
    /// navigation controller, a tab bar controller of navigation controllers, a split view
    /// controller of navigation controllers, or a question's alert controller. A modal layer's
    /// `LayerContainer` becomes its tab bar controller's delegate.
    private func makeContainer(for layer: ShownLayer) -> UIViewController {
      if layer.style.isQuestion { return makeAlertController(for: layer) }
      if let columns = layer.splitColumns {
        return makeSplitController(for: layer, columns: columns)
      }
      if layer.style == .root, !layer.isTabbed, let stack = layer.stacks.first {
        adopt(root, for: stack)
        return root
      }
      guard layer.isTabbed else {
        return layer.stacks.first.map(navigationController)
          ?? CoordinatedNavigationController(nibName: nil, bundle: nil)
      }
      let tabs = UITabBarController(nibName: nil, bundle: nil)
      tabs.setViewControllers(layer.stacks.map(navigationController), animated: false)
      tabs.selectedIndex = layer.selectedIndex
      return tabs
    }

    /// The navigation controller of a stack, made when the stack first shows.
    func navigationController(for stack: ShownLayer.Stack) -> UINavigationController {
      if let navigation = navigationControllers[stack.id] {
        // A tab that stays when the tabs are set again shows what its stack has now.
        if navigation.controller.viewControllers.map(screen(of:)) != stack.screens.map(\.id) {
          navigation.setAsDriver(stack.screens.map(controller))
        }
        return navigation.controller
      }
      let navigation = CoordinatedNavigationController(nibName: nil, bundle: nil)
      if let tab = stack.tab {
        navigation.tabBarItem = UITabBarItem(title: tab.description, image: nil, tag: 0)
      }
      adopt(navigation, for: stack)
      return navigation
    }

    /// Makes `navigation` show `stack`, its delegate reporting the user's changes.
    private func adopt(_ navigation: UINavigationController, for stack: ShownLayer.Stack) {
      let stackNavigation = StackNavigation(navigation, stack: stack.id, driver: self)
      navigationControllers[stack.id] = stackNavigation
      (navigation as? CoordinatedNavigationController)?.onAppear = { [weak self] in
        self?.rootAppeared()
      }
      // An adopted navigation controller keeps the app's screens below the flow's, which
      // come in as a push when the app shows it.
      let animated = navigation === adopted && rootIsInVisibleWindow
      stackNavigation.apply(.replace(with: stack.screens), animated: animated)
    }
  }
#endif

#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  extension UIKitDriver {
    #if !os(visionOS)
      /// UIKit's detent for a sheet detent: fractions and heights become custom detents.
      static func detent(_ detent: SheetDetent) -> UISheetPresentationController.Detent {
        switch detent {
        case .medium: .medium()
        case .large: .large()
        case .fraction(let fraction):
          .custom { context in CGFloat(fraction) * context.maximumDetentValue }
        case .height(let height): .custom { _ in CGFloat(height) }
        }
      }
    #endif
  }
#endif
