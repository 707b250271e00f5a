import CoordinationWeb
import LoginSignupApp

/// The Login/Signup/Forgot-password app (C): the login screen with its three buttons, the two
/// validated forms, and the signed-in user's tabs: Home with its account popover, and Notes.
enum LoginSignupViews {
  /// Registers the app's views.
  static func register(in views: inout ViewRegistry) {
    views.register(login)
    views.register(signup)
    views.register(forgotPassword)
    views.register(home)
    views.register(account)
    views.register(notes)
    views.register(newNote)
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

  /// The greeting, "Account" (`account`, the account popover's anchor) and "Sign out"
  /// (`signout`).
  static let home = ScreenView<LoginSignupApp.HomeViewModel>(title: { $0.title }) {
    model, context in
    let anchor = context.popoverAnchor(LoginSignupApp.HomeViewModel.accountAnchor)
    return """
      <div class="card"><p id="greeting">\(model.greeting)</p></div>\
      <div class="actions"><div\(anchor)>\
      \(context.button("Account", action: "account", style: "secondary"))</div>\
      \(context.button("Sign out", action: "signout"))</div>
      """
  }
  .action("account") { model, _ in model.showAccount() }
  .action("signout") { model, _ in model.signOut() }

  /// The account popover: who is signed in, and "Done" (`done`).
  static let account = ScreenView<AccountViewModel>(title: { $0.title }) { model, context in
    """
    <ul class="details" id="account-details">\(model.details.map { "<li>\($0)</li>" as HTML })\
    </ul><div class="actions">\(context.button("Done", action: "done"))</div>
    """
  }
  .action("done") { model, _ in model.done() }

  /// The notes, newest first, or a line that says there are none, and "New note" (`new`).
  static let notes = ScreenView<NotesViewModel>(title: { $0.title }) { model, context in
    let list: HTML =
      model.notes.isEmpty
      ? "<p class=\"muted\" id=\"notes-empty\">\(model.emptyMessage)</p>"
      : """
      <ul class="notes" id="notes">\(model.notes.map { note -> HTML in
        "<li><strong>\(note.title)</strong> \(note.text)</li>"
      })</ul>
      """
    return "\(list)<div class=\"actions\">\(context.button("New note", action: "new"))</div>"
  }
  .action("new") { model, _ in model.newNote() }

  /// The note form (`save`: `title`, `text`) with the last refusal's reason above it, and
  /// "Discard" (`discard`). While it holds a draft the screen refuses to be left.
  static let newNote = ScreenView<NoteEditorViewModel>(title: { $0.title }) { model, context in
    let form = context.form(action: "save", submit: "Save") {
      context.field("Title", name: "title", value: model.noteTitle)
      context.field("Text", name: "text", value: model.text)
    }
    return """
      \(FormMessage.error(model.errorMessage))\(form)\
      <div class="actions">\(context.button("Discard", action: "discard", style: "secondary"))\
      </div>
      """
  }
  .action("save") { model, form in
    model.save(title: try form.string("title"), text: try form.string("text"))
  }
  .action("discard") { model, _ in model.discard() }
}
