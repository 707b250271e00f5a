import Observation

/// A property wrapper type that supports creating bindings to the mutable properties of
/// observable objects.
@dynamicMemberLookup @propertyWrapper public struct Bindable<Value> {
  /// The wrapped object.
  public var wrappedValue: Value

  /// The bindable wrapper for the object that creates bindings to its properties using dynamic
  /// member lookup.
  public var projectedValue: Bindable<Value> { self }

  /// Unavailable: the wrapped value must be an object that conforms to `Observable` (the
  /// constrained initializers below). As in the SDK, declaring it also keeps the compiler from
  /// synthesizing an internal `init(wrappedValue:)`.
  @available(
    *, unavailable, message: "The wrapped value must be an object that conforms to Observable"
  )
  public init(wrappedValue: Value) {
    fatalError("unavailable")
  }

  /// Unavailable: the wrapped value must be an object that conforms to `Observable`.
  @available(
    *, unavailable, message: "The wrapped value must be an object that conforms to Observable"
  )
  public init(projectedValue: Bindable<Value>) {
    fatalError("unavailable")
  }
}

extension Bindable where Value: AnyObject, Value: Observable {
  /// Creates a bindable object from an observable object.
  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  /// Creates a bindable object from an observable object.
  public init(_ wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  /// Creates a bindable from the value of another bindable.
  public init(projectedValue: Bindable<Value>) {
    self = projectedValue
  }
}

extension Bindable where Value: AnyObject {
  /// Returns a binding to the value of a given key path.
  ///
  /// Stand-in: the object and key path are captured by the binding's `@Sendable` closures as
  /// SwiftUI's own binding does; their accesses are checked by `Binding` itself.
  public subscript<Subject>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
  ) -> Binding<Subject> {
    nonisolated(unsafe) let object = wrappedValue
    nonisolated(unsafe) let keyPath = keyPath
    return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
  }
}

extension Bindable: Identifiable where Value: Identifiable {
  /// The stable identity of the entity associated with this instance.
  public var id: Value.ID { wrappedValue.id }
}

extension Bindable: Sendable where Value: Sendable {}
