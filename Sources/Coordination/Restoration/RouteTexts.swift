/// Routes written as JSON text while a snapshot is being made, for ``NavigationStore``'s
/// `snapshotData()`: the snapshot holds a placeholder for each (`.int` of its index) and the
/// text writer copies the route's bytes in its place, so no route becomes a ``JSONValue``.
struct RouteTexts {
  private var bytes: [UInt8] = []
  private var ranges: [Range<Int>] = []
  /// The first route that held a number JSON cannot carry: the general path meets it when it
  /// writes the snapshot, after every route was encoded, so it is thrown then too.
  private(set) var writeError: JSONTextWriter.NonFiniteNumber?

  init() {
    bytes.reserveCapacity(2048)
  }

  /// Encodes a route's text and returns its placeholder.
  ///
  /// - Throws: ``RestorationError/unencodableRoute(route:reason:)`` as
  ///   ``NavigationStore``'s `encode(_:)` does.
  mutating func append(_ route: AnyRoute) throws(RestorationError) -> JSONValue {
    let start = bytes.count
    do {
      try JSONValueEncoder.writeJSON(route.base, into: &bytes)
    } catch let error as JSONTextWriter.NonFiniteNumber {
      if writeError == nil { writeError = error }
    } catch {
      bytes.removeSubrange(start...)
      throw .unencodableRoute(route: route.description, reason: NavigationStore.explain(error))
    }
    ranges.append(start..<bytes.count)
    return .int(Int64(ranges.count - 1))
  }

  /// Appends the text of the route a placeholder stands for.
  func write(_ placeholder: JSONValue, into output: inout [UInt8]) {
    guard case .int(let index) = placeholder, ranges.indices.contains(Int(index)) else {
      preconditionFailure("a route placeholder that RouteTexts did not make: \(placeholder)")
    }
    output.append(contentsOf: bytes[ranges[Int(index)]])
  }
}
