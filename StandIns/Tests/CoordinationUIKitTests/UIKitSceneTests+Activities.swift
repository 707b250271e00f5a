import Coordination
import CoordinationLinks
import CoordinationUIKit
import Foundation
import Testing
import UIKit

/// Activities in UIKit: each scene advertises the screen it shows and keeps it current as the
/// user navigates; the activity, received through Handoff or Spotlight, lands on the same
/// screen.
extension UIKitSceneTests {
  private func activity(_ scene: UIScene) throws -> NSUserActivity? {
    try host(scene).advertisedUserActivity
  }

  private func root(_ scene: UIScene) throws -> PagesCoordinator {
    try #require(host(scene).driver.store.root as? PagesCoordinator)
  }

  @Test func aSceneAdvertisesTheScreenOnTopAndKeepsItCurrent() throws {
    let scenes = try connect(1)
    #expect(try activity(scenes[0]) == nil)  // the first page advertises nothing
    try receive("pages://third", in: scenes[0])
    let third = try #require(try activity(scenes[0]))
    #expect(third.activityType == WindowHost.navigationActivityType)
    #expect(third.title == "Third")
    #expect(third.userInfo?["link"] as? String == "https://pages.example.com/third")
    #expect(third.requiredUserInfoKeys == ["link"])
    #expect(third.webpageURL?.absoluteString == "https://pages.example.com/third")
    #expect(third.isEligibleForHandoff && third.isEligibleForSearch)
    #expect(third.standInIsCurrent)

    try receive("pages://sheet", in: scenes[0])
    let sheet = try #require(try activity(scenes[0]))
    #expect(sheet.title == "Sheet" && sheet.standInIsCurrent && !sheet.isEligibleForSearch)
    #expect(third.standInIsInvalidated && !third.standInIsCurrent)

    try root(scenes[0]).dismiss()
    let again = try #require(try activity(scenes[0]))
    #expect(again.title == "Third" && again !== third && again.standInIsCurrent)
    #expect(try root(scenes[0]).pop())
    #expect(try activity(scenes[0]) == nil)
    #expect(again.standInIsInvalidated && !NSUserActivity.standInHasCurrent)
  }

  @Test func aLinkOfTheAppsOwnSchemeIsNoWebPage() throws {
    let scenes = try connect(1)
    try root(scenes[0]).show(.editor)
    let editor = try #require(try activity(scenes[0]))
    #expect(editor.webpageURL == nil)
    #expect(editor.userInfo?["link"] as? String == "pages://editor")
  }

  @Test func aHandedOffSheetOpensTheSameScreensOnAnotherDevice() throws {
    let scenes = try connect(1)
    try receive("pages://sheet", in: scenes[0])
    let shown = try titles(scenes[0])
    let sent = try #require(try activity(scenes[0])?.standInReceived(through: .handoff))
    let other = try connect(1, device: .phone)  // the user's other device, a fresh launch
    #expect(try titles(other[0]) != shown)
    other[0].delegate?.scene(other[0], continue: sent)
    #expect(try titles(other[0]) == shown)
    #expect(shown.count == 3)
    #expect(
      try activity(other[0])?.userInfo?["link"] as? String == sent.userInfo?["link"] as? String)
  }

  @Test func aSpotlightResultKeepsOnlyTheLinkAndStillLands() throws {
    let scenes = try connect(1)
    try receive("pages://third", in: scenes[0])
    let advertised = try #require(try activity(scenes[0]))
    advertised.userInfo?["scratch"] = "not required"  // what Spotlight does not keep
    let found = try #require(advertised.standInReceived(through: .search))
    #expect(found.userInfo?.count == 1)
    try root(scenes[0]).popToRoot()
    scenes[0].delegate?.scene(scenes[0], continue: found)
    #expect(try titles(scenes[0]) == ["first", "third"])
    #expect(try activity(scenes[0])?.standInReceived(through: .search) != nil)
  }

  @Test func aScreenWhoseContentIsGoneIsDeletedFromSpotlightByItsLink() throws {
    defer { NSUserActivity.standInForgetDeletions() }
    let scenes = try connect(1)
    try receive("pages://third", in: scenes[0])
    let third = try #require(try activity(scenes[0]))
    #expect(third.persistentIdentifier == "https://pages.example.com/third")
    #expect(third.standInReceived(through: .search) != nil)
    let advertised = try #require(PagesCoordinator().activity(for: .third))
    NSUserActivity.deleteSavedUserActivities(
      withPersistentIdentifiers: [advertised.persistentIdentifier]
    ) {}
    #expect(third.standInReceived(through: .search) == nil)
    #expect(third.standInReceived(through: .handoff) != nil)  // Handoff is not Spotlight
  }

  @Test func theSceneTheUserTurnsToMakesItsActivityCurrent() throws {
    let scenes = try connect(2)
    try receive("pages://third", in: scenes[0])
    try receive("pages://sheet", in: scenes[1])
    #expect(try activity(scenes[1])?.standInIsCurrent == true)
    #expect(try activity(scenes[0])?.standInIsCurrent == false)

    scenes[0].standInSetActivationState(.foregroundInactive)
    scenes[0].standInSetActivationState(.foregroundActive)
    #expect(try activity(scenes[0])?.standInIsCurrent == true)
    #expect(try activity(scenes[1])?.standInIsCurrent == false)
  }

  @Test func aSceneInTheBackgroundDoesNotTakeTheCurrentActivity() throws {
    let scenes = try connect(2)
    try receive("pages://third", in: scenes[0])
    scenes[1].standInSetActivationState(.background)
    try root(scenes[1]).show(.editor)
    #expect(try activity(scenes[1])?.standInIsCurrent == false)
    #expect(try activity(scenes[0])?.standInIsCurrent == true)
    scenes[1].standInSetActivationState(.foregroundActive)
    #expect(try activity(scenes[1])?.standInIsCurrent == true)
  }

  @Test func aSpotlightResultThatLaunchesTheAppOpensItsScreen() throws {
    _ = try connect(0)  // the app is not running; the user finds the third page in Spotlight
    let advertised = try #require(PagesCoordinator().activity(for: .third))
    let found = NSUserActivity(activityType: ScreenActivity.activityType)
    found.userInfo = advertised.userInfo
    let launched = try #require(
      UIApplication.shared.standInConnectNewScene(
        session: .standInMake(persistentIdentifier: "spotlight"),
        options: .standInMake(userActivities: [found])))
    #expect(try titles(launched) == ["first", "third"])
    #expect(try activity(launched)?.title == "Third")
  }

  @Test func aQuestionOverTheScreenKeepsItsActivityCurrent() throws {
    let scenes = try connect(1)
    try receive("pages://third", in: scenes[0])
    let third = try #require(try activity(scenes[0]))
    var answers: [String] = []
    try root(scenes[0]).run(.rename, as: PageAnswer.self) { answers.append("\($0)") }
    let alert = try #require(
      try host(scenes[0]).driver.rootViewController.presentedViewController as? UIAlertController)
    #expect(try activity(scenes[0]) === third && third.standInIsCurrent)
    #expect(alert.standInTap(action: alert.actions[1]))
    #expect(answers.count == 1)
    #expect(try activity(scenes[0]) === third && !third.standInIsInvalidated)
  }

  @Test func aSceneWithNothingToAdvertiseTakesTheCurrentActivityAwayWhenTurnedTo() throws {
    let scenes = try connect(2)
    try receive("pages://third", in: scenes[0])
    let third = try #require(try activity(scenes[0]))
    #expect(third.standInIsCurrent)
    #expect(try activity(scenes[1]) == nil)
    scenes[1].standInSetActivationState(.foregroundInactive)
    scenes[1].standInSetActivationState(.foregroundActive)
    #expect(!NSUserActivity.standInHasCurrent && !third.standInIsInvalidated)
    scenes[0].standInSetActivationState(.foregroundInactive)
    scenes[0].standInSetActivationState(.foregroundActive)
    #expect(third.standInIsCurrent)
  }

  @Test func aSceneThatGoesInvalidatesItsActivity() throws {
    // The test keeps the activity, not the scene (which holds its delegate and host).
    let third = try { () throws -> NSUserActivity in
      let scenes = try connect(1)
      try receive("pages://third", in: scenes[0])
      return try #require(try activity(scenes[0]))
    }()
    #expect(third.standInIsCurrent)
    _ = UIApplication.shared.standInRelaunch()
    #expect(third.standInIsInvalidated && !third.standInIsCurrent)
  }
}
