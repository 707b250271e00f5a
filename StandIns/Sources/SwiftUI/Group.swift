/// A type that collects multiple instances of a content type into a single unit.
@frozen public struct Group<Content> {
  /// The type of view representing the body of this view.
  public typealias Body = Never

  let content: Content
}

@available(*, unavailable) extension Group: Sendable {}

extension Group: View where Content: View {
  /// Creates a group of views.
  @inlinable nonisolated public init(@ViewBuilder content: () -> Content) {
    self.init(standInContent: content())
  }

  @usableFromInline nonisolated init(standInContent: Content) {
    self.content = standInContent
  }
}

extension Group: StandInRenderable where Content: View {
  func standInRender(_ renderer: StandInRenderer) -> [StandInNode] {
    renderer.render(content)
  }
}
