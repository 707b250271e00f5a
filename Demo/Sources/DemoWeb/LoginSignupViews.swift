import CoordinationWeb
import LoginSignupApp

/// The Login/Signup/Forgot-password app (C): the login screen with its three buttons, the two
/// validated forms, and the signed-in user's home.
enum LoginSignupViews {
  /// Registers the app's views.
  static func register(in views: inout ViewRegistry) {
    views.register(login)
    views.register(signup)
    views.register(forgotPassword)
    views.register(home)
  }

  /// The login form (`login`: `email`, `password`) with a notice (such as "Account
  /// created") and the last attempt's error, then "Sign up" (`signup`) and "Forgot password"
  /// (`forgot`).
  static let login = ScreenView<LoginSignupApp.LoginViewModel>(title: { $0.title }) {
    model, context in
    let form = context.form(action: "login", submit: "Log in") {
      context.field("E-mail", name: "email", value: model.email)
      context.field("Password", name: "password", type: "password")
    }
    return """
      \(FormMessage.status(model.notice, id: "login-notice"))\
      <p class="muted" id="hint">\(model.hint)</p>\(FormMessage.error(model.errorMessage))\(form)\
      <div class="actions">\(context.button("Sign up", action: "signup", style: "secondary"))\
      \(context.button("Forgot password", action: "forgot", style: "link"))</div>
      """
  }
  .action("login") { model, form in
    model.logIn(email: try form.string("email"), password: try form.string("password"))
  }
  .action("signup") { model, _ in model.signUp() }
  .action("forgot") { model, _ in model.forgotPassword() }

  /// The signup form (`submit`: `name`, `email`, `password`, `confirmation`), each field
  /// with its own message; the name and e-mail address entered are kept. "Cancel" (`cancel`)
  /// asks "Discard the signup?" when the form holds what the user entered.
  static let signup = ScreenView<SignupViewModel>(title: { $0.title }) { model, context in
    let form = context.form(action: "submit", submit: "Create account") {
      context.field("Name", name: "name", value: model.name, message: model.errors[.name])
      context.field("E-mail", name: "email", value: model.email, message: model.errors[.email])
      context.field(
        "Password", name: "password", type: "password", message: model.errors[.password])
      context.field(
        "Confirm password", name: "confirmation", type: "password",
        message: model.errors[.confirmation])
    }
    return """
      \(form)<div class="actions">\(context.button("Cancel", action: "cancel", style: "secondary"))\
      </div>
      """
  }
  .action("cancel") { model, _ in model.cancel() }
  .action("submit") { model, form in
    model.submit(
      name: try form.string("name"), email: try form.string("email"),
      password: try form.string("password"), confirmation: try form.string("confirmation"))
  }

  /// The forgot-password form (`submit`: `email`) with its message under the field and the
  /// confirmation above it, and "Back to login" (`back`).
  static let forgotPassword = ScreenView<ForgotPasswordViewModel>(title: { $0.title }) {
    model, context in
    let form = context.form(action: "submit", submit: "Send reset link") {
      context.field("E-mail", name: "email", value: model.email, message: model.errorMessage)
    }
    return """
      \(FormMessage.status(model.confirmation, id: "confirmation"))\(form)\
      <div class="actions">\(context.button("Back to login", action: "back", style: "secondary"))\
      </div>
      """
  }
  .action("submit") { model, form in model.submit(email: try form.string("email")) }
  .action("back") { model, _ in model.backToLogin() }

  /// The greeting and a "Sign out" button (`signout`).
  static let home = ScreenView<LoginSignupApp.HomeViewModel>(title: { $0.title }) {
    model, context in
    """
    <div class="card"><p id="greeting">\(model.greeting)</p></div>\
    <div class="actions">\(context.button("Sign out", action: "signout"))</div>
    """
  }
  .action("signout") { model, _ in model.signOut() }
}
