/// A transition of the map: a move that took the app from one state to another (or kept it,
/// when the app refused it on purpose).
public struct MapEdge: Hashable, Sendable {
  /// The index of the state the move was made from, in ``NavigationMap/states``.
  public var from: Int
  /// The index of the state it led to.
  public var to: Int
  /// The move's label.
  public var label: String
  /// Whether the move was a link rather than an action.
  public var isLink: Bool
  /// Whether the app refused the move on purpose (a 409 page that says why).
  public var isRefused: Bool
}
