import CoordinationTesting
import Foundation
import Testing

@testable import Coordination

/// A route payload with every shape the encoder writes: nested arrays and objects, keys that
/// sort differently from their declaration, optionals, special forms (`URL`, `Data`,
/// `Decimal`), whole and fractional doubles, a `Float`, a large unsigned number. (A fractional
/// `Decimal` need not come back exactly from `JSONDecoder`; the values here do.)
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
}

struct EmptyPayload: RouteValue {}

final class RichCoordinator: Coordinator<RichRoute> {
  override func start() { show(.home) }
}

/// `snapshotData()` keeps each route as the text `JSONEncoder` writes for it; these hold the
/// saved data to that for routes of every shape, and to restoring the same routes.
@Suite struct SnapshotDataTests {
  private static let characters = Array("aZ日\"\\\n\u{1}é ,:{}/")

  private static func text(_ random: inout SplitMix64) -> String {
    String((0..<Int(random.next() % 6)).map { _ in characters[Int(random.next() % 14)] })
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

  /// The text of `route` as `JSONEncoder` writes it, keys sorted, slashes as they are.
  private static func foundationText(_ route: RichRoute) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(route), as: UTF8.self)
  }

  @Test func routesOfEveryShapeAreKeptAsJSONEncoderWritesThemAndRestore() throws {
    var random = SplitMix64(seed: 0x5EED)
    for _ in 0..<60 {
      let root = RichCoordinator()
      let store = NavigationStore(root: root, leakTracking: false)
      store.start()
      for _ in 0..<Int(random.next() % 8) { root.show(Self.route(&random)) }
      let data = try store.snapshotData()
      let saved = try NavigationSnapshot(jsonData: data)
      let texts = saved.layers[0].stacks[0].screens.map(\.route.json)
      #expect(try texts == root.routes.map(Self.foundationText))
      let again = RichCoordinator()
      let restored = NavigationStore(root: again, leakTracking: false)
      try restored.restore(from: data)
      #expect(again.routes == root.routes)
      // Saved again, the restored navigation is the same bytes (its screens kept their ids).
      #expect(try restored.snapshotData() == data)
    }
  }

  @Test func aRouteThatCannotBeEncodedIsExplained() throws {
    let root = RichCoordinator()
    let store = NavigationStore(root: root, leakTracking: false)
    store.start()
    var random = SplitMix64(seed: 7)
    var payload = Self.payload(&random)
    payload.scores = ["nan": .nan]
    root.show(.item(payload))
    // A Double that JSON cannot carry fails while the route is encoded: the same error from
    // the value and from the data.
    let data = #expect(throws: RestorationError.self) { try store.snapshotData() }
    let value = #expect(throws: RestorationError.self) { try store.snapshot() }
    #expect(data.map(String.init(describing:)) == value.map(String.init(describing:)))
    guard case .unencodableRoute(let route, let reason) = data else {
      Issue.record("expected unencodableRoute, got \(String(describing: data))")
      return
    }
    #expect(route.contains("item"))
    #expect(reason.contains("nan") && reason.contains("scores"), "\(reason)")
  }

  @Test func aNumberOfTheSnapshotThatCannotBeWrittenFailsWhenItIsWritten() throws {
    let snapshot = NavigationSnapshot(
      coordinators: [],
      layers: [
        .init(
          style: .sheet, stacks: [.init(screens: [])],
          sheetOptions: SheetOptions(detents: [.height(.infinity)]))
      ])
    let error = #expect(throws: RestorationError.self) { try snapshot.jsonData() }
    let message = error.map(String.init(describing:)) ?? ""
    #expect(message.contains("(snapshot)") && message.contains("inf"), "\(message)")
  }
}
