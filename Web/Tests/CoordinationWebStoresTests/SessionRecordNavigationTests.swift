import Coordination
import CoordinationWeb
import Foundation
import Testing

/// A record's navigation as a store that writes records out keeps it: the snapshot's JSON,
/// read back as the same value; bytes that are not a snapshot of this format are an unreadable
/// record, which the host starts afresh.
@Suite("SessionRecord navigation data")
struct SessionRecordNavigationTests {
  private func record(_ navigation: NavigationSnapshot) -> SessionRecord {
    SessionRecord(
      id: .random(), version: 1, csrf: .random(), navigation: navigation, appState: nil,
      expires: Date(timeIntervalSince1970: 1_800_000_000))
  }

  @Test("the navigation's bytes read back as the same snapshot, and are stable")
  func roundTrip() throws {
    let saved = record(.named(#"{"detail":{"id":7,"title":"a/b \"c\" 日本"}}"#))
    let data = try saved.navigationData()
    #expect(try SessionRecord.navigation(from: data, of: saved.id) == saved.navigation)
    #expect(try saved.navigationData() == data)
    #expect(data == (try saved.navigation.jsonData()))
  }

  @Test(
    "bytes that are not a snapshot are an unreadable record",
    arguments: ["", "{}", "navigation", #"{"version":1}"#, "[1,2]"])
  func unreadable(text: String) {
    let id = SessionID.random()
    let error = #expect(throws: SessionStoreError.self) {
      _ = try SessionRecord.navigation(from: Data(text.utf8), of: id)
    }
    guard case .unreadableRecord(let which, _)? = error else {
      Issue.record("expected unreadableRecord, got \(String(describing: error))")
      return
    }
    #expect(which == id)
  }

  @Test("a snapshot JSON cannot carry is not saved: the store is unavailable for it")
  func unwritable() {
    let navigation = NavigationSnapshot(
      coordinators: [],
      layers: [
        .init(
          style: .sheet, stacks: [.init(screens: [])],
          sheetOptions: SheetOptions(detents: [.height(.infinity)]))
      ])
    #expect {
      _ = try record(navigation).navigationData()
    } throws: { error in
      guard case SessionStoreError.unavailable = error else { return false }
      return true
    }
  }
}
