public import CoordinationWeb

/// Explores a web app headlessly and draws what it finds as a ``NavigationMap``.
///
/// From the start URL, the explorer makes every move each page offers (each form of the top
/// layer, filled from ``samples``, and the back, close and tab links) and follows where it
/// leads, breadth first, up to ``depth`` moves; states are told apart by their canonical URL.
/// Each move is made in a fresh session that first replays the moves that reached its state,
/// so what a state shows never depends on the order of exploration. After every request the
/// explorer checks that the answer is a page or a deliberate refusal (409), that the state has
/// a URL, that the store's invariants hold and that nothing finished is still alive, and lists
/// each failure as a ``MapProblem``.
///
/// ```swift
/// let explorer = NavigationExplorer(
///   app: try DemoWebApp.bundled(), start: "/pages", scope: "/demo.home/demo.pages")
/// let map = explorer.explore()
/// print(map.dot(name: "pages"))
/// ```
public struct NavigationExplorer {
  /// The app explored.
  public var app: WebApp
  /// The URL opened first.
  public var start: String
  /// The URL prefix of the states explored; moves that leave it are drawn, not followed.
  public var scope: String
  /// The most moves from the start.
  public var depth: Int
  /// What is typed into forms.
  public var samples: [MapSample]
  /// The most forms of one action explored per page: a list's first rows stand for all.
  public var rowsPerAction: Int

  /// Describes an exploration.
  public init(
    app: WebApp, start: String, scope: String, depth: Int = 6, samples: [MapSample] = [],
    rowsPerAction: Int = 2
  ) {
    self.app = app
    self.start = start
    self.scope = scope
    self.depth = depth
    self.samples = samples
    self.rowsPerAction = rowsPerAction
  }

  /// Explores the app and returns its map.
  public func explore() -> NavigationMap {
    var map = NavigationMap()
    let first = ExplorerSession(app: app)
    let opened = first.open(start)
    for problem in opened.problems {
      map.problems.append(MapProblem(state: start, move: "open", reason: problem))
    }
    guard let url = first.url else { return map }
    map.states.append(
      MapState(url: url, title: opened.page.title, depth: 0, isInScope: isInScope(url)))
    var queue: [(state: Int, path: [MapMove])] = [(0, [])]
    while !queue.isEmpty {
      let (state, path) = queue.removeFirst()
      guard map.states[state].isInScope, path.count < depth,
        let moves = replay(path)?.page.moves(samples: samples, rowsPerAction: rowsPerAction)
      else { continue }
      for move in moves {
        if let reached = follow(move, after: path, from: state, into: &map) {
          queue.append((reached, path + [move]))
        }
      }
    }
    return map
  }

  /// Makes a move from a state and records where it led; the new state's index when it was
  /// not known yet.
  private func follow(
    _ move: MapMove, after path: [MapMove], from state: Int, into map: inout NavigationMap
  ) -> Int? {
    guard let session = replay(path) else {
      map.problems.append(
        MapProblem(
          state: map.states[state].url, move: move.label, reason: "replaying its path failed"))
      return nil
    }
    let outcome = session.make(move)
    for problem in outcome.problems {
      map.problems.append(
        MapProblem(state: map.states[state].url, move: move.label, reason: problem))
    }
    guard outcome.problems.isEmpty, let url = session.url else { return nil }
    var added: Int?
    let target: Int
    if let known = map.states.firstIndex(where: { $0.url == url }) {
      target = known
    } else {
      target = map.states.count
      added = target
      map.states.append(
        MapState(
          url: url, title: outcome.page.title, depth: path.count + 1, isInScope: isInScope(url)))
    }
    let edge = MapEdge(
      from: state, to: target, label: move.label, isLink: move.isLink,
      isRefused: outcome.isRefused)
    if !map.edges.contains(edge) { map.edges.append(edge) }
    return added
  }

  /// A fresh session that made these moves from the start; `nil` when one of them failed.
  private func replay(_ path: [MapMove]) -> ExplorerSession? {
    let session = ExplorerSession(app: app)
    guard session.open(start).problems.isEmpty else { return nil }
    for move in path {
      guard session.make(move).problems.isEmpty else { return nil }
    }
    return session
  }

  private func isInScope(_ url: String) -> Bool {
    url == scope || url.hasPrefix(scope + "/")
  }
}
