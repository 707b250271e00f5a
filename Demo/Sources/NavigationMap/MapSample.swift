/// Values the explorer types into a form's fields, with a name for the map's edge labels.
///
/// A form with fields is submitted once per sample that fills at least one of them; the
/// fields a sample does not name are posted empty, as a browser posts them.
public struct MapSample: Hashable, Sendable {
  /// A short name, such as `demo account` or `bad e-mail`, shown after the button's label.
  public var name: String
  /// Values by field name.
  public var fields: [String: String]

  /// Creates a sample.
  public init(_ name: String, _ fields: [String: String]) {
    self.name = name
    self.fields = fields
  }
}
