/// A key for accessing values in the environment.
public protocol EnvironmentKey {
  /// The associated type representing the type of the environment key's value.
  associatedtype Value

  /// The default value for the environment key.
  static var defaultValue: Self.Value { get }
}

/// A collection of environment values propagated through a view hierarchy.
///
/// Stand-in: only the values an app or an adapter writes with `environment(_:_:)`, by key type.
public struct EnvironmentValues: CustomStringConvertible {
  var values: [ObjectIdentifier: (key: String, value: Any)] = [:]

  /// Creates an environment values instance.
  public init() {}

  /// Accesses the environment value associated with a custom key.
  public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
    get { values[ObjectIdentifier(key)]?.value as? K.Value ?? K.defaultValue }
    set { values[ObjectIdentifier(key)] = (String(describing: key), newValue) }
  }

  /// A string that represents the contents of the environment values instance.
  ///
  /// Stand-in: the values written, `Key = value` by key type name, sorted, in brackets (SwiftUI
  /// prints its own storage, keys it does not document).
  public var description: String {
    "[" + values.values.map { "\($0.key) = \($0.value)" }.sorted().joined(separator: ", ") + "]"
  }
}

// SwiftUICore@512000: the SDK states that environment values are not Sendable.
@available(*, unavailable) extension EnvironmentValues: Sendable {}

/// A property wrapper that reads a value from a view's environment.
///
/// Stand-in: before it evaluates the `body` of a view or a view modifier, the renderer finds its
/// `Environment` properties (by reflection, as it finds `State`) and gives each the environment
/// in effect where the view sits; read elsewhere, it gives the key's default value, as SwiftUI
/// does outside a view ("This will always read the default value").
@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
  @usableFromInline let keyPath: KeyPath<EnvironmentValues, Value>
  @usableFromInline let box: StandInEnvironmentBox

  /// Creates an environment property to read the specified key path.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    self.keyPath = keyPath
    box = StandInEnvironmentBox()
  }

  /// The current value of the environment property.
  public var wrappedValue: Value {
    (box.values ?? EnvironmentValues())[keyPath: keyPath]
  }
}

/// The environment an `Environment` property was last given by the renderer.
@usableFromInline final class StandInEnvironmentBox: @unchecked Sendable {
  var values: EnvironmentValues?
}

/// An `Environment` property the renderer fills in.
protocol StandInEnvironmentLink {
  func standInRead(_ values: EnvironmentValues)
}

extension Environment: StandInEnvironmentLink {
  func standInRead(_ values: EnvironmentValues) {
    box.values = values
  }
}

extension View {
  /// Sets the environment value of the specified key path to the given value.
  nonisolated public func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
  )
    -> some View
  {
    modifier(StandInEnvironmentWritingModifier(keyPath: keyPath, value: value))
  }
}

// swift-format-ignore: UseSynthesizedInitializer
/// The modifier behind `environment(_:_:)`: its content, and what the content presents, is
/// rendered with the value written.
struct StandInEnvironmentWritingModifier<V>: StandInModifier {
  nonisolated(unsafe) let keyPath: WritableKeyPath<EnvironmentValues, V>
  nonisolated(unsafe) let value: V

  // Explicit: the synthesized initializer would be main-actor isolated.
  nonisolated init(keyPath: WritableKeyPath<EnvironmentValues, V>, value: V) {
    self.keyPath = keyPath
    self.value = value
  }

  func standInApply<Content: View>(to content: Content, _ renderer: StandInRenderer)
    -> [StandInNode]
  {
    let saved = renderer.environment
    renderer.environment[keyPath: keyPath] = value
    defer { renderer.environment = saved }
    return renderer.render(content)
  }
}
