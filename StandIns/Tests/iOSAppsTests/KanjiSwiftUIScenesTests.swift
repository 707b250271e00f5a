import Coordination
import Foundation
import KanjiApp
import KanjiSwiftUI
import SwiftUI
import Testing

extension AppsOnStandIns {
  /// The SwiftUI Kanji app in two windows: each keeps its navigation in its scene storage and
  /// comes back on it after a relaunch; a link delivered to one window opens there only.
  @Suite("Kanji in two SwiftUI windows")
  struct KanjiSwiftUIScenesTests {
    let walk: KanjiWalk

    init() throws {
      walk = try KanjiWalk()
    }

    /// A window of the app with a new store, as the system makes one.
    private func openWindow() -> StandInHost {
      StandInHost(KanjiWindow(model: KanjiWindowModel()))
    }

    /// Whether `host` shows the details of `kanji`.
    private func shows(_ kanji: Kanji, in host: StandInHost) -> Bool {
      host.title == "Kanji details"
        && host.standInTexts.contains("Meanings: \(kanji.meaningLine)")
    }

    @Test("Two windows on different kanji come back, each on its own, after a relaunch")
    func twoWindowsComeBack() throws {
      let left = openWindow()
      let right = openWindow()
      #expect(left.standInTap(button: row(walk.kanji)))
      #expect(right.standInTap(button: row(walk.other)))
      #expect(shows(walk.kanji, in: left) && shows(walk.other, in: right))
      let leftAgain = left.standInRelaunched(KanjiWindow(model: KanjiWindowModel()))
      let rightAgain = right.standInRelaunched(KanjiWindow(model: KanjiWindowModel()))
      #expect(shows(walk.kanji, in: leftAgain))
      #expect(shows(walk.other, in: rightAgain))
      #expect(leftAgain.standInTapBack())
      #expect(leftAgain.title == "Kanji list" && shows(walk.other, in: rightAgain))
      #expect(leftAgain.problems == [] && rightAgain.problems == [])
      let fresh = openWindow()
      #expect(fresh.title == "Kanji list")
    }

    @Test("A link delivered to one window opens in that window only")
    func linkOpensInItsWindow() throws {
      let left = openWindow()
      let right = openWindow()
      let link = try #require(URL(string: "kanji://kanji/\(walk.other.character)"))
      #expect(right.standInOpen(link))
      #expect(shows(walk.other, in: right))
      #expect(left.title == "Kanji list")
      let unknown = try #require(URL(string: "kanji://nowhere"))
      #expect(left.standInOpen(unknown))
      #expect(left.title == "Kanji list" && shows(walk.other, in: right))
      let relaunched = right.standInRelaunched(KanjiWindow(model: KanjiWindowModel()))
      #expect(shows(walk.other, in: relaunched))
    }

    /// A kanji's button: the character and its meanings.
    private func row(_ kanji: Kanji) -> String { "\(kanji.character) \(kanji.meaningLine)" }
  }
}
