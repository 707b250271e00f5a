import Testing

@testable import Coordination

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Saved navigation is written and read by the core's own JSON reader and writer, and routes
/// go to and from ``JSONValue`` without text. These hold them to what `JSONEncoder` and
/// `JSONDecoder` give, and to strictness on bad input.
@Suite struct JSONTextTests {
  struct Payload: Codable, Hashable {
    var name: String
    var count: Int
    var ratio: Double
    var whole: Double
    var flags: [Bool]
    var missing: String?
    var link: URL
    var bytes: Data
    var nested: [String: [Int]]
  }

  enum Route: NavigationRoute {
    case list
    case detail(id: Int, title: String)
  }

  private let payload = Payload(
    name: "日本 \"quoted\" \\ tab\t line\n \u{1}", count: -42, ratio: 0.1, whole: 2,
    flags: [true, false], missing: nil, link: URL(fileURLWithPath: "/a b/c"),
    bytes: Data([0, 1, 254, 255]), nested: ["a": [1, 2], "b": []])

  @Test func valuesEncodeAsJSONEncoderTextReadsBack() throws {
    let direct = try JSONValue(encoding: payload)
    let viaText = try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(payload))
    #expect(direct == viaText)
    #expect(try direct.decode(Payload.self) == payload)
    #expect(try JSONValue(encoding: Route.list) == .object(["list": .object([:])]))
    let detail = Route.detail(id: 7, title: "x")
    #expect(try JSONValue(encoding: detail).decode(Route.self) == detail)
  }

  /// A value that writes keys again, mixes containers and values under one key, and uses
  /// `superEncoder`: what the encoder keeps is pinned here (a value set under a key wins over
  /// a container asked for under it, before or after; the last value wins).
  struct Rewriting: Encodable {
    enum Key: String, CodingKey { case again, containerThenValue, valueThenContainer, list, number }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Key.self)
      try container.encode(1, forKey: .again)
      try container.encode("second", forKey: .again)
      var lost = container.nestedContainer(keyedBy: Key.self, forKey: .containerThenValue)
      try lost.encode(true, forKey: .again)
      try container.encode("value", forKey: .containerThenValue)
      try container.encode("kept", forKey: .valueThenContainer)
      var ignored = container.nestedContainer(keyedBy: Key.self, forKey: .valueThenContainer)
      try ignored.encode(false, forKey: .again)
      var list = container.nestedUnkeyedContainer(forKey: .list)
      try list.encode(1)
      var inner = list.nestedContainer(keyedBy: Key.self)
      try inner.encode(2.0, forKey: .number)
      try list.encodeNil()
      try container.encode(Float(0.1), forKey: .number)
      try "parent".encode(to: container.superEncoder())
    }
  }

  @Test func keysWrittenAgainKeepTheLastValue() throws {
    let expected = JSONValue.object([
      "again": .string("second"), "containerThenValue": .string("value"),
      "valueThenContainer": .string("kept"),
      "list": .array([.int(1), .object(["number": .int(2)]), .null]),
      "number": .double(0.1), "super": .string("parent"),
    ])
    #expect(try JSONValue(encoding: Rewriting()) == expected)
  }

  /// Writes 40 keys, then writes every third one again: past 16 fields the encoder looks keys
  /// up in an index, which must keep the same rules.
  struct ManyKeys: Encodable {
    struct Key: CodingKey {
      let stringValue: String
      var intValue: Int? { nil }
      init(stringValue: String) { self.stringValue = stringValue }
      init?(intValue: Int) { nil }
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Key.self)
      for index in 0..<40 { try container.encode(index, forKey: Key(stringValue: "k\(index)")) }
      for index in stride(from: 0, to: 40, by: 3) {
        try container.encode("again", forKey: Key(stringValue: "k\(index)"))
      }
      var kept = container.nestedContainer(keyedBy: Key.self, forKey: Key(stringValue: "k3"))
      try kept.encode(1, forKey: Key(stringValue: "lost"))
    }
  }

  @Test func objectsWithManyKeysKeepTheSameRules() throws {
    var expected: [String: JSONValue] = [:]
    for index in 0..<40 {
      expected["k\(index)"] = index % 3 == 0 ? .string("again") : .int(Int64(index))
    }
    #expect(try JSONValue(encoding: ManyKeys()) == .object(expected))
    var output: [UInt8] = []
    try JSONValueEncoder.writeJSON(ManyKeys(), into: &output)
    #expect(output == (try JSONTextWriter.write(.object(expected))))
    // A dictionary of 20,000 entries: one field each, as JSONEncoder writes it.
    let large = Dictionary(uniqueKeysWithValues: (0..<20_000).map { ("key\($0)", $0) })
    let viaText = try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(large))
    #expect(try JSONValue(encoding: large) == viaText)
  }

  @Test func snapshotsSurviveTheirOwnText() throws {
    let store = NavigationStore(root: LabRootCoordinator())
    store.start()
    let data = try store.snapshotData()
    let again = NavigationStore(root: LabRootCoordinator())
    try again.restore(from: data)
    #expect(try again.snapshotData() == data)
    // Data written by JSONEncoder before this reader existed still restores.
    let foundation = try JSONEncoder().encode(try store.snapshot())
    let third = NavigationStore(root: LabRootCoordinator())
    try third.restore(from: foundation)
    #expect(third.state.visibleStack?.routes == store.state.visibleStack?.routes)
  }

  @Test(arguments: [
    "", " ", "{", "[1,]", "{\"a\":1,}", "01", "1.", "-", "1e", "\"\\x\"", "\"\u{1}\"",
    "\"\\uD800\"", "\"\\uDC00\"", "tru", "nul", "[1] 2", "{\"a\" 1}", "{1:2}", "1e999",
    String(repeating: "[", count: 300) + String(repeating: "]", count: 300),
  ])
  func malformedTextIsCorrupt(_ text: String) {
    let store = NavigationStore(root: LabRootCoordinator())
    #expect(throws: RestorationError.self) { try store.restore(from: Data(text.utf8)) }
    #expect(store.state.isEmpty)
  }

  @Test func invalidUTF8IsCorrupt() {
    let store = NavigationStore(root: LabRootCoordinator())
    let bytes: [UInt8] = Array("{\"version\":1,\"x\":\"".utf8) + [0xC3, 0x28] + Array("\"}".utf8)
    #expect {
      try store.restore(from: Data(bytes))
    } throws: { error in
      guard case RestorationError.corrupt(let reason) = error else { return false }
      return reason.contains("UTF-8")
    }
  }

  @Test func escapesAndNumbersReadAsJSONDecoderReadsThem() throws {
    let text =
      #"{"s":"a\"b\\c\/d\n\u00e9\ud83d\ude00","i":-9223372036854775808,"d":1.5e3,"#
      + #""u":18446744073709551615,"n":null,"e":[],"o":{},"t":true}"#
    let expected = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    let parsed = try JSONTextParser.parse(Array(text.utf8))
    #expect(parsed == expected)
    guard case .object(let fields) = parsed else {
      Issue.record("not an object")
      return
    }
    #expect(fields["s"] == .string("a\"b\\c/d\né😀"))
    #expect(fields["i"] == .int(Int64.min))
    #expect(fields["d"] == .int(1500))
    let written = try JSONTextWriter.write(parsed)
    #expect(try JSONTextParser.parse(written) == parsed)
  }
}
