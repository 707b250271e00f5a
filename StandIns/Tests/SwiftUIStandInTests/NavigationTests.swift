import SwiftUI
import Testing

@Suite("Navigation stacks")
struct NavigationTests {
  @Test("Bodies are evaluated and the root is shown")
  func rootIsShown() {
    let model = Model()
    let host = StandInHost(RootView(model: model))
    #expect(host.standInTexts == ["Root", "Push 1", "Show detail"])
    #expect(host.standInButtonTitles == ["Push 1", "Show detail"])
    #expect(host.standInVisibleStackCount == 0)
    #expect(host.standInSelectedTab == "home")
    #expect(host.problems.isEmpty)
  }

  @Test("Each path element resolves to its destination, the last one on screen")
  func destinationsResolve() {
    let model = Model()
    model.path = [1, 2]
    let host = StandInHost(RootView(model: model))
    #expect(host.standInTexts == ["Screen 2"])
    #expect(host.standInVisibleStackCount == 2)
    let stack = host.root.flatMap(\.allNodes).first {
      if case .navigationStack = $0.kind { return true }
      return false
    }
    #expect(stack?.children.map(\.navigationTitle) == ["Home", "Number 1", "Number 2"])
  }

  @Test("Back writes the path once, without its last element")
  func backWritesOnce() {
    let model = Model()
    model.path = [1, 2, 3]
    let host = StandInHost(RootView(model: model))
    #expect(host.standInTapBack())
    #expect(host.writes == ["NavigationStack.path = [1, 2]"])
    #expect(model.path == [1, 2])
    #expect(host.standInTexts == ["Screen 2"])
  }

  @Test("The back menu pops several levels in one write")
  func backMenuPopsInOneWrite() {
    let model = Model()
    model.path = [1, 2, 3]
    let host = StandInHost(RootView(model: model))
    #expect(host.standInPopFromBackMenu(toCount: 1))
    #expect(host.writes == ["NavigationStack.path = [1]"])
    #expect(!host.standInPopFromBackMenu(toCount: 1))
    #expect(host.writes.count == 1)
  }

  @Test("A completed swipe writes once; a cancelled one writes nothing by default")
  func swipeBack() {
    let model = Model()
    model.path = [1, 2]
    let host = StandInHost(RootView(model: model))
    #expect(host.standInSwipeBack(completing: false))
    #expect(host.writes.isEmpty)
    #expect(host.standInSwipeBack(completing: true))
    #expect(host.writes == ["NavigationStack.path = [1]"])
  }

  @Test("The switch makes a cancelled swipe assign the same path again")
  func cancelledSwipeRewrites() {
    let model = Model()
    model.path = [1, 2]
    let host = StandInHost(
      RootView(model: model), behavior: StandInSwiftUIBehavior(cancelledSwipeBackRewritesPath: true)
    )
    #expect(host.standInSwipeBack(completing: false))
    #expect(host.writes == ["NavigationStack.path = [1, 2]"])
    #expect(model.path == [1, 2])
  }

  @Test("Back on the root is refused")
  func backOnRootIsRefused() {
    let host = StandInHost(RootView(model: Model()))
    #expect(!host.standInTapBack())
    #expect(host.writes.isEmpty)
  }

  @Test("A button pushes, then the destination is shown")
  func buttonPushes() {
    let model = Model()
    let host = StandInHost(RootView(model: model))
    #expect(host.standInTap(button: "Push 1"))
    #expect(model.path == [1])
    #expect(host.standInTexts == ["Screen 1"])
    #expect(host.writes.isEmpty, "the app's own writes are not SwiftUI's")
  }

  @Test("A path element with no navigationDestination is reported")
  func missingDestinationIsReported() {
    let host = StandInHost(UnknownDestinationView())
    #expect(host.problems.count == 1)
    #expect(host.problems.first?.contains("“String”") == true)
    #expect(host.standInTexts.isEmpty)
  }

  @Test("onAppear runs once when the view comes on screen, not on every render")
  func onAppearRunsOnce() {
    let model = Model()
    let host = StandInHost(RootView(model: model))
    #expect(model.appearances == 1)
    host.render()
    #expect(model.appearances == 1)
    model.path = [1]
    host.render()
    #expect(host.standInTapBack())
    #expect(model.appearances == 2)
  }

  @Test("Typing into a field writes its binding")
  func typing() {
    let model = Model()
    let host = StandInHost(RootView(model: model))
    #expect(host.standInType("Ada", into: "Name"))
    #expect(model.name == "Ada")
    #expect(host.writes == [#"TextField(Name).text = "Ada""#])
  }
}

/// A stack whose path holds a type no destination is declared for.
struct UnknownDestinationView: View {
  @State private var path = ["orphan"]

  var body: some View {
    NavigationStack(path: $path) {
      Text("Root")
        .navigationDestination(for: Int.self) { Text("Int \($0)") }
    }
  }
}
