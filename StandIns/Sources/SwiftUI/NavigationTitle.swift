extension View {
  /// Configures the view's title for purposes of navigation, using a string.
  @_disfavoredOverload nonisolated public func navigationTitle<S>(_ title: S) -> some View
  where S: StringProtocol {
    modifier(StandInNavigationTitleModifier(title: String(title)))
  }

  /// Configures the view's title for purposes of navigation, using a text view.
  nonisolated public func navigationTitle(_ title: Text) -> some View {
    modifier(StandInNavigationTitleModifier(title: title.content))
  }
}

struct StandInNavigationTitleModifier: StandInModifier {
  let title: String

  nonisolated init(title: String) {
    self.title = title
  }

  func standInApply<Content: View>(to content: Content, _ renderer: StandInRenderer)
    -> [StandInNode]
  {
    renderer.setNavigationTitle(title)
    return renderer.render(content)
  }
}
