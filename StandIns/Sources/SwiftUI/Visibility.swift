/// The visibility of a UI element, chosen automatically based on the platform, current context,
/// and other factors.
@frozen public enum Visibility: Hashable, CaseIterable {
  /// The element may be visible or hidden depending on the policies of the component accepting
  /// the visibility configuration.
  case automatic
  /// The element may be visible.
  case visible
  /// The element may be hidden.
  case hidden
}

extension Visibility: Sendable {}

extension View {
  /// Sets the visibility of the drag indicator on top of a sheet.
  nonisolated public func presentationDragIndicator(_ visibility: Visibility) -> some View {
    modifier(StandInDragIndicatorModifier(visibility: visibility))
  }
}

// swift-format-ignore: UseSynthesizedInitializer
struct StandInDragIndicatorModifier: StandInModifier {
  let visibility: Visibility

  // Explicit: the synthesized initializer would be main-actor isolated.
  nonisolated init(visibility: Visibility) {
    self.visibility = visibility
  }

  func standInApply<Content: View>(to content: Content, _ renderer: StandInRenderer)
    -> [StandInNode]
  {
    renderer.setDragIndicator(visibility)
    return renderer.render(content)
  }
}
