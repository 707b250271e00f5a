import CoordinationTesting
import Foundation
import Testing

@testable import Coordination

/// A route payload with every shape the encoder writes: nested arrays and objects, keys that
/// sort differently from their declaration, optionals, special forms (`URL`, `Data`,
/// `Decimal`), whole and fractional doubles, a `Float`, a large unsigned number. (A `UInt64`
/// past `Int64.max` and a fractional `Decimal` go through `Double`, as with `JSONEncoder`'s
/// text read back, so they would not round-trip exactly; the values here do.)
struct RichPayload: RouteValue {
  var zeta: String
  var alpha: [Int]
  var scores: [String: Double]
  var link: URL
  var bytes: Data
  var amount: Decimal
  var big: UInt64
  var small: Float
  var note: String?
  var nested: [[String: [Bool]]]
}

enum RichRoute: NavigationRoute {
  case home
  case item(RichPayload)
  case pair(Int, label: String)
  case empty(EmptyPayload)
  /// A route that carries JSON as it is: the encoder's special form, written as it is.
  case raw(JSONValue)
}

struct EmptyPayload: RouteValue {}

final class RichCoordinator: Coordinator<RichRoute> {
  override func start() { show(.home) }
}

/// `snapshotData()` writes routes straight to JSON text; these hold it to the general
/// encoder's bytes for routes of every shape, and to restoring the same routes.
@Suite struct SnapshotDataTests {
  private static let characters = Array("aZ日\"\\\n\u{1}é ,:{}")

  private static func text(_ random: inout SplitMix64) -> String {
    String((0..<Int(random.next() % 6)).map { _ in characters[Int(random.next() % 13)] })
  }

  private static func payload(_ random: inout SplitMix64) -> RichPayload {
    let count = { (random: inout SplitMix64, limit: UInt64) in Int(random.next() % limit) }
    return RichPayload(
      zeta: text(&random),
      alpha: (0..<count(&random, 4)).map { _ in count(&random, 100) - 50 },
      scores: Dictionary(
        uniqueKeysWithValues: (0..<count(&random, 4)).map { index in
          ("k\(index)\(text(&random))", Double(count(&random, 9)) / 4)
        }),
      link: URL(fileURLWithPath: "/\(random.next() % 1000)/a b"),
      bytes: Data((0..<count(&random, 5)).map { _ in UInt8(truncatingIfNeeded: random.next()) }),
      amount: Decimal(count(&random, 10_000)), big: random.next() >> 1,
      small: Float(count(&random, 100)) / 8,
      note: random.next() % 2 == 0 ? nil : text(&random),
      nested: (0..<count(&random, 3)).map { _ in ["x": [true, false], text(&random): []] })
  }

  static func route(_ random: inout SplitMix64) -> RichRoute {
    switch random.next() % 4 {
    case 0: .home
    case 1: .item(payload(&random))
    case 2: .pair(Int(truncatingIfNeeded: random.next()), label: "p\(random.next() % 7)")
    default: .empty(EmptyPayload())
    }
  }

  @Test func routesOfEveryShapeAreWrittenAsTheGeneralEncoderWritesThem() throws {
    var random = SplitMix64(seed: 0x5EED)
    for _ in 0..<60 {
      let root = RichCoordinator()
      let store = NavigationStore(root: root, leakTracking: false)
      store.start()
      for _ in 0..<Int(random.next() % 8) { root.show(Self.route(&random)) }
      let written = store.snapshotDataBothWays()
      #expect(written.direct != nil)
      #expect(written.direct == written.general)
      // Against an encoder that is not this one: Foundation's, read back.
      for route in root.routes {
        let foundation = try JSONDecoder().decode(
          JSONValue.self, from: JSONEncoder().encode(route))
        #expect(try JSONValue(encoding: route) == foundation)
      }
      let again = RichCoordinator()
      let restored = NavigationStore(root: again, leakTracking: false)
      try restored.restore(from: Data(written.direct ?? []))
      #expect(again.routes == root.routes)
    }
  }

  @Test func aRouteThatCannotBeEncodedIsExplainedAsBefore() throws {
    let root = RichCoordinator()
    let store = NavigationStore(root: root, leakTracking: false)
    store.start()
    var random = SplitMix64(seed: 7)
    var payload = Self.payload(&random)
    payload.scores = ["nan": .nan]
    root.show(.item(payload))
    // A Double that JSON cannot carry fails while the route is encoded: the same error both
    // ways.
    let direct = #expect(throws: RestorationError.self) { try store.snapshotData() }
    let general = #expect(throws: RestorationError.self) { try store.snapshot() }
    #expect(direct.map(String.init(describing:)) == general.map(String.init(describing:)))
    #expect("\(direct.map(String.init(describing:)) ?? "")".contains("nan"))
  }

  @Test func aJSONNumberThatCannotBeWrittenFailsWhenTheSnapshotIsWritten() throws {
    let root = RichCoordinator()
    let store = NavigationStore(root: root, leakTracking: false)
    store.start()
    root.show(.raw(.array([.int(1), .double(.infinity)])))
    root.show(.raw(.double(.nan)))
    // The route encodes (its JSON is kept as it is); writing it as text fails, after every
    // route was encoded, as when the general writer meets it.
    let snapshot = try store.snapshot()
    let error = #expect(throws: RestorationError.self) { try store.snapshotData() }
    let message = error.map(String.init(describing:)) ?? ""
    #expect(message.contains("(snapshot)") && message.contains("inf"), "\(message)")
    var general: [UInt8] = []
    #expect(throws: JSONTextWriter.NonFiniteNumber.self) {
      try snapshot.writeJSON(into: &general)
    }
  }
}
