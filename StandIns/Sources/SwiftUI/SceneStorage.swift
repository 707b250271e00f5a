import Foundation

/// A property wrapper type that reads and writes to persisted, per-scene storage.
///
/// Stand-in: before it evaluates a view's `body`, the renderer points each `SceneStorage`
/// property at the values its host (one window, one scene) keeps by key; read elsewhere, it gives
/// its default value. The values stay with the host; `StandInHost.standInRelaunched(_:)` makes a
/// new host for the same scene that starts from them, as the system restores a scene's storage
/// when it recreates the scene. Two hosts never share values. Writing does not render again.
@frozen @propertyWrapper public struct SceneStorage<Value>: DynamicProperty {
  @usableFromInline let key: String
  @usableFromInline let defaultValue: Value
  @usableFromInline let box: StandInSceneStorageBox

  /// The underlying value referenced by the stored-value property.
  public var wrappedValue: Value {
    get { box.values?.values[key] as? Value ?? defaultValue }
    nonmutating set { box.values?.values[key] = newValue }
  }

  /// A binding to the state value.
  public var projectedValue: Binding<Value> {
    let (box, key) = (box, key)
    nonisolated(unsafe) let defaultValue = defaultValue
    return Binding(
      get: { box.values?.values[key] as? Value ?? defaultValue },
      set: { box.values?.values[key] = $0 })
  }
}

extension SceneStorage: @unchecked Sendable where Value: Sendable {}

extension SceneStorage where Value: ExpressibleByNilLiteral {
  /// Creates a property that can save and restore an Optional data value.
  public init(_ key: String) where Value == Data? {
    self.key = key
    defaultValue = nil
    box = StandInSceneStorageBox()
  }
}

/// The values one scene keeps by key.
final class StandInSceneValues: @unchecked Sendable {
  var values: [String: Any]

  init(_ values: [String: Any] = [:]) {
    self.values = values
  }
}

/// The scene values a `SceneStorage` property was last given by the renderer.
@usableFromInline final class StandInSceneStorageBox: @unchecked Sendable {
  var values: StandInSceneValues?
}

/// A `SceneStorage` property the renderer points at its scene's values.
protocol StandInSceneStorageLink {
  func standInAttach(_ values: StandInSceneValues)
}

extension SceneStorage: StandInSceneStorageLink {
  func standInAttach(_ values: StandInSceneValues) {
    box.values = values
  }
}
