import Coordination

/// Writes a question (an alert or a confirmation dialog, a layer whose style
/// `PresentationStyle.isQuestion`) as an open `<dialog>` holding one form.
///
/// The form posts to the host's action path with the session's CSRF token and the layer's
/// identity; each of the question's buttons is a submit button that posts its index, and the
/// text fields post their texts. So a question is answered without JavaScript; the host's
/// script only adds the Escape key, which posts a dismissal (answered by the cancel button).
struct QuestionRenderer {
  /// The names of the fields a question's form posts; all start with `_`, the host's own.
  enum Field {
    /// The question's layer (its `LayerID`'s raw value).
    static let layer = "_question"
    /// The index of the button chosen.
    static let button = "_button"
    /// Present when the question was dismissed (the Escape key), not answered.
    static let dismiss = "_dismiss"
    /// The text of the field at `index`.
    static func text(_ index: Int) -> String { "_text\(index)" }
  }

  let csrf: String
  let actionPath: String

  /// The dialog of a question in layer `layer`, drawn at `index` in the page.
  @MainActor
  func dialog(_ model: AlertModel, layer: LayerID, index: Int, isTop: Bool) -> HTML {
    let number = String(index)
    let isAlert = model.style == .alert
    let role: HTML = isAlert ? " role=\"alertdialog\"" : .empty
    let described: HTML = model.message == nil ? .empty : " aria-describedby=\"message-\(number)\""
    let inert: HTML = isTop ? .empty : " inert"
    let message: HTML =
      model.message.map { "<p class=\"question-message\" id=\"message-\(number)\">\($0)</p>" }
      ?? .empty
    let fields = model.textFields.enumerated().map { offset, field in
      textField(field, at: offset, autofocus: offset == 0)
    }
    let buttons = model.buttons.enumerated().map { offset, button in self.button(button, offset) }
    let raw = String(layer.rawValue)
    return """
      <div class="scrim"></div><dialog open class="layer layer-\(model.style.rawValue) question" \
      id="layer-\(number)"\(role) aria-modal="true" aria-labelledby="title-\(number)"\(described) \
      data-question="\(raw)"\(inert)><form method="post" action="\(actionPath)" class="question-form">\
      <input type="hidden" name="_csrf" value="\(csrf)">\
      <input type="hidden" name="\(Field.layer)" value="\(raw)">\
      <h1 id="title-\(number)">\(model.title)</h1>\(message)\(fields)\
      <div class="question-buttons">\(buttons)</div></form></dialog>
      """
  }

  /// One text field: its placeholder is its label for assistive technology; a secure field is
  /// a password field and never sends its text back to the browser.
  private func textField(_ field: AlertTextField, at index: Int, autofocus: Bool) -> HTML {
    let type = field.isSecure ? "password" : "text"
    let value = field.isSecure ? "" : field.text
    let focus: HTML = autofocus ? " autofocus" : .empty
    return """
      <input class="question-field" type="\(type)" name="\(Field.text(index))" \
      value="\(value)" placeholder="\(field.placeholder)" aria-label="\(field.placeholder)"\(focus)>
      """
  }

  /// One button, which posts its index; the cancel button skips the fields' validation.
  private func button(_ button: AlertModel.Button, _ index: Int) -> HTML {
    let role = button.role?.rawValue ?? "default"
    let skipsValidation: HTML = button.role == .cancel ? " formnovalidate" : .empty
    return """
      <button type="submit" name="\(Field.button)" value="\(String(index))" \
      class="question-button \(role)" data-role="\(role)"\(skipsValidation)>\(button.title)</button>
      """
  }
}
