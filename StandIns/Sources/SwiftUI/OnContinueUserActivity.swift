import Foundation

extension View {
  /// Registers a handler to invoke in response to a user activity of the given type that your
  /// app receives.
  ///
  /// Stand-in: `StandInHost.standInContinue(_:)` delivers an activity to one host (one scene),
  /// and `StandInWindows.standInContinue(_:)` picks the window as for a URL; every handler of
  /// the activity's type registered on screen in the host's last render pass runs, then the
  /// host renders again. SwiftUI passes a universal link to `onOpenURL` instead (Apple's
  /// documentation of this modifier).
  nonisolated public func onContinueUserActivity(
    _ activityType: String, perform action: @escaping (NSUserActivity) -> Void
  ) -> some View {
    modifier(StandInOnContinueUserActivityModifier(activityType: activityType, action: action))
  }
}

/// An `onContinueUserActivity` handler on screen: the type it handles and what it runs.
struct StandInActivityHandler {
  let activityType: String
  let action: (NSUserActivity) -> Void
}

// swift-format-ignore: UseSynthesizedInitializer
struct StandInOnContinueUserActivityModifier: StandInModifier {
  let activityType: String
  nonisolated(unsafe) let action: (NSUserActivity) -> Void

  // Explicit: the synthesized initializer would be main-actor isolated.
  nonisolated init(activityType: String, action: @escaping (NSUserActivity) -> Void) {
    self.activityType = activityType
    self.action = action
  }

  func standInApply<Content: View>(to content: Content, _ renderer: StandInRenderer)
    -> [StandInNode]
  {
    if renderer.onScreen {
      renderer.continueActivityHandlers.append(
        StandInActivityHandler(activityType: activityType, action: action))
    }
    return renderer.render(content)
  }
}
