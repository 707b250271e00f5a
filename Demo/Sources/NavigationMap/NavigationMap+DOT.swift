extension NavigationMap {
  /// The map in Graphviz DOT: a node per state labelled with its title (its URL as the
  /// tooltip), an edge per transition labelled with its move. Actions are solid, links
  /// dashed, refusals dotted; states outside the app are grey and problems red, each a note
  /// at the state its move was made from.
  ///
  /// - Parameter name: The graph's name and title.
  public func dot(name: String) -> String {
    var lines = [
      "digraph \(quoted(name)) {",
      "  graph [label=\(quoted(name)), labelloc=t, fontname=\"Helvetica\", rankdir=LR];",
      "  node [shape=box, style=\"rounded,filled\", fillcolor=\"#f4f6fb\", fontname=\"Helvetica\"];",
      "  edge [fontname=\"Helvetica\", fontsize=10];",
    ]
    for (index, state) in states.enumerated() {
      var attributes = "label=\(quoted(state.title)), tooltip=\(quoted(state.url))"
      if index == 0 { attributes += ", penwidth=2" }
      if !state.isInScope { attributes += ", fillcolor=\"#e6e6e6\", fontcolor=\"#666666\"" }
      lines.append("  s\(index) [\(attributes)];")
    }
    for edge in edges {
      var attributes = "label=\(quoted(edge.label))"
      if edge.isRefused {
        attributes += ", style=dotted"
      } else if edge.isLink {
        attributes += ", style=dashed, color=\"#777777\""
      }
      lines.append("  s\(edge.from) -> s\(edge.to) [\(attributes)];")
    }
    for (index, problem) in problems.enumerated() {
      lines.append(
        "  p\(index) [shape=note, fillcolor=\"#fde2e2\", color=\"#c0392b\", "
          + "label=\(quoted(problem.reason))];")
      if let from = state(url: problem.state) {
        lines.append("  s\(from) -> p\(index) [label=\(quoted(problem.move)), color=\"#c0392b\"];")
      }
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// A DOT string: quotes and backslashes escaped, long lines wrapped.
  private func quoted(_ text: String) -> String {
    var escaped = ""
    var column = 0
    for character in text {
      if character == " ", column >= 40 {
        escaped += "\\n"
        column = 0
        continue
      }
      if character == "\"" || character == "\\" { escaped.append("\\") }
      escaped.append(character)
      column += 1
    }
    return "\"\(escaped)\""
  }
}
