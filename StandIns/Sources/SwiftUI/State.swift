/// A property wrapper type that can read and write a value managed by SwiftUI.
///
/// Stand-in: the value lives in a box the wrapper owns. Before it evaluates a view's `body`, the
/// renderer finds the view's `State` properties (by reflection) and points each box at the
/// storage kept for that view's structural identity (its position in the tree, the branch taken,
/// the `ForEach` element id), so state survives a parent re-creating the view, and is dropped
/// when the view leaves the tree, as in SwiftUI. Explicit `.id(_:)` identity is not modelled.
@frozen @propertyWrapper public struct State<Value>: DynamicProperty {
  @usableFromInline let box: StandInStateBox<Value>

  /// Creates a state property that stores an initial wrapped value.
  public init(wrappedValue value: Value) {
    box = StandInStateBox(value)
  }

  /// Creates a state property that stores an initial value.
  public init(initialValue value: Value) {
    box = StandInStateBox(value)
  }

  /// The underlying value referenced by the state variable.
  public var wrappedValue: Value {
    get { box.storage.value }
    nonmutating set { box.storage.value = newValue }
  }

  /// A binding to the state value.
  public var projectedValue: Binding<Value> {
    let box = self.box
    return Binding(get: { box.storage.value }, set: { box.storage.value = $0 })
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// Creates a state property without an initial value.
  public init() {
    self.init(wrappedValue: nil)
  }
}

extension State: Sendable where Value: Sendable {}

/// The box a `State` owns; its storage can be swapped for the one kept for the view's identity.
@usableFromInline final class StandInStateBox<Value>: @unchecked Sendable {
  var storage: StandInStateStorage<Value>

  init(_ value: Value) {
    storage = StandInStateStorage(value)
  }
}

/// The storage the renderer keeps per structural identity.
final class StandInStateStorage<Value>: @unchecked Sendable {
  var value: Value

  init(_ value: Value) {
    self.value = value
  }
}

/// A `State` the renderer can re-attach to the storage kept for its view's identity.
protocol StandInStateLink {
  /// Adopts `existing` when it is storage of the right type; returns the storage now in use.
  func standInAdopt(_ existing: AnyObject?) -> AnyObject
}

extension State: StandInStateLink {
  func standInAdopt(_ existing: AnyObject?) -> AnyObject {
    if let existing = existing as? StandInStateStorage<Value> {
      box.storage = existing
    }
    return box.storage
  }
}
