/// A type-erased view.
@frozen @MainActor @preconcurrency public struct AnyView: View {
  nonisolated(unsafe) let storage: any View

  /// Create an instance that type-erases `view`.
  nonisolated public init<V>(_ view: V) where V: View {
    storage = view
  }

  /// The type of view representing the body of this view.
  public typealias Body = Never
}

@available(*, unavailable) extension AnyView: Sendable {}

extension AnyView: StandInRenderable {
  func standInRender(_ renderer: StandInRenderer) -> [StandInNode] {
    renderer.render(storage)
  }
}
