#if canImport(UIKit)
  import Foundation
  import KanjiApp
  import UIKit

  /// The tutorial's "Kanji details": the character with its facts, meanings and readings, then
  /// the example words; a selected word goes to the view model, which asks the coordinator for
  /// the word's kanji.
  final class KanjiDetailViewController: UITableViewController {
    private static let factsSection = 0
    private let viewModel: KanjiDetailViewModel
    /// The rows of the first section: a text and the detail under it.
    private let facts: [(text: String, detail: String)]

    init(viewModel: KanjiDetailViewModel) {
      self.viewModel = viewModel
      let kanji = viewModel.kanji
      let readings = [("On readings", kanji.onyomi), ("Kun readings", kanji.kunyomi)]
        .filter { !$0.1.isEmpty }
        .map { (text: $0.0, detail: $0.1.joined(separator: "、")) }
      facts =
        [(kanji.character, viewModel.facts), ("Meanings", kanji.meaningLine)] + readings
      super.init(style: .insetGrouped)
      title = viewModel.title
    }

    required init?(coder: NSCoder) {
      fatalError("KanjiDetailViewController is made in code")
    }

    override func numberOfSections(in tableView: UITableView) -> Int { 2 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      section == Self.factsSection ? facts.count : viewModel.kanji.examples.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      if indexPath.section == Self.factsSection {
        let cell = tableView.subtitleCell(identifier: "fact")
        cell.textLabel?.text = facts[indexPath.row].text
        cell.detailTextLabel?.text = facts[indexPath.row].detail
        return cell
      }
      let example = viewModel.kanji.examples[indexPath.row]
      let cell = tableView.subtitleCell(identifier: "word")
      cell.textLabel?.text = example.word
      cell.detailTextLabel?.text = "\(example.reading) · \(example.meaning)"
      return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      tableView.deselectRow(at: indexPath, animated: true)
      guard indexPath.section != Self.factsSection else { return }
      viewModel.select(word: viewModel.kanji.examples[indexPath.row].word)
    }
  }
#endif
