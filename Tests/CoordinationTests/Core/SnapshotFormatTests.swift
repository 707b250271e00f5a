import CoordinationTesting
import Foundation
import Testing

@testable import Coordination

/// The saved data: what `JSONEncoder` writes for a snapshot, keys sorted, each route and state
/// a string of its own JSON text. Pinned to the byte, stable, read back as it was written, and
/// data that is not such a snapshot is a typed error that changes nothing.
@Suite struct SnapshotFormatTests {
  /// The format, to the byte: keys sorted; each route and state a string of its JSON text;
  /// a screen `[owner, route, id, isInitial, state]` without a trailing `nil` state and then
  /// `false`; a stack reference `[layer, stack]`; `nil` and `false` fields of a coordinator
  /// left out.
  @Test func theDataIsJSONEncodersWithKeysSortedAndEachRouteAString() throws {
    let stack = NavigationSnapshot.StackReference(layer: 0, stack: 0)
    let snapshot = NavigationSnapshot(
      coordinators: [
        .init(parent: nil, type: "App.Root", route: nil, host: stack, current: nil),
        .init(
          parent: 0, type: "App.Child", route: .init(json: #"{"child":{}}"#), host: stack,
          current: stack, startedWithParent: true),
      ],
      layers: [
        .init(
          style: .root,
          stacks: [
            .init(screens: [
              .init(owner: 0, route: .init(json: #"{"home":{}}"#), isInitial: true, id: 3),
              .init(owner: 1, route: try .init(encoding: LabRoute.detail(1)), id: 4),
              .init(
                owner: 1, route: try .init(encoding: LabRoute.child("a/b")),
                state: .init(json: #"{"path":"a/b"}"#), id: 5),
              .init(owner: 1, route: .init(json: "7")),
            ])
          ])
      ])
    let text = String(decoding: try snapshot.jsonData(), as: UTF8.self)
    let expected =
      #"{"coordinators":[{"host":[0,0],"type":"App.Root"},"#
      + #"{"current":[0,0],"host":[0,0],"parent":0,"route":"{\"child\":{}}","#
      + #""startedWithParent":true,"type":"App.Child"}],"#
      + #""layers":[{"isTabbed":false,"selectedIndex":0,"stacks":[{"screens":["#
      + #"[0,"{\"home\":{}}",3,true],[1,"{\"detail\":{\"_0\":1}}",4],"#
      + #"[1,"{\"child\":{\"_0\":\"a/b\"}}",5,false,"{\"path\":\"a/b\"}"],[1,"7",null]]}],"#
      + #""style":"root"}],"version":3}"#
    #expect(text == expected)
    #expect(try NavigationSnapshot(jsonData: Data(text.utf8)) == snapshot)
  }

  @Test func snapshotsOfEveryShapeReadBackAsWrittenAndWriteTheSameBytes() throws {
    var random = RandomSnapshots(generator: SplitMix64(seed: 10))
    for index in 0..<500 {
      let snapshot = random.snapshot()
      let data = try snapshot.jsonData()
      let read = try NavigationSnapshot(jsonData: data)
      #expect(read == snapshot, "snapshot \(index)")
      #expect(try read.jsonData() == data, "snapshot \(index)")
    }
  }

  @Test func aNavigationSavesAsTheSameBytesEveryTime() throws {
    let (root, platform) = makeLab()
    root.show(.child("a"))
    root.present(.tabs)
    let first = try platform.store.snapshotData()
    for _ in 0..<5 { #expect(try platform.store.snapshotData() == first) }
    #expect(try platform.store.snapshot().jsonData() == first)
  }

  @Test(arguments: [
    "", " ", "{", "[1,]", "{\"a\":1,}", "01", "1.", "-", "1e", "\"\\x\"", "\"\u{1}\"",
    "tru", "nul", "[1] 2", "{\"a\" 1}", "{1:2}", "1e999", "null", "[]", "{}",
    String(repeating: "[", count: 300) + String(repeating: "]", count: 300),
  ])
  func textThatIsNotASnapshotIsCorruptAndChangesNothing(_ text: String) {
    let (_, platform) = makeLab()
    let before = platform.store.state
    #expect {
      try platform.store.restore(from: Data(text.utf8))
    } throws: { error in
      guard case RestorationError.corrupt = error else { return false }
      return true
    }
    #expect(platform.store.state == before)
  }

  @Test func invalidUTF8IsCorrupt() throws {
    let (_, platform) = makeLab()
    let saved = try platform.store.snapshotData()
    let text = String(decoding: saved, as: UTF8.self)
    let cut = try #require(text.range(of: "LabRootCoordinator"))
    let bytes =
      Array(text[..<cut.lowerBound].utf8) + [0xC3, 0x28] + Array(text[cut.upperBound...].utf8)
    let store = NavigationStore(root: LabRootCoordinator())
    #expect {
      try store.restore(from: Data(bytes))
    } throws: { error in
      guard case RestorationError.corrupt = error else { return false }
      return true
    }
    #expect(store.state.isEmpty)
  }

  @Test func theFirstFormatIsRefusedByItsVersion() {
    let text =
      #"{"coordinators":[{"startedWithParent":false,"type":"CoordinationTests.LabRootCoordinator"}],"#
      + #""layers":[{"isTabbed":false,"selectedIndex":0,"stacks":[{"screens":[{"isInitial":true,"#
      + #""owner":0,"route":{"home":{}}}]}],"style":"root"}],"version":1}"#
    let store = NavigationStore(root: LabRootCoordinator())
    #expect(
      throws: RestorationError.unsupportedVersion(
        found: 1, supported: NavigationSnapshot.formatVersion)
    ) {
      try store.restore(from: Data(text.utf8))
    }
    #expect(store.state.isEmpty)
  }

  @Test func aRouteThatIsNotJSONDoesNotDecode() throws {
    let (root, platform) = makeLab()
    root.show(.detail(1))
    var snapshot = try platform.store.snapshot()
    snapshot.layers[0].stacks[0].screens[1].route = .init(json: "detail(1)")
    let store = NavigationStore(root: LabRootCoordinator())
    #expect {
      try store.restore(from: snapshot.jsonData())
    } throws: { error in
      guard case RestorationError.undecodableRoute = error else { return false }
      return true
    }
    #expect(store.state.isEmpty)
  }

  /// A saved navigation (a child flow, tabs, a sheet) written as JSON allows but
  /// ``NavigationSnapshot/jsonData()`` does not: keys in declaration order, slashes escaped,
  /// pretty-printed. Each restores the same navigation, which saves as the original bytes.
  @Test func theSameSnapshotWrittenOtherWaysRestoresAlike() throws {
    let (root, platform) = makeLab()
    root.show(.child("a/b"))
    root.show(.detail(2))
    root.present(.tabs)
    let saved = try platform.store.snapshotData()
    let snapshot = try platform.store.snapshot()
    for formatting in [[], [.prettyPrinted], [.prettyPrinted, .sortedKeys]]
      as [JSONEncoder.OutputFormatting]
    {
      let encoder = JSONEncoder()
      encoder.outputFormatting = formatting
      let data = try encoder.encode(snapshot)
      #expect(data != saved)
      let again = NavigationStore(root: LabRootCoordinator(), leakTracking: false)
      try again.restore(from: data)
      #expect(again.state.description == platform.store.state.description)
      #expect(try again.snapshotData() == saved, "\(formatting)")
    }
  }
}
