#if canImport(UIKit)
  import Coordination
  import CoordinationRendering
  import Foundation
  import UIKit

  // The render steps, done with UIKit's calls.

  extension UIKitDriver {
    /// Does one step other than a presentation.
    func perform(_ step: RenderStep) {
      switch step {
      case .dismiss(let layers, let animated):
        dismiss(layers, animated: animated)
      case .update(let stack, _, let change, let animated):
        update(stack, change, animated: animated)
      case .setTabs(let layer, let stacks, let selectedIndex):
        guard let tabs = containers[layer] as? UITabBarController else { return }
        tabs.setViewControllers(stacks.map(navigationController), animated: false)
        tabs.selectedIndex = selectedIndex
      case .select(let tab, let layer):
        (containers[layer] as? UITabBarController)?.selectedIndex = tab
      case .present:
        break
      }
    }

    /// Changes one navigation controller.
    private func update(_ stack: StackID, _ change: StackChange, animated: Bool) {
      guard let navigation = stepNavigation(for: stack) else { return }
      navigation.performAsDriver {
        switch change {
        case .push(let screen):
          navigation.pushViewController(controller(for: screen), animated: animated)
        case .pop(let screen):
          navigation.popToViewController(controller(for: screen), animated: animated)
        case .replace(let screens):
          navigation.setViewControllers(screens.map(controller), animated: animated)
        }
      }
    }

    /// Dismisses layers: the lowest from its presenter, which takes the others along.
    private func dismiss(_ layers: [LayerID], animated: Bool) {
      guard let lowest = layers.first, let container = containers[lowest],
        let presenter = container.presentingViewController
      else { return }
      presenter.dismiss(animated: animated, completion: beginTransition())
    }

    /// Presents new layers bottom first, each once the one below is shown (UIKit refuses to
    /// present from a view controller whose own presentation is still running).
    func present(_ layers: ArraySlice<(ShownLayer, Bool)>) {
      guard let (layer, animated) = layers.first else { return }
      guard layer.style != .root else {
        let container = makeContainer(for: layer)
        rootSplitController = layer.splitColumns == nil ? nil : container
        present(layers.dropFirst())
        return
      }
      let delegate = LayerDelegate(driver: self, layer: layer.id)
      layerDelegates[layer.id] = delegate
      let container = makeContainer(for: layer)
      containers[layer.id] = container
      var presenter: UIViewController = windowRootViewController
      while let next = presenter.presentedViewController { presenter = next }
      container.modalPresentationStyle = layer.style == .fullScreen ? .fullScreen : .pageSheet
      if layer.style == .sheet, let sheet = container.sheetPresentationController {
        sheet.detents = layer.sheetOptions.detents.map(Self.detent)
        sheet.prefersGrabberVisible = layer.sheetOptions.showsGrabber
      }
      container.presentationController?.delegate = delegate
      let ended = beginTransition()
      presenter.present(container, animated: animated) { [weak self] in
        ended()
        self?.present(layers.dropFirst())
      }
    }

    /// The view controller that shows a layer: the root navigation controller, a new
    /// navigation controller, a tab bar controller of navigation controllers, or a split view
    /// controller of navigation controllers.
    private func makeContainer(for layer: ShownLayer) -> UIViewController {
      if let columns = layer.splitColumns {
        return makeSplitController(for: layer, columns: columns)
      }
      if layer.style == .root, let stack = layer.stacks.first {
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
      tabs.delegate = layerDelegates[layer.id]
      return tabs
    }

    /// The navigation controller of a stack, made when the stack first shows.
    func navigationController(for stack: ShownLayer.Stack) -> UINavigationController {
      if let navigation = navigationControllers[stack.id] {
        // A tab that stays when the tabs are set again shows what its stack has now.
        if navigation.viewControllers.map(screen(of:)) != stack.screens.map(\.id) {
          navigation.performAsDriver {
            navigation.setViewControllers(stack.screens.map(controller), animated: false)
          }
        }
        return navigation
      }
      let navigation = CoordinatedNavigationController(nibName: nil, bundle: nil)
      if let tab = stack.tab {
        navigation.tabBarItem = UITabBarItem(title: tab.description, image: nil, tag: 0)
      }
      adopt(navigation, for: stack)
      return navigation
    }

    /// Makes `navigation` show `stack`, with a delegate that reports the user's changes.
    private func adopt(_ navigation: CoordinatedNavigationController, for stack: ShownLayer.Stack) {
      let delegate = StackDelegate(driver: self, stack: stack.id)
      stackDelegates[stack.id] = delegate
      navigationControllers[stack.id] = navigation
      navigation.delegate = delegate
      navigation.interactivePopGestureRecognizer?.delegate = delegate
      navigation.performAsDriver {
        navigation.setViewControllers(stack.screens.map(controller), animated: false)
      }
    }
  }
#endif

#if canImport(UIKit)
  extension UIKitDriver {
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
  }
#endif
