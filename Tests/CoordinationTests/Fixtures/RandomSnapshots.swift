@testable import Coordination

/// A random snapshot of every shape the format has: optional fields present and absent,
/// routes and states of any text (escapes, non-ASCII, text that is not JSON at all: the
/// format keeps it as a string), sheet options, split columns, identities up to `UInt64.max`.
/// Not a navigation that could be restored: writing and reading the data do not care.
struct RandomSnapshots {
  var generator: SplitMix64

  mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &generator) }
  mutating func chance(_ percent: Int) -> Bool { int(1...100) <= percent }

  mutating func text() -> String {
    let pieces = [
      "a", "Z", "日本", "\"", "\\", "\n", "\t", "\u{1}", "\u{7F}", "é", "🙂", " ", "/", "{", "}",
      ":", ",", "[1]",
    ]
    return (0..<int(0...6)).map { _ in pieces[int(0...pieces.count - 1)] }.joined()
  }

  /// A route, tab or state.
  mutating func field() -> NavigationSnapshot.EncodedValue {
    .init(json: text())
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
    let id: UInt64? =
      chance(20) ? nil : chance(10) ? UInt64.max - UInt64(int(0...9)) : UInt64(int(1...99))
    return .init(
      owner: int(0...9), route: field(), isInitial: chance(30), state: chance(30) ? field() : nil,
      id: id)
  }

  mutating func layer() -> NavigationSnapshot.LayerEntry {
    let options = SheetOptions(
      detents: chance(50) ? [.medium, .fraction(0.25)] : [.height(120)],
      showsGrabber: chance(50), allowsSwipeToDismiss: chance(50),
      popoverAnchor: chance(50) ? "anchor \(int(0...9))" : nil)
    let stacks = (0..<int(1...3)).map { _ in
      NavigationSnapshot.StackEntry(
        tab: chance(40) ? field() : nil, screens: (0..<int(0...4)).map { _ in screen() })
    }
    return .init(
      style: [.root, .sheet, .fullScreen, .popover][int(0...3)],
      presenter: chance(50) ? .init(stack: stack(), position: int(0...5)) : nil,
      isTabbed: chance(30), selectedIndex: int(0...2), stacks: stacks,
      sheetOptions: chance(30) ? options : nil,
      splitColumns: chance(20) ? [.sidebar, .content, .detail] : nil)
  }

  /// A snapshot of this build's format version.
  mutating func snapshot() -> NavigationSnapshot {
    NavigationSnapshot(
      coordinators: (0..<int(0...4)).map { _ in coordinator() },
      layers: (0..<int(0...3)).map { _ in layer() })
  }
}
