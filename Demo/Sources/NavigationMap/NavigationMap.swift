/// What a ``NavigationExplorer`` found: the states of an app, the moves between them, and the
/// problems on the way.
public struct NavigationMap: Hashable, Sendable {
  /// The states, the start first, in the order they were found.
  public var states: [MapState] = []
  /// The transitions, each once.
  public var edges: [MapEdge] = []
  /// The moves that ended in an error, and what was wrong.
  public var problems: [MapProblem] = []

  /// An empty map.
  public init() {}

  /// The index of the state with this URL, if the map has it.
  public func state(url: String) -> Int? { states.firstIndex { $0.url == url } }

  /// Whether a move with this label leads from the state titled `from` to the one titled `to`.
  public func hasEdge(from: String, to: String, label: String) -> Bool {
    edges.contains {
      states[$0.from].title == from && states[$0.to].title == to && $0.label == label
    }
  }
}
