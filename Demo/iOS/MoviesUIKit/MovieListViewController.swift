#if canImport(UIKit)
  import Foundation
  import MoviesApp
  import UIKit

  /// The tutorial's movie list: a table of the movies, each row the title with the year under it.
  /// A selected row is reported to the view model, which tells its delegate (the coordinator);
  /// the list knows nothing of the detail screen.
  final class MovieListViewController: UITableViewController {
    private static let cellIdentifier = "movie"
    private let viewModel: MovieListViewModel

    init(viewModel: MovieListViewModel) {
      self.viewModel = viewModel
      super.init(style: .plain)
      title = viewModel.title
    }

    required init?(coder: NSCoder) {
      fatalError("MovieListViewController is made in code")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      viewModel.movies.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let cell =
        tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier)
        ?? UITableViewCell(style: .subtitle, reuseIdentifier: Self.cellIdentifier)
      let movie = viewModel.movies[indexPath.row]
      cell.textLabel?.text = movie.title
      cell.detailTextLabel?.text = String(movie.year)
      return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      tableView.deselectRow(at: indexPath, animated: true)
      viewModel.select(movieID: viewModel.movies[indexPath.row].id)
    }
  }
#endif
