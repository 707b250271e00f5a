import Coordination
import CoordinationLinks
import CoordinationWeb

// A small app behind a sign-in that asks questions: an alert with a destructive and a cancel
// button, a prompt with a text and a secure field, and a confirmation dialog. Its root admits
// links only once signed in, and drops links to item 0.

enum DeskRoute: NavigationRoute {
  case signIn
  case home
  case item(Int)
  case discard
  case rename
  case signOut
}

enum DeskChoice: String, Sendable {
  case discard
  case keepEditing
}

@MainActor
final class DeskHomeModel {
  weak var coordinator: DeskCoordinator?
  init(coordinator: DeskCoordinator) { self.coordinator = coordinator }
}

@MainActor
final class DeskSignInModel {
  weak var coordinator: DeskCoordinator?
  init(coordinator: DeskCoordinator) { self.coordinator = coordinator }
}

final class DeskItemModel {
  let number: Int
  init(number: Int) { self.number = number }
}

final class DeskCoordinator: Coordinator<DeskRoute> {
  var isSignedIn = false
  /// What each question answered, in order.
  var answers: [String] = []

  override func start() { show(.signIn) }

  override func admission(of path: [PathStep]) -> PathAdmission {
    if path.contains(where: { $0.route == AnyRoute(DeskRoute.item(0)) }) {
      return .drop(reason: "item 0 is gone")
    }
    return isSignedIn ? .follow : .wait(reason: "signing in first")
  }

  override func destination(for route: DeskRoute) -> Destination {
    switch route {
    case .signIn: .screen(DeskSignInModel(coordinator: self))
    case .home: .screen(DeskHomeModel(coordinator: self))
    case .item(let number): .screen(DeskItemModel(number: number))
    case .discard:
      .alert(
        Alert(
          "Discard the draft?", message: "Your <changes> will be lost.",
          buttons: [
            AlertButton("Discard", role: .destructive, value: DeskChoice.discard),
            AlertButton("Keep Editing", role: .cancel, value: .keepEditing),
          ]))
    case .rename:
      .alert(
        Alert(
          "Rename",
          buttons: [
            AlertButton("Cancel", role: .cancel, value: "cancelled"),
            AlertButton("Rename") { texts in "renamed \(texts[0]) with \(texts[1].count) letters" },
          ],
          textFields: [
            AlertTextField(placeholder: "Name", text: "Old \"name\""),
            AlertTextField(placeholder: "Password", text: "hunter2", isSecure: true),
          ]))
    case .signOut:
      .alert(
        Alert(
          "Sign out?", style: .confirmationDialog,
          buttons: [
            AlertButton("Sign Out", role: .destructive, value: true),
            AlertButton("Cancel", role: .cancel, value: false),
          ]))
    }
  }

  func signIn() {
    isSignedIn = true
    setStack([.home])
  }

  func ask<Value: Sendable>(_ route: DeskRoute, as type: Value.Type) {
    run(route, as: type) { [weak self] result in
      switch result {
      case .success(let value): self?.answers.append("\(route): \(value)")
      case .failure(let error): self?.answers.append("\(route): failed \(error)")
      }
    }
  }
}

/// The desk as a web app.
enum DeskWeb {
  static func app() throws -> WebApp {
    var routes = RouteCodec()
    try routes.register(DeskRoute.self, as: "desk")
    var views = ViewRegistry()
    views.register(
      ScreenView<DeskSignInModel>(title: { _ in "Sign in" }) { _, context in
        context.button("Sign in", action: "signIn")
      }
      .action("signIn") { model, _ in model.coordinator?.signIn() })
    views.register(
      ScreenView<DeskHomeModel>(title: { _ in "Desk" }) { model, context in
        """
        <ul class="answers">\((model.coordinator?.answers ?? []).map { "<li>\($0)</li>" as HTML })</ul>\
        \(context.button("Discard", action: "discard"))
        """
      }
      .action("discard") { model, _ in model.coordinator?.ask(.discard, as: DeskChoice.self) }
      .action("rename") { model, _ in model.coordinator?.ask(.rename, as: String.self) }
      .action("signOut") { model, _ in model.coordinator?.ask(.signOut, as: Bool.self) })
    views.register(
      ScreenView<DeskItemModel>(title: { "Item \($0.number)" }) { _, _ in "" })
    // A deep link with a query, `/find?item=<n>`: the desk, then the item.
    var links = DeepLinkMap(schemes: ["desk"])
    try links.register("find?item") { parameters in
      [DeskRoute.home, DeskRoute.item(try parameters.int("item"))]
    }
    return WebApp(title: "Desk", routes: routes, views: views) {
      WebAppSession(root: DeskCoordinator(), deepLinks: links)
    }
  }
}
