/// An index of URL patterns by their path segments: finding the first-registered pattern a link
/// matches costs the length of the link, not the number of patterns.
struct PatternTrie: Sendable {
  private struct Node: Sendable {
    /// Children by the decoded text of a literal segment.
    var literals: [String: Int] = [:]
    /// The child for a parameter segment, whatever its name.
    var parameter: Int?
    /// The first-registered entry whose pattern ends here.
    var entry: Int?
  }

  private var nodes = [Node()]

  /// Adds the pattern of entry number `entry` (numbers grow with each call), in O(segments).
  mutating func insert(_ pattern: URLPattern, entry: Int) {
    var current = 0
    for segment in pattern.segments {
      current = child(of: current, for: segment)
    }
    if nodes[current].entry == nil { nodes[current].entry = entry }
  }

  /// The first-registered entry whose pattern matches the decoded segments, from node `index`:
  /// O(segments) unless patterns overlap (a literal and a parameter at one place), else O(nodes).
  func firstMatch(_ segments: ArraySlice<String>, from index: Int = 0) -> Int? {
    let node = nodes[index]
    guard let text = segments.first else { return node.entry }
    let rest = segments.dropFirst()
    let literal = node.literals[text].flatMap { firstMatch(rest, from: $0) }
    guard !text.isEmpty, let next = node.parameter, let parameter = firstMatch(rest, from: next)
    else { return literal }
    return min(literal ?? parameter, parameter)
  }

  /// The node below `index` for `segment`, added if missing.
  private mutating func child(of index: Int, for segment: URLPattern.Segment) -> Int {
    let new = nodes.count
    switch segment {
    case .literal(let text):
      if let existing = nodes[index].literals[text] { return existing }
      nodes[index].literals[text] = new
    case .parameter:
      if let existing = nodes[index].parameter { return existing }
      nodes[index].parameter = new
    }
    nodes.append(Node())
    return new
  }
}
