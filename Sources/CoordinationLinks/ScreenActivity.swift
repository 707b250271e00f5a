#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// What the screen a user is on advertises to the system: its link, a title, and where the
/// system may offer it (Handoff to the user's other devices, Spotlight search).
///
/// A coordinator makes one for its screens' routes (``ActivityAdvertising``); the adapters put
/// the current screen's activity in an `NSUserActivity` and keep it current as the user
/// navigates, so another device that continues it opens ``link`` with the same `DeepLinkMap`
/// and lands on the same screen.
public struct ScreenActivity: Hashable, Sendable {
  /// The link that opens this screen, resolved by the app's `DeepLinkMap` on the device that
  /// continues the activity. An `http` or `https` link is also the activity's web page, so a
  /// device without the app opens it in the browser.
  public var link: URL
  /// The title the system shows: in the Handoff icon's label, and as the search result.
  public var title: String
  /// Whether Handoff may offer the screen on the user's other devices. Default `true`.
  public var isEligibleForHandoff: Bool
  /// Whether Spotlight may index the screen on this device, so a search brings the user back
  /// to it. Default `false`: index only screens whose title is worth finding.
  public var isEligibleForSearch: Bool

  /// An activity for the screen `link` opens.
  public init(
    link: URL, title: String, isEligibleForHandoff: Bool = true,
    isEligibleForSearch: Bool = false
  ) {
    self.link = link
    self.title = title
    self.isEligibleForHandoff = isEligibleForHandoff
    self.isEligibleForSearch = isEligibleForSearch
  }

  /// The activity type the adapters advertise and continue screens' activities with, and
  /// UIKit scenes save their navigation with: `"swift-coordination.navigation"`. Declare it
  /// in the app's `NSUserActivityTypes` (Info.plist), or Handoff does not offer it.
  public static let activityType = "swift-coordination.navigation"

  /// The `userInfo` key of the link: the one key an activity needs to be continued.
  public static let linkKey = "link"

  /// The identifier the system saves the activity under: the link's text. Delete what
  /// Spotlight indexed of a screen whose content is gone (a deleted book) with
  /// `NSUserActivity.deleteSavedUserActivities(withPersistentIdentifiers:completionHandler:)`
  /// and this identifier, which the adapters give every activity they advertise.
  public var persistentIdentifier: String { link.absoluteString }

  /// What the activity carries in its `userInfo`: the link's text under ``linkKey``.
  public var userInfo: [String: String] { [Self.linkKey: link.absoluteString] }

  /// The link an activity that arrived carries: its web page (a universal link, or a screen
  /// advertised with a web link), else, for an activity of ``activityType``, the link in its
  /// `userInfo`; `nil` when it carries none.
  ///
  /// The adapters call it with the fields of an `NSUserActivity`.
  public static func continuedLink(
    activityType: String, webpageURL: URL?, userInfo: [AnyHashable: Any]?
  )
    -> URL?
  {
    if let webpageURL { return webpageURL }
    guard activityType == Self.activityType, let text = userInfo?[linkKey] as? String else {
      return nil
    }
    return URL(string: text)
  }

  /// Whether ``link`` is a web address (`http` or `https`), which the activity also carries as
  /// its web page.
  public var isWebLink: Bool {
    guard let scheme = link.scheme?.lowercased() else { return false }
    return scheme == "http" || scheme == "https"
  }
}
