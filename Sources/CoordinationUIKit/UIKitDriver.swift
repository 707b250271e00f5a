#if canImport(UIKit)
  public import Coordination
  import CoordinationRendering
  import Foundation
  public import UIKit

  /// Shows a navigation store with UIKit, and tells the store what the user did.
  ///
  /// Each stack of screens is a `UINavigationController` (one `setViewControllers(_:animated:)`
  /// when several screens change in one update, an animated push or pop when one does); each
  /// modal layer is presented, in order, as its own navigation controller (a sheet as
  /// `.pageSheet`, a full-screen layer as `.fullScreen`), a tab layer as a
  /// `UITabBarController` with a navigation controller per tab, and a split layer as a
  /// `UISplitViewController` (`.doubleColumn` or `.tripleColumn`) with a navigation controller
  /// per column and one for its compact column, which shows the columns' screens as one stack
  /// while collapsed (its delegate's collapse and expand move them). A screen's view controller
  /// comes from the ``ViewControllerRegistry`` once, and is reused while the screen stays.
  ///
  /// The driver reports each user change exactly once: the back button, the back menu and a
  /// completed swipe-back as `UserAction.popped(to:)`, a sheet dragged down as `.dismissed`,
  /// a tab tapped as `.selectedTab`, a swipe lifted halfway as `.cancelledInteractivePop`. What
  /// it changed itself is never reported. When a guard refuses, what the user removed is put
  /// back; a sheet whose screens refuse to be left gets `isModalInPresentation`, and the swipe
  /// back is not allowed to begin over a screen that refuses.
  ///
  /// ```swift
  /// let driver = UIKitDriver(store: NavigationStore(root: AppCoordinator()), registry: registry)
  /// window.rootViewController = driver.rootViewController
  /// ```
  @MainActor
  public final class UIKitDriver {
    /// The store shown.
    public let store: NavigationStore
    /// The root layer's navigation controller; when the root layer is a split, see
    /// ``windowRootViewController``.
    public var rootViewController: UINavigationController { root }
    /// The view controller of the root layer: install it as the window's root. The root
    /// layer's `UISplitViewController` when the root coordinator is a `SplitCoordinator`, else
    /// ``rootViewController``.
    public var windowRootViewController: UIViewController { rootSplitController ?? root }
    /// The root layer's navigation controller.
    let root: CoordinatedNavigationController
    /// Where view controllers come from.
    public let registry: ViewControllerRegistry

    var shown = ShownNavigation()
    /// The view controller of each shown screen, and the screen of each view controller.
    var controllers: [ScreenID: UIViewController] = [:]
    var screens: [ObjectIdentifier: ScreenID] = [:]
    /// The navigation controller of each shown stack, and its delegate.
    var navigationControllers: [StackID: CoordinatedNavigationController] = [:]
    var stackDelegates: [StackID: StackDelegate] = [:]
    /// The presented container of each modal layer (a navigation or tab bar controller).
    var containers: [LayerID: UIViewController] = [:]
    var layerDelegates: [LayerID: LayerDelegate] = [:]
    /// The split view controller of each split layer, its delegate, and the navigation
    /// controller of its compact column with that one's delegate, by its first column's stack.
    var splitControllers: [LayerID: UISplitViewController] = [:]
    var splitDelegates: [LayerID: SplitDelegate] = [:]
    var compactNavigations: [StackID: CoordinatedNavigationController] = [:]
    var compactStackDelegates: [StackID: StackDelegate] = [:]
    /// The root layer's split view controller, when the root layer is a split.
    var rootSplitController: UIViewController?
    /// Presentations and dismissals UIKit is still animating: UIKit refuses to present from a
    /// view controller whose own transition runs, so updates wait for them to end.
    private var transitionsInFlight = 0
    private var needsRender = false
    /// Sheets the user is dragging away: UIKit reports the end of the drag (`didDismiss`)
    /// after the dismissal's transition, and nothing is shown in between.
    private var userDismissing: Set<LayerID> = []
    /// Whether the driver is making UIKit calls: a delegate call they cause (UIKit ending an
    /// earlier transition first) waits until they are done.
    private var isRendering = false
    private var userChangesWaiting: [() -> Void] = []
    private var token: ObserverToken?

    /// Shows `store` (starting it if it has not started) with view controllers from `registry`.
    public init(store: NavigationStore, registry: ViewControllerRegistry) {
      self.store = store
      self.registry = registry
      root = CoordinatedNavigationController(nibName: nil, bundle: nil)
      token = store.observe { [weak self] _ in self?.render() }
      if !store.isStarted { store.start() }
      render()
    }

    isolated deinit { token?.cancel() }

    /// The view controller shown for a screen, if the screen is shown.
    public func viewController(for screen: ScreenID) -> UIViewController? { controllers[screen] }

    /// The screen a view controller shows, if it shows one.
    public func screen(of viewController: UIViewController) -> ScreenID? {
      screens[ObjectIdentifier(viewController)]
    }

    // MARK: Rendering

    /// Brings UIKit to the store's state, once the transitions in flight have ended.
    func render() {
      guard transitionsInFlight == 0, userDismissing.isEmpty, !waitsForUIKitsTransition() else {
        needsRender = true
        return
      }
      let steps = shown.render(store.state)
      isRendering = true
      defer { finishRendering() }
      var index = 0
      while index < steps.count {
        if case .present = steps[index] {
          let layers = steps[index...].compactMap { step -> (ShownLayer, Bool)? in
            if case .present(let layer, let animated) = step { return (layer, animated) }
            return nil
          }
          present(layers[...])
          index += layers.count
        } else {
          perform(steps[index])
          index += 1
        }
      }
      forgetWhatLeft()
      updateGuards()
      reconcilePresentations()
    }

    /// Dismisses what UIKit presents that the record does not show at that place, when a
    /// user's dismissal and the driver's own presentation crossed (the driver presented from
    /// the sheet the user was dragging away). Missing layers are not presented here: a layer
    /// UIKit no longer shows is either being reported as the user's dismissal, or presented
    /// again by the render that follows the store's refusal.
    private func reconcilePresentations() {
      guard transitionsInFlight == 0 else { return }
      var chain: [UIViewController] = []
      var next = windowRootViewController.presentedViewController
      while let current = next {
        if current.isBeingPresented || current.isBeingDismissed { return }
        chain.append(current)
        next = current.presentedViewController
      }
      let expected = shown.layers.dropFirst()
      let agreeing = zip(chain, expected).prefix { $0 === containers[$1.id] }.count
      guard agreeing < chain.count else { return }
      chain[agreeing].presentingViewController?.dismiss(animated: false, completion: nil)
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
    }

    /// Whether a transition the driver did not start is running: a presentation or dismissal
    /// (a sheet the user is dragging away), a pop the user made that UIKit has not finished
    /// showing, or a pop the user's swipe began (until it has finished or slid back). The driver then renders when it ends, instead of changing what
    /// UIKit is animating.
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
          .filter { $0.userPopTarget != nil }
          .compactMap(\.transitionCoordinator).first
      }
      if running == nil {
        running = (Array(navigationControllers.values) + compactNavigations.values).lazy
          .compactMap(\.transitionCoordinator)
          .first { $0.initiallyInteractive }
      }
      guard let running else { return false }
      let ended = beginTransition()
      // UIKit answers `false` once the transition is ending (its own completion is running).
      guard running.animate(alongsideTransition: nil, completion: { _ in ended() }) else {
        ended()
        return false
      }
      return true
    }

    /// The user began dragging a sheet away: nothing is shown until UIKit says whether it left
    /// (`didDismiss`) or the drag was cancelled (the sheet slid back).
    func userWillDismiss(_ layer: LayerID, transition: (any UIViewControllerTransitionCoordinator)?)
    {
      userDismissing.insert(layer)
      let queued = transition?.animate(alongsideTransition: nil) { [weak self] context in
        if context.isCancelled { self?.userDismissalEnded(layer) }
      }
      if queued != true, transition != nil { userDismissalEnded(layer) }
    }

    /// The user's drag of a sheet ended (it left, or slid back): what waited is shown.
    func userDismissalEnded(_ layer: LayerID) {
      guard userDismissing.remove(layer) != nil, userDismissing.isEmpty, needsRender else {
        return
      }
      needsRender = false
      render()
    }

    /// Starts a presentation or dismissal; the returned closure ends it (UIKit's completion).
    func beginTransition() -> () -> Void {
      transitionsInFlight += 1
      return { [weak self] in
        guard let self else { return }
        transitionsInFlight -= 1
        if transitionsInFlight == 0, needsRender {
          needsRender = false
          render()
        }
      }
    }

    /// The view controller of a screen: made once, then reused.
    func controller(for screen: Screen) -> UIViewController {
      if let controller = controllers[screen.id] { return controller }
      let controller = registry.viewController(for: screen, model: store.model(for: screen.id))
      controllers[screen.id] = controller
      screens[ObjectIdentifier(controller)] = screen.id
      return controller
    }

    /// Drops the view controllers, navigation controllers and containers of what is no
    /// longer shown.
    private func forgetWhatLeft() {
      let state = store.state
      let liveScreens = Set(state.allScreens.map(\.id))
      for (id, controller) in controllers where !liveScreens.contains(id) {
        controllers[id] = nil
        screens[ObjectIdentifier(controller)] = nil
      }
      let liveStacks = Set(state.layers.flatMap { $0.stacks.map(\.id) })
      for stack in navigationControllers.keys where !liveStacks.contains(stack) {
        navigationControllers[stack] = nil
        stackDelegates[stack] = nil
        compactNavigations[stack] = nil
        compactStackDelegates[stack] = nil
      }
      let liveLayers = Set(state.layers.map(\.id))
      for layer in containers.keys where !liveLayers.contains(layer) {
        containers[layer] = nil
        layerDelegates[layer] = nil
      }
      for layer in splitControllers.keys where !liveLayers.contains(layer) {
        splitControllers[layer] = nil
        splitDelegates[layer] = nil
      }
    }

    /// A sheet that may not be dragged away (its options say so, or one of its screens
    /// refuses to be left) is modal in presentation.
    private func updateGuards() {
      for layer in store.state.layers.dropFirst() {
        let refuses = layer.stacks.contains { stack in
          stack.screens.contains { !store.canUserLeave($0.id) }
        }
        containers[layer.id]?.isModalInPresentation =
          refuses || !layer.sheetOptions.allowsSwipeToDismiss
      }
    }
  }
#endif
