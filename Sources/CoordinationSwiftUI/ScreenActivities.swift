#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
  public import Coordination
  import CoordinationLinks
  import Foundation
  public import SwiftUI

  extension View {
    /// Advertises the activity of the screen `store` shows (`NavigationStore.currentActivity`:
    /// the top screen, as its coordinator advertises it), so Handoff offers it on the user's
    /// other devices and Spotlight indexes it when it allows.
    ///
    /// Apply it to the window's root view. The activity is advertised while the top screen
    /// has one, with SwiftUI's `userActivity(_:isActive:_:)`; SwiftUI asks for its contents
    /// when the system needs them, so it always describes the screen shown then. Its type is
    /// `ScreenActivity.activityType` (declare it in the app's `NSUserActivityTypes`); its link
    /// is in its `userInfo`, and is its `webpageURL` when it is a web address. The other device
    /// opens it with ``SwiftUI/View/onContinueScreenActivity(perform:)``, or with
    /// ``SwiftUI/View/routesLinks(with:window:store:restore:)``, which applies both.
    public func advertisesScreenActivity(of store: NavigationStore) -> some View {
      userActivity(ScreenActivity.activityType, isActive: store.currentActivity != nil) {
        activity in
        guard let screen = store.currentActivity else { return }
        activity.title = screen.title
        activity.userInfo = screen.userInfo
        activity.requiredUserInfoKeys = [ScreenActivity.linkKey]
        activity.persistentIdentifier = screen.persistentIdentifier
        activity.targetContentIdentifier = screen.link.absoluteString
        activity.webpageURL = screen.isWebLink ? screen.link : nil
        activity.isEligibleForHandoff = screen.isEligibleForHandoff
        activity.isEligibleForSearch = screen.isEligibleForSearch
      }
    }

    /// Runs `action` with the link of a screen's activity continued in this window: a
    /// Handoff from another device, or a Spotlight result. Open it as a URL from `onOpenURL`.
    ///
    /// ```swift
    /// .onOpenURL { url in open(url) }
    /// .onContinueScreenActivity { url in open(url) }
    /// ```
    ///
    /// An activity of another type, or one without a link, is ignored. A universal link
    /// arrives through `onOpenURL` instead, as SwiftUI delivers it. On a platform with several
    /// windows, give the window `handlesExternalEvents(preferring:allowing:)` too, or SwiftUI
    /// makes a new window for each activity it delivers (``SwiftUI/View/routesLinks(with:window:store:restore:)``
    /// does).
    public func onContinueScreenActivity(perform action: @escaping (URL) -> Void) -> some View {
      onContinueUserActivity(ScreenActivity.activityType) { activity in
        let link = ScreenActivity.continuedLink(
          activityType: activity.activityType, webpageURL: activity.webpageURL,
          userInfo: activity.userInfo)
        link.map(action)
      }
    }
  }
#endif
