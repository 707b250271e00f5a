import Foundation

/// The few scans of the host's markup the explorer makes: elements by tag, attributes, text.
enum MarkupScanner {
  /// An element: the attributes of its opening tag and the markup inside it.
  typealias Element = (attributes: Substring, inner: Substring)

  /// The elements with a tag, outermost first; elements of the same tag are not nested here.
  static func elements(_ tag: String, in html: Substring) -> [Element] {
    var found: [Element] = []
    var rest = html
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
    guard let start = padded.range(of: " \(name)=\""),
      let end = padded.range(of: "\"", range: start.upperBound..<padded.endIndex)
    else { return nil }
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

  /// Text with everything but unreserved characters percent-encoded, for a query.
  static func formEncoded(_ text: String) -> String {
    let allowed = CharacterSet(
      charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
    return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
  }
}
