extension AnyCoordinator {
  /// A coordinator type's two names: described (`String(describing:)`, for logs, events and
  /// trees) and reflected (`String(reflecting:)`, the name a snapshot keeps).
  private struct TypeNames {
    let described: String
    let reflected: String
  }

  /// The names made so far, by type: one entry per coordinator type the app has. Reflection
  /// costs thousands of instructions a call, and events (every start and finish), saving and
  /// restoring ask for a name per coordinator.
  private static var typeNames: [ObjectIdentifier: TypeNames] = [:]

  /// This coordinator's type names, made once per type.
  ///
  /// - Complexity: O(1) after the first call for a type.
  private var typeNames: TypeNames {
    let key = ObjectIdentifier(type(of: self))
    if let names = AnyCoordinator.typeNames[key] { return names }
    let names = TypeNames(
      described: String(describing: type(of: self)), reflected: String(reflecting: type(of: self)))
    AnyCoordinator.typeNames[key] = names
    return names
  }

  /// The coordinator's type as `String(describing:)` spells it: the default ``name``.
  var describedTypeName: String { typeNames.described }

  /// The coordinator's type as `String(reflecting:)` spells it, the name a snapshot keeps.
  package var reflectedTypeName: String { typeNames.reflected }
}
