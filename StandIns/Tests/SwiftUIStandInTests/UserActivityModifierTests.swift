import Foundation
import SwiftUI
import Testing

/// Records what the activity modifiers did.
@MainActor private final class ActivityRecord {
  var continued: [String] = []
  var advertising = true
  var updates = 0
}

/// Two views that advertise one type together (one only while `advertising`), and a handler
/// of continued activities of that type.
private struct AdvertisingView: View {
  let record: ActivityRecord

  var body: some View {
    VStack {
      Text("first").userActivity("notes", isActive: record.advertising) { activity in
        record.updates += 1
        activity.title = "Notes"
        activity.userInfo?["first"] = true
      }
      Text("second").userActivity("notes") { activity in
        activity.userInfo?["second"] = true
      }
    }
    .onContinueUserActivity("notes") { activity in
      record.continued.append(activity.title ?? "untitled")
    }
  }
}

/// One view that advertises while `advertising`.
private struct TogglingView: View {
  let record: ActivityRecord

  var body: some View {
    Text("toggling").userActivity("notes", isActive: record.advertising) { _ in }
  }
}

struct UserActivityModifierTests {
  @Test("The system's request runs every active handler of the type, on a cleared userInfo")
  func advertising() throws {
    let record = ActivityRecord()
    let host = StandInHost(AdvertisingView(record: record))
    let activity = try #require(host.standInAdvertisedActivity(ofType: "notes"))
    #expect(activity.title == "Notes" && activity.userInfo?.count == 2)
    activity.userInfo?["stale"] = true
    let again = try #require(host.standInAdvertisedActivity(ofType: "notes"))
    #expect(again === activity && again.userInfo?.count == 2 && record.updates == 2)
    #expect(host.standInAdvertisedActivity(ofType: "other") == nil)
  }

  @Test("An inactive modifier's handler does not run; with none active, nothing is advertised")
  func inactive() throws {
    let record = ActivityRecord()
    record.advertising = false
    let host = StandInHost(AdvertisingView(record: record))
    let activity = try #require(host.standInAdvertisedActivity(ofType: "notes"))
    #expect(activity.userInfo?.count == 1 && record.updates == 0)
    let bare = StandInHost(Text("nothing").userActivity("notes", isActive: false) { _ in })
    #expect(bare.standInAdvertisedActivity(ofType: "notes") == nil)
  }

  @Test("An activity no view advertises any more is invalidated; a new one follows")
  func stopped() throws {
    let record = ActivityRecord()
    let host = StandInHost(TogglingView(record: record))
    let activity = try #require(host.standInAdvertisedActivity(ofType: "notes"))
    record.advertising = false
    host.render()
    #expect(activity.standInIsInvalidated)
    #expect(host.standInAdvertisedActivity(ofType: "notes") == nil)
    record.advertising = true
    host.render()
    let next = try #require(host.standInAdvertisedActivity(ofType: "notes"))
    #expect(next !== activity && !next.standInIsInvalidated)
  }

  @Test("A continued activity runs the handlers of its type only")
  func continuing() {
    let record = ActivityRecord()
    let host = StandInHost(AdvertisingView(record: record))
    let other = NSUserActivity(activityType: "other")
    #expect(!host.standInContinue(other))
    #expect(
      host.events.last == "refused continue other: no onContinueUserActivity handler of its type")
    let notes = NSUserActivity(activityType: "notes")
    notes.title = "Handed off"
    #expect(host.standInContinue(notes))
    #expect(record.continued == ["Handed off"])
  }
}
