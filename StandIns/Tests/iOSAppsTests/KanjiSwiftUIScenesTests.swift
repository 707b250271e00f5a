import Coordination
import Foundation
import KanjiApp
import KanjiSwiftUI
import SwiftUI
import Testing

extension AppsOnStandIns {
  /// The SwiftUI Kanji app in several windows: each keeps its navigation in its scene storage
  /// and comes back on it after a relaunch; a window without the app's router opens the links
  /// delivered to it, and with it a link goes to the window that should show it.
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

    @Test("Without the router, a link delivered to one window opens in that window only")
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

    @Test("A link goes to the window showing it, else the one in front, else a new window")
    func linksFindTheirWindow() throws {
      let windows = StandInWindows(KanjiSwiftUIApp().body)
      let left = try #require(windows.standInOpenWindow())
      let right = try #require(windows.standInOpenWindow())
      #expect(right.host.standInTap(button: row(walk.other)))
      windows.standInSetPhase(.inactive, of: right)

      // SwiftUI gives the link to the first window; the window showing the kanji gets it.
      try windows.standInOpen(link(walk.other))
      #expect(shows(walk.other, in: right.host) && left.host.title == "Kanji list")
      #expect(right.phase == .active)

      // A kanji no window shows goes to the window in front.
      windows.standInSetPhase(.inactive, of: right)
      windows.standInSetPhase(.active, of: left)
      try windows.standInOpen(link(walk.kanji))
      #expect(shows(walk.kanji, in: left.host) && shows(walk.other, in: right.host))

      // With no window in front, a new window opens on it.
      #expect(left.host.standInTapBack())
      windows.standInSetPhase(.background, of: left)
      windows.standInSetPhase(.background, of: right)
      try windows.standInOpen(link(walk.kanji))
      try #require(windows.windows.count == 3)
      let made = windows.windows[2]
      #expect(shows(walk.kanji, in: made.host) && left.host.title == "Kanji list")

      // After a relaunch each window comes back on its kanji, under the same name.
      let relaunched = windows.standInRelaunched(KanjiSwiftUIApp().body)
      #expect(relaunched.windows.map(\.value) == windows.windows.map(\.value))
      #expect(shows(walk.other, in: relaunched.windows[1].host))
      #expect(shows(walk.kanji, in: relaunched.windows[2].host))
      #expect(relaunched.windows[0].host.title == "Kanji list")
    }

    /// The link to a kanji's details.
    private func link(_ kanji: Kanji) throws -> URL {
      try #require(URL(string: "kanji://kanji/\(kanji.character)"))
    }

    /// A kanji's button: the character and its meanings.
    private func row(_ kanji: Kanji) -> String { "\(kanji.character) \(kanji.meaningLine)" }
  }
}
