import Coordination
import CoordinationUIKit
import PagesApp
import PagesUIKit
import Testing
import UIKit

extension AppsOnStandIns {
  @Suite("First, Second, Third in UIKit")
  struct PagesUIKitTests {
    private let first = "This is the first page. Next opens the second."
    private let second = "The second page belongs to the SecondCoordinator, with the third."
    private let third = "Back to First pops to the first page and frees the SecondCoordinator."

    /// Launches the app through its scene delegate.
    private func start() throws -> (ShownApp, PagesUIKit.SceneDelegate) {
      let delegate = PagesUIKit.SceneDelegate()
      return (try launch(delegate) { $0.host }, delegate)
    }

    @Test("The scene delegate puts First in a key, visible window")
    func launchShowsFirst() throws {
      let (app, delegate) = try start()
      let window = try #require(delegate.window)
      #expect(window === app.host.window && window.windowScene === app.scene)
      #expect(window.isKeyWindow && !window.isHidden)
      #expect(window.rootViewController === app.navigation)
      #expect(app.titles == ["First"] && app.texts == [first])
      #expect(app.store.state.description == "root: [first]")
      #expect(app.store.coordinatorCount == 1)
    }

    @Test("Next goes to Second then Third; the system back button leaves each, freeing the flow")
    func nextAndSystemBack() throws {
      let (app, _) = try start()
      app.tap("Next")
      #expect(app.titles == ["First", "Second"] && app.texts == [second])
      #expect(app.store.coordinatorCount == 2)
      app.tap("Next")
      #expect(app.titles == ["First", "Second", "Third"] && app.texts == [third])
      #expect(app.store.state.description == "root: [first, second, third]")
      app.tapBack()
      #expect(app.titles == ["First", "Second"] && app.store.coordinatorCount == 2)
      app.tapBack()
      #expect(app.titles == ["First"] && app.texts == [first])
      #expect(app.store.state.description == "root: [first]")
      #expect(app.store.coordinatorCount == 1)
      app.tap("Next")
      app.tap("Next")
      app.swipeBack()
      app.swipeBack()
      #expect(app.titles == ["First"] && app.store.coordinatorCount == 1)
      #expect(app.leaks() == [])
    }

    @Test("Back to First, on Second and on Third, pops to First and frees the flow")
    func customBack() throws {
      let (app, _) = try start()
      app.tap("Next")
      app.tap("Back to First")
      #expect(app.titles == ["First"] && app.store.coordinatorCount == 1)
      app.tap("Next")
      app.tap("Next")
      app.tap("Back to First")
      #expect(app.titles == ["First"] && app.store.coordinatorCount == 1)
      #expect(app.store.state.description == "root: [first]")
      #expect(app.leaks() == [])
    }

    @Test("The Pages loop, 100 times, by the custom button and the system one: nothing grows")
    func loop() throws {
      let (app, _) = try start()
      let firstPage = app.top
      var most = 0
      for lap in 0..<100 {
        app.tap("Next")
        app.tap("Next")
        most = max(most, app.store.coordinatorCount)
        #expect(app.titles == ["First", "Second", "Third"])
        if lap.isMultiple(of: 2) {
          app.tap("Back to First")
        } else {
          app.tapBack()
          app.tapBack()
        }
        #expect(app.titles == ["First"] && app.store.coordinatorCount == 1)
      }
      #expect(most == 2)
      #expect(app.store.screenCount == 1 && app.navigation.viewControllers.count == 1)
      #expect(app.top === firstPage)
      #expect(app.store.root.childCount == 0)
      #expect(app.leaks() == [])
    }
  }
}
