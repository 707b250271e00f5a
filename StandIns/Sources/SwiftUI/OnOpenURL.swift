import Foundation

extension View {
  /// Registers a handler to invoke in response to a URL that your app receives.
  ///
  /// Stand-in: `StandInHost.standInOpen(_:)` delivers a URL to one host (one scene), as the
  /// system does; every handler registered on screen in that host's last render pass runs, then
  /// the host renders again.
  nonisolated public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
    modifier(StandInOnOpenURLModifier(action: action))
  }
}

// swift-format-ignore: UseSynthesizedInitializer
struct StandInOnOpenURLModifier: StandInModifier {
  nonisolated(unsafe) let action: (URL) -> Void

  // Explicit: the synthesized initializer would be main-actor isolated.
  nonisolated init(action: @escaping (URL) -> Void) {
    self.action = action
  }

  func standInApply<Content: View>(to content: Content, _ renderer: StandInRenderer)
    -> [StandInNode]
  {
    if renderer.onScreen { renderer.openURLActions.append(action) }
    return renderer.render(content)
  }
}
