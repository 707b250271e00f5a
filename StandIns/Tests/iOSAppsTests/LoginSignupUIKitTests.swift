import Coordination
import CoordinationUIKit
import DemoAccounts
import LoginSignupApp
import LoginSignupUIKit
import Testing
import UIKit

extension AppsOnStandIns {
  @Suite("Login, Signup, Forgot password in UIKit")
  struct LoginSignupUIKitTests {
    private let hint = "Demo account: ann@example.com / coordinator"

    private func start() throws -> ShownApp {
      try launch(LoginSignupUIKit.SceneDelegate()) { $0.host }
    }

    @Test("Log in: a wrong password's error is shown, the demo account reaches Home, sign out")
    func logIn() throws {
      let app = try start()
      #expect(app.titles == ["Log in"] && app.texts == [hint])
      app.type("ann@example.com", into: "E-mail")
      app.type("nope", into: "Password")
      app.tap("Log in")
      #expect(app.titles == ["Log in"])
      #expect(app.texts == [hint, AccountError.wrongCredentials.description])
      app.type(DemoAccount.password, into: "Password")
      app.tap("Log in")
      #expect(app.titles == ["Home"])
      #expect(app.texts == ["Hello, Ann Demo. You are signed in as ann@example.com."])
      #expect(app.tabTitles == ["Home", "Notes"])
      #expect(app.tabs?.modalPresentationStyle == .fullScreen)
      #expect(app.store.coordinatorCount == 5)
      app.tap("Sign out")
      #expect(app.store.state.topLayer?.style == .confirmationDialog)  // "Sign out?"
      app.answer("Sign Out")
      #expect(app.titles == ["Log in"] && app.texts == [hint])
      #expect(app.tabs == nil)
      #expect(app.text(of: "E-mail") == "" && app.store.coordinatorCount == 2)
      #expect(app.leaks() == [])
    }

    /// Launched and signed in as the demo account: Home, in the tab bar above the login.
    private func signedIn() throws -> ShownApp {
      let app = try start()
      app.type(DemoAccount.email, into: "E-mail")
      app.type(DemoAccount.password, into: "Password")
      app.tap("Log in")
      #expect(app.titles == ["Home"])
      return app
    }

    @Test("Tabs: each keeps its screens; a re-tap goes back to the first, unless a draft refuses")
    func tabs() throws {
      let app = try signedIn()
      #expect(app.tapTab(1))
      #expect(app.titles == ["Notes"] && app.texts == ["No notes yet."])
      app.tap("New note")
      app.type("Groceries", into: "Title")
      app.tap("Save")
      #expect(app.texts == ["Write the note's text."])
      #expect(app.tapTab(0))
      #expect(app.titles == ["Home"])
      #expect(app.tapTab(1))
      #expect(app.titles == ["Notes", "New note"] && app.text(of: "Title") == "Groceries")

      // The re-tap: UIKit is kept from popping by itself, and the draft refuses.
      #expect(!app.tapTab(1))
      #expect(app.titles == ["Notes", "New note"])
      #expect(app.store.state.visibleStack?.screens.count == 2)
      app.tapBack()
      #expect(app.titles == ["Notes", "New note"])
      app.type("Milk, eggs", into: "Text")
      app.tap("Save")
      #expect(app.titles == ["Notes"] && app.texts == ["Groceries: Milk, eggs"])

      // With nothing to refuse, the re-tap goes back to the tab's first screen.
      app.tap("New note")
      #expect(!app.tapTab(1))
      #expect(app.titles == ["Notes"])

      // What is typed is a draft at once: the back button is refused before any Save.
      app.tap("New note")
      app.type("Call Bo", into: "Title")
      app.tapBack()
      #expect(app.titles == ["Notes", "New note"])
      app.tap("Discard")
      #expect(app.titles == ["Notes"])
      #expect(app.leaks() == [])
    }

    @Test(
      "The account popover points at its button on an iPad, closes by Done or a tap outside",
      arguments: [StandInBehavior.Device.pad, .phone])
    func accountPopover(on device: StandInBehavior.Device) throws {
      let app = try signedIn()
      StandInBehavior.device = device  // after the launch, which resets the stand-in
      let home = app.top
      app.tap("Account")
      #expect(app.titles == ["Account"])
      #expect(app.texts == ["Name: Ann Demo", "E-mail: ann@example.com"])
      let popover = try #require(app.navigation.popoverPresentationController)
      #expect(app.navigation.modalPresentationStyle == .popover)
      #expect(popover.sourceView?.accessibilityIdentifier == HomeViewModel.accountAnchor)
      app.tap("Done")
      #expect(app.top === home)

      app.tap("Account")
      if device == .pad {
        #expect(app.navigation.standInTapOutsidePopover())
      } else {
        // On a compact width the popover is a sheet, swiped down.
        #expect(app.navigation.standInSwipeDown())
      }
      #expect(app.top === home && app.store.state.layers.count == 2)
      #expect(app.leaks() == [])
    }

    @Test("Sign up: bad input shows each field's message; good input returns to the login")
    func signUp() throws {
      let app = try start()
      app.tap("Sign up")
      #expect(app.titles == ["Log in", "Sign up"] && app.texts == [])
      app.tap("Create account")
      #expect(
        app.texts == [
          "Enter your name.", "Enter your e-mail address.",
          "Choose a password of at least 8 characters.",
        ])
      fill(app, name: "Bob", email: "bob@", password: "short", confirmation: "shorter")
      #expect(
        app.texts == [
          "\"bob@\" is not a valid e-mail address.",
          "Choose a password of at least 8 characters.", "The two passwords do not match.",
        ])
      fill(
        app, name: "Ann", email: "ann@example.com", password: "password1", confirmation: "password1"
      )
      #expect(app.texts == [AccountError.emailTaken("ann@example.com").description])
      fill(
        app, name: "Bob", email: "bob@example.com", password: "password1", confirmation: "password1"
      )
      #expect(app.titles == ["Log in"])
      #expect(app.texts == ["Account created for bob@example.com. You can log in now.", hint])
      #expect(app.text(of: "E-mail") == "bob@example.com")
      app.type("password1", into: "Password")
      app.tap("Log in")
      #expect(app.texts == ["Hello, Bob. You are signed in as bob@example.com."])
      #expect(app.leaks() == [])
    }

    @Test("Forgot password: an empty address is refused, a valid one confirmed, both ways back")
    func forgotPassword() throws {
      let app = try start()
      app.tap("Forgot password")
      #expect(app.titles == ["Log in", "Forgot password"] && app.texts == [])
      app.tap("Send reset link")
      #expect(app.texts == ["Enter your e-mail address."])
      app.type("Nobody@Example.com ", into: "E-mail")
      app.tap("Send reset link")
      #expect(
        app.texts == [
          "If an account exists for nobody@example.com, a link to reset its password is on its way."
        ])
      app.tap("Back to login")
      #expect(app.titles == ["Log in"] && app.texts == [hint])
      app.tap("Forgot password")
      app.tapBack()
      #expect(app.titles == ["Log in"] && app.store.coordinatorCount == 2)
      #expect(app.store.state.description == "root: [login]")
      #expect(app.leaks() == [])
    }

    private func fill(
      _ app: ShownApp, name: String, email: String, password: String, confirmation: String
    ) {
      app.type(name, into: "Name")
      app.type(email, into: "E-mail")
      app.type(password, into: "Password")
      app.type(confirmation, into: "Confirm password")
      app.tap("Create account")
    }
  }
}
