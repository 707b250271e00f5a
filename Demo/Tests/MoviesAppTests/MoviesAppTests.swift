import Coordination
import CoordinationTesting
import DemoTestSupport
import Foundation
import MoviesApp
import Testing

/// App A: list → detail, with the catalogue injected.
@Suite struct MoviesAppTests {
  @Test func selectingAMovieStartsADetailCoordinatorThatBackFrees() throws {
    let list = MovieListCoordinator(catalogue: try makeCatalogue())
    let platform = launch(list)
    let model = try platform.topModel(as: MovieListViewModel.self)
    #expect(model.movies.map(\.id) == [1, 2])
    #expect(model.select(movieID: 2))
    platform.expectStack([MovieListRoute.list, MovieDetailRoute.detail(movieID: 2)])
    do {
      let detail = try platform.topModel(as: MovieDetailViewModel.self)
      #expect(detail.title == "Tokyo Story")
      #expect(detail.facts == "1953 · 2 h 16 min · Drama · Yasujirō Ozu")
    }
    #expect(list.childCount == 1)
    try platform.tapBack()
    #expect(list.childCount == 0)
    platform.expectNoLeaks()
  }

  @Test func selectingAMovieThatIsNotListedDoesNothing() throws {
    let platform = launch(MovieListCoordinator(catalogue: try makeCatalogue()))
    #expect(!(try platform.topModel(as: MovieListViewModel.self).select(movieID: 99)))
    platform.expectStack([MovieListRoute.list])
  }

  @Test func aRouteToAMovieThatIsGoneIsRefused() throws {
    let platform = launch(MovieListCoordinator(catalogue: try makeCatalogue()))
    #expect(throws: NavigationError.self) {
      try platform.store.apply(path: [MovieListRoute.detail(movieID: 42)])
    }
    platform.expectStack([MovieListRoute.list])
  }

  @Test(arguments: [
    ("[]", MovieCatalogueError.empty),
    ("{}", nil),
    (
      #"[{"id":1,"title":"A","originalTitle":null,"year":1999,"overview":"x","genres":["Drama"],"runtimeMinutes":90,"director":"D"},{"id":1,"title":"B","originalTitle":null,"year":1999,"overview":"x","genres":["Drama"],"runtimeMinutes":90,"director":"D"}]"#,
      MovieCatalogueError.duplicateID(1)
    ),
    (
      #"[{"id":3,"title":" ","originalTitle":null,"year":1999,"overview":"x","genres":["Drama"],"runtimeMinutes":90,"director":"D"}]"#,
      MovieCatalogueError.invalidMovie(id: 3, reason: "its title is empty")
    ),
    (
      #"[{"id":4,"title":"T","originalTitle":null,"year":1999,"overview":"x","genres":[],"runtimeMinutes":90,"director":"D"}]"#,
      MovieCatalogueError.invalidMovie(id: 4, reason: "it has no genre")
    ),
    (
      #"[{"id":5,"title":"T","originalTitle":null,"year":1999,"overview":"x","genres":["Drama"],"runtimeMinutes":0,"director":"D"}]"#,
      MovieCatalogueError.invalidMovie(id: 5, reason: "its running time 0 is out of range")
    ),
  ])
  func badCatalogueDataIsATypedError(json: String, expected: MovieCatalogueError?) {
    do {
      _ = try MovieCatalogue(json: Data(json.utf8))
      Issue.record("The catalogue should have been refused.")
    } catch {
      if let expected {
        #expect(error == expected)
      } else if case .unreadable = error {
      } else {
        Issue.record("Expected unreadable, got \(error)")
      }
    }
  }

  @Test func runtimesReadNaturally() {
    func movie(_ minutes: Int) -> Movie {
      Movie(
        id: 0, title: "T", year: 2000, overview: "o", genres: ["Drama"], runtimeMinutes: minutes,
        director: "D")
    }
    #expect(movie(45).formattedRuntime == "45 min")
    #expect(movie(120).formattedRuntime == "2 h")
    #expect(movie(207).formattedRuntime == "3 h 27 min")
  }
}

/// The catalogue shipped with the app.
@Suite struct BundledMovieCatalogueTests {
  @Test func theShippedCatalogueLoadsAndValidates() throws {
    let catalogue = try MovieCatalogue.bundled()
    #expect(catalogue.movies.count >= 30)
    #expect(Set(catalogue.movies.map(\.id)).count == catalogue.movies.count)
    #expect(catalogue.movies.allSatisfy { !$0.director.isEmpty && $0.overview.count >= 100 })
    #expect(catalogue.movie(id: 9)?.title == "Seven Samurai")
  }

  @Test func everyShippedMovieOpensAndClosesItsDetail() throws {
    let catalogue = try MovieCatalogue.bundled()
    let list = MovieListCoordinator(catalogue: catalogue)
    let platform = launch(list)
    for movie in catalogue.movies {
      #expect(try platform.topModel(as: MovieListViewModel.self).select(movieID: movie.id))
      #expect(try platform.topModel(as: MovieDetailViewModel.self).title == movie.title)
      try platform.tapBack()
    }
    #expect(list.childCount == 0)
    platform.expectConsistent()
    platform.expectNoLeaks()
  }
}
