/// Something the explorer found wrong: a move from a state that ended in an error page, a
/// state without an address, a broken invariant or a leak.
public struct MapProblem: Hashable, Sendable, CustomStringConvertible {
  /// The URL of the state the move was made from.
  public var state: String
  /// The label of the move.
  public var move: String
  /// What went wrong.
  public var reason: String

  /// A line for logs and the map's header.
  public var description: String { "\(state) — \(move): \(reason)" }
}
