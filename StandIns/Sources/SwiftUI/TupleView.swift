/// A View created from a swift tuple of View values.
@frozen @MainActor @preconcurrency public struct TupleView<T>: View {
  /// The tuple of views.
  nonisolated(unsafe) public var value: T

  /// Creates a tuple view.
  @inlinable nonisolated public init(_ value: T) {
    self.value = value
  }

  /// The type of view representing the body of this view.
  public typealias Body = Never
}

@available(*, unavailable) extension TupleView: Sendable {}

extension TupleView: StandInRenderable {
  func standInRender(_ renderer: StandInRenderer) -> [StandInNode] {
    var nodes: [StandInNode] = []
    for (index, child) in Mirror(reflecting: value).children.enumerated() {
      guard let view = child.value as? any View else { continue }
      nodes += renderer.withIdentity("\(index)") { renderer.render(view) }
    }
    return nodes
  }
}
