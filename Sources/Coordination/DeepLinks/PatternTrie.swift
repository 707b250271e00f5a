/// An index of URL patterns by their path segments, so that finding the pattern a link matches
/// costs the length of the link, not the number of patterns.
///
/// Each node is reached by a path of literal segments and parameters; a pattern ends at the
/// node its segments lead to. Matching keeps the rule of a list tried in order: among all the
/// patterns that match, the one registered first wins. A node remembers the lowest entry
/// number below it, so branches that cannot beat the best match found so far are skipped.
struct PatternTrie: Sendable {
  private struct Node: Sendable {
    /// Children reached by a literal segment, by its decoded text.
    var literals: [String: Int] = [:]
    /// The child reached by a parameter segment, whatever its name.
    var parameter: Int?
    /// The first-registered entry whose pattern ends here.
    var entry: Int?
    /// The lowest entry number of this node and every node below it.
    var lowest = Int.max
  }

  private var nodes = [Node()]

  /// Adds the pattern of entry number `entry`. Numbers must grow with each call.
  ///
  /// - Complexity: O(*s*) in the number of the pattern's segments.
  mutating func insert(_ pattern: URLPattern, entry: Int) {
    var current = 0
    nodes[current].lowest = min(nodes[current].lowest, entry)
    for segment in pattern.segments {
      current = child(of: current, for: segment)
      nodes[current].lowest = min(nodes[current].lowest, entry)
    }
    if nodes[current].entry == nil { nodes[current].entry = entry }
  }

  /// The first-registered entry whose pattern matches the decoded path segments.
  ///
  /// - Complexity: O(*s*) in the number of segments for a map without patterns that overlap
  ///   (a literal and a parameter at the same place); at worst O(2^*s*), bounded by the
  ///   patterns' shapes.
  func firstMatch(_ segments: [String]) -> Int? {
    var best = Int.max
    search(node: 0, segments: segments, depth: 0, best: &best)
    return best == Int.max ? nil : best
  }

  private func search(node index: Int, segments: [String], depth: Int, best: inout Int) {
    let node = nodes[index]
    guard node.lowest < best else { return }
    guard depth < segments.count else {
      if let entry = node.entry, entry < best { best = entry }
      return
    }
    let text = segments[depth]
    if let next = node.literals[text] {
      search(node: next, segments: segments, depth: depth + 1, best: &best)
    }
    if let next = node.parameter, !text.isEmpty {
      search(node: next, segments: segments, depth: depth + 1, best: &best)
    }
  }

  private mutating func child(of index: Int, for segment: URLPattern.Segment) -> Int {
    switch segment {
    case .literal(let text):
      if let existing = nodes[index].literals[text] { return existing }
      nodes.append(Node())
      nodes[index].literals[text] = nodes.count - 1
    case .parameter:
      if let existing = nodes[index].parameter { return existing }
      nodes.append(Node())
      nodes[index].parameter = nodes.count - 1
    }
    return nodes.count - 1
  }
}
