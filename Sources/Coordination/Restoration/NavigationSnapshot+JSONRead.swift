extension NavigationSnapshot {
  /// Reads a snapshot straight from a tape of the shape ``NavigationStore/snapshotData()``
  /// writes; `nil` for anything else.
  ///
  /// Restoring reads saved data this way first, without the `Decodable` machinery and without
  /// a dictionary per object; data this reader does not take (an old or hand-edited shape, a
  /// wrong type anywhere) goes through `Decodable`, which reads it or explains what is wrong.
  /// So this reader only ever accepts less: every value it reads is one `Decodable` reads the
  /// same (`SnapshotTextTests` and the restoration fuzz target compare the two). Of repeated
  /// keys the last one wins and unknown keys are passed over, as in `Decodable`.
  ///
  /// - Parameter route: the snapshot's value for the route whose value starts at an index of
  ///   the tape: the route's ``JSONValue``, or for restoring a placeholder that
  ///   ``RestorationPlan`` decodes from the tape in place.
  /// - Complexity: O(*n*) in the size of the tape.
  init?(reading tape: JSONTape, route: @escaping (Int) -> JSONValue) {
    let reader = SnapshotTapeReader(tape: tape, route: route)
    guard let fields = reader.fields(0, SnapshotTapeReader.snapshotKeys),
      let version = fields[0].flatMap(reader.integer),
      let coordinators = fields[1].flatMap({ reader.elements($0, reader.coordinator) }),
      let layers = fields[2].flatMap({ reader.elements($0, reader.layer) })
    else { return nil }
    self.init(version: version, coordinators: coordinators, layers: layers)
  }
}

/// Reads the parts of a snapshot from a tape; each part is `nil` when it is not of the shape
/// ``NavigationStore/snapshotData()`` writes.
private struct SnapshotTapeReader {
  let tape: JSONTape
  let route: (Int) -> JSONValue

  /// Where the values of the fields called `expected.names` start in the object at `index`,
  /// in the order of the names (the last of repeated keys, `nil` for an absent one); `nil`
  /// when the value is not an object.
  ///
  /// A snapshot writes an object's keys sorted, so each key is first compared with the name
  /// that would come next in that order, and with all the names only when it is not that one
  /// (an absent field, an unknown key, another order): a written object costs one comparison
  /// per key.
  func fields(_ index: Int, _ expected: FieldNames) -> FieldPositions? {
    let order = expected.writtenOrder
    var found = FieldPositions()
    var next = 0
    let isObject = tape.forEachField(ofObjectAt: index) { key, value in
      if next < order.count, tape.key(at: key, is: expected.names[order[next]]) {
        found[order[next]] = value
        next += 1
      } else if let place = order.firstIndex(where: { tape.key(at: key, is: expected.names[$0]) }) {
        found[order[place]] = value
        next = place + 1
      }
    }
    return isObject ? found : nil
  }

  private func scalar(_ index: Int) -> JSONValue? {
    guard case .scalar(let value) = tape.entries[index] else { return nil }
    return value
  }

  /// An integer that fits in `Int`.
  func integer(_ index: Int) -> Int? {
    guard case .int(let number)? = scalar(index) else { return nil }
    return Int(exactly: number)
  }

  private func bool(_ index: Int) -> Bool? {
    guard case .bool(let value)? = scalar(index) else { return nil }
    return value
  }

  private func string(_ index: Int) -> String? {
    guard case .string(let value)? = scalar(index) else { return nil }
    return value
  }

  /// A field's value unless it is absent or `null`, which `Decodable` reads as `nil` for an
  /// optional.
  func present(_ index: Int?) -> Int? {
    guard let index else { return nil }
    if case .scalar(.null) = tape.entries[index] { return nil }
    return index
  }

  /// An optional field: `.some(nil)` when absent or `null`; a value read by `read`, and `nil`
  /// (the whole snapshot is then not read here) when it does not read.
  func optional<Wrapped>(_ index: Int?, _ read: (Int) -> Wrapped?) -> Wrapped?? {
    guard let index = present(index) else { return .some(nil) }
    guard let wrapped = read(index) else { return nil }
    return .some(wrapped)
  }

  /// The elements of the array at `index`, each read by `read`; `nil` when it is not an array
  /// or an element does not read.
  func elements<Element>(_ index: Int, _ read: (Int) -> Element?) -> [Element]? {
    guard case .array(let count, _) = tape.entries[index] else { return nil }
    var elements: [Element] = []
    elements.reserveCapacity(count)
    var position = index + 1
    for _ in 0..<count {
      guard let element = read(position) else { return nil }
      elements.append(element)
      position = tape.end(of: position)
    }
    return elements
  }
}

/// The names of the fields one kind of snapshot object is read for, and the order in which a
/// snapshot writes them (sorted).
private struct FieldNames {
  /// The names, in the order ``FieldPositions`` keeps their positions.
  let names: [StaticString]
  /// The slots of ``names`` in the order of their text.
  let writtenOrder: [Int]

  /// - Precondition: at most ``FieldPositions/capacity`` names.
  init(_ names: [StaticString]) {
    precondition(names.count <= FieldPositions.capacity, "too many fields for FieldPositions")
    self.names = names
    writtenOrder = names.indices.sorted { "\(names[$0])" < "\(names[$1])" }
  }
}

/// Where the values of an object's named fields start on the tape, by the names' order (`nil`
/// for an absent one), held inline: an array per object read was, with its storage's generic
/// metadata look-up, a tenth of a restore's reading.
private struct FieldPositions {
  /// The most names one object is read for.
  static let capacity = 8

  /// The positions, -1 for none.
  private var slots: (Int, Int, Int, Int, Int, Int, Int, Int) = (-1, -1, -1, -1, -1, -1, -1, -1)

  /// The position of the field named at `slot`, `nil` when it is absent.
  subscript(slot: Int) -> Int? {
    get {
      precondition(slot >= 0 && slot < Self.capacity, "no such field slot")
      let position = withUnsafeBytes(of: slots) {
        $0.load(fromByteOffset: slot * MemoryLayout<Int>.stride, as: Int.self)
      }
      return position < 0 ? nil : position
    }
    set {
      precondition(slot >= 0 && slot < Self.capacity, "no such field slot")
      withUnsafeMutableBytes(of: &slots) {
        $0.storeBytes(
          of: newValue ?? -1, toByteOffset: slot * MemoryLayout<Int>.stride, as: Int.self)
      }
    }
  }
}

extension SnapshotTapeReader {
  static let snapshotKeys = FieldNames(["version", "coordinators", "layers"])
  private static let coordinatorKeys = FieldNames([
    "type", "startedWithParent", "parent", "host", "current", "route",
  ])
  private static let referenceKeys = FieldNames(["layer", "stack"])
  private static let layerKeys = FieldNames([
    "style", "isTabbed", "selectedIndex", "stacks", "presenter", "sheetOptions", "splitColumns",
  ])
  private static let screenReferenceKeys = FieldNames(["position", "stack"])
  private static let stackKeys = FieldNames(["screens", "tab"])
  private static let screenKeys = FieldNames(["owner", "isInitial", "route", "id", "state"])

  func coordinator(_ index: Int) -> NavigationSnapshot.CoordinatorEntry? {
    guard let fields = fields(index, Self.coordinatorKeys),
      let type = fields[0].flatMap(string), let startedWithParent = fields[1].flatMap(bool),
      let parent = optional(fields[2], integer), let host = optional(fields[3], stackReference),
      let current = optional(fields[4], stackReference)
    else { return nil }
    return .init(
      parent: parent, type: type, route: present(fields[5]).map(route), host: host,
      current: current, startedWithParent: startedWithParent)
  }

  private func stackReference(_ index: Int) -> NavigationSnapshot.StackReference? {
    guard let fields = fields(index, Self.referenceKeys), let layer = fields[0].flatMap(integer),
      let stack = fields[1].flatMap(integer)
    else { return nil }
    return .init(layer: layer, stack: stack)
  }

  func layer(_ index: Int) -> NavigationSnapshot.LayerEntry? {
    guard let fields = fields(index, Self.layerKeys),
      let style = fields[0].flatMap(string).flatMap(PresentationStyle.init(rawValue:)),
      let isTabbed = fields[1].flatMap(bool), let selectedIndex = fields[2].flatMap(integer),
      let stacks = fields[3].flatMap({ elements($0, stack) }),
      let presenter = optional(fields[4], screenReference),
      let sheetOptions = optional(
        fields[5], { try? tape.value(at: $0).decode(SheetOptions.self) }),
      let splitColumns = optional(fields[6], columns)
    else { return nil }
    return .init(
      style: style, presenter: presenter, isTabbed: isTabbed, selectedIndex: selectedIndex,
      stacks: stacks, sheetOptions: sheetOptions, splitColumns: splitColumns)
  }

  private func columns(_ index: Int) -> [SplitColumn]? {
    elements(index) { string($0).flatMap(SplitColumn.init(rawValue:)) }
  }

  private func screenReference(_ index: Int) -> NavigationSnapshot.ScreenReference? {
    guard let fields = fields(index, Self.screenReferenceKeys),
      let position = fields[0].flatMap(integer), let stack = fields[1].flatMap(stackReference)
    else { return nil }
    return .init(stack: stack, position: position)
  }

  private func stack(_ index: Int) -> NavigationSnapshot.StackEntry? {
    guard let fields = fields(index, Self.stackKeys),
      let screens = fields[0].flatMap({ elements($0, screen) })
    else { return nil }
    return .init(tab: present(fields[1]).map(route), screens: screens)
  }

  private func screen(_ index: Int) -> NavigationSnapshot.ScreenEntry? {
    guard let fields = fields(index, Self.screenKeys), let owner = fields[0].flatMap(integer),
      let isInitial = fields[1].flatMap(bool), let routeIndex = present(fields[2]),
      let id = optional(fields[3], { integer($0).flatMap { UInt64(exactly: $0) } })
    else { return nil }
    return .init(
      owner: owner, route: route(routeIndex), isInitial: isInitial,
      state: present(fields[4]).map(tape.value(at:)), id: id)
  }
}

extension NavigationSnapshot {
  /// The snapshot that `data` holds, read by both readers: the direct one that restoring
  /// tries first, and `Decodable`; `nil` for text that is not JSON. The direct reader must
  /// never read something `Decodable` reads differently (tests and the fuzz target check).
  package static func readBothWays(_ data: [UInt8]) -> (
    direct: NavigationSnapshot?, decoded: NavigationSnapshot?
  )? {
    guard let json = try? JSONTextParser.parse(data), let tape = try? JSONTape.parse(data) else {
      return nil
    }
    return (
      NavigationSnapshot(reading: tape, route: tape.value(at:)),
      try? json.decode(NavigationSnapshot.self)
    )
  }

  /// Whether the tape restoring reads `data` from holds what the JSON parser reads from it:
  /// the same value, or the same failure (tests and the fuzz target check).
  package static func tapeReadsAsTheParser(_ data: [UInt8]) -> Bool {
    let parsed = Result { () throws(JSONTextParser.Failure) in try JSONTextParser.parse(data) }
    let taped = Result { () throws(JSONTextParser.Failure) in try JSONTape.parse(data) }
    return switch (parsed, taped) {
    case (.success(let value), .success(let tape)): value == tape.value(at: 0)
    case (.failure(let failure), .failure(let tapeFailure)):
      failure.description == tapeFailure.description
    default: false
    }
  }

  /// The snapshot's text written both ways: directly, as saving does, and through the general
  /// encoder and writer; the two must be the same bytes (tests and the fuzz target check).
  package func writtenBothWays() throws -> (direct: [UInt8], general: [UInt8]) {
    var direct: [UInt8] = []
    try writeJSON(into: &direct)
    return (direct, try JSONTextWriter.write(JSONValueEncoder.encode(self)))
  }
}
