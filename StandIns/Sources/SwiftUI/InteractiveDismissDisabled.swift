extension View {
  /// Conditionally prevents interactive dismissal of presentations like popovers, sheets, and
  /// inspectors.
  ///
  /// Stand-in: applies to the presentation whose content contains the modified view; a `true`
  /// anywhere in that content disables the swipe (how SwiftUI combines several is not documented).
  nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    modifier(StandInInteractiveDismissModifier(isDisabled: isDisabled))
  }
}

// swift-format-ignore: UseSynthesizedInitializer
struct StandInInteractiveDismissModifier: StandInModifier {
  let isDisabled: Bool

  // Explicit: the synthesized initializer would be main-actor isolated.
  nonisolated init(isDisabled: Bool) {
    self.isDisabled = isDisabled
  }

  func standInApply<Content: View>(to content: Content, _ renderer: StandInRenderer)
    -> [StandInNode]
  {
    renderer.setInteractiveDismissDisabled(isDisabled)
    return renderer.render(content)
  }
}
