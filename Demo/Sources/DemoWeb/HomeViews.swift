import CoordinationWeb
import DemoHome

/// The demo's home screen: the five apps, each a row that opens it.
enum HomeViews {
  /// Registers the home screen's view.
  static func register(in views: inout ViewRegistry) {
    views.register(home)
    views.register(about)
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
      <p class="muted">\(model.message)</p><ul class="list detailed" id="apps">\(rows)</ul>\
      <div class="actions">\(context.button("About this demo", action: "about", style: "secondary"))</div>
      """
  }
  .action("about") { model, _ in model.showAbout() }
  .action("open") { model, form in
    let id = try form.string("app")
    guard let app = DemoApp(rawValue: id) else { throw ActionError.invalidField("app", value: id) }
    model.open(app)
  }

  /// The about sheet: paragraphs, then the deep links as plain links (each is a GET that
  /// builds its state in this session), and a "Done" button that dismisses the sheet.
  static let about = ScreenView<AboutViewModel>(title: { $0.title }) { model, context in
    let paragraphs = model.paragraphs.map { "<p>\($0)</p>" as HTML }
    let links = model.links.map { link in
      """
      <li><a class="row" href="\(link.path)"><span class="label">\(link.title)</span> \
      <span class="detail">\(link.path)</span></a></li>
      """ as HTML
    }
    return """
      \(paragraphs)<h2>Try a link</h2><ul class="list" id="links">\(links)</ul>\
      <div class="actions">\(context.button("Done", action: "done"))</div>
      """
  }
  .action("done") { model, _ in model.done() }
}
