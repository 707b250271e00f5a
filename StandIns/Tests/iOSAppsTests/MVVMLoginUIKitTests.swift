import Coordination
import CoordinationUIKit
import DemoAccounts
import MVVMLoginApp
import MVVMLoginUIKit
import Testing
import UIKit

extension AppsOnStandIns {
  @Suite("MVVM login in UIKit")
  struct MVVMLoginUIKitTests {
    private let hint = "Demo account: ann@example.com / coordinator"

    @Test("Log in: a wrong password's error is shown, then the demo account reaches Home")
    func logIn() throws {
      let app = try launch(MVVMLoginUIKit.SceneDelegate()) { $0.host }
      #expect(app.titles == ["Main"] && app.texts == ["You are not signed in."])
      app.tap("Log in")
      #expect(app.titles == ["Main", "Log in"] && app.texts == [hint])
      #expect(app.store.coordinatorCount == 2)
      app.type("ann@example.com", into: "E-mail")
      app.type("wrong password", into: "Password")
      app.tap("Log in")
      #expect(app.titles == ["Main", "Log in"])
      #expect(app.texts == [hint, AccountError.wrongCredentials.description])
      app.type(DemoAccount.password, into: "Password")
      app.tap("Log in")
      #expect(app.titles == ["Welcome, Ann Demo"])
      #expect(app.texts == ["Name: Ann Demo", "E-mail: ann@example.com"])
      #expect(app.store.state.description == "root: [home]")
      #expect(app.store.coordinatorCount == 1)
      app.tap("Log out")
      #expect(app.titles == ["Main"] && app.texts == ["You are not signed in."])
      #expect(app.leaks() == [])
    }

    @Test("An incomplete form and an invalid address are refused; the back button cancels")
    func refusedAndCancelled() throws {
      let app = try launch(MVVMLoginUIKit.SceneDelegate()) { $0.host }
      app.tap("Log in")
      app.tap("Log in")
      #expect(app.texts == [hint, "Enter your e-mail address and your password."])
      app.type("ann-at-example", into: "E-mail")
      app.type("coordinator", into: "Password")
      app.tap("Log in")
      #expect(app.texts == [hint, "\"ann-at-example\" is not a valid e-mail address."])
      app.tapBack()
      #expect(app.titles == ["Main"] && app.store.coordinatorCount == 1)
      app.tap("Log in")
      #expect(app.titles == ["Main", "Log in"] && app.texts == [hint])
      #expect(app.text(of: "E-mail") == "")
      #expect(app.leaks() == [])
    }
  }
}
