import Coordination
import CoordinationUIKit
import DemoAccounts
import LegacyAdoptionUIKit
import Testing
import UIKit

extension AppsOnStandIns {
  @Suite("A legacy UIKit app that adopts one flow")
  struct LegacyAdoptionUIKitTests {
    /// The legacy app, launched as the system does: its own navigation controller.
    @MainActor
    struct LegacyApp {
      let scene: UIWindowScene
      let navigation: UINavigationController

      init() throws {
        StandInTransitions.reset()
        StandInLog.clear()
        let delegate = LegacyAdoptionUIKit.SceneDelegate()
        scene = UIWindowScene.standInMake()
        scene.delegate = delegate
        delegate.scene(scene, willConnectTo: scene.session, options: .standInMake())
        navigation = try #require(delegate.navigationController)
      }

      var account: AccountViewController? {
        navigation.viewControllers.first as? AccountViewController
      }
      var top: UIViewController { navigation.topViewController ?? UIViewController() }
      var titles: [String] { navigation.viewControllers.map { $0.title ?? "untitled" } }
      var texts: [String] { top.view.visibleViews.compactMap { ($0 as? UILabel)?.text } }

      func tap(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let button = top.view.visibleViews.compactMap { $0 as? UIButton }
          .first { $0.currentTitle == title }
        #expect(button != nil, "no button “\(title)”", sourceLocation: sourceLocation)
        button?.standInTap()
      }

      func type(_ text: String, into placeholder: String) {
        top.view.visibleViews.compactMap { $0 as? UITextField }
          .first { $0.placeholder == placeholder }?.standInType(text)
      }
    }

    @Test("Signing in runs the library's flow above the app's screen and returns the user")
    func signIn() throws {
      let app = try LegacyApp()
      let account = try #require(app.account)
      #expect(app.titles == ["Account"] && app.texts == ["You are not signed in."])
      app.tap("Sign in")
      #expect(app.titles == ["Account", "Log in"])
      #expect(app.navigation.viewControllers.first === account)
      app.type("ann@example.com", into: "E-mail")
      app.type(DemoAccount.password, into: "Password")
      app.tap("Log in")
      #expect(app.titles == ["Account"])
      #expect(app.texts == ["Signed in as Ann Demo."])
      #expect(account.login == nil)
      #expect(StandInTransitions.warnings == [])
    }

    @Test("The back button on the form leaves the flow; the app's own screens still work")
    func backLeavesTheFlow() async throws {
      let app = try LegacyApp()
      let account = try #require(app.account)
      app.tap("Sign in")
      weak let store = account.login?.store
      weak let driver = account.login
      #expect(app.navigation.standInTapBack())
      #expect(driver == nil)
      #expect(app.titles == ["Account"] && app.texts == ["You are not signed in."])
      #expect(account.login == nil)
      // The store's deinit is isolated to the main actor: it may run once the test yields.
      for _ in 0..<10 where store != nil { await Task.yield() }
      #expect(store == nil)
      app.tap("About")
      #expect(app.titles == ["Account", "About"])
      #expect(app.navigation.standInTapBack())
      app.tap("Sign in")
      #expect(app.titles == ["Account", "Log in"])
      #expect(StandInTransitions.warnings == [])
    }
  }
}
