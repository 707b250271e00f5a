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

// swift-format-ignore: UseSynthesizedInitializer
struct StandInNavigationTitleModifier: StandInModifier {
  let title: String

  // Explicit: the synthesized initializer would be main-actor isolated.
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
