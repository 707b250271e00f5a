#if canImport(UIKit)
  import Foundation
  import KanjiApp
  import UIKit

  /// The search: the query in a field to search again, the summary, and the matching kanji;
  /// a selected result opens its detail through the view model.
  final class KanjiSearchViewController: UITableViewController {
    private let viewModel: KanjiSearchViewModel

    init(viewModel: KanjiSearchViewModel) {
      self.viewModel = viewModel
      super.init(style: .plain)
      title = viewModel.title
    }

    required init?(coder: NSCoder) {
      fatalError("KanjiSearchViewController is made in code")
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      let searchRow = makeSearchRow(query: viewModel.query) { [viewModel] query in
        viewModel.search(for: query)
      }
      tableView.tableHeaderView = makeHeader(
        [searchRow, makeLabel(viewModel.summary)], height: 96)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      viewModel.results.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      tableView.kanjiCell(for: viewModel.results[indexPath.row])
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      tableView.deselectRow(at: indexPath, animated: true)
      viewModel.select(character: viewModel.results[indexPath.row].character)
    }
  }
#endif
