/// How the list reports a selection, as the tutorial's `MovieListViewControllerDelegate` did: the
/// list knows nothing of the detail screen.
public protocol MovieListViewModelDelegate: AnyObject {
  /// The user selected a movie.
  func movieList(_ list: MovieListViewModel, didSelect movie: Movie)
}
