#if canImport(UIKit)
  import KanjiApp
  import UIKit

  extension UITableView {
    /// A row for a kanji: the character, its meanings under it.
    func kanjiCell(for kanji: Kanji) -> UITableViewCell {
      let cell = subtitleCell(identifier: "kanji")
      cell.textLabel?.text = kanji.character
      cell.detailTextLabel?.text = kanji.meaningLine
      return cell
    }

    /// A reused cell with a detail line under its text, or a new one.
    func subtitleCell(identifier: String) -> UITableViewCell {
      dequeueReusableCell(withIdentifier: identifier)
        ?? UITableViewCell(style: .subtitle, reuseIdentifier: identifier)
    }
  }
#endif
