import CoordinationWeb

/// The fixture as a web app.
enum FixtureWeb {
  static func app() throws -> WebApp {
    var routes = RouteCodec()
    try routes.register(FixtureRoute.self, as: "fixture")
    var views = ViewRegistry()
    views.register(
      ScreenView<FixtureStartModel>(title: { _ in "Start" }) { _, context in
        """
        \(context.button("Fine", action: "fine"))\(context.button("Broken", action: "broken"))\
        \(context.button("Leaky", action: "leaky"))
        """
      }
      .action("fine") { model, _ in model.coordinator?.show(.fine) }
      .action("broken") { _, _ in throw FixtureBrokenError() }
      .action("leaky") { model, _ in model.coordinator?.show(.leaky) })
    views.register(ScreenView<FixtureFineModel>(title: { _ in "Fine" }) { _, _ in "" })
    views.register(ScreenView<FixtureLeakyModel>(title: { _ in "Leaky" }) { _, _ in "" })
    return WebApp(title: "Fixture", routes: routes, views: views) {
      WebAppSession(root: FixtureCoordinator())
    }
  }
}
