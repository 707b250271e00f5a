import Foundation
import Testing

@testable import Coordination

/// Restoring reads saved data from a flat tape of its text (`JSONTape`), routes decoded from
/// it in place (`TapeDecoder`), and falls back to the ``JSONValue`` parser and `Decodable`
/// for anything else. These hold the tape to the parser, the tape decoder to the value
/// decoder, and the direct restore to the general one, on random and damaged input.
@Suite struct TapeReadingTests {
  /// What a reading gave: a value, or the failure's text.
  private enum Outcome<Value: Equatable>: Equatable {
    case value(Value)
    case failure(String)

    init(_ read: () throws -> Value) {
      do {
        self = .value(try read())
      } catch {
        self = .failure(NavigationStore.explain(error))
      }
    }

    var isValue: Bool {
      if case .value = self { return true }
      return false
    }
  }

  private static func parsed(_ bytes: [UInt8]) -> Outcome<JSONValue> {
    Outcome { try JSONTextParser.parse(bytes) }
  }

  private static func taped(_ bytes: [UInt8]) -> Outcome<JSONValue> {
    Outcome { try JSONTape.parse(bytes).value(at: 0) }
  }

  /// A byte deleted, inserted or replaced: texts that are often not JSON any more.
  private static func mutated(_ bytes: [UInt8], using random: inout RandomSnapshots) -> [UInt8] {
    let pieces = Array(#"{}[]",:\ 0 1 - . e E t n u x é"#.utf8) + [0x80, 0xC3, 0x01]
    var bytes = bytes
    let index = random.int(0...max(bytes.count - 1, 0))
    switch random.int(0...2) {
    case 0 where !bytes.isEmpty: bytes.remove(at: index)
    case 1 where !bytes.isEmpty: bytes[index] = pieces[random.int(0...pieces.count - 1)]
    default: bytes.insert(pieces[random.int(0...pieces.count - 1)], at: min(index, bytes.count))
    }
    return bytes
  }

  @Test func theTapeReadsEveryTextAsTheParserDoes() throws {
    var random = RandomSnapshots(generator: SplitMix64(seed: 21))
    var texts: [[UInt8]] = [
      #"{"a":1,"a":{"b":[1,2]},"\u0061":"x","K":true,"é":null,"e\u0301":2}"#,
      #" [ {} , [ ] , "s" , -0 , 1.5e3 , 1E-2 , true , false , null ] "#,
      #"{"k\"ey":1,"tab\t":2,"\/":3}"#,
    ].map { Array($0.utf8) }
    for _ in 0..<400 { texts.append(try JSONTextWriter.write(random.json())) }
    var outcomes = (values: 0, failures: 0)
    for (index, text) in texts.enumerated() {
      for variant in [text] + (0..<5).map({ _ in Self.mutated(text, using: &random) }) {
        let expected = Self.parsed(variant)
        #expect(
          Self.taped(variant) == expected,
          "text \(index): \(String(decoding: variant, as: UTF8.self))")
        if expected.isValue { outcomes.values += 1 } else { outcomes.failures += 1 }
      }
    }
    #expect(outcomes.values > 500)
    #expect(outcomes.failures > 500)
  }

  @Test func malformedTextFailsOnTheTapeAsInTheParser() {
    let texts = [
      "", " ", "{", "[1,]", "{\"a\":1,}", "01", "1.", "-", "1e", "\"\\x\"", "\"\u{1}\"",
      "\"\\uD800\"", "\"\\uDC00\"", "tru", "nul", "[1] 2", "{\"a\" 1}", "{1:2}", "1e999",
      "{\"a\u{1}\":1}", "{\"a\\q\":1}", "{\"a",
      String(repeating: "[", count: 300) + String(repeating: "]", count: 300),
      String(repeating: "{\"k\":", count: 300) + "1" + String(repeating: "}", count: 300),
    ]
    for text in texts {
      let bytes = Array(text.utf8)
      #expect(!Self.parsed(bytes).isValue, "\(text)")
      #expect(Self.taped(bytes) == Self.parsed(bytes), "\(text)")
    }
    let invalidUTF8: [UInt8] = Array("{\"x\":\"".utf8) + [0xC3, 0x28] + Array("\"}".utf8)
    #expect(Self.taped(invalidUTF8) == Self.parsed(invalidUTF8))
  }

  private static func decodedBothWays<Value: Decodable & Equatable>(
    _ type: Value.Type, from json: JSONValue
  ) throws -> (node: Outcome<Value>, tape: Outcome<Value>) {
    let tape = try JSONTape.parse(JSONTextWriter.write(json))
    return (
      Outcome { try json.decode(type) },
      Outcome { try TapeValue(tape: tape, index: 0).decode(type) }
    )
  }

  @Test func routesDecodeFromTheTapeAsFromTheirValue() throws {
    var generator = SplitMix64(seed: 0x7A9E)
    var random = RandomSnapshots(generator: SplitMix64(seed: 22))
    var outcomes = (values: 0, failures: 0)
    for index in 0..<600 {
      var json = try JSONValue(encoding: SnapshotDataTests.route(&generator))
      if index % 2 == 1 { json = random.damage(json) }
      let read = try Self.decodedBothWays(RichRoute.self, from: json)
      #expect(read.tape == read.node, "route \(index): \(json)")
      if read.node.isValue { outcomes.values += 1 } else { outcomes.failures += 1 }
    }
    #expect(outcomes.values > 300)
    #expect(outcomes.failures > 100)
  }

  /// Whether both decoders read `json` as `type` alike: the same value, or both a failure;
  /// with `sameFailure`, the same failure text too. (Decoding a dictionary reads its keys in
  /// the text's order from the tape and in the dictionary's from a value, so of several bad
  /// fields each may name another first.)
  private static func agree<Value: Decodable & Equatable>(
    _ type: Value.Type, on json: JSONValue, sameFailure: Bool = true
  ) throws -> Bool {
    let read = try decodedBothWays(type, from: json)
    return sameFailure || read.node.isValue ? read.tape == read.node : !read.tape.isValue
  }

  @Test func anyValueDecodesFromTheTapeAsFromItsValue() throws {
    var random = RandomSnapshots(generator: SplitMix64(seed: 23))
    var decodedProbes = 0
    for index in 0..<500 {
      var json = random.json()
      if index % 3 == 0 {
        var fields: [String: JSONValue] = ["numbers": .array([.int(1), .null, .int(-2)])]
        if random.chance(70) { fields["name"] = json }
        if random.chance(50) { fields["super"] = random.json() }
        if random.chance(50) { fields["single"] = random.chance(70) ? .array([.bool(true)]) : json }
        json = .object(fields)
      }
      let agreements = [
        try Self.agree([String: JSONValue].self, on: json),
        try Self.agree([Int?].self, on: json),
        try Self.agree([String: [Double]].self, on: json, sameFailure: false),
        try Self.agree(Probe.self, on: json),
      ]
      #expect(!agreements.contains(false), "value \(index): \(json)")
      if (try? json.decode(Probe.self)) != nil { decodedProbes += 1 }
    }
    #expect(decodedProbes > 60)
  }

  /// Reads through every kind of container call: optional fields, a nested unkeyed
  /// container with `decodeNil`, `superDecoder` (with and without a "super" field), a
  /// single-value container holding an array.
  struct Probe: Decodable, Equatable {
    var name: String?
    var numbers: [Int]
    var parent: JSONValue?
    var single: [Bool]?

    enum CodingKeys: String, CodingKey { case name, numbers, single }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      name = try container.decodeIfPresent(String.self, forKey: .name)
      var list = try container.nestedUnkeyedContainer(forKey: .numbers)
      numbers = []
      while !list.isAtEnd {
        if try list.decodeNil() { continue }
        numbers.append(try list.decode(Int.self))
      }
      parent = try JSONValue(from: container.superDecoder())
      single =
        try container.contains(.single)
        ? container.superDecoder(forKey: .single).singleValueContainer().decode([Bool].self)
        : nil
    }
  }

  /// Keys as a dictionary finds them: the last of repeated keys, escapes read, `String`'s
  /// equivalence (U+212A KELVIN SIGN is "K"); objects past the key index's size too.
  @Test func keysAreFoundAsADictionaryFindsThem() throws {
    struct Keys: Decodable, Equatable {
      var kelvin: Int
      var id: Int
      var composed: Int
      enum CodingKeys: String, CodingKey {
        case kelvin = "\u{212A}"
        case id
        case composed = "é"
      }
    }
    let text = #"{"K":1,"id":2,"\u0069d":3,"x":4,"e\u0301":5,"x":6}"#
    let tape = try JSONTape.parse(Array(text.utf8))
    let json = try JSONTextParser.parse(Array(text.utf8))
    #expect(
      try TapeValue(tape: tape, index: 0).decode(Keys.self) == Keys(kelvin: 1, id: 3, composed: 5))
    #expect(try json.decode(Keys.self) == Keys(kelvin: 1, id: 3, composed: 5))
    #expect(
      try TapeValue(tape: tape, index: 0).decode([String: Int].self)
        == json.decode([String: Int].self))
    var fields = (0..<40).map { #""k\#($0)":\#($0)"# }
    fields += [#""k3":-3"#, #""\u006b4":-4"#, #""K":7"#]
    let many = Array(("{" + fields.joined(separator: ",") + "}").utf8)
    let manyTape = try JSONTape.parse(many)
    let decoded = try TapeValue(tape: manyTape, index: 0).decode([String: Int].self)
    #expect(decoded == (try JSONTextParser.parse(many).decode([String: Int].self)))
    #expect(decoded["k3"] == -3)
    #expect(decoded["k4"] == -4)
    #expect(decoded.count == 41)
  }

  /// A key past ASCII in the text found by an ASCII name, and of equivalent spellings the
  /// first kept and the last value taken, as a dictionary keeps them.
  @Test func spellingsOfAKeyAreKeptAsADictionaryKeepsThem() throws {
    struct Plain: Decodable, Equatable {
      var kelvin: Int
      enum CodingKeys: String, CodingKey { case kelvin = "K" }
    }
    let text = "{\"\u{212A}\":7,\"x\":1}"
    let tape = try JSONTape.parse(Array(text.utf8))
    #expect(try TapeValue(tape: tape, index: 0).decode(Plain.self) == Plain(kelvin: 7))
    #expect(try JSONTextParser.parse(Array(text.utf8)).decode(Plain.self) == Plain(kelvin: 7))
    for text in [#"{"K":1,"\u212A":2}"#, #"{"e\u0301":1,"\u00e9":2,"z":3}"#] {
      let bytes = Array(text.utf8)
      let taped = try TapeValue(tape: JSONTape.parse(bytes), index: 0).decode([String: Int].self)
      let parsed = try JSONTextParser.parse(bytes).decode([String: Int].self)
      let spellings = { (dictionary: [String: Int]) in
        dictionary.map { "\(Array($0.key.unicodeScalars)):\($0.value)" }.sorted()
      }
      #expect(spellings(taped) == spellings(parsed), "\(text)")
      #expect(taped.count == parsed.count)
    }
    // The two spellings of K are one key: its first spelling, its last value.
    let kelvin = try TapeValue(tape: JSONTape.parse(Array(#"{"K":1,"\u212A":2}"#.utf8)), index: 0)
      .decode([String: Int].self)
    #expect(kelvin.map { Array($0.key.unicodeScalars) } == [["K"]])
    #expect(kelvin.first?.value == 2)
  }

  /// What restoring `data` the direct way gives: `nil` when that way declines it.
  private static func restoredDirectly(_ data: Data, into store: NavigationStore)
    -> Outcome<Bool>?
  {
    do {
      return try store.restoreDirectly(from: data) ? .value(true) : nil
    } catch {
      return .failure(NavigationStore.explain(error))
    }
  }

  /// Restores `data` both ways into fresh stores around roots made by `makeRoot`; true when
  /// the direct way took it. Both must give the same state (saved as the same bytes) or both
  /// refuse.
  private static func expectBothWaysAlike(
    _ data: Data, _ makeRoot: () -> AnyCoordinator, _ label: String
  ) throws -> Bool {
    let direct = NavigationStore(root: makeRoot(), leakTracking: false)
    let general = NavigationStore(root: makeRoot(), leakTracking: false)
    let generalOutcome = Outcome<Bool> {
      try general.restoreGenerally(from: data)
      return true
    }
    guard let directOutcome = restoredDirectly(data, into: direct) else { return false }
    #expect(directOutcome.isValue == generalOutcome.isValue, "\(label): \(directOutcome)")
    if directOutcome.isValue, generalOutcome.isValue {
      #expect(direct.state == general.state, "\(label)")
      #expect(try direct.snapshotData() == general.snapshotData(), "\(label)")
    }
    return true
  }

  /// A store saved and restored both ways: the direct way takes what `snapshotData()` writes
  /// and restores what the general way restores; damaged data it declines, or restores or
  /// refuses alike.
  @Test func restoringDirectlyGivesWhatTheGeneralWayGives() throws {
    var generator = SplitMix64(seed: 0xDA7A)
    var random = RandomSnapshots(generator: SplitMix64(seed: 24))
    var directlyReadDamage = 0
    for index in 0..<120 {
      let root = RichCoordinator()
      let store = NavigationStore(root: root, leakTracking: false)
      store.start()
      for _ in 0..<Int(generator.next() % 6) { root.show(SnapshotDataTests.route(&generator)) }
      var data = try store.snapshotData()
      if index % 2 == 1 {
        data = Data(try JSONTextWriter.write(random.damage(JSONTextParser.parse(Array(data)))))
      }
      let taken = try Self.expectBothWaysAlike(data, { RichCoordinator() }, "data \(index)")
      #expect(taken || index % 2 == 1, "saved data \(index) was not read directly")
      if taken, index % 2 == 1 { directlyReadDamage += 1 }
    }
    #expect(directlyReadDamage > 5)
  }

  /// The same saved navigation (a child flow, tabs, a sheet) written other ways JSON allows:
  /// keys escaped, every key first given `null` and then its value (the last wins),
  /// whitespace everywhere, keys in reverse order. The direct way reads them all, as the
  /// general way does.
  @Test func theSameSnapshotWrittenOtherWaysRestoresAlike() throws {
    let root = LabRootCoordinator()
    let store = NavigationStore(root: root, leakTracking: false)
    store.start()
    root.show(.child("a"))
    try #require(root.children.first as? ChildCoordinator).show(.page(1))
    root.show(.detail(2))
    root.present(.tabs)
    let tabs = try #require(root.children.last as? LabTabs)
    try #require(tabs.children.last as? ChildCoordinator).show(.page(7))
    root.present(.settings)
    let saved = try store.snapshotData()
    let json = try JSONTextParser.parse(Array(saved))
    for style in TextStyle.allCases {
      let data = Data(Self.write(json, style).utf8)
      #expect(data != saved)
      let taken = try Self.expectBothWaysAlike(data, { LabRootCoordinator() }, "\(style)")
      #expect(taken, "\(style) was not read directly")
      let again = NavigationStore(root: LabRootCoordinator(), leakTracking: false)
      try again.restore(from: data)
      #expect(try again.snapshotData() == saved, "\(style)")
    }
  }

  enum TextStyle: CaseIterable { case escapedKeys, nullFirst, spaced, reversed }

  /// `value` as JSON text in `style`.
  private static func write(_ value: JSONValue, _ style: TextStyle) -> String {
    let space = style == .spaced ? " \n\t" : ""
    switch value {
    case .array(let elements):
      let inner = elements.map { write($0, style) }.joined(separator: space + "," + space)
      return "[" + space + inner + space + "]"
    case .object(let fields):
      var keys = fields.keys.sorted()
      if style == .reversed { keys.reverse() }
      let pairs = keys.map { key in
        let pair = keyText(key, style) + space + ":" + space + write(fields[key] ?? .null, style)
        return style == .nullFirst ? keyText(key, style) + ":null," + pair : pair
      }
      return "{" + space + pairs.joined(separator: space + "," + space) + space + "}"
    default:
      return String(decoding: (try? JSONTextWriter.write(value)) ?? [], as: UTF8.self)
    }
  }

  /// A key as JSON text; for `.escapedKeys`, its first character (when ASCII) as `\u00XX`.
  private static func keyText(_ key: String, _ style: TextStyle) -> String {
    let plain = String(decoding: (try? JSONTextWriter.write(.string(key))) ?? [], as: UTF8.self)
    guard style == .escapedKeys, let first = key.unicodeScalars.first, first.isASCII else {
      return plain
    }
    let hex = String(first.value, radix: 16)
    return "\"\\u" + String(repeating: "0", count: 4 - hex.count) + hex + plain.dropFirst(2)
  }
}
