extension NavigationSnapshot {
  /// Writes the snapshot as JSON text: the same bytes as encoding it with
  /// `JSONValueEncoder` and writing that with ``JSONTextWriter`` (compact, keys sorted, absent
  /// optionals left out), without building the tree of values in between.
  ///
  /// Saving runs after every change in the web host, so this path is written out by hand;
  /// `SnapshotTextTests` checks it against the general one over random snapshots.
  ///
  /// - Throws: ``JSONTextWriter/NonFiniteNumber`` for a route or state holding one; what the
  ///   general encoder throws for sheet options it cannot encode.
  /// - Complexity: O(*n*) in the size of the text.
  func writeJSON(into output: inout [UInt8]) throws {
    try writeJSON(into: &output, routes: nil)
  }

  /// Writes the snapshot as JSON text; with `routes`, its routes are placeholders whose text
  /// `routes` holds (see ``RouteTexts``).
  func writeJSON(into output: inout [UInt8], routes: RouteTexts?) throws {
    output.append(literal: #"{"coordinators":["#)
    for (index, entry) in coordinators.enumerated() {
      if index > 0 { output.append(UInt8(ascii: ",")) }
      try entry.writeJSON(into: &output, routes: routes)
    }
    output.append(literal: #"],"layers":["#)
    for (index, layer) in layers.enumerated() {
      if index > 0 { output.append(UInt8(ascii: ",")) }
      try layer.writeJSON(into: &output, routes: routes)
    }
    output.append(literal: #"],"version":"#)
    JSONTextWriter.writeInteger(Int64(version), into: &output)
    output.append(UInt8(ascii: "}"))
  }
}

/// The fields of one JSON object being written in key order: each call writes the separator
/// the field needs, its key and its value.
private struct SortedFields {
  private var isFirst = true

  /// Writes the key of the next field (with the comma before it when it is not the first).
  mutating func key(_ name: StaticString, into output: inout [UInt8]) {
    output.append(UInt8(ascii: isFirst ? "{" : ","))
    isFirst = false
    output.append(UInt8(ascii: "\""))
    output.append(literal: name)
    output.append(literal: #"":"#)
  }

  /// Writes a field whose value is a JSON value, unless it is absent.
  mutating func value(_ name: StaticString, _ value: JSONValue?, into output: inout [UInt8])
    throws(JSONTextWriter.NonFiniteNumber)
  {
    guard let value else { return }
    key(name, into: &output)
    try JSONTextWriter.write(value, into: &output)
  }

  /// Writes an integer field, unless it is absent.
  mutating func integer(_ name: StaticString, _ value: Int64?, into output: inout [UInt8]) {
    guard let value else { return }
    key(name, into: &output)
    JSONTextWriter.writeInteger(value, into: &output)
  }

  /// Writes a Boolean field.
  mutating func flag(_ name: StaticString, _ value: Bool, into output: inout [UInt8]) {
    key(name, into: &output)
    output.append(literal: value ? "true" : "false")
  }

  /// Writes a route field, unless it is absent: its JSON, or the text `routes` holds for its
  /// placeholder.
  mutating func route(
    _ name: StaticString, _ value: JSONValue?, routes: RouteTexts?, into output: inout [UInt8]
  ) throws(JSONTextWriter.NonFiniteNumber) {
    guard let value else { return }
    key(name, into: &output)
    try Self.writeRoute(value, routes: routes, into: &output)
  }

  /// Writes a route: its JSON, or the text `routes` holds for its placeholder.
  static func writeRoute(_ value: JSONValue, routes: RouteTexts?, into output: inout [UInt8])
    throws(JSONTextWriter.NonFiniteNumber)
  {
    guard let routes else { return try JSONTextWriter.write(value, into: &output) }
    routes.write(value, into: &output)
  }

  /// Writes a stack reference, unless it is absent.
  mutating func stack(
    _ name: StaticString, _ value: NavigationSnapshot.StackReference?, into output: inout [UInt8]
  ) {
    guard let value else { return }
    key(name, into: &output)
    value.writeJSON(into: &output)
  }

  /// Ends the object (an object without fields is `{}`).
  func end(into output: inout [UInt8]) {
    if isFirst { output.append(UInt8(ascii: "{")) }
    output.append(UInt8(ascii: "}"))
  }
}

extension NavigationSnapshot.CoordinatorEntry {
  fileprivate func writeJSON(into output: inout [UInt8], routes: RouteTexts?) throws {
    var fields = SortedFields()
    fields.stack("current", current, into: &output)
    fields.stack("host", host, into: &output)
    fields.integer("parent", parent.map(Int64.init), into: &output)
    try fields.route("route", route, routes: routes, into: &output)
    fields.flag("startedWithParent", startedWithParent, into: &output)
    try fields.value("type", .string(type), into: &output)
    fields.end(into: &output)
  }
}

extension NavigationSnapshot.StackReference {
  fileprivate func writeJSON(into output: inout [UInt8]) {
    output.append(literal: #"{"layer":"#)
    JSONTextWriter.writeInteger(Int64(layer), into: &output)
    output.append(literal: #","stack":"#)
    JSONTextWriter.writeInteger(Int64(stack), into: &output)
    output.append(UInt8(ascii: "}"))
  }
}

extension NavigationSnapshot.ScreenReference {
  fileprivate func writeJSON(into output: inout [UInt8]) {
    output.append(literal: #"{"position":"#)
    JSONTextWriter.writeInteger(Int64(position), into: &output)
    output.append(literal: #","stack":"#)
    stack.writeJSON(into: &output)
    output.append(UInt8(ascii: "}"))
  }
}

extension NavigationSnapshot.LayerEntry {
  fileprivate func writeJSON(into output: inout [UInt8], routes: RouteTexts?) throws {
    var fields = SortedFields()
    fields.flag("isTabbed", isTabbed, into: &output)
    if let presenter {
      fields.key("presenter", into: &output)
      presenter.writeJSON(into: &output)
    }
    fields.integer("selectedIndex", Int64(selectedIndex), into: &output)
    // Rare (a sheet with options other than the defaults): the general encoder writes them.
    try fields.value("sheetOptions", sheetOptions.map(JSONValueEncoder.encode), into: &output)
    try fields.value(
      "splitColumns", splitColumns.map { .array($0.map { .string($0.rawValue) }) },
      into: &output)
    fields.key("stacks", into: &output)
    output.append(UInt8(ascii: "["))
    for (index, stack) in stacks.enumerated() {
      if index > 0 { output.append(UInt8(ascii: ",")) }
      try stack.writeJSON(into: &output, routes: routes)
    }
    output.append(UInt8(ascii: "]"))
    try fields.value("style", .string(style.rawValue), into: &output)
    fields.end(into: &output)
  }
}

extension NavigationSnapshot.StackEntry {
  fileprivate func writeJSON(into output: inout [UInt8], routes: RouteTexts?) throws {
    output.append(literal: #"{"screens":["#)
    for (index, screen) in screens.enumerated() {
      if index > 0 { output.append(UInt8(ascii: ",")) }
      try screen.writeJSON(into: &output, routes: routes)
    }
    output.append(UInt8(ascii: "]"))
    if let tab {
      output.append(literal: #","tab":"#)
      try SortedFields.writeRoute(tab, routes: routes, into: &output)
    }
    output.append(UInt8(ascii: "}"))
  }
}

extension NavigationSnapshot.ScreenEntry {
  fileprivate func writeJSON(into output: inout [UInt8], routes: RouteTexts?) throws {
    var fields = SortedFields()
    try fields.value("id", id.map(EncodingNode.unsigned), into: &output)
    fields.flag("isInitial", isInitial, into: &output)
    fields.integer("owner", Int64(owner), into: &output)
    try fields.route("route", route, routes: routes, into: &output)
    try fields.value("state", state, into: &output)
    fields.end(into: &output)
  }
}
