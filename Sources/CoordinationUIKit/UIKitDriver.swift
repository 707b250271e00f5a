#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
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
  /// while collapsed (its delegate's collapse and expand move them). A question layer (an
  /// `Alert`) is a `UIAlertController` made from its screen's `AlertModel`: an alert, or an
  /// action sheet for a confirmation dialog, anchored on iPad to the middle of the view it is
  /// presented from. A screen's view controller comes from the ``ViewControllerRegistry``
  /// once, and is reused while the screen stays.
  ///
  /// The driver reports each user change exactly once: the back button, the back menu and a
  /// completed swipe-back as `UserAction.popped(to:)`, a sheet dragged down as `.dismissed`,
  /// a tab tapped as `.selectedTab`, a swipe lifted halfway as `.cancelledInteractivePop`, a
  /// question's button as `.answered`, and a tap outside an action sheet's popover as the
  /// cancel button's `.answered` when UIKit runs its handler, else as `.dismissed`. What
  /// it changed itself is never reported. When a guard refuses, what the user removed is put
  /// back; a sheet whose screens refuse to be left gets `isModalInPresentation`, and the swipe
  /// back is not allowed to begin over a screen that refuses.
  ///
  /// UIKit takes one transition at a time: the driver queues its changes until UIKit is idle,
  /// presents modal layers only once the root is in a visible window, and says when it has
  /// nothing left to do (``isSettled``, ``settled()``); see <doc:DrivingUIKit>.
  ///
  /// ```swift
  /// let driver = UIKitDriver(store: NavigationStore(root: AppCoordinator()), registry: registry)
  /// window.rootViewController = driver.windowRootViewController
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
    /// The transitions the driver waits for, its own and UIKit's, by number: each ends once,
    /// however often UIKit calls its completion.
    var transitions: Set<Int> = []
    var nextTransition = 0
    /// The render steps not done yet, in order; the record already shows them.
    var steps: [RenderStep] = []
    /// Whether the store changed since the last render.
    var needsRender = false
    /// Whether a presentation waits until the root is in a visible window (UIKit refuses to
    /// present from a view controller whose view is not in a window's hierarchy).
    var waitsForWindow = false
    /// Sheets the user is dragging away: UIKit reports the end of the drag (`didDismiss`)
    /// after the dismissal's transition, and nothing is shown in between.
    var userDismissing: Set<LayerID> = []
    /// Whether the driver is making UIKit calls: a delegate call they cause waits until they
    /// are done.
    var isRendering = false
    var userChangesWaiting: [() -> Void] = []
    var settledWaiters: [CheckedContinuation<Void, Never>] = []
    private var token: ObserverToken?

    /// Called when the user tries to drag away a sheet that may not leave (its
    /// `SheetOptions.allowsSwipeToDismiss` is `false`, or one of its screens refuses to be
    /// left), with the sheet's layer: UIKit recommends telling the user why, for example with
    /// an alert. The sheet stays; a refusal by a screen is also recorded by the store.
    public var onRefusedDismissal: ((LayerID) -> Void)?

    /// Shows `store` (starting it if it has not started) with view controllers from `registry`.
    public init(store: NavigationStore, registry: ViewControllerRegistry) {
      self.store = store
      self.registry = registry
      root = CoordinatedNavigationController(nibName: nil, bundle: nil)
      root.onAppear = { [weak self] in self?.rootAppeared() }
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

    /// Whether the driver has nothing left to do: UIKit shows the store's state, and no
    /// transition the driver started or waits for runs (see <doc:DrivingUIKit>).
    public var isSettled: Bool {
      steps.isEmpty && !needsRender && transitions.isEmpty && !waitsForWindow
        && userDismissing.isEmpty && !isRendering
    }

    /// Returns once the driver has settled (``isSettled``): at once if it has.
    public func settled() async {
      guard !isSettled else { return }
      await withCheckedContinuation { settledWaiters.append($0) }
    }
  }
#endif
