public import CoordinationWeb

/// The explorations of the demo's five apps, each from its link to the states under its own
/// row of the demo's home screen.
public enum DemoMaps {
  /// An app's name, used for its map's file, and its exploration.
  public typealias Entry = (name: String, explorer: NavigationExplorer)

  /// The five explorations, over a `DemoWebApp`.
  ///
  /// The login forms are tried with the demo account and with a bad e-mail address, the
  /// signup form with a new account, the note form with a note and with a title only (a draft,
  /// which refuses the re-tap of its tab), the kanji searches with a word that has results. Lists
  /// are sampled by their first two rows, the Kanji app's by its first row.
  public static func all(app: WebApp, depth: Int = 6) -> [Entry] {
    let login = [
      MapSample("demo account", ["email": "ann@example.com", "password": "coordinator"]),
      MapSample("bad e-mail", ["email": "ann.example.com", "password": "x"]),
    ]
    let signup = MapSample(
      "new account",
      [
        "name": "Bea", "email": "bea@example.com", "password": "secret123",
        "confirmation": "secret123",
      ])
    let notes = [
      MapSample("a note", ["title": "Groceries", "text": "Milk"]),
      MapSample("a title only", ["title": "Groceries", "text": ""]),
    ]
    let search = MapSample("sun", ["q": "sun", "query": "sun"])
    func entry(
      _ name: String, _ link: String, _ key: String, _ samples: [MapSample] = [], rows: Int = 2
    ) -> Entry {
      let explorer = NavigationExplorer(
        app: app, start: link, scope: "/demo.home/demo.\(key)", depth: depth, samples: samples,
        rowsPerAction: rows)
      return (name, explorer)
    }
    return [
      entry("movies", "/movies", "movies"),
      entry("mvvm-login", "/mvvm-login", "mvvmLogin", login),
      entry("login-signup", "/login-signup", "loginSignup", login + [signup] + notes),
      entry("pages", "/pages", "pages"),
      // Every kanji and word is a state of its own: one row per list keeps the map readable.
      entry("kanji", "/kanji", "kanji", [search], rows: 1),
    ]
  }
}
