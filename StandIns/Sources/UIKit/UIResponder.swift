/// An object that responds to events; the root of the stand-in's UIKit class tree.
///
/// In UIKit, `UIResponder` subclasses `NSObject`; there is no Objective-C runtime on Linux, so
/// here it is a plain class. It keeps `NSObject`'s identity-based equality and hashing, which
/// code relies on through `==`, `contains(_:)`, `firstIndex(of:)` and sets.
@MainActor
open class UIResponder: Hashable {
  /// Creates a responder.
  public init() {}

  /// Identity, as `NSObject.isEqual(_:)` does by default.
  nonisolated public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool {
    lhs === rhs
  }

  /// Hashes the identity, as `NSObject.hash` does by default.
  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
