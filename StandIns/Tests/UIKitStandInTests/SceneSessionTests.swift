import Foundation
import Testing
import UIKit

/// A scene delegate that records what UIKit tells it and saves a counter as its state.
final class RecordingSceneDelegate: UIWindowSceneDelegate {
  var window: UIWindow?
  var calls: [String] = []
  var restored: Int?
  var counter = 0

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    restored = session.stateRestorationActivity?.userInfo?["counter"] as? Int
    let activities = connectionOptions.userActivities.map(\.activityType).sorted()
    calls.append("connect \(activities)")
  }
  func sceneDidBecomeActive(_ scene: UIScene) { calls.append("active") }
  func sceneWillResignActive(_ scene: UIScene) { calls.append("resign") }
  func sceneDidDisconnect(_ scene: UIScene) { calls.append("disconnect") }
  func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
    calls.append("continue \(userActivity.activityType)")
  }
  func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
    let activity = NSUserActivity(activityType: "state")
    activity.userInfo = ["counter": counter]
    return activity
  }
}

extension StandInTests {
  @Suite("Scene sessions, activation and relaunch")
  struct SceneSessionTests {
    init() {
      resetStandIn()
      UIApplication.shared.standInReset()
      UIApplication.shared.standInMakeSceneDelegate = { RecordingSceneDelegate() }
    }

    private func delegate(_ scene: UIScene?) throws -> RecordingSceneDelegate {
      try #require(scene?.delegate as? RecordingSceneDelegate)
    }

    @Test("Activation state changes tell the delegate")
    func activation() throws {
      let scene = try #require(UIApplication.shared.standInConnectNewScene(session: .standInMake()))
      #expect(scene.activationState == .foregroundActive)
      scene.standInSetActivationState(.foregroundInactive)
      scene.standInSetActivationState(.background)
      scene.standInSetActivationState(.foregroundActive)
      #expect(try delegate(scene).calls == ["connect []", "active", "resign", "active"])
    }

    @Test("A request without a session makes a scene on iPad, carrying the activity")
    func newScene() throws {
      StandInBehavior.device = .pad
      #expect(UIApplication.shared.supportsMultipleScenes)
      UIApplication.shared.requestSceneSessionActivation(
        nil, userActivity: NSUserActivity(activityType: "link"), options: nil)
      let scene = try #require(UIApplication.shared.connectedScenes.first)
      #expect(try delegate(scene).calls == ["connect [\"link\"]", "active"])
    }

    @Test("On iPhone a request for a new scene fails")
    func phone() {
      StandInBehavior.device = .phone
      var failed = false
      UIApplication.shared.requestSceneSessionActivation(
        nil, userActivity: nil, options: nil, errorHandler: { _ in failed = true })
      #expect(failed && UIApplication.shared.connectedScenes.isEmpty)
    }

    @Test("A request with a connected session activates it and continues the activity")
    func existingScene() throws {
      let scene = try #require(UIApplication.shared.standInConnectNewScene(session: .standInMake()))
      scene.standInSetActivationState(.background)
      UIApplication.shared.requestSceneSessionActivation(
        scene.session, userActivity: NSUserActivity(activityType: "handoff"), options: nil)
      #expect(scene.activationState == .foregroundActive)
      #expect(try delegate(scene).calls.suffix(2) == ["active", "continue handoff"])
      #expect(UIApplication.shared.connectedScenes.count == 1)
    }

    @Test("A relaunch saves each scene's activity and reconnects its session with it")
    func relaunch() throws {
      let first = try #require(
        UIApplication.shared.standInConnectNewScene(
          session: .standInMake(persistentIdentifier: "a")))
      let second = try #require(
        UIApplication.shared.standInConnectNewScene(
          session: .standInMake(persistentIdentifier: "b")))
      try delegate(first).counter = 1
      try delegate(second).counter = 2
      let old = try delegate(first)
      let scenes = UIApplication.shared.standInRelaunch()
      #expect(old.calls.last == "disconnect")
      #expect(scenes.map(\.session.persistentIdentifier) == ["a", "b"])
      #expect(try scenes.map { try delegate($0).restored } == [1, 2])
      #expect(scenes.allSatisfy { $0.session.stateRestorationActivity?.activityType == "state" })
      #expect(UIApplication.shared.connectedScenes.count == 2)
    }
  }
}
