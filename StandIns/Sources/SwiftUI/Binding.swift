/// A property wrapper type that can read and write a value owned by a source of truth.
///
/// As in the current SDK the closures are `@isolated(any)`. The stand-in calls them
/// synchronously, after checking (as SwiftUI does at run time) that the caller is on the actor
/// the closure is isolated to.
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  let getter: @isolated(any) () -> Value
  let setter: @isolated(any) (Value) -> Void

  /// Creates a binding with closures that read and write the binding value.
  @preconcurrency public init(
    get: @escaping @isolated(any) () -> Value, set: @escaping @isolated(any) (Value) -> Void
  ) {
    getter = get
    setter = set
  }

  /// Creates a binding from the value of another binding.
  public init(projectedValue: Binding<Value>) {
    self = projectedValue
  }

  /// Creates a binding with an immutable value.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
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
    let base = self
    return Binding<Subject>(
      get: { base.wrappedValue[keyPath: keyPath] },
      set: { base.wrappedValue[keyPath: keyPath] = $0 })
  }
}

extension Binding: @unchecked Sendable where Value: Sendable {}

extension Binding: DynamicProperty {}

/// Calls `@isolated(any)` synchronous closures synchronously.
enum StandInIsolation {
  static func call<Value>(_ function: @escaping @isolated(any) () -> Value) -> Value {
    function.isolation?.preconditionIsolated(
      "a Binding's closure is called off the actor it is isolated to")
    return unsafeBitCast(function, to: (() -> Value).self)()
  }

  static func call<Value>(
    _ function: @escaping @isolated(any) (Value) -> Void, _ value: Value
  ) {
    function.isolation?.preconditionIsolated(
      "a Binding's closure is called off the actor it is isolated to")
    unsafeBitCast(function, to: ((Value) -> Void).self)(value)
  }
}
