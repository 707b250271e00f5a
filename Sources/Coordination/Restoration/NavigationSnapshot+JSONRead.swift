extension NavigationSnapshot {
  /// Reads a snapshot straight from parsed JSON in the shape ``NavigationStore/snapshotData()``
  /// writes; `nil` for anything else.
  ///
  /// Restoring reads saved data this way first, without the `Decodable` machinery; data this
  /// reader does not take (an old or hand-edited shape, a wrong type anywhere) goes through
  /// `Decodable`, which reads it or explains what is wrong. So this reader only ever accepts
  /// less: every value it reads is one `Decodable` reads the same (`SnapshotTextTests` and the
  /// restoration fuzz target compare the two).
  ///
  /// - Complexity: O(*n*) in the number of screens and coordinators.
  init?(reading json: JSONValue) {
    guard let fields = json.fields, let version = fields["version"]?.integer,
      let coordinators = fields["coordinators"]?.elements(CoordinatorEntry.init(reading:)),
      let layers = fields["layers"]?.elements(LayerEntry.init(reading:))
    else { return nil }
    self.init(version: version, coordinators: coordinators, layers: layers)
  }
}

extension NavigationSnapshot.CoordinatorEntry {
  fileprivate init?(reading json: JSONValue) {
    guard let fields = json.fields, case .string(let type)? = fields["type"],
      case .bool(let startedWithParent)? = fields["startedWithParent"],
      let parent = fields.optional("parent", \.integer),
      let host = fields.optional("host", NavigationSnapshot.StackReference.init(reading:)),
      let current = fields.optional("current", NavigationSnapshot.StackReference.init(reading:))
    else { return nil }
    self.init(
      parent: parent, type: type, route: fields.present("route"), host: host,
      current: current, startedWithParent: startedWithParent)
  }
}

extension NavigationSnapshot.StackReference {
  fileprivate init?(reading json: JSONValue) {
    guard let fields = json.fields, let layer = fields["layer"]?.integer,
      let stack = fields["stack"]?.integer
    else { return nil }
    self.init(layer: layer, stack: stack)
  }
}

extension NavigationSnapshot.LayerEntry {
  fileprivate init?(reading json: JSONValue) {
    guard let fields = json.fields, case .string(let styleName)? = fields["style"],
      let style = PresentationStyle(rawValue: styleName),
      case .bool(let isTabbed)? = fields["isTabbed"],
      let selectedIndex = fields["selectedIndex"]?.integer,
      let stacks = fields["stacks"]?.elements(NavigationSnapshot.StackEntry.init(reading:)),
      let presenter = fields.optional("presenter", NavigationSnapshot.ScreenReference.init),
      let sheetOptions = fields.optional("sheetOptions", { try? $0.decode(SheetOptions.self) }),
      let splitColumns = fields.optional("splitColumns", Self.columns)
    else { return nil }
    self.init(
      style: style, presenter: presenter, isTabbed: isTabbed, selectedIndex: selectedIndex,
      stacks: stacks, sheetOptions: sheetOptions, splitColumns: splitColumns)
  }

  private static func columns(_ json: JSONValue) -> [SplitColumn]? {
    json.elements {
      guard case .string(let name) = $0 else { return nil }
      return SplitColumn(rawValue: name)
    }
  }
}

extension NavigationSnapshot.ScreenReference {
  fileprivate init?(_ json: JSONValue) {
    guard let fields = json.fields, let position = fields["position"]?.integer,
      let stack = fields["stack"].flatMap(NavigationSnapshot.StackReference.init(reading:))
    else { return nil }
    self.init(stack: stack, position: position)
  }
}

extension NavigationSnapshot.StackEntry {
  fileprivate init?(reading json: JSONValue) {
    guard let fields = json.fields,
      let screens = fields["screens"]?.elements(NavigationSnapshot.ScreenEntry.init(reading:))
    else { return nil }
    self.init(tab: fields.present("tab"), screens: screens)
  }
}

extension NavigationSnapshot.ScreenEntry {
  fileprivate init?(reading json: JSONValue) {
    guard let fields = json.fields, let owner = fields["owner"]?.integer,
      case .bool(let isInitial)? = fields["isInitial"],
      let route = fields["route"], route != .null,
      let id = fields.optional(
        "id",
        { value -> UInt64? in
          guard case .int(let number) = value else { return nil }
          return UInt64(exactly: number)
        })
    else { return nil }
    self.init(
      owner: owner, route: route, isInitial: isInitial,
      state: fields.present("state"), id: id)
  }
}

extension JSONValue {
  /// The fields of an object; `nil` for any other value.
  fileprivate var fields: [String: JSONValue]? {
    guard case .object(let fields) = self else { return nil }
    return fields
  }

  /// An integer that fits in `Int`; `nil` for any other value.
  fileprivate var integer: Int? {
    guard case .int(let number) = self else { return nil }
    return Int(exactly: number)
  }

  /// The elements of an array, each read by `read`; `nil` when this is not an array or an
  /// element does not read.
  fileprivate func elements<Element>(_ read: (JSONValue) -> Element?) -> [Element]? {
    guard case .array(let values) = self else { return nil }
    var elements: [Element] = []
    elements.reserveCapacity(values.count)
    for value in values {
      guard let element = read(value) else { return nil }
      elements.append(element)
    }
    return elements
  }
}

extension Dictionary where Key == String, Value == JSONValue {
  /// An optional JSON field as `Decodable` reads it: `nil` when absent or `null`.
  fileprivate func present(_ key: String) -> JSONValue? {
    guard let value = self[key], value != .null else { return nil }
    return value
  }

  /// An optional field as `Decodable` reads it: absent or `null` is `.some(nil)`; a value is
  /// read by `read`, and one that does not read is `nil` (the whole snapshot then is not read
  /// here).
  fileprivate func optional<Wrapped>(_ key: String, _ read: (JSONValue) -> Wrapped?)
    -> Wrapped??
  {
    guard let value = present(key) else { return .some(nil) }
    guard let wrapped = read(value) else { return nil }
    return .some(wrapped)
  }
}

extension NavigationSnapshot {
  /// The snapshot that `data` holds, read by both readers: the direct one that restoring
  /// tries first, and `Decodable`; `nil` for text that is not JSON. The direct reader must
  /// never read something `Decodable` reads differently (tests and the fuzz target check).
  package static func readBothWays(_ data: [UInt8]) -> (
    direct: NavigationSnapshot?, decoded: NavigationSnapshot?
  )? {
    guard let json = try? JSONTextParser.parse(data) else { return nil }
    return (NavigationSnapshot(reading: json), try? json.decode(NavigationSnapshot.self))
  }

  /// The snapshot's text written both ways: directly, as saving does, and through the general
  /// encoder and writer; the two must be the same bytes (tests and the fuzz target check).
  package func writtenBothWays() throws -> (direct: [UInt8], general: [UInt8]) {
    var direct: [UInt8] = []
    try writeJSON(into: &direct)
    return (direct, try JSONTextWriter.write(JSONValueEncoder.encode(self)))
  }
}
