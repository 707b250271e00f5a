/// View content that shows one of two possible children.
@frozen public struct _ConditionalContent<TrueContent, FalseContent> {
  @usableFromInline enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  @usableFromInline let storage: Storage
}

@available(*, unavailable) extension _ConditionalContent: Sendable {}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
  /// The type of view representing the body of this view.
  public typealias Body = Never
}

extension _ConditionalContent: StandInRenderable where TrueContent: View, FalseContent: View {
  func standInRender(_ renderer: StandInRenderer) -> [StandInNode] {
    switch storage {
    case .trueContent(let content):
      renderer.withIdentity("if") { renderer.render(content) }
    case .falseContent(let content):
      renderer.withIdentity("else") { renderer.render(content) }
    }
  }
}

extension Optional: View where Wrapped: View {
  /// The type of view representing the body of this view.
  public typealias Body = Never
}

extension Optional: StandInRenderable where Wrapped: View {
  func standInRender(_ renderer: StandInRenderer) -> [StandInNode] {
    guard let wrapped = self else { return [] }
    return renderer.withIdentity("some") { renderer.render(wrapped) }
  }
}
