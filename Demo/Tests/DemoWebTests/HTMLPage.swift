import Foundation

/// A page the web host answered, read the way a browser without JavaScript sees it: its
/// title, headings, text, links and forms.
///
/// The host writes well-formed markup with every attribute value in double quotes and no
/// nested forms, so a small scanner is enough; no regular expressions over whole pages.
struct HTMLPage {
  /// A `<form>` and what a browser would post with it.
  struct Form {
    /// `get` or `post`.
    let method: String
    /// Where it posts.
    let action: String
    /// The action name: the hidden `_action` field, or `data-action` of the form.
    let actionName: String?
    /// The hidden fields, posted as they are.
    let hidden: [String: String]
    /// The names of the fields the user fills in.
    let inputs: [String]
    /// The submit button's text, with tags removed.
    let buttonText: String
    /// The text of the button's `label` span, for list rows.
    let buttonLabel: String?
  }

  /// A link.
  struct Link {
    /// Its target, entities decoded.
    let href: String
    /// Its text.
    let text: String
    /// Its `rel`, such as `prev` for the navigation bar's back link.
    let rel: String?
  }

  /// The HTTP status code.
  let status: Int
  /// The markup as served.
  let html: String

  /// The document's `<title>`.
  var title: String { Self.elements("title", in: html).first.map { Self.text(of: $0.inner) } ?? "" }

  /// The text of the top layer's navigation bar title (the last `<h1>`).
  var heading: String { Self.elements("h1", in: html).last.map { Self.text(of: $0.inner) } ?? "" }

  /// All text of the body, tags removed and entities decoded, whitespace collapsed.
  var text: String { Self.text(of: html[...]) }

  /// The text of the element with this `id`, if there is one.
  func text(id: String) -> String? { element(id: id).map { Self.text(of: $0) } }

  /// The markup inside the element with this `id`, nested elements of its tag included.
  func element(id: String) -> Substring? {
    guard let marker = html.range(of: " id=\"\(id)\""),
      let open = html.range(
        of: "<", options: .backwards, range: html.startIndex..<marker.lowerBound),
      let end = html.range(of: ">", range: marker.upperBound..<html.endIndex)
    else { return nil }
    let tag = html[open.upperBound...].prefix { $0 != " " && $0 != ">" }
    var depth = 1
    var position = end.upperBound
    while let next = html.range(of: "<", range: position..<html.endIndex) {
      let rest = html[next.upperBound...]
      if rest.hasPrefix("/\(tag)>") {
        depth -= 1
        if depth == 0 { return html[end.upperBound..<next.lowerBound] }
      } else if rest.hasPrefix(tag), let after = rest.dropFirst(tag.count).first,
        after == " " || after == ">"
      {
        depth += 1
      }
      position = next.upperBound
    }
    return nil
  }

  /// The labels of the rows of the list with this `id`, in order.
  func rowLabels(list id: String) -> [String] {
    guard let list = element(id: id) else { return [] }
    return Self.elements("span", in: String(list)).compactMap { span in
      Self.attribute("class", in: span.attributes) == "label" ? Self.text(of: span.inner) : nil
    }
  }

  /// The links of the page.
  var links: [Link] {
    Self.elements("a", in: html).compactMap { element in
      guard let href = Self.attribute("href", in: element.attributes) else { return nil }
      return Link(
        href: href, text: Self.text(of: element.inner),
        rel: Self.attribute("rel", in: element.attributes))
    }
  }

  /// The forms of the page.
  var forms: [Form] {
    Self.elements("form", in: html).map { element in
      var hidden: [String: String] = [:]
      var inputs: [String] = []
      for attributes in Self.openingTags("input", in: element.inner) {
        guard let name = Self.attribute("name", in: attributes) else { continue }
        if Self.attribute("type", in: attributes) == "hidden" {
          hidden[name] = Self.attribute("value", in: attributes) ?? ""
        } else {
          inputs.append(name)
        }
      }
      let button = Self.elements("button", in: String(element.inner)).first
      let label = button.flatMap { button in
        Self.elements("span", in: String(button.inner)).first {
          Self.attribute("class", in: $0.attributes) == "label"
        }
      }
      return Form(
        method: Self.attribute("method", in: element.attributes) ?? "get",
        action: Self.attribute("action", in: element.attributes) ?? "",
        actionName: hidden["_action"] ?? Self.attribute("data-action", in: element.attributes),
        hidden: hidden, inputs: inputs, buttonText: button.map { Self.text(of: $0.inner) } ?? "",
        buttonLabel: label.map { Self.text(of: $0.inner) })
    }
  }

  /// The value of the input named `name`, if the page has one.
  func value(ofInput name: String) -> String? {
    for attributes in Self.openingTags("input", in: html[...])
    where Self.attribute("name", in: attributes) == name {
      return Self.attribute("value", in: attributes)
    }
    return nil
  }

  // MARK: Scanning

  /// An element: the attributes of its opening tag and the markup inside it.
  typealias Element = (attributes: Substring, inner: Substring)

  /// The elements with a tag, outermost first; elements of the same tag are not nested here.
  static func elements(_ tag: String, in html: String) -> [Element] {
    var found: [Element] = []
    var rest = html[...]
    while let open = openingTag(tag, in: rest) {
      guard let close = rest.range(of: "</\(tag)>", range: open.end..<rest.endIndex) else { break }
      found.append((open.attributes, rest[open.end..<close.lowerBound]))
      rest = rest[close.upperBound...]
    }
    return found
  }

  /// The attributes of every opening tag, for elements without a closing tag such as `input`.
  static func openingTags(_ tag: String, in html: Substring) -> [Substring] {
    var found: [Substring] = []
    var rest = html
    while let open = openingTag(tag, in: rest) {
      found.append(open.attributes)
      rest = rest[open.end...]
    }
    return found
  }

  private static func openingTag(_ tag: String, in html: Substring)
    -> (attributes: Substring, end: Substring.Index)?
  {
    var rest = html
    while let start = rest.range(of: "<\(tag)") {
      let after = start.upperBound
      guard after < rest.endIndex else { return nil }
      let next = rest[after]
      if next == " " || next == ">" {
        guard let end = rest.range(of: ">", range: after..<rest.endIndex) else { return nil }
        return (rest[after..<end.lowerBound], end.upperBound)
      }
      rest = rest[after...]
    }
    return nil
  }

  /// The value of an attribute in an opening tag's attributes, entities decoded.
  static func attribute(_ name: String, in attributes: Substring) -> String? {
    let padded = " " + attributes
    guard let start = padded.range(of: " \(name)=\"") else { return nil }
    guard let end = padded.range(of: "\"", range: start.upperBound..<padded.endIndex) else {
      return nil
    }
    return decodeEntities(padded[start.upperBound..<end.lowerBound])
  }

  /// Text with tags removed, entities decoded and whitespace collapsed.
  static func text(of html: Substring) -> String {
    var text = ""
    var inTag = false
    for character in html {
      if character == "<" {
        inTag = true
        text.append(" ")
      } else if character == ">" {
        inTag = false
      } else if !inTag {
        text.append(character)
      }
    }
    return decodeEntities(text[...]).split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// Decodes the character references the host writes.
  static func decodeEntities(_ text: Substring) -> String {
    text.replacingOccurrences(of: "&lt;", with: "<")
      .replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&quot;", with: "\"")
      .replacingOccurrences(of: "&#39;", with: "'")
      .replacingOccurrences(of: "&amp;", with: "&")
  }
}
