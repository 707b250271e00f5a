/// A container that presents rows of data arranged in a single column.
public struct List<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
  nonisolated(unsafe) let content: Content

  /// The type of view representing the body of this view.
  public typealias Body = Never
}

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
