import CoordinationWeb
import DemoHome

/// The demo's home screen: the five apps, each a row that opens it.
enum HomeViews {
  /// Registers the home screen's view.
  static func register(in views: inout ViewRegistry) {
    views.register(home)
  }

  /// The apps as rows labelled with their names (`Movies`, `MVVM login`, …), each posting
  /// `open` with the app's `app` id; the rows carry `data-app`.
  static let home = ScreenView<DemoHomeViewModel>(title: { $0.title }) { model, context in
    let rows = model.apps.map { app in
      context.row(
        app.title, detail: app.summary, action: "open", fields: ["app": app.id],
        data: ["app": app.id])
    }
    return """
      <p class="muted">\(model.message)</p><ul class="list" id="apps">\(rows)</ul>
      """
  }
  .action("open") { model, form in
    let id = try form.string("app")
    guard let app = DemoApp(rawValue: id) else { throw ActionError.invalidField("app", value: id) }
    model.open(app)
  }
}
