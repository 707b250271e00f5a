import Foundation

extension View {
  /// Advertises a user activity type: while `isActive`, the scene offers an activity of
  /// `activityType`, which `update` fills in.
  ///
  /// Stand-in, after Apple's documentation ("The scope of the activity applies only to the
  /// scene or window the view is in"; "handlers are only called for userActivity view
  /// modifiers where the isActive parameter is true. If none … specify isActive as true, the
  /// user activity will not be advertised"; the update closure is called when the system asks
  /// for the activity, from the sample "Restoring your app's state with SwiftUI"):
  /// `StandInHost.standInAdvertisedActivity(ofType:)` is the system asking. It returns `nil`
  /// when no view on screen in the last pass advertises the type with `isActive` true; else the
  /// scene's activity of that type, its `userInfo` cleared, after every such handler ran in
  /// the order the views were rendered. The activity is the same object while the type stays
  /// advertised, and invalidated once it stops being. That SwiftUI clears `userInfo` before the
  /// handlers run is a guess, from UIKit's documented behaviour for the activities it manages
  /// (`UIResponder.userActivity`); whether it makes the activity current is not documented and
  /// not simulated.
  nonisolated public func userActivity(
    _ activityType: String, isActive: Bool = true, _ update: @escaping (NSUserActivity) -> Void
  ) -> some View {
    modifier(
      StandInUserActivityModifier(activityType: activityType, isActive: isActive, update: update))
  }
}

/// A `userActivity` modifier on screen with `isActive` true: the type and its handler.
struct StandInActivityAdvertiser {
  let activityType: String
  let update: (NSUserActivity) -> Void
}

// swift-format-ignore: UseSynthesizedInitializer
struct StandInUserActivityModifier: StandInModifier {
  let activityType: String
  let isActive: Bool
  nonisolated(unsafe) let update: (NSUserActivity) -> Void

  // Explicit: the synthesized initializer would be main-actor isolated.
  nonisolated init(
    activityType: String, isActive: Bool, update: @escaping (NSUserActivity) -> Void
  ) {
    self.activityType = activityType
    self.isActive = isActive
    self.update = update
  }

  func standInApply<Content: View>(to content: Content, _ renderer: StandInRenderer)
    -> [StandInNode]
  {
    if renderer.onScreen && isActive {
      renderer.activityAdvertisers.append(
        StandInActivityAdvertiser(activityType: activityType, update: update))
    }
    return renderer.render(content)
  }
}
