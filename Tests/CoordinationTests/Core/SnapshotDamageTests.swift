import CoordinationTesting
import Foundation
import Testing

@testable import Coordination

/// Saved data damaged as a disk, a hand or another version damages it: a field removed,
/// given another type, set to `null`, an extra one, bytes changed or cut. Restoring it either
/// refuses with a ``RestorationError`` and changes nothing, or restores a consistent
/// navigation that saves and restores again to the same state.
@Suite struct SnapshotDamageTests {
  /// Removes, retypes, nulls or adds one field somewhere in a value `JSONSerialization` read.
  private static func damage(_ value: Any, _ random: inout SplitMix64) -> Any {
    let pick = { (random: inout SplitMix64, count: Int) in Int(random.next() % UInt64(count)) }
    if var fields = value as? [String: Any], !fields.isEmpty {
      let keys = fields.keys.sorted()
      let key = keys[pick(&random, keys.count)]
      switch pick(&random, 10) {
      case 0: fields[key] = nil
      case 1: fields[key] = NSNull()
      case 2: fields[key] = "x"
      case 3: fields[key] = -1
      case 4: fields["extra"] = true
      default: fields[key] = damage(fields[key] ?? NSNull(), &random)
      }
      return fields
    }
    if var elements = value as? [Any], !elements.isEmpty {
      let index = pick(&random, elements.count)
      elements[index] = damage(elements[index], &random)
      return elements
    }
    if let text = value as? String, text.hasPrefix("{") {
      // A route or state: its own JSON damaged.
      guard let inner = try? JSONSerialization.jsonObject(with: Data(text.utf8)),
        let written = try? JSONSerialization.data(withJSONObject: damage(inner, &random))
      else { return "\(text)}" }
      return String(decoding: written, as: UTF8.self)
    }
    return pick(&random, 2) == 0 ? NSNull() : 0.5
  }

  /// Changes, removes or inserts a few bytes.
  private static func mutate(_ data: Data, _ random: inout SplitMix64) -> Data {
    var bytes = Array(data)
    for _ in 0..<(1 + random.next() % 3) where !bytes.isEmpty {
      let index = Int(random.next() % UInt64(bytes.count))
      switch random.next() % 3 {
      case 0: bytes[index] = UInt8(truncatingIfNeeded: random.next())
      case 1: bytes.remove(at: index)
      default: bytes.insert(Array(#"{}[]":,0"#.utf8)[Int(random.next() % 8)], at: index)
      }
    }
    return Data(bytes)
  }

  /// Restores `data` into a lab that shows something; true when it restored.
  private static func restore(_ data: Data, label: String) throws -> Bool {
    let (root, platform) = makeLab()
    root.show(.detail(5))
    let before = platform.store.state
    do {
      try platform.store.restore(from: data)
    } catch {
      #expect(platform.store.state == before, "\(label): a refused restore changed the state")
      #expect(NavigationCheck.invariants(platform.store) == [], "\(label)")
      return false
    }
    #expect(NavigationCheck.invariants(platform.store) == [], "\(label)")
    let saved = try platform.store.snapshotData()
    let again = NavigationStore(root: LabRootCoordinator(), leakTracking: false)
    try again.restore(from: saved)
    #expect(again.state.description == platform.store.state.description, "\(label)")
    return true
  }

  @Test func damagedDataIsRefusedWithNothingChangedOrRestoresConsistently() throws {
    var random = SplitMix64(seed: 0xDA7A)
    let (root, platform) = makeLab()
    root.show(.child("a"))
    try #require(root.children.first as? ChildCoordinator).show(.page(1))
    root.show(.detail(2))
    root.present(.tabs)
    let saved = try platform.store.snapshotData()
    let value = try JSONSerialization.jsonObject(with: saved)
    var restored = 0
    var refused = 0
    for index in 0..<400 {
      let data =
        index % 2 == 0
        ? try JSONSerialization.data(withJSONObject: Self.damage(value, &random))
        : Self.mutate(saved, &random)
      if try Self.restore(data, label: "damage \(index)") { restored += 1 } else { refused += 1 }
    }
    // Both outcomes must occur, or the damage tells nothing.
    #expect(restored > 20)
    #expect(refused > 100)
  }
}
