@testable import Coordination

/// A random snapshot of every shape the format has: optional fields present and absent,
/// routes and states of every JSON kind with escapes and non-ASCII text, sheet options,
/// split columns, identities past `Int64.max`. Not a navigation that could be restored:
/// the writers and readers do not care. `readable` leaves out what JSON cannot give back as
/// it was (a route or state that is `null`, an identity past `Int64.max`).
struct RandomSnapshots {
  var generator: SplitMix64
  var readable = false

  mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &generator) }
  mutating func chance(_ percent: Int) -> Bool { int(1...100) <= percent }

  mutating func text() -> String {
    let pieces = ["a", "Z", "日本", "\"", "\\", "\n", "\t", "\u{1}", "\u{7F}", "é", "🙂", " ", "/"]
    return (0..<int(0...6)).map { _ in pieces[int(0...pieces.count - 1)] }.joined()
  }

  mutating func json(depth: Int = 0) -> JSONValue {
    switch int(0...(depth > 2 ? 4 : 6)) {
    case 0: return .null
    case 1: return .bool(chance(50))
    case 2: return .int(chance(20) ? (chance(50) ? .min : .max) : Int64(int(-1_000...1_000)))
    case 3: return .double(Double(int(-1_000...1_000)) + 0.25)
    case 4: return .string(text())
    case 5: return .array((0..<int(0...3)).map { _ in json(depth: depth + 1) })
    default:
      var fields: [String: JSONValue] = [:]
      for _ in 0..<int(0...4) { fields[text()] = json(depth: depth + 1) }
      return .object(fields)
    }
  }

  /// A route, tab or state: any value, but `null` when `readable`.
  mutating func field() -> JSONValue {
    let value = json()
    return readable && value == .null ? .string("was null") : value
  }

  mutating func stack() -> NavigationSnapshot.StackReference {
    .init(layer: int(0...3), stack: int(0...3))
  }

  mutating func coordinator() -> NavigationSnapshot.CoordinatorEntry {
    .init(
      parent: chance(70) ? int(0...9) : nil, type: text(), route: chance(70) ? field() : nil,
      host: chance(50) ? stack() : nil, current: chance(50) ? stack() : nil,
      startedWithParent: chance(50))
  }

  mutating func screen() -> NavigationSnapshot.ScreenEntry {
    let huge = readable ? UInt64(Int64.max) : UInt64.max
    let id: UInt64? =
      chance(20) ? nil : chance(10) ? huge - UInt64(int(0...9)) : UInt64(int(1...99))
    return .init(
      owner: int(0...9), route: field(), isInitial: chance(30), state: chance(30) ? field() : nil,
      id: id)
  }

  mutating func layer() -> NavigationSnapshot.LayerEntry {
    let options = SheetOptions(
      detents: chance(50) ? [.medium, .fraction(0.25)] : [.height(120)],
      showsGrabber: chance(50), allowsSwipeToDismiss: chance(50))
    let stacks = (0..<int(1...3)).map { _ in
      NavigationSnapshot.StackEntry(
        tab: chance(40) ? field() : nil, screens: (0..<int(0...4)).map { _ in screen() })
    }
    return .init(
      style: PresentationStyle.allCases[int(0...2)],
      presenter: chance(50) ? .init(stack: stack(), position: int(0...5)) : nil,
      isTabbed: chance(30), selectedIndex: int(0...2), stacks: stacks,
      sheetOptions: chance(30) ? options : nil,
      splitColumns: chance(20) ? [.sidebar, .content, .detail] : nil)
  }

  mutating func snapshot() -> NavigationSnapshot {
    NavigationSnapshot(
      version: chance(90) ? NavigationSnapshot.formatVersion : int(-5...5),
      coordinators: (0..<int(0...4)).map { _ in coordinator() },
      layers: (0..<int(0...3)).map { _ in layer() })
  }
}

extension RandomSnapshots {
  /// Removes, retypes, nulls or adds one field somewhere in the value.
  mutating func damage(_ value: JSONValue) -> JSONValue {
    switch value {
    case .object(var fields) where !fields.isEmpty:
      let keys = fields.keys.sorted()
      let key = keys[int(0...keys.count - 1)]
      switch int(0...9) {
      case 0: fields[key] = nil
      case 1: fields[key] = .null
      case 2: fields[key] = .string("x")
      case 3: fields[key] = .int(-1)
      case 4: fields["extra"] = .bool(true)
      default: fields[key] = damage(fields[key] ?? .null)
      }
      return .object(fields)
    case .array(var elements) where !elements.isEmpty:
      let index = int(0...elements.count - 1)
      elements[index] = damage(elements[index])
      return .array(elements)
    default:
      return chance(50) ? .null : .double(0.5)
    }
  }
}
