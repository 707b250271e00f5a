/// A container that presents rows of data arranged in a single column.
@MainActor @preconcurrency public struct List<SelectionValue, Content>: View
where SelectionValue: Hashable, Content: View {
  nonisolated(unsafe) let content: Content

  /// The content and behavior of the view (drawn by the stand-in's renderer).
  @MainActor @preconcurrency public var body: some View { StandInDrawnByRenderer() }
}

@available(*, unavailable) extension List: Sendable {}

extension List where SelectionValue == Never {
  /// Creates a list with the given content.
  nonisolated public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

extension List: StandInRenderable {
  func standInRender(_ renderer: StandInRenderer) -> [StandInNode] {
    [renderer.node(.container("List"), children: renderer.render(content))]
  }
}
