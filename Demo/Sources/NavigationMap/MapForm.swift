/// A form of a page: where it goes, what it posts as it is, and what the user types.
struct MapForm {
  /// `get` or `post`.
  let method: String
  /// Where it goes.
  let target: String
  /// The action it posts (its `_action` field), for a posted form.
  let actionName: String?
  /// Its hidden fields other than the host's own (`_csrf`, `_screen`, `_action`).
  let hidden: [String: String]
  /// The names of the fields the user types into.
  let inputs: [String]
  /// The button's label: a list row's label, or the button's text.
  let label: String
  /// A question's form: its layer (the `_question` field) and its buttons, each with the
  /// index it posts; `nil` for a screen's form.
  let question: (layer: String, buttons: [(label: String, index: String)])?

  init(_ form: MarkupScanner.Element) {
    var hidden: [String: String] = [:]
    var inputs: [String] = []
    var action: String?
    var questionLayer: String?
    for attributes in MarkupScanner.openingTags("input", in: form.inner) {
      guard let name = MarkupScanner.attribute("name", in: attributes) else { continue }
      let value = MarkupScanner.attribute("value", in: attributes) ?? ""
      if MarkupScanner.attribute("type", in: attributes) != "hidden" {
        inputs.append(name)
      } else if name == "_action" {
        action = value
      } else if name == "_question" {
        questionLayer = value
      } else if !name.hasPrefix("_") {
        hidden[name] = value
      }
    }
    let button = MarkupScanner.elements("button", in: form.inner).first
    let rowLabel = button.flatMap { button in
      MarkupScanner.elements("span", in: button.inner).first {
        MarkupScanner.attribute("class", in: $0.attributes) == "label"
      }
    }
    method = MarkupScanner.attribute("method", in: form.attributes) ?? "get"
    target = MarkupScanner.attribute("action", in: form.attributes) ?? ""
    actionName = action
    self.hidden = hidden
    self.inputs = inputs
    label = MarkupScanner.text(of: (rowLabel ?? button)?.inner ?? "")
    question = questionLayer.map { layer in
      let buttons = MarkupScanner.elements("button", in: form.inner).compactMap { button in
        MarkupScanner.attribute("value", in: button.attributes).map {
          (label: MarkupScanner.text(of: button.inner), index: $0)
        }
      }
      return (layer, buttons)
    }
  }

  /// The moves that submit this form: one per sample that fills one of its fields, or one
  /// with nothing typed when it has no fields or no sample fills them; for a question, one
  /// per button.
  func moves(samples: [MapSample]) -> [MapMove] {
    if let question {
      // Each button answers; a question's text fields are left out (posted empty).
      return question.buttons.map { button in
        MapMove(
          kind: .answer(fields: ["_question": question.layer, "_button": button.index]),
          label: button.label)
      }
    }
    let fitting = samples.filter { sample in inputs.contains { sample.fields[$0] != nil } }
    guard !inputs.isEmpty, !fitting.isEmpty else { return [move(typing: [:], named: nil)] }
    var seen: Set<[String: String]> = []
    return fitting.compactMap { sample in
      var typed: [String: String] = [:]
      for name in inputs { typed[name] = sample.fields[name] ?? "" }
      guard seen.insert(typed).inserted else { return nil }
      return move(typing: typed, named: sample.name)
    }
  }

  private func move(typing typed: [String: String], named sample: String?) -> MapMove {
    let label = sample.map { "\(self.label) [\($0)]" } ?? self.label
    let fields = hidden.merging(typed) { _, typed in typed }
    guard method == "post", let actionName else {
      let query = fields.sorted { $0.key < $1.key }.map {
        "\(MarkupScanner.formEncoded($0.key))=\(MarkupScanner.formEncoded($0.value))"
      }
      let url = query.isEmpty ? target : "\(target)?\(query.joined(separator: "&"))"
      return MapMove(kind: .get(url), label: label)
    }
    return MapMove(kind: .post(action: actionName, fields: fields), label: label)
  }
}
