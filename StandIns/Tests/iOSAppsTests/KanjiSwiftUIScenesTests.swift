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

    /// A window `show` hosts for a new model, with the events its store published meanwhile
    /// (observed from before the window is made).
    private func recording(_ show: (KanjiWindow) -> StandInHost) throws -> (
      window: StandInHost, events: [NavigationEvent]
    ) {
      let model = KanjiWindowModel()
      let store = try #require(model.store)
      var events: [NavigationEvent] = []
      let token = store.observe { events += $0.events }
      let window = show(KanjiWindow(model: model))
      token.cancel()
      return (window, events)
    }

    /// Whether `events` show the root coordinator's `start()` running: it shows the list with
    /// the app's own code, where a restore shows its screens with the cause `.restoration`
    /// (and finishes, with that cause, the coordinators a start before it had made).
    private func startRan(in events: [NavigationEvent]) -> Bool {
      events.contains { event in
        if case .finished = event { return true }
        return event.cause == .code
      }
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
      let (leftAgain, leftEvents) = try recording { left.standInRelaunched($0) }
      let (rightAgain, rightEvents) = try recording { right.standInRelaunched($0) }
      #expect(shows(walk.kanji, in: leftAgain))
      #expect(shows(walk.other, in: rightAgain))
      // Each window restored before its store started: the root coordinator's start() did not
      // run, so no screen was made only to be replaced.
      #expect(!leftEvents.isEmpty && !startRan(in: leftEvents))
      #expect(!rightEvents.isEmpty && !startRan(in: rightEvents))
      #expect(leftAgain.standInTapBack())
      #expect(leftAgain.title == "Kanji list" && shows(walk.other, in: rightAgain))
      #expect(leftAgain.problems == [] && rightAgain.problems == [])
      let (fresh, freshEvents) = try recording { StandInHost($0) }
      #expect(fresh.title == "Kanji list" && startRan(in: freshEvents))
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
