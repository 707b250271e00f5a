/// Watches finished coordinators and departed screen models, and reports those still alive.
///
/// The store registers each coordinator when it finishes and each screen model when its screen
/// leaves. Once the adapter has let go of its views, nothing should keep them alive:
///
/// ```swift
/// try platform.tapBack()
/// #expect(store.leakTracker?.leaks() == [])
/// ```
///
/// Entries are held weakly, so tracking never keeps anything alive itself.
@MainActor
public final class LeakTracker {
  /// What kind of object leaked.
  public enum Kind: String, Hashable, Sendable {
    /// A finished coordinator.
    case coordinator
    /// The model of a screen that left.
    case screenModel
  }

  /// An object that should have been released but is still alive.
  public struct Leak: Hashable, Sendable, CustomStringConvertible {
    /// What kind of object it is.
    public let kind: Kind
    /// The name it was registered with.
    public let label: String
    /// The object's type.
    public let typeName: String

    /// A line for test failures.
    public var description: String { "\(kind.rawValue) \(label) [\(typeName)] is still alive" }
  }

  private struct Entry {
    weak var object: AnyObject?
    let kind: Kind
    let label: String
    let typeName: String
  }

  private var entries: [Entry] = []
  private var pruneThreshold = 1024

  /// Creates an empty tracker.
  public init() {}

  /// Starts watching an object that should be released soon.
  ///
  /// - Complexity: O(1) amortized: released entries are pruned as the list grows.
  public func track(_ object: AnyObject, kind: Kind, label: String) {
    entries.append(
      Entry(
        object: object, kind: kind, label: label,
        typeName: String(reflecting: type(of: object))))
    if entries.count >= pruneThreshold {
      entries.removeAll { $0.object == nil }
      pruneThreshold = max(1024, entries.count * 2)
    }
  }

  /// The watched objects that are still alive.
  ///
  /// Call it after the adapter released its views: for the headless adapter, after the step.
  ///
  /// - Complexity: O(*n*) in the number of watched objects; released ones are dropped.
  public func leaks() -> [Leak] {
    entries.removeAll { $0.object == nil }
    return entries.map { Leak(kind: $0.kind, label: $0.label, typeName: $0.typeName) }
  }
}
