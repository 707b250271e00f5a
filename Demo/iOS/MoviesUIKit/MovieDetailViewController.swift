#if canImport(UIKit)
  import Foundation
  import MoviesApp
  import UIKit

  /// The tutorial's movie detail: the title, the original title, the facts line, the overview,
  /// then the facts one by one. The way back is the navigation bar's back button.
  final class MovieDetailViewController: UIViewController {
    private let viewModel: MovieDetailViewModel

    init(viewModel: MovieDetailViewModel) {
      self.viewModel = viewModel
      super.init(nibName: nil, bundle: nil)
      title = viewModel.title
    }

    required init?(coder: NSCoder) {
      fatalError("MovieDetailViewController is made in code")
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      let movie = viewModel.movie
      let heading = [movie.title, movie.originalTitle].compactMap { $0 }
      let facts = [
        "Year: \(movie.year)", "Running time: \(movie.formattedRuntime)",
        "Genres: \(movie.genres.joined(separator: ", "))", "Director: \(movie.director)",
      ]
      installColumn((heading + [viewModel.facts, movie.overview] + facts).map(makeLabel))
    }
  }
#endif
