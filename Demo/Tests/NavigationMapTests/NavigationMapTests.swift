import DemoTestSupport
import DemoWeb
import NavigationMap
import Testing

/// The explorer on the First, Second, Third app, whose map is known by heart, and on a fixture
/// with a broken action and a leaking flow.
@Suite struct NavigationMapTests {
  @Test func thePagesAppHasThreeScreensAndTheirWaysBack() throws {
    let app = try DemoWebApp.bundled(hasher: fastHasher)
    let pages = try #require(DemoMaps.all(app: app).first { $0.name == "pages" })
    let map = pages.explorer.explore()
    #expect(map.problems == [])
    #expect(map.states.map(\.title) == ["First", "Second", "swift-coordination", "Third"])
    #expect(map.states.map(\.isInScope) == [true, true, false, true])
    #expect(map.edges.count == 7)
    #expect(map.hasEdge(from: "First", to: "Second", label: "Next"))
    #expect(map.hasEdge(from: "Second", to: "Third", label: "Next"))
    #expect(map.hasEdge(from: "Third", to: "First", label: "Back to First"))
    #expect(map.hasEdge(from: "Second", to: "First", label: "Back to First"))
    #expect(map.hasEdge(from: "Third", to: "Second", label: "‹ Second"))
    #expect(map.hasEdge(from: "Second", to: "First", label: "‹ First"))
    let dot = map.dot(name: "pages")
    #expect(dot.hasPrefix("digraph \"pages\" {"))
    #expect(dot.contains("s0 -> s1 [label=\"Next\"];"))
  }

  @Test func theLoginSignupAppsQuestionsAreAnsweredByEachButtonAndItsTabsRefuseOnADraft()
    throws
  {
    let app = try DemoWebApp.bundled(hasher: fastHasher)
    let login = try #require(DemoMaps.all(app: app).first { $0.name == "login-signup" })
    let map = login.explorer.explore()
    #expect(map.problems == [])
    #expect(map.hasEdge(from: "Home", to: "Sign out?", label: "Sign out"))
    #expect(map.hasEdge(from: "Sign out?", to: "Log in", label: "Sign Out"))
    #expect(map.hasEdge(from: "Sign out?", to: "Home", label: "Cancel"))
    #expect(map.hasEdge(from: "Home", to: "Notes", label: "Notes"))
    #expect(map.hasEdge(from: "Notes", to: "New note", label: "New note"))
    #expect(map.hasEdge(from: "New note", to: "Notes", label: "Save [a note]"))
  }

  @Test func aBrokenActionAndALeakAreListed() throws {
    let explorer = NavigationExplorer(
      app: try FixtureWeb.app(), start: "/fixture.start", scope: "/fixture.start")
    let map = explorer.explore()
    #expect(map.states.map(\.title) == ["Start", "Fine", "Leaky"])
    #expect(map.hasEdge(from: "Start", to: "Fine", label: "Fine"))
    let broken = map.problems.filter { $0.move == "Broken" }
    #expect(broken.count == 1)
    #expect(broken.first?.reason.contains("answered 400") == true)
    #expect(broken.first?.reason.contains("the broken action failed") == true)
    // Going back from the leaky screen leaves its model and its flow alive, holding each other.
    let leaks = map.problems.filter { $0.reason.hasPrefix("leak: ") }
    #expect(
      leaks.map(\.state) == Array(repeating: "/fixture.start/fixture.leaky/fixture.leaky", count: 2)
    )
    #expect(leaks.map(\.move) == ["‹ Start", "‹ Start"])
    #expect(leaks.contains { $0.reason.hasPrefix("leak: coordinator FixtureLeakyFlow") })
    #expect(leaks.contains { $0.reason.hasPrefix("leak: screenModel leaky (FixtureLeakyModel)") })
    #expect(map.problems.count == 3, "\(map.problems)")
    #expect(map.dot(name: "fixture").contains("shape=note"))
  }
}
