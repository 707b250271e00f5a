import Coordination
import CoordinationUIKit
import Foundation
import UIKit

// A legacy app that owns its navigation controller and its screens, and shows one flow of the
// pages app with the library above them.

/// A screen of the app, which the library did not make.
final class AppScreenController: UIViewController {
  init(_ title: String) {
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }
  required init?(coder: NSCoder) { fatalError("not used") }
}

/// The pages flow run as a store's root: it shows the first page and finishes with a name.
final class AdoptedPagesFlow: FlowCoordinator<PagesRoute, String> {
  /// Whether the first page refuses to be left by the user.
  var firstRefusesLeaving = false

  override func start() { show(.first) }

  override func destination(for route: PagesRoute) -> Destination {
    pagesDestination(for: route)
  }

  override func canLeave(_ route: PagesRoute, cause: NavigationCause) -> Bool {
    !(route == .first && firstRefusesLeaving)
  }
}

/// The app's own delegate of its navigation controller: records what it is told.
final class RecordingNavigationDelegate: NSObject, UINavigationControllerDelegate {
  private(set) var shown: [String] = []

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    shown.append(viewController.title ?? "?")
  }
}

/// The app's navigation controller in a visible window, showing its settings screen, with the
/// pages flow attached above it.
@MainActor
final class AdoptionApp {
  let window = UIWindow(frame: .zero)
  let settings = AppScreenController("settings")
  let navigation: UINavigationController
  let appDelegate = RecordingNavigationDelegate()
  let flow = AdoptedPagesFlow()
  /// The delegate UIKit gave the swipe back, before the driver came.
  let systemGestureDelegate: (any UIGestureRecognizerDelegate)?
  let store: NavigationStore
  let driver: UIKitDriver
  /// How the flow ended, as the app heard it.
  private(set) var outcomes: [String] = []
  /// The view controllers the driver reported as not its own.
  private(set) var foreign: [String] = []

  init(prepare: (AdoptedPagesFlow) -> Void = { _ in }) {
    StandInTransitions.reset()
    StandInLog.clear()
    navigation = UINavigationController(rootViewController: settings)
    navigation.delegate = appDelegate
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    systemGestureDelegate = navigation.interactivePopGestureRecognizer?.delegate
    prepare(flow)
    store = NavigationStore(root: flow, leakTracking: true)
    driver = UIKitDriver(store: store, registry: pagesRegistry(), adopting: navigation)
    store.whenRootFinishes { [weak self] outcome in
      switch outcome {
      case .completed(let value): self?.outcomes.append("\(value)")
      case .cancelled(let cause): self?.outcomes.append("cancelled \(cause.rawValue)")
      }
    }
    driver.onForeignScreen = { [weak self] in self?.foreign.append($0.title ?? "?") }
  }

  /// What the app's navigation controller shows: the app's screens by title, the driver's by
  /// screen.
  var shown: [String] {
    navigation.viewControllers.map { controller in
      driver.screen(of: controller).map { "\($0)" } ?? controller.title ?? "?"
    }
  }

  /// What the store's root stack says the driver's part shows, above the app's screen.
  var expected: [String] {
    ["settings"] + (store.state.layers.first?.stacks.first?.screens.map { "\($0.id)" } ?? [])
  }
}
