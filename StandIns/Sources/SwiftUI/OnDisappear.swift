extension View {
  /// Adds an action to perform after this view disappears.
  ///
  /// Stand-in: the action runs after the render pass in which the modified view is no longer on
  /// screen (after it had been on screen in the previous pass), then the host renders again.
  nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    modifier(StandInOnDisappearModifier(action: action))
  }
}

// swift-format-ignore: UseSynthesizedInitializer
struct StandInOnDisappearModifier: StandInModifier {
  nonisolated(unsafe) let action: (() -> Void)?

  // Explicit: the synthesized initializer would be main-actor isolated.
  nonisolated init(action: (() -> Void)?) {
    self.action = action
  }

  func standInApply<Content: View>(to content: Content, _ renderer: StandInRenderer)
    -> [StandInNode]
  {
    if let action { renderer.registerDisappearance(action) }
    return renderer.render(content)
  }
}
