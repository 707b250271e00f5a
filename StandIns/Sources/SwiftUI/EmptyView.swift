/// A view that doesn't contain any content.
@frozen public struct EmptyView: View {
  /// Creates an empty view.
  @inlinable nonisolated public init() {}

  /// The type of view representing the body of this view.
  public typealias Body = Never
}

extension EmptyView: StandInRenderable {
  func standInRender(_ renderer: StandInRenderer) -> [StandInNode] {
    []
  }
}
