extension View {
  /// Hides the navigation bar back button for the view.
  ///
  /// Stand-in: applies to the stack page that contains the modified view (`true` anywhere in the
  /// page hides it); with the button go its long-press menu and the swipe back (see
  /// SwiftUI-README.md).
  nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true)
    -> some View
  {
    modifier(StandInBackButtonHiddenModifier(isHidden: hidesBackButton))
  }
}

// swift-format-ignore: UseSynthesizedInitializer
struct StandInBackButtonHiddenModifier: StandInModifier {
  let isHidden: Bool

  // Explicit: the synthesized initializer would be main-actor isolated.
  nonisolated init(isHidden: Bool) {
    self.isHidden = isHidden
  }

  func standInApply<Content: View>(to content: Content, _ renderer: StandInRenderer)
    -> [StandInNode]
  {
    renderer.setBackButtonHidden(isHidden)
    return renderer.render(content)
  }
}
