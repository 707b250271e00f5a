#if canImport(UIKit)
  import Foundation
  import KanjiApp
  import UIKit

  /// The tutorial's kanji list: all kanji ("Kanji list", with the search above them), or the
  /// kanji of a word (titled with the word, its reading and meaning above them). A selected
  /// row goes to the view model, which tells its delegate, the coordinator.
  final class KanjiListViewController: UITableViewController {
    private let viewModel: KanjiListViewModel
    private let search: (String) -> Void

    init(viewModel: KanjiListViewModel, search: @escaping (String) -> Void) {
      self.viewModel = viewModel
      self.search = search
      super.init(style: .plain)
      title = viewModel.title
    }

    required init?(coder: NSCoder) {
      fatalError("KanjiListViewController is made in code")
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      if let word = viewModel.word {
        tableView.tableHeaderView = makeHeader(
          [makeLabel("\(word.word) \(word.reading)"), makeLabel(word.meaning)], height: 72)
      } else {
        tableView.tableHeaderView = makeHeader(
          [makeSearchRow { [search] query in search(query) }], height: 56)
      }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      viewModel.kanji.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      tableView.kanjiCell(for: viewModel.kanji[indexPath.row])
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      tableView.deselectRow(at: indexPath, animated: true)
      viewModel.select(character: viewModel.kanji[indexPath.row].character)
    }
  }
#endif
