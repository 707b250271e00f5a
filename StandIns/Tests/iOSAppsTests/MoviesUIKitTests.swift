import Coordination
import CoordinationUIKit
import MoviesApp
import MoviesUIKit
import Testing
import UIKit

extension AppsOnStandIns {
  @Suite("Movies in UIKit")
  struct MoviesUIKitTests {
    @Test("The scene delegate shows the bundled catalogue as a table of titles and years")
    func list() throws {
      let delegate = MoviesUIKit.SceneDelegate()
      let app = try launch(delegate) { $0.host }
      let catalogue = try MovieCatalogue.bundled()
      #expect(delegate.window === app.host.window && app.host.window.isKeyWindow)
      #expect(app.titles == ["Movies"] && app.top is UITableViewController)
      #expect(app.rows() == catalogue.movies.map(\.title))
      #expect(app.details() == catalogue.movies.map { String($0.year) })
      #expect(app.store.state.description == "root: [list]")
    }

    @Test("A selected movie's detail shows its facts; back and swipe-back free its coordinator")
    func detailAndBack() throws {
      let app = try launch(MoviesUIKit.SceneDelegate()) { $0.host }
      let list = app.top
      let movies = try MovieCatalogue.bundled().movies
      for (lap, movie) in movies.prefix(4).enumerated() {
        app.selectRow(movie.title)
        #expect(app.titles == ["Movies", movie.title])
        #expect(app.store.state.description == "root: [list, detail(movieID: \(movie.id))]")
        #expect(app.store.coordinatorCount == 2)
        let texts = app.texts
        #expect(texts.first == movie.title)
        #expect(texts.contains(movie.overview))
        #expect(texts.contains("Year: \(movie.year)"))
        #expect(texts.contains("Director: \(movie.director)"))
        #expect(texts.contains { $0.hasPrefix("\(movie.year) · \(movie.formattedRuntime)") })
        #expect(movie.originalTitle.map(texts.contains) ?? true)
        if lap.isMultiple(of: 2) { app.tapBack() } else { app.swipeBack() }
        #expect(app.titles == ["Movies"] && app.top === list)
        #expect(app.store.coordinatorCount == 1)
      }
      #expect(app.leaks() == [])
    }
  }
}
