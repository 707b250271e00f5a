import Coordination
import CoordinationSwiftUI
import SwiftUI
import Testing

/// A place of the app's own navigation stack: its own screen, or a screen of the library's
/// flow.
enum Place: Hashable {
  case about
  case flow(ScreenID)
}

/// An app that owns its `NavigationStack` and its path, and shows the notes flow in it.
@MainActor
final class AdoptingNotesApp {
  let root = NotesCoordinator()
  let store: NavigationStore
  /// The app's path, as the app keeps it.
  var path: [Place]
  private(set) var flow: AdoptedFlow<Place>?
  private(set) var host: StandInHost?
  private(set) var outcomes: [String] = []

  init(path: [Place] = [], behavior: StandInSwiftUIBehavior = StandInSwiftUIBehavior()) {
    self.path = path
    store = NavigationStore(root: root, leakTracking: true)
    store.whenRootFinishes { [weak self] outcome in
      if case .cancelled(let cause) = outcome { self?.outcomes.append("cancelled \(cause)") }
    }
    let binding = Binding(
      get: { [unowned self] in self.path }, set: { [unowned self] in self.path = $0 })
    let flow = AdoptedFlow(
      store: store, path: binding, embed: Place.flow,
      extract: { if case .flow(let id) = $0 { id } else { nil } })
    self.flow = flow
    host = StandInHost(AppRootView(flow: flow), behavior: behavior)
  }

  /// The app's path in the store's terms: the flow's screens by route, the app's by name.
  var described: [String] {
    path.map { place in
      switch place {
      case .about: "about"
      case .flow(let id): store.state.allScreens.first { $0.id == id }?.route.description ?? "?"
      }
    }
  }
}

/// The app's root view: its own screen, with destinations for its own places and the flow's.
struct AppRootView: View {
  let flow: AdoptedFlow<Place>

  var body: some View {
    NavigationStack(path: flow.path) {
      Text("settings")
        .navigationDestination(for: Place.self) { place in
          switch place {
          case .about: Text("about")
          case .flow(let id):
            flow.destination(for: id) { screen, _ in Text(screen.route.description) }
          }
        }
    }
  }
}

@Suite struct AdoptedFlowTests {
  @Test func theFlowIsPushedAboveTheAppsValuesWhichStay() throws {
    let app = AdoptingNotesApp(path: [.about])
    #expect(app.described == ["about", "list"])
    app.root.show(.page(1))
    #expect(app.described == ["about", "list", "page(1)"])
    app.root.pop()
    #expect(app.described == ["about", "list"])
    app.host?.render()
    #expect(app.host?.problems == [])
  }

  @Test func theBackOnTheFlowsFirstScreenLeavesTheFlow() throws {
    let app = AdoptingNotesApp(path: [.about])
    app.root.show(.page(1))
    let host = try #require(app.host)
    host.render()
    #expect(host.standInTapBack())
    #expect(app.described == ["about", "list"])
    #expect(app.outcomes == [])
    host.render()
    #expect(host.standInTapBack())
    #expect(app.described == ["about"])
    #expect(app.store.state.description == "root: []")
    #expect(app.outcomes == ["cancelled user"])
  }

  @Test func aScreenThatRefusesHasTheAdaptersBackWhichTheStoreRefuses() throws {
    let app = AdoptingNotesApp()
    app.root.show(.editor)
    let host = try #require(app.host)
    host.render()
    #expect(!host.standInTapBack())
    #expect(host.standInTap(button: "Back"))
    #expect(app.described == ["list", "editor"])
    #expect(app.outcomes == [])
  }

  @Test func aScreenAboveOneThatRefusesHasNoBackMenuThatCouldPassIt() throws {
    let app = AdoptingNotesApp(path: [.about])
    app.root.show(.editor)
    app.root.show(.page(1))
    let host = try #require(app.host)
    host.render()
    // The back menu could go past the editor, to the app's screen: SwiftUI's back is hidden.
    #expect(!host.standInPopFromBackMenu(toCount: 1))
    #expect(!host.standInTapBack())
    #expect(app.described == ["about", "list", "editor", "page(1)"])
    // The adapter's back leaves the page only, which the store allows.
    #expect(host.standInTap(button: "Back"))
    #expect(app.described == ["about", "list", "editor"])
    #expect(app.outcomes == [])
  }

  @Test func aValueTheAppPushesOverTheFlowStaysWhenTheStorePushes() throws {
    let app = AdoptingNotesApp()
    app.path.append(.about)
    app.root.show(.page(2))
    #expect(app.described == ["list", "page(2)", "about"])
    let host = try #require(app.host)
    host.render()
    #expect(host.standInTapBack())
    #expect(app.described == ["list", "page(2)"])
    #expect(app.store.state.description == "root: [list, page(2)]")
  }

  /// Every strict mode of the stand-in's paths (a write read again or kept as written, a push
  /// during a pop shown or dropped), with a cancelled swipe that writes the path or not.
  nonisolated static let strictModes: [StandInSwiftUIBehavior] = StandInSwiftUIBehavior
    .pathCombinations
    .flatMap { mode in
      [false, true].map { rewrites in
        var strict = mode
        strict.cancelledSwipeBackRewritesPath = rewrites
        return strict
      }
    }

  @Test(arguments: strictModes)
  func theUsersBacksKeepTheAppsPathInStepUnderEveryStrictMode(
    behavior: StandInSwiftUIBehavior
  ) throws {
    let app = AdoptingNotesApp(path: [.about], behavior: behavior)
    app.root.show(.page(1))
    app.root.show(.page(2))
    app.path.append(.about)
    let host = try #require(app.host)
    host.render()
    host.standInSwipeBack(completing: false)
    host.render()
    #expect(app.described == ["about", "list", "page(1)", "page(2)", "about"])
    #expect(host.standInSwipeBack(completing: true))
    host.render()
    #expect(app.described == ["about", "list", "page(1)", "page(2)"])
    #expect(app.store.state.description == "root: [list, page(1), page(2)]")
    #expect(host.standInPopFromBackMenu(toCount: 2))
    host.render()
    #expect(app.described == ["about", "list"])
    #expect(app.store.state.description == "root: [list]")
    #expect(host.standInTapBack())
    host.render()
    #expect(app.described == ["about"])
    #expect(app.outcomes == ["cancelled user"])
    #expect(host.problems == [])
  }
}
