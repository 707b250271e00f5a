extension ScreenContext {
  /// A tappable row of a `<ul class="list">`: a form that posts `action` with `fields`, whose
  /// button shows a label and, muted after it, a detail.
  ///
  /// - Parameters:
  ///   - label: The row's main text; browser tests find the row by it.
  ///   - detail: Secondary text shown after the label.
  ///   - lang: The language of the label, such as `ja`, when it is not English.
  ///   - action: The action's name, as registered with the view.
  ///   - fields: Values posted with it, such as the row's identity.
  ///   - data: `data-` attributes of the `<li>` (names without the prefix) that identify the
  ///     row, such as `["movie-id": "9"]`.
  public func row(
    _ label: String, detail: String? = nil, lang: String? = nil, action: String,
    fields: [String: String], data: [String: String] = [:]
  ) -> HTML {
    let hidden = hiddenInputs(fields)
    let attributes = HTML.joined(
      data.sorted { $0.key < $1.key }.map { name, value -> HTML in
        " data-\(name)=\"\(value)\""
      })
    let language: HTML = lang.map { " lang=\"\($0)\"" } ?? .empty
    let secondary: HTML = detail.map { " <span class=\"detail\">\($0)</span>" } ?? .empty
    return """
      <li\(attributes)><form method="post" action="\(actionPath)" class="inline">\
      \(hiddenFields(action: action))\(hidden)<button type="submit" class="row" \
      data-action="\(action)"><span class="label"\(language)>\(label)</span>\(secondary)</button>\
      </form></li>
      """
  }
}
