/// A property wrapper type that can read and write a value owned by a source of truth.
///
/// As in the current SDK the closures are `@isolated(any) @Sendable` and inherit the actor
/// context they are written in. The stand-in calls them synchronously, after checking (as
/// SwiftUI does at run time) that the caller is on the actor the closure is isolated to.
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  let getter: @isolated(any) @Sendable () -> Value
  let setter: @isolated(any) @Sendable (Value) -> Void

  /// Creates a binding with closures that read and write the binding value.
  @preconcurrency public init(
    @_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value,
    @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) {
    getter = get
    setter = set
  }

  /// Creates a binding from the value of another binding.
  @_alwaysEmitIntoClient public init(projectedValue: Binding<Value>) {
    self = projectedValue
  }

  /// Creates a binding with an immutable value.
  public static func constant(_ value: Value) -> Binding<Value> {
    nonisolated(unsafe) let value = value
    return Binding(get: { value }, set: { _ in })
  }

  /// The underlying value referenced by the binding variable.
  public var wrappedValue: Value {
    get { StandInIsolation.call(getter) }
    nonmutating set { StandInIsolation.call(setter, newValue) }
  }

  /// A projection of the binding value that returns a binding.
  public var projectedValue: Binding<Value> { self }

  /// Returns a binding to the resulting value of a given key path.
  public subscript<Subject>(
    dynamicMember keyPath: WritableKeyPath<Value, Subject>
  ) -> Binding<Subject> {
    nonisolated(unsafe) let base = self
    nonisolated(unsafe) let keyPath = keyPath
    return Binding<Subject>(
      get: { base.wrappedValue[keyPath: keyPath] },
      set: { base.wrappedValue[keyPath: keyPath] = $0 })
  }
}

extension Binding: @unchecked Sendable where Value: Sendable {}

extension Binding: DynamicProperty {}

/// Calls `@isolated(any)` synchronous closures synchronously.
enum StandInIsolation {
  static func call<Value>(_ function: @escaping @isolated(any) @Sendable () -> Value) -> Value {
    function.isolation?.preconditionIsolated(
      "a Binding's closure is called off the actor it is isolated to")
    return unsafeBitCast(function, to: (@Sendable () -> Value).self)()
  }

  static func call<Value>(
    _ function: @escaping @isolated(any) @Sendable (Value) -> Void, _ value: Value
  ) {
    function.isolation?.preconditionIsolated(
      "a Binding's closure is called off the actor it is isolated to")
    unsafeBitCast(function, to: (@Sendable (Value) -> Void).self)(value)
  }
}
