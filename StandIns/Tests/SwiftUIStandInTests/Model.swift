import Observation
import SwiftUI

/// A detail item presented in a sheet.
struct Detail: Identifiable, Hashable {
  let id: Int
}

/// The model the test views bind to.
@Observable final class Model {
  var path: [Int] = []
  var detail: Detail?
  var nestedDetail: Detail?
  var cover: Detail?
  var tab = "home"
  var name = ""
  var locksSheet = false
  var dismissals: [String] = []
  var appearances = 0
}

/// A tab view with a navigation stack over `[Int]`, a sheet and a cover.
struct RootView: View {
  @Bindable var model: Model

  var body: some View {
    TabView(selection: $model.tab) {
      HomeTab(model: model)
        .tabItem { Text("Home") }
        .tag("home")
      Text("Settings screen")
        .tabItem { Text("Settings") }
        .tag("settings")
    }
  }
}

struct HomeTab: View {
  @Bindable var model: Model

  var body: some View {
    NavigationStack(path: $model.path) {
      VStack {
        Text("Root")
        Button("Push 1") { model.path.append(1) }
        Button("Show detail") { model.detail = Detail(id: 7) }
        TextField("Name", text: $model.name)
      }
      .navigationTitle("Home")
      .navigationDestination(for: Int.self) { value in
        Text("Screen \(value)")
          .navigationTitle("Number \(value)")
      }
      .onAppear { model.appearances += 1 }
    }
    .sheet(
      item: $model.detail, onDismiss: { model.dismissals.append("detail") },
      content: { detail in DetailSheet(model: model, detail: detail) }
    )
    .fullScreenCover(
      item: $model.cover, onDismiss: { model.dismissals.append("cover") },
      content: { detail in Text("Cover \(detail.id)") })
  }
}

struct DetailSheet: View {
  @Bindable var model: Model
  let detail: Detail

  var body: some View {
    VStack {
      Text("Detail \(detail.id)")
      if model.locksSheet {
        Text("Locked")
      }
      Button("Nested") { model.nestedDetail = Detail(id: detail.id + 1) }
    }
    .interactiveDismissDisabled(model.locksSheet)
    .presentationDetents([.medium, .large])
    .presentationDragIndicator(.visible)
    .sheet(
      item: $model.nestedDetail, onDismiss: { model.dismissals.append("nested") },
      content: { nested in Text("Nested \(nested.id)") })
  }
}
