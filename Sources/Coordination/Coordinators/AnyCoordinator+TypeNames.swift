extension AnyCoordinator {
  /// The coordinator's type as `String(reflecting:)` spells it, the name a snapshot keeps:
  /// reflected once per type, since a reflection costs thousands of instructions and saving
  /// and restoring ask for it per coordinator.
  ///
  /// - Complexity: O(1) after the first call for a type.
  var reflectedTypeName: String {
    let key = ObjectIdentifier(type(of: self))
    if let name = AnyCoordinator.reflectedTypeNames[key] { return name }
    let name = String(reflecting: type(of: self))
    AnyCoordinator.reflectedTypeNames[key] = name
    return name
  }

  /// The names reflected so far, by type: one entry per coordinator type the app has.
  private static var reflectedTypeNames: [ObjectIdentifier: String] = [:]
}
