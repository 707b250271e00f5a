// The app's own types that the README's quick start uses but does not show: a movie, the list's
// model and its delegate, the detail's coordinator, and the list's view controller and view.
// scripts/check-doc-examples.sh --readme compiles them beside the README's examples.
import Coordination
import Foundation
import SwiftUI
import UIKit

struct Movie: Hashable {
  let id: Int
  let title: String
}

protocol MovieListViewModelDelegate: AnyObject {
  func movieList(didSelect movie: Movie)
}

final class MovieListViewModel {
  let movies = [Movie(id: 0, title: "Alien"), Movie(id: 1, title: "Heat")]
  weak var delegate: (any MovieListViewModelDelegate)?

  init(delegate: any MovieListViewModelDelegate) { self.delegate = delegate }

  func select(_ index: Int) { delegate?.movieList(didSelect: movies[index]) }
}

enum MovieDetailRoute: NavigationRoute {
  case detail(movieID: Int)
}

final class MovieDetailCoordinator: Coordinator<MovieDetailRoute> {
  let movieID: Int

  init(movieID: Int) { self.movieID = movieID }

  override func start() { show(.detail(movieID: movieID)) }
}

final class MovieListViewController: UIViewController {
  let viewModel: MovieListViewModel

  init(viewModel: MovieListViewModel) {
    self.viewModel = viewModel
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }
}

struct MovieListView: View {
  let model: MovieListViewModel

  var body: some View {
    Text(model.movies.map(\.title).joined(separator: ", "))
  }
}
