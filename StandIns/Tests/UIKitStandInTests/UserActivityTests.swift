import Foundation
import Testing
import UIKit

extension StandInTests {
  @Suite("User activities: the current one, invalidation, what travels")
  struct UserActivityTests {
    init() { resetStandIn() }

    @Test("Becoming current replaces the current activity; resigning leaves none")
    func becomingCurrent() {
      let first = NSUserActivity(activityType: "a")
      let second = NSUserActivity(activityType: "b")
      first.becomeCurrent()
      #expect(first.standInIsCurrent)
      second.becomeCurrent()
      #expect(second.standInIsCurrent && !first.standInIsCurrent)
      first.resignCurrent()  // not current: no effect
      #expect(second.standInIsCurrent)
      second.resignCurrent()
      #expect(!NSUserActivity.standInHasCurrent)
      second.becomeCurrent()  // resigned, not invalidated: may come back
      #expect(second.standInIsCurrent)
      second.resignCurrent()
    }

    @Test("An invalidated activity stops being current and never becomes current again")
    func invalidation() {
      let activity = NSUserActivity(activityType: "a")
      activity.becomeCurrent()
      activity.invalidate()
      #expect(activity.standInIsInvalidated && !NSUserActivity.standInHasCurrent)
      activity.becomeCurrent()
      #expect(!activity.standInIsCurrent)
      #expect(activity.standInReceived(through: .handoff) == nil)
    }

    @Test("Eligibility defaults: Handoff yes, search and public indexing no")
    func defaults() {
      let activity = NSUserActivity(activityType: "a")
      #expect(activity.isEligibleForHandoff)
      #expect(!activity.isEligibleForSearch && !activity.isEligibleForPublicIndexing)
      #expect(activity.standInReceived(through: .search) == nil)
      #expect(activity.standInReceived(through: .handoff) != nil)
    }

    @Test("What arrives keeps the required userInfo keys only, with the type, title and page")
    func whatTravels() throws {
      let activity = NSUserActivity(activityType: "a")
      activity.title = "Title"
      activity.webpageURL = URL(string: "https://example.com/page")
      activity.targetContentIdentifier = "page"
      activity.userInfo = ["link": "x", "scratch": 1]
      let all = try #require(activity.standInReceived(through: .handoff))
      #expect(all.userInfo?.count == 2 && all !== activity)
      activity.requiredUserInfoKeys = ["link"]
      let required = try #require(activity.standInReceived(through: .handoff))
      #expect(required.userInfo?.keys.map { $0 as? String } == ["link"])
      #expect(required.activityType == "a" && required.title == "Title")
      #expect(required.webpageURL == activity.webpageURL)
      #expect(required.targetContentIdentifier == "page")
    }

    @Test("A deleted persistent identifier keeps its activity out of Spotlight, not Handoff")
    func deletion() throws {
      defer { NSUserActivity.standInForgetDeletions() }
      let activity = NSUserActivity(activityType: "a")
      activity.isEligibleForSearch = true
      activity.persistentIdentifier = "page"
      let other = NSUserActivity(activityType: "a")
      other.isEligibleForSearch = true
      #expect(activity.standInReceived(through: .search)?.persistentIdentifier == "page")
      NSUserActivity.deleteSavedUserActivities(withPersistentIdentifiers: ["page"]) {}
      #expect(activity.standInReceived(through: .search) == nil)
      #expect(activity.standInReceived(through: .handoff) != nil)
      #expect(other.standInReceived(through: .search) != nil)
    }

    @Test("A scene posts its activation and deactivation after telling its delegate")
    func activationNotifications() throws {
      UIApplication.shared.standInReset()
      UIApplication.shared.standInMakeSceneDelegate = { RecordingSceneDelegate() }
      let posted = PostedNames()
      let center = NotificationCenter.default
      let names = [UIScene.didActivateNotification, UIScene.willDeactivateNotification]
      let tokens = names.map { name in
        center.addObserver(forName: name, object: nil, queue: nil) { notification in
          let name = notification.name.rawValue
          MainActor.assumeIsolated { posted.names.append(name) }
        }
      }
      defer { tokens.forEach(center.removeObserver) }
      let scene = try #require(
        UIApplication.shared.standInConnectNewScene(session: .standInMake()))
      scene.standInSetActivationState(.background)
      #expect(
        posted.names == ["UISceneDidActivateNotification", "UISceneWillDeactivateNotification"])
      #expect((scene.delegate as? RecordingSceneDelegate)?.calls.suffix(2) == ["active", "resign"])
    }
  }
}

/// The names of the notifications posted, in order.
@MainActor private final class PostedNames {
  var names: [String] = []
}
