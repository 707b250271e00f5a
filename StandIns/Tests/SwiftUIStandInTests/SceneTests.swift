import Foundation
import SwiftUI
import Testing

/// A window that shows and edits one scene-stored value, and records the URLs it receives.
private struct DraftWindow: View {
  @SceneStorage("draft") var draft: Data?
  let received: Received

  var body: some View {
    VStack {
      Text(draft.map { String(decoding: $0, as: UTF8.self) } ?? "no draft")
      Button("Write") { draft = Data("written".utf8) }
    }
    .onOpenURL { url in received.urls.append(url) }
  }
}

@MainActor private final class Received {
  var urls: [URL] = []
}

@Suite("Scenes")
struct SceneTests {
  @Test("Scene storage is per host and comes back in the relaunched host only")
  func sceneStorage() {
    let left = StandInHost(DraftWindow(received: Received()))
    let right = StandInHost(DraftWindow(received: Received()))
    #expect(left.standInTap(button: "Write"))
    #expect(left.standInTexts.contains("written"))
    #expect(right.standInTexts.contains("no draft"))
    let leftAgain = left.standInRelaunched(DraftWindow(received: Received()))
    let rightAgain = right.standInRelaunched(DraftWindow(received: Received()))
    #expect(leftAgain.standInTexts.contains("written"))
    #expect(rightAgain.standInTexts.contains("no draft"))
    #expect(StandInHost(DraftWindow(received: Received())).standInTexts.contains("no draft"))
  }

  @Test("Read outside a view, scene storage gives its default value")
  func outsideAView() {
    #expect(DraftWindow(received: Received()).draft == nil)
  }

  @Test("A URL goes to the handlers of the host it is delivered to")
  func openURL() throws {
    let (leftURLs, rightURLs) = (Received(), Received())
    let left = StandInHost(DraftWindow(received: leftURLs))
    _ = StandInHost(DraftWindow(received: rightURLs))
    let url = try #require(URL(string: "notes://note/1"))
    #expect(left.standInOpen(url))
    #expect(leftURLs.urls == [url] && rightURLs.urls.isEmpty)
    let plain = StandInHost(Text("no handler"))
    #expect(!plain.standInOpen(url))
  }
}
