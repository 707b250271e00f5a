import Foundation

/// Reads `application/x-www-form-urlencoded` bodies.
enum FormEncoding {
  /// The fields of a body, or `nil` when it is not valid form encoding (bad percent escapes
  /// or text that is not UTF-8). A name posted twice keeps its first value.
  static func fields(_ body: String) -> [String: String]? {
    var fields: [String: String] = [:]
    for pair in body.split(separator: "&", omittingEmptySubsequences: true) {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard let name = decode(parts[0]) else { return nil }
      guard let value = parts.count > 1 ? decode(parts[1]) : "" else { return nil }
      if fields[name] == nil { fields[name] = value }
    }
    return fields
  }

  private static func decode(_ text: Substring) -> String? {
    text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
  }
}
