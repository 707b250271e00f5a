import SwiftUI
import Testing

@Suite("Tabs and state")
struct TabAndStateTests {
  @Test("Selecting a tab writes the selection once and shows that tab")
  func selectTab() {
    let model = Model()
    let host = StandInHost(RootView(model: model))
    #expect(host.standInSelectTab("settings"))
    #expect(host.writes == ["TabView.selection = settings"])
    #expect(model.tab == "settings")
    #expect(host.standInTexts == ["Settings screen"])
    #expect(host.standInSelectedTab == "settings")
  }

  @Test("Re-tapping the selected tab writes its value again unless switched off")
  func reselectTab() {
    let model = Model()
    let host = StandInHost(RootView(model: model))
    #expect(host.standInSelectTab("home"))
    #expect(host.writes == ["TabView.selection = home"])
    host.behavior.reselectingTabWritesSelection = false
    #expect(host.standInSelectTab("home"))
    #expect(host.writes.count == 1)
  }

  @Test("A tag no tab has is refused")
  func unknownTab() {
    let host = StandInHost(RootView(model: Model()))
    #expect(!host.standInSelectTab("nowhere"))
    #expect(host.writes.isEmpty)
  }

  @Test("The unselected tab is evaluated but not on screen, and its sheet cannot present")
  func hiddenTab() {
    let model = Model()
    model.tab = "settings"
    model.detail = Detail(id: 1)
    let host = StandInHost(RootView(model: model))
    #expect(host.presentations.isEmpty)
    #expect(host.root.flatMap(\.texts).contains("Root"))
    #expect(!host.standInTexts.contains("Root"))
  }

  @Test("@State survives its view being re-created by its parent's body")
  func stateSurvives() {
    let host = StandInHost(CounterParent())
    #expect(host.standInTap(button: "Add"))
    #expect(host.standInTap(button: "Add"))
    #expect(host.standInTexts == ["Count 2", "Add"])
  }

  @Test("A custom ViewModifier's body wraps the content")
  func customModifier() {
    let host = StandInHost(Text("Inner").modifier(Framed()))
    #expect(host.standInTexts == ["Above", "Inner"])
  }

  @Test("ViewBuilder conditionals, ForEach and AnyView render their content")
  func builders() {
    let host = StandInHost(BuilderView(flag: false))
    #expect(host.standInTexts == ["else", "row 1", "row 2", "erased"])
  }
}

struct CounterParent: View {
  var body: some View { Counter() }
}

struct Counter: View {
  @State private var count = 0

  var body: some View {
    VStack {
      Text("Count \(count)")
      Button("Add") { count += 1 }
    }
  }
}

struct Framed: ViewModifier {
  func body(content: Content) -> some View {
    VStack {
      Text("Above")
      content
    }
  }
}

struct BuilderView: View {
  let flag: Bool

  var body: some View {
    List {
      if flag {
        Text("if")
      } else {
        Text("else")
      }
      ForEach([1, 2], id: \.self) { Text("row \($0)") }
      AnyView(Text("erased"))
    }
  }
}
