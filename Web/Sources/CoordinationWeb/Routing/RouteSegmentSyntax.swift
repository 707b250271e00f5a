import Coordination
import Foundation

/// The text form of one route in a URL path, written from and read back to the route's JSON.
///
/// ```
/// segment  = key body
/// body     = "." name [ "(" args ")" ]    ; an enum case: {"name": {fields}}
///          / "(" args ")"                 ; a struct: {fields}
///          / "=" value                    ; anything else, e.g. a raw-value enum
/// args     = [ arg *( "," arg ) ]
/// arg      = [ label ":" ] value          ; labels are left out for _0, _1, …
/// value    = number / "true" / "false" / "null"
///          / "~" text                     ; a string that would read as something else
///          / "$" json                     ; a nested array or object, as JSON text
///          / text                         ; any other string
/// ```
///
/// Text is percent-encoded except for letters, digits, `-`, `.` and `_`, so the punctuation
/// of the grammar never occurs inside a value. Reading a segment gives back the same JSON
/// that was written, which then decodes into the route type.
enum RouteSegmentSyntax {
  /// The body of a segment for a route's JSON.
  static func body(for json: RouteJSON) -> String {
    if case .object(let object) = json {
      if object.count == 1, let (name, value) = object.first, isIdentifier(name),
        case .object(let fields) = value
      {
        return fields.isEmpty ? ".\(name)" : ".\(name)(\(arguments(fields)))"
      }
      if object.keys.allSatisfy(isIdentifier) {
        return "(\(arguments(object)))"
      }
    }
    return "=\(value(json))"
  }

  /// Reads a segment body back into JSON.
  static func json(fromBody body: Substring) -> RouteJSON? {
    if body.first == "." {
      let rest = body.dropFirst()
      guard let open = rest.firstIndex(of: "(") else {
        return isIdentifier(rest) ? .object([String(rest): .object([:])]) : nil
      }
      let name = rest[..<open]
      guard isIdentifier(name), rest.last == ")",
        let fields = fields(rest[rest.index(after: open)..<rest.index(before: rest.endIndex)])
      else { return nil }
      return .object([String(name): .object(fields)])
    }
    if body.first == "(", body.last == ")" {
      return fields(body.dropFirst().dropLast()).map(RouteJSON.object)
    }
    if body.first == "=" { return value(from: body.dropFirst()) }
    return nil
  }

  /// Whether `text` is a Swift-like identifier: letters, digits and `_`, not starting with a
  /// digit.
  static func isIdentifier(_ text: some StringProtocol) -> Bool {
    guard let first = text.unicodeScalars.first, !("0"..."9").contains(first) else {
      return false
    }
    return text.unicodeScalars.allSatisfy { $0.isASCII && (isAlphanumeric($0) || $0 == "_") }
  }

  private static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
  }

  private static func arguments(_ fields: [String: RouteJSON]) -> String {
    let positional = (0..<fields.count).map { "_\($0)" }
    if Set(fields.keys) == Set(positional) {
      return positional.compactMap { fields[$0].map(value) }.joined(separator: ",")
    }
    return fields.keys.sorted().compactMap { key in
      fields[key].map { "\(key):\(value($0))" }
    }.joined(separator: ",")
  }

  private static func fields(_ text: Substring) -> [String: RouteJSON]? {
    guard !text.isEmpty else { return [:] }
    var fields: [String: RouteJSON] = [:]
    for (position, argument) in text.split(separator: ",", omittingEmptySubsequences: false)
      .enumerated()
    {
      let label: String
      let rawValue: Substring
      if let colon = argument.firstIndex(of: ":") {
        guard isIdentifier(argument[..<colon]) else { return nil }
        label = String(argument[..<colon])
        rawValue = argument[argument.index(after: colon)...]
      } else {
        label = "_\(position)"
        rawValue = argument
      }
      guard fields[label] == nil, let value = value(from: rawValue) else { return nil }
      fields[label] = value
    }
    return fields
  }

  /// The text of one value.
  private static func value(_ json: RouteJSON) -> String {
    switch json {
    case .null: return "null"
    case .bool(let flag): return flag ? "true" : "false"
    case .int(let number): return String(number)
    case .double(let number): return encode(String(number))
    case .string(let text):
      let ambiguous =
        text.isEmpty || ["true", "false", "null"].contains(text) || Int64(text) != nil
        || Double(text) != nil
      return (ambiguous ? "~" : "") + encode(text)
    case .array, .object:
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]  // the same value always gets the same URL
      guard let data = try? encoder.encode(json),
        let text = String(data: data, encoding: .utf8)
      else { return "null" }
      return "$" + encode(text)
    }
  }

  /// Reads one value.
  private static func value(from raw: Substring) -> RouteJSON? {
    guard let text = String(raw).removingPercentEncoding else { return nil }
    if raw.first == "~" { return .string(String(text.dropFirst())) }
    if raw.first == "$" {
      return try? JSONDecoder().decode(RouteJSON.self, from: Data(text.dropFirst().utf8))
    }
    // Only the grammar's own characters may appear unencoded.
    guard raw.unicodeScalars.allSatisfy({ allowed.contains($0) || $0 == "%" }) else { return nil }
    switch text {
    case "null": return .null
    case "true": return .bool(true)
    case "false": return .bool(false)
    default: break
    }
    if raw.first.map({ $0 == "-" || $0.isNumber }) == true {
      if let number = Int64(text) { return .int(number) }
      if let number = Double(text), number.isFinite { return .double(number) }
    }
    return .string(text)
  }

  /// The characters left as they are in values.
  static let allowed: CharacterSet = {
    var set = CharacterSet()
    set.insert(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._")
    return set
  }()

  /// Percent-encodes everything but letters, digits, `-`, `.` and `_`.
  static func encode(_ text: String) -> String {
    text.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
  }
}
