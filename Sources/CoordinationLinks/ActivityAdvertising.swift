public import Coordination

/// A coordinator whose screens advertise themselves as activities (``ScreenActivity``): their
/// link and title, for Handoff and Spotlight.
///
/// Adopt it in a coordinator; the activity of the screen the user is on is
/// `NavigationStore.currentActivity`, which the UIKit and SwiftUI adapters keep current in an
/// `NSUserActivity`. A screen whose coordinator does not adopt it, or for whose route
/// ``activity(for:)`` returns `nil`, advertises nothing: no activity stands for a screen the
/// user is not on. `AdvertisedRoute` is the coordinator's own route type.
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
  /// ``activity(for:)`` for a type-erased route of one of this coordinator's screens.
  ///
  /// A coordinator's screens are made from its own route type, so a route of another type
  /// means `AdvertisedRoute` is not the coordinator's `Route`: a mistake, reported in debug
  /// builds; the screen then advertises nothing.
  func activity(forErased route: AnyRoute) -> ScreenActivity? {
    guard let typed = route.as(AdvertisedRoute.self) else {
      assertionFailure("\(Self.self) advertises \(AdvertisedRoute.self), not \(route.typeName)")
      return nil
    }
    return activity(for: typed)
  }
}
