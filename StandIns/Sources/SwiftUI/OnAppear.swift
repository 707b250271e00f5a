extension View {
  /// Adds an action to perform before this view appears.
  ///
  /// Stand-in: the action runs after the render pass in which the modified view first appears on
  /// screen (after it had not been on screen in the previous pass), then the host renders again.
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    modifier(StandInOnAppearModifier(action: action))
  }
}

// swift-format-ignore: UseSynthesizedInitializer
struct StandInOnAppearModifier: StandInModifier {
  nonisolated(unsafe) let action: (() -> Void)?

  // Explicit: the synthesized initializer would be main-actor isolated.
  nonisolated init(action: (() -> Void)?) {
    self.action = action
  }

  func standInApply<Content: View>(to content: Content, _ renderer: StandInRenderer)
    -> [StandInNode]
  {
    if let action { renderer.registerAppearance(action) }
    return renderer.render(content)
  }
}
