import Coordination
import Logging

extension WebSession {
  /// Answers a posted question form: the button chosen, or a dismissal (the Escape key).
  ///
  /// The form names the question's layer, which must be the layer on top (else 409: the
  /// question is not showing any more, after the browser's Back say, and the current page is
  /// shown). A chosen button becomes `UserAction.answered(_:button:texts:)` with the posted
  /// texts, a dismissal `UserAction.dismissed(_:)`, which answers with the cancel button's
  /// value. The store's refusal of either (a button out of range) is a 400 page; the state is
  /// unchanged then. The answer is a 303 redirect to the URL of the new state.
  public func answer(fields: [String: String]) -> WebResponse {
    typealias Field = QuestionRenderer.Field
    guard let layerText = fields[Field.layer], let raw = UInt64(layerText) else {
      return problem(400, title: "Malformed answer", reason: "The form names no question.")
    }
    let layer = LayerID(rawValue: raw)
    guard let top = store.state.topLayer, top.id == layer, top.style.isQuestion else {
      return page(
        status: 409,
        notice: "That question is not showing any more, so nothing was done. "
          + "This is the current screen.")
    }
    let action: UserAction
    if fields[Field.dismiss] != nil {
      action = .dismissed(layer)
    } else {
      guard let buttonText = fields[Field.button], let button = Int(buttonText) else {
        return problem(400, title: "Malformed answer", reason: "The form names no button.")
      }
      var texts: [String] = []
      while let text = fields[Field.text(texts.count)] { texts.append(text) }
      action = .answered(layer, button: button, texts: texts)
    }
    let before = store.currentPath
    do {
      if case .refused = try store.handle(action) {
        return page(status: 409, notice: Self.refusalNotice)
      }
    } catch {
      logger.notice(
        "answer refused: \(LoggedText.escaping(error.description))",
        metadata: ["session": "\(id.short)"])
      return problem(
        400, title: "Answer refused", reason: "\(error.description) Nothing was changed.")
    }
    return redirectAfterChange(returningTo: before)
  }
}
