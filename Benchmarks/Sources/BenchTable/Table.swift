/// One line of the table: a case, the library's figure, the baseline's, their ratio, and the
/// unit. A row with only a label is a section heading.
struct Row {
  /// What is measured.
  let label: String
  /// The library's figure.
  var library = ""
  /// The baseline's figure.
  var baseline = ""
  /// Library over baseline.
  var ratio = ""
  /// The unit of the two figures.
  var unit = ""

  /// A section heading.
  static func heading(_ text: String) -> Row { Row(label: text) }
}

/// Renders rows as one aligned text table.
enum Table {
  /// The column titles.
  static let titles = Row(
    label: "case", library: "library", baseline: "baseline", ratio: "lib/base", unit: "unit")

  /// The table as text, one line per row, headings set off by a blank line.
  static func render(_ rows: [Row]) -> String {
    let all = [titles] + rows
    let figures = all.filter { !$0.library.isEmpty || $0.label == "case" }
    let labelWidth: Int = figures.map(\.label.count).max() ?? 0
    let libraryWidth: Int = all.map(\.library.count).max() ?? 0
    let baselineWidth: Int = all.map(\.baseline.count).max() ?? 0
    let ratioWidth: Int = all.map(\.ratio.count).max() ?? 0
    var lines: [String] = []
    for row in all {
      if row.library.isEmpty && row.baseline.isEmpty && row.label != "case" {
        lines.append("")
        lines.append("## " + row.label)
        continue
      }
      let cells = [
        pad(row.label, labelWidth), pad(row.library, libraryWidth, left: true),
        pad(row.baseline, baselineWidth, left: true), pad(row.ratio, ratioWidth, left: true),
        row.unit,
      ]
      var line = cells.joined(separator: "  ")
      while line.last == " " { line.removeLast() }
      lines.append(line)
    }
    return lines.joined(separator: "\n")
  }

  private static func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return left ? padding + text : text + padding
  }
}
