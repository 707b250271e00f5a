import CoordinationWeb
import MoviesApp

/// The Movies app (A): the list of movies and a movie's detail.
enum MoviesViews {
  /// Registers the app's views.
  static func register(in views: inout ViewRegistry) {
    views.register(list)
    views.register(detail)
  }

  /// The movies as rows labelled with their titles, the year after each; a row posts
  /// `select` with the movie's `id` and carries `data-movie-id`.
  static let list = ScreenView<MovieListViewModel>(title: { $0.title }) { model, context in
    let rows = model.movies.map { movie in
      context.row(
        movie.title, detail: String(movie.year), action: "select",
        fields: ["id": String(movie.id)], data: ["movie-id": String(movie.id)])
    }
    return "<ul class=\"list\" id=\"movies\">\(rows)</ul>"
  }
  .action("select") { model, form in
    let id = try form.int("id")
    guard model.select(movieID: id) else {
      throw ActionError.invalidField("id", value: String(id))
    }
  }

  /// The movie: its title, original title, the facts line and the overview in a card, then
  /// the facts one by one. The way back is the navigation bar's back link.
  static let detail = ScreenView<MovieDetailViewModel>(
    title: { $0.title },
    body: { model, _ in
      let movie = model.movie
      let original: HTML =
        movie.originalTitle.map { "<p class=\"muted original-title\">\($0)</p>" } ?? .empty
      return """
        <article class="card movie" data-movie-id="\(String(movie.id))"><h2>\(movie.title)</h2>\
        \(original)<p class="muted" id="movie-facts">\(model.facts)</p>\
        <p class="overview">\(movie.overview)</p></article>\
        <div class="card"><dl class="facts">\
        <dt>Year</dt><dd>\(String(movie.year))</dd>\
        <dt>Running time</dt><dd>\(movie.formattedRuntime)</dd>\
        <dt>Genres</dt><dd>\(movie.genres.joined(separator: ", "))</dd>\
        <dt>Director</dt><dd>\(movie.director)</dd></dl></div>
        """
    })
}
