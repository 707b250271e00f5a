public import Coordination

/// A coordinator whose screens advertise themselves as activities (``ScreenActivity``): their
/// link and title, for Handoff and Spotlight.
///
/// Adopt it in a coordinator; the activity of the screen the user is on is
/// `NavigationStore.currentActivity`, which the UIKit and SwiftUI adapters keep current in an
/// `NSUserActivity`. A screen whose coordinator does not adopt it, or for whose route
/// ``activity(for:)`` returns `nil`, advertises nothing: no activity stands for a screen the
/// user is not on.
///
/// ```swift
/// final class KanjiCoordinator: Coordinator<KanjiRoute>, ActivityAdvertising {
///   func activity(for route: KanjiRoute) -> ScreenActivity? {
///     guard case .detail(let character) = route,
///       let link = URL(string: "https://kanji.example.com/kanji/\(character)")
///     else { return nil }
///     return ScreenActivity(link: link, title: character, isEligibleForSearch: true)
///   }
/// }
/// ```
///
/// The link must open the same screen: `DeepLinkAudit.activityProblem(of:links:makeStore:)`, in
/// CoordinationTesting, checks it on a fresh store.
@MainActor
public protocol ActivityAdvertising: AnyObject {
  /// The routes this coordinator shows.
  associatedtype AdvertisedRoute: NavigationRoute

  /// The activity of the screen `route` shows, or `nil` when it advertises nothing.
  ///
  /// Called each time the navigation changes while the screen is on top, so keep it cheap:
  /// read what the coordinator already holds.
  func activity(for route: AdvertisedRoute) -> ScreenActivity?
}

extension ActivityAdvertising {
  /// ``activity(for:)`` for a type-erased route; `nil` for a route of another type.
  func activity(forErased route: AnyRoute) -> ScreenActivity? {
    route.as(AdvertisedRoute.self).flatMap(activity(for:))
  }
}
