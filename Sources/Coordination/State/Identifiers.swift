/// Identifies one live coordinator inside a ``NavigationStore``.
///
/// Identifiers are handed out in increasing order by the store and never reused within it.
public struct CoordinatorID: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The raw number.
  public let rawValue: UInt64
  /// Wraps a raw number; the store makes these, tests may too.
  public init(rawValue: UInt64) { self.rawValue = rawValue }
  /// Orders by creation.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  /// `c` followed by the number.
  public var description: String { "c\(rawValue)" }
}

/// Identifies one screen (one entry of a stack) inside a ``NavigationStore``.
public struct ScreenID: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The raw number.
  public let rawValue: UInt64
  /// Wraps a raw number; the store makes these, tests may too.
  public init(rawValue: UInt64) { self.rawValue = rawValue }
  /// Orders by creation.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  /// `s` followed by the number.
  public var description: String { "s\(rawValue)" }
}

/// Identifies one stack of screens (a navigation controller, or one tab's stack).
public struct StackID: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The raw number.
  public let rawValue: UInt64
  /// Wraps a raw number; the store makes these, tests may too.
  public init(rawValue: UInt64) { self.rawValue = rawValue }
  /// Orders by creation.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  /// `k` followed by the number.
  public var description: String { "k\(rawValue)" }
}

/// Identifies one presentation layer: the root, or one modal above it.
public struct LayerID: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The raw number.
  public let rawValue: UInt64
  /// Wraps a raw number; the store makes these, tests may too.
  public init(rawValue: UInt64) { self.rawValue = rawValue }
  /// Orders by creation.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  /// `l` followed by the number.
  public var description: String { "l\(rawValue)" }
}
