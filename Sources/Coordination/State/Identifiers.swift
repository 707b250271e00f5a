/// An identity handed out by a ``NavigationStore``: a number, tagged with what it identifies so
/// a screen's identity can never be passed where a layer's is expected.
///
/// Identities are handed out in increasing order by the store and never reused within it.
public struct NavigationIdentifier<Kind: IdentifierKind>: Hashable, Comparable, Sendable,
  CustomStringConvertible
{
  /// The number, unique among the identities of every kind the store hands out.
  public let rawValue: UInt64

  /// Wraps a raw number; the store makes these, tests may too.
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  /// Orders by creation.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The kind's prefix followed by the number, such as `s12`.
  public var description: String { Kind.prefix + String(rawValue) }
}

/// What a ``NavigationIdentifier`` identifies.
public protocol IdentifierKind {
  /// The letter that starts the identifier's description.
  static var prefix: String { get }
}

/// Identifies one live coordinator inside a ``NavigationStore``.
public typealias CoordinatorID = NavigationIdentifier<CoordinatorKind>
/// Identifies one screen (one entry of a stack) inside a ``NavigationStore``.
public typealias ScreenID = NavigationIdentifier<ScreenKind>
/// Identifies one stack (a navigation controller's, or one tab's or split column's).
public typealias StackID = NavigationIdentifier<StackKind>
/// Identifies one presentation layer: the root, or one modal above it.
public typealias LayerID = NavigationIdentifier<LayerKind>

/// The kind of ``CoordinatorID``.
public enum CoordinatorKind: IdentifierKind {
  /// `c`.
  public static var prefix: String { "c" }
}

/// The kind of ``ScreenID``.
public enum ScreenKind: IdentifierKind {
  /// `s`.
  public static var prefix: String { "s" }
}

/// The kind of ``StackID``.
public enum StackKind: IdentifierKind {
  /// `k`.
  public static var prefix: String { "k" }
}

/// The kind of ``LayerID``.
public enum LayerKind: IdentifierKind {
  /// `l`.
  public static var prefix: String { "l" }
}
