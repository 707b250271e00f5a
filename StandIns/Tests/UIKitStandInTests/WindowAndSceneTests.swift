import Testing
import UIKit

/// A scene delegate as an app writes it: it declares the window.
final class SceneDelegate: UIWindowSceneDelegate {
  var window: UIWindow?
  let root: UIViewController

  init(root: UIViewController) {
    self.root = root
  }

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = root
    window.makeKeyAndVisible()
    self.window = window
  }
}

/// A scene delegate that does not declare the optional window.
final class WindowlessSceneDelegate: UIWindowSceneDelegate {}

/// An app delegate that only answers the launch.
final class AppDelegate: UIApplicationDelegate {}

extension StandInTests {
  @Suite("UIWindow and scenes")
  struct WindowAndSceneTests {
    let log = EventLog()

    init() {
      resetStandIn()
    }

    @Test("makeKeyAndVisible makes the window key and shows its root")
    func makeKeyAndVisible() {
      let root = Screen("A", log: log)
      let scene = UIWindowScene.standInMake()
      let window = UIWindow(windowScene: scene)
      window.rootViewController = root
      #expect(window.isHidden && !window.isKeyWindow && !root.isViewLoaded)
      window.makeKeyAndVisible()
      #expect(window.isKeyWindow && !window.isHidden && scene.keyWindow === window)
      #expect(scene.windows == [window] && window.windowScene === scene)
      #expect(log.events == ["A viewDidLoad", "A viewWillAppear", "A viewDidAppear"])
      #expect(root.view.window === window)
    }

    @Test("Replacing the root of a visible window swaps the appearance")
    func replaceRoot() {
      let first = Screen("A", log: log)
      let second = Screen("B", log: log)
      let window = showInWindow(first)
      log.events.removeAll()
      window.rootViewController = second
      #expect(
        log.events == [
          "A viewWillDisappear", "A viewDidDisappear", "B viewDidLoad", "B viewWillAppear",
          "B viewDidAppear",
        ])
      #expect(first.viewIfLoaded?.window == nil && second.view.window === window)
    }

    @Test("A scene delegate builds its window when the scene connects")
    func sceneDelegate() {
      let root = Screen("A", log: log)
      let delegate = SceneDelegate(root: root)
      let scene = UIWindowScene.standInMake()
      scene.delegate = delegate
      delegate.scene(scene, willConnectTo: scene.session, options: .standInMake())
      #expect(delegate.window?.isKeyWindow == true)
      #expect(scene.session.scene === scene)
      #expect(log.events.last == "A viewDidAppear")
    }

    @Test("Optional requirements have UIKit's defaults")
    func defaults() {
      let windowless = WindowlessSceneDelegate()
      windowless.window = UIWindow()
      #expect(windowless.window == nil)
      #expect(AppDelegate().application(.shared, didFinishLaunchingWithOptions: nil))
    }

    @Test("Connected scenes are those the test connected")
    func connectedScenes() {
      UIApplication.shared.standInReset()
      let scene = UIWindowScene.standInMake()
      UIApplication.shared.standInConnect(scene)
      #expect(UIApplication.shared.connectedScenes == [scene])
    }
  }
}
