/// Saved data that a coordinator decodes one of its routes from: a ``JSONValue``, or a value's
/// place on the ``JSONTape`` that restoring reads (``TapeValue``).
protocol SavedValue {
  /// A value of `type` read from the saved data, as `JSONDecoder` would read its text.
  func decode<Value: Decodable>(_ type: Value.Type) throws -> Value
}

extension JSONValue: SavedValue {}
