#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  public import Coordination
  import CoordinationRendering
  import Foundation
  public import UIKit

  /// The UIKit adapter: shows a navigation store with UIKit, and tells the store what the user
  /// did.
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
  /// The adapter reports each user change exactly once: the back button, the back menu and a
  /// completed swipe-back as `UserAction.popped(to:)`, a sheet dragged down as `.dismissed`,
  /// a tab tapped as `.selectedTab`, a swipe lifted halfway as `.cancelledInteractivePop`, a
  /// question's button as `.answered`, and a tap outside an action sheet's popover as the
  /// cancel button's `.answered` when UIKit runs its handler, else as `.dismissed`. What
  /// it changed itself is never reported. When a guard refuses, what the user removed is put
  /// back; a sheet whose screens refuse to be left gets `isModalInPresentation`, and the swipe
  /// back is not allowed to begin over a screen that refuses.
  ///
  /// UIKit takes one transition at a time: the adapter queues its changes until UIKit is idle,
  /// presents modal layers only once the root is in a visible window, and says when it has
  /// nothing left to do (``isSettled``, ``settled()``); see <doc:DrivingUIKit>.
  ///
  /// An existing app can drive one flow with it in its own navigation controller
  /// (``init(store:registry:adopting:)``); in every navigation controller, view controllers the
  /// adapter did not make stay where the app or an SDK put them (<doc:AdoptingOneFlow>).
  ///
  /// ```swift
  /// let driver = UIKitDriver(store: NavigationStore(root: AppCoordinator()), registry: registry)
  /// window.rootViewController = driver.windowRootViewController
  /// ```
  @MainActor
  public final class UIKitDriver {
    /// The navigation store this driver shows in UIKit and tells what the user did.
    public let store: NavigationStore
    /// The root layer's navigation controller; when the root layer is a split or tabs, see
    /// ``windowRootViewController``.
    public var rootViewController: UINavigationController { root }
    /// The view controller of the root layer: install it as the window's root. The root
    /// layer's `UISplitViewController` when the root coordinator is a `SplitCoordinator`, its
    /// `UITabBarController` when it is a `TabCoordinator`, else ``rootViewController``.
    public var windowRootViewController: UIViewController { rootContainer ?? root }
    /// The root layer's navigation controller: the driver's own, or the app's it adopted.
    let root: UINavigationController
    /// The app's navigation controller the driver shows the store's root stack in, above the
    /// app's own screens (see ``init(store:registry:adopting:)``); `nil` when the driver made
    /// its root.
    weak var adopted: UINavigationController?
    /// Whether the driver still keeps the adopted navigation controller's delegates (until the
    /// root flow has ended and UIKit shows it).
    var isAttached = false
    /// The driver itself, from the end of an adopted flow until its screens have left.
    var keptUntilDetached: UIKitDriver?
    /// Where view controllers come from.
    public let registry: ViewControllerRegistry

    var shown = ShownNavigation()
    /// The view controller of each shown screen.
    var screenControllers = ScreenControllers()
    /// The navigation controller of each shown stack, with the driver's side of it.
    var navigationControllers: [StackID: StackNavigation] = [:]
    /// The presented container of each modal layer (a navigation, tab bar, split or alert
    /// controller).
    var containers: [LayerID: LayerContainer] = [:]
    /// The split view controller of each split layer.
    var splitControllers: [LayerID: SplitContainer] = [:]
    /// The navigation controller of each split layer's compact column, by its first column's
    /// stack.
    var compactNavigations: [StackID: StackNavigation] = [:]
    /// The root layer's split view controller or tab bar controller, when it is a split or
    /// tabs.
    var rootContainer: UIViewController?
    /// The transitions the driver waits for, its own and UIKit's, by number: each ends once,
    /// however often UIKit calls its completion.
    var transitions: Set<Int> = []
    var nextTransition = 0
    /// The render steps not done yet, in order; the record already shows them.
    var steps: [RenderStep] = []
    /// Whether the store changed since the last render.
    var needsRender = false
    /// Whether a split's width changed and its view controllers have not moved yet.
    var needsSplitLayout = false
    /// Whether a presentation waits until the root is in a visible window (UIKit refuses to
    /// present from a view controller whose view is not in a window's hierarchy).
    var waitsForWindow = false
    /// Sheets the user is dragging away: UIKit reports the end of the drag (`didDismiss`)
    /// after the dismissal's transition, and nothing is shown in between.
    var userDismissing: Set<LayerID> = []
    /// Whether the driver is making UIKit calls: a delegate call they cause waits until they
    /// are done.
    var isRendering = false
    /// Whether the driver is telling the store what the user did: the store's update is then
    /// rendered once the report returns, not inside it.
    var isReporting = false
    /// How many times the driver compared a navigation controller with its record (a test
    /// counts them per user action).
    package internal(set) var reconciliations = 0
    /// The last view controller the driver did not make that it saw presented over its layers.
    weak var foreignPresentation: UIViewController?
    var userChangesWaiting: [() -> Void] = []
    var settledWaiters: [CheckedContinuation<Void, Never>] = []
    private var token: ObserverToken?

    /// Called when the user tries to drag away a sheet that may not leave (its
    /// `SheetOptions.allowsSwipeToDismiss` is `false`, or one of its screens refuses to be
    /// left), with the sheet's layer: UIKit recommends telling the user why, for example with
    /// an alert. The sheet stays; a refusal by a screen is also recorded by the store.
    public var onRefusedDismissal: ((LayerID) -> Void)?

    /// Called when UIKit shows over the adapter's screens a view controller the adapter did not
    /// make: pushed by the app or an SDK on top of one of its navigation controllers (each time
    /// it becomes the top), or presented over its layers. The adapter leaves it alone: it is
    /// not the user's change to the store, and when it leaves, the adapter's screens are as
    /// before (see <doc:AdoptingOneFlow>).
    public var onForeignScreen: ((UIViewController) -> Void)?

    /// The delegate the adopted navigation controller had before the adapter became its
    /// delegate: the adapter forwards `willShow` and `didShow` to it. Set this, not the
    /// navigation controller's `delegate`, while the adapter is attached; the adapter gives it
    /// back to the navigation controller once the flow has ended.
    public weak var forwardedNavigationDelegate: (any UINavigationControllerDelegate)?

    /// Shows `store` (starting it if it has not started) with view controllers from `registry`.
    public init(store: NavigationStore, registry: ViewControllerRegistry) {
      self.store = store
      self.registry = registry
      let root = CoordinatedNavigationController(nibName: nil, bundle: nil)
      self.root = root
      root.onAppear = { [weak self] in self?.rootAppeared() }
      token = store.observe { [weak self] _ in self?.storeChanged() }
      if !store.isStarted { store.start() }
      render()
    }

    /// Shows `store`'s flow in an app's navigation controller, above the screens it shows now,
    /// which stay the app's: the adapter never changes them. The store's root coordinator must
    /// show one stack (not tabs or a split).
    ///
    /// The adapter becomes the navigation controller's delegate and forwards to the delegate it
    /// had (``forwardedNavigationDelegate``). A back past the flow's first screen (the back
    /// button, a swipe, the back menu to an app's screen) is the user leaving the flow
    /// (`UserAction.leftFlow`): the guards are asked as for any back, and a refusal puts the
    /// flow's screens back; else the root coordinator's flow ends, cancelled
    /// (`NavigationStore.whenRootFinishes(_:)`). When the flow ends by its own call, its
    /// screens leave and the app's are shown again. See <doc:AdoptingOneFlow>.
    public init(
      store: NavigationStore, registry: ViewControllerRegistry,
      adopting navigationController: UINavigationController
    ) {
      self.store = store
      self.registry = registry
      root = navigationController
      adopted = navigationController
      isAttached = true
      forwardedNavigationDelegate = navigationController.delegate
      token = store.observe { [weak self] _ in self?.storeChanged() }
      if !store.isStarted { store.start() }
      render()
    }

    isolated deinit { token?.cancel() }

    /// The view controller shown for a screen, if the screen is shown.
    public func viewController(for screen: ScreenID) -> UIViewController? {
      screenControllers[screen]
    }

    /// The screen a view controller shows, if it shows one.
    public func screen(of viewController: UIViewController) -> ScreenID? {
      screenControllers.screen(of: viewController)
    }

    /// Whether the adapter has nothing left to do: UIKit shows the store's state, and no
    /// transition the adapter started or waits for runs (see <doc:DrivingUIKit>).
    public var isSettled: Bool {
      steps.isEmpty && !needsRender && !needsSplitLayout && transitions.isEmpty && !waitsForWindow
        && userDismissing.isEmpty && !isRendering
    }

    /// Returns once the adapter has settled (``isSettled``): at once if it has.
    public func settled() async {
      guard !isSettled else { return }
      await withCheckedContinuation { settledWaiters.append($0) }
    }
  }
#endif
