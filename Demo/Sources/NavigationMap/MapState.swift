/// A state of the map, named by its canonical URL.
public struct MapState: Hashable, Sendable {
  /// The state's URL, as the web host names it.
  public var url: String
  /// The page's title: the navigation bar title of its top layer.
  public var title: String
  /// The number of moves from the start that first reached it.
  public var depth: Int
  /// Whether it lies inside the explored app; states outside are drawn but not explored.
  public var isInScope: Bool
}
