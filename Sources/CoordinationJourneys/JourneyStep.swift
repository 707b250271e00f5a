/// One input of a ``Journey`` and the navigation it left.
public struct JourneyStep: Hashable, Sendable, Codable {
  /// The input, in a form that refers to screens, layers and coordinators by their places in
  /// the navigation, so that it applies to another store that shows the same.
  package var input: JourneyInput
  /// What the navigation was once the input was carried out: the state's outline
  /// (`NavigationState.description`) and the running coordinators, root first.
  public var stateAfter: String

  package init(input: JourneyInput, stateAfter: String) {
    self.input = input
    self.stateAfter = stateAfter
  }

  /// The input in words, such as `coordinator 0: show {"detail":{"id":3}}` (coordinators by
  /// their order in the tree, root first) or `user: back to the screen 0 of stack 0 of layer 0`.
  public var summary: String { input.description }
}
