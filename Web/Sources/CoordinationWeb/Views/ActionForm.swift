/// The fields a browser posted with an action, read with typed errors.
///
/// Field names starting with `_` belong to the web adapter (the CSRF token, the screen and the
/// action) and are not part of the form.
public struct ActionForm: Hashable, Sendable {
  /// The posted fields; a name posted twice keeps its first value.
  public let fields: [String: String]

  /// Creates a form from fields.
  public init(fields: [String: String]) {
    self.fields = fields
  }

  /// The value of a field, if it was posted.
  public subscript(name: String) -> String? { fields[name] }

  /// The value of a field that must be present (it may be empty).
  ///
  /// - Throws: ``ActionError/missingField(_:)``.
  public func string(_ name: String) throws(ActionError) -> String {
    guard let value = fields[name] else { throw .missingField(name) }
    return value
  }

  /// The value of a field that must be a whole number.
  ///
  /// - Throws: ``ActionError/missingField(_:)`` or ``ActionError/invalidField(_:value:)``.
  public func int(_ name: String) throws(ActionError) -> Int {
    let text = try string(name)
    guard let value = Int(text) else { throw .invalidField(name, value: text) }
    return value
  }
}

/// Why a posted action was refused; the state is unchanged.
public enum ActionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A field the action needs was not posted.
  case missingField(String)
  /// A field holds a value the action cannot use.
  case invalidField(String, value: String)
  /// The screen's view has no action by this name.
  case unknownAction(String)

  /// A sentence naming the problem.
  public var description: String {
    switch self {
    case .missingField(let name): return "The form has no field \"\(name)\"."
    case .invalidField(let name, let value):
      return "The field \"\(name)\" cannot be \"\(value)\"."
    case .unknownAction(let name): return "This screen has no action \"\(name)\"."
    }
  }
}
