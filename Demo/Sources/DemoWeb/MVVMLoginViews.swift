import CoordinationWeb
import MVVMLoginApp

/// The MVVM login app (B): Main with its "Log in" button, the login form, and the signed-in
/// user's home.
enum MVVMLoginViews {
  /// Registers the app's views.
  static func register(in views: inout ViewRegistry) {
    views.register(main)
    views.register(login)
    views.register(home)
  }

  /// Main: the message and a "Log in" button (`login`).
  static let main = ScreenView<MainViewModel>(title: { $0.title }) { model, context in
    """
    <div class="card"><p>\(model.message)</p></div>\
    <div class="actions">\(context.button("Log in", action: "login"))</div>
    """
  }
  .action("login") { model, _ in model.goToLogin() }

  /// The login form (`submit`: `email`, `password`) under the demo account's hint, with the
  /// last attempt's error above it; the e-mail address entered is kept.
  static let login = ScreenView<MVVMLoginApp.LoginViewModel>(title: { $0.title }) {
    model, context in
    let form = context.form(action: "submit", submit: "Log in") {
      context.field("E-mail", name: "email", value: model.email)
      context.field("Password", name: "password", type: "password")
    }
    return """
      <p class="muted" id="hint">\(model.hint)</p>\(FormMessage.error(model.errorMessage))\(form)
      """
  }
  .action("submit") { model, form in
    model.submit(email: try form.string("email"), password: try form.string("password"))
  }

  /// The signed-in user's name and e-mail address, and a "Log out" button (`logout`).
  static let home = ScreenView<MVVMLoginApp.HomeViewModel>(title: { $0.title }) {
    model, context in
    """
    <div class="card"><dl class="facts" id="user">\
    <dt>Name</dt><dd>\(model.user.name)</dd><dt>E-mail</dt><dd>\(model.user.email)</dd></dl></div>\
    <div class="actions">\(context.button("Log out", action: "logout"))</div>
    """
  }
  .action("logout") { model, _ in model.logOut() }
}
