import Coordination
import CoordinationUIKit
import Foundation
import KanjiApp
import KanjiUIKit
import Testing
import UIKit

extension AppsOnStandIns {
  /// The iPad example: two windows of the Kanji app on different kanji, each with its own
  /// store, a link going to the window already showing its kanji, and both windows coming back
  /// after a relaunch.
  @Suite("Kanji in two iPad windows")
  struct KanjiUIKitScenesTests {
    let walk: KanjiWalk

    init() throws {
      walk = try KanjiWalk()
      StandInTransitions.reset()
      StandInLog.clear()
      StandInBehavior.device = .pad
      UIApplication.shared.standInReset()
      UIApplication.shared.standInMakeSceneDelegate = { KanjiUIKit.SceneDelegate() }
    }

    /// Connects a window, as the system does when the user opens one.
    private func openWindow(_ id: String) throws -> ShownApp {
      let scene = try #require(
        UIApplication.shared.standInConnectNewScene(session: .standInMake(persistentIdentifier: id))
      )
      return try shown(scene)
    }

    private func shown(_ scene: UIWindowScene) throws -> ShownApp {
      let host = try #require((scene.delegate as? KanjiUIKit.SceneDelegate)?.host)
      return ShownApp(scene: scene, host: host)
    }

    /// Delivers a URL to a window, as the system does when the user taps a link.
    private func receive(_ link: String, in app: ShownApp) throws {
      let url = try #require(URL(string: link))
      app.scene.delegate?.scene(app.scene, openURLContexts: [.standInMake(url: url)])
    }

    @Test("Two windows on different kanji come back after a relaunch")
    func twoWindowsComeBack() throws {
      let left = try openWindow("left")
      let right = try openWindow("right")
      #expect(left.store !== right.store)
      left.selectRow(walk.kanji.character)
      try receive("kanji://kanji/\(walk.other.character)", in: right)
      #expect(left.titles == ["Kanji list", "Kanji details"])
      #expect(left.rows().first == walk.kanji.character)
      #expect(right.titles == ["Kanji list", "Kanji details"])
      #expect(right.rows().first == walk.other.character)
      right.selectRow(walk.other.examples[0].word, section: 1)
      let paths = [left.store.currentPath, right.store.currentPath]

      let scenes = UIApplication.shared.standInRelaunch()
      #expect(scenes.map(\.session.persistentIdentifier) == ["left", "right"])
      let apps = try scenes.map(shown)
      #expect(apps.map(\.store.currentPath) == paths)
      #expect(apps[0].titles == ["Kanji list", "Kanji details"])
      #expect(apps[0].rows().first == walk.kanji.character)
      #expect(apps[1].titles == ["Kanji list", "Kanji details", walk.other.examples[0].word])
      apps[1].tapBack()
      #expect(apps[1].rows().first == walk.other.character)
      #expect(StandInTransitions.warnings == [])
      #expect(apps.allSatisfy { $0.leaks() == [] })
    }

    @Test("A word picked on the iPad hands off to a fresh iPhone, which shows the same word")
    func handoffToAnotherDevice() throws {
      let pad = try openWindow("pad")
      #expect(pad.host.advertisedUserActivity == nil)  // the list advertises nothing
      pad.selectRow(walk.kanji.character)
      let detail = try #require(pad.host.advertisedUserActivity)
      #expect(detail.title?.hasPrefix(walk.kanji.character) == true && detail.isEligibleForSearch)
      #expect(detail.standInIsCurrent)
      let word = walk.kanji.examples[0].word
      pad.selectRow(word, section: 1)
      let sent = try #require(pad.host.advertisedUserActivity?.standInReceived(through: .handoff))
      #expect(sent.title == word && detail.standInIsInvalidated)

      StandInBehavior.device = .phone  // the user's other device, launched afresh
      UIApplication.shared.standInReset()
      UIApplication.shared.standInMakeSceneDelegate = { KanjiUIKit.SceneDelegate() }
      let phone = try openWindow("phone")
      phone.scene.delegate?.scene(phone.scene, continue: sent)
      #expect(phone.titles.last == word)
      #expect(phone.store.state.topScreen?.route == pad.store.state.topScreen?.route)
      #expect(StandInTransitions.warnings == [])
    }

    @Test("A link to a kanji one window shows goes to that window")
    func linkToTheWindowShowingIt() throws {
      let left = try openWindow("left")
      let right = try openWindow("right")
      try receive("kanji://kanji/\(walk.kanji.character)", in: left)
      left.scene.standInSetActivationState(.background)
      try receive("kanji://kanji/\(walk.kanji.character)", in: right)
      #expect(right.titles == ["Kanji list"])
      #expect(left.titles == ["Kanji list", "Kanji details"])
      #expect(left.scene.activationState == .foregroundActive)
      try receive("kanji://kanji/\(walk.other.character)", in: right)
      #expect(right.titles == ["Kanji list", "Kanji details"])
      #expect(right.rows().first == walk.other.character)
      #expect(left.rows().first == walk.kanji.character)
    }
  }
}
