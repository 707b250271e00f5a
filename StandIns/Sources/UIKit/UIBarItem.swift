import Foundation

/// The base of items shown in bars: title, image, tag.
@MainActor
open class UIBarItem: Hashable {
  /// Whether the item can be used; `true` by default.
  open var isEnabled = true

  /// The title; `nil` by default.
  open var title: String?

  /// The image; `nil` by default.
  open var image: UIImage?

  /// A number to tell items apart; `0` by default.
  open var tag = 0

  /// Creates an empty item.
  public init() {}

  /// Creates an item from an archive; the stand-in has no archives, so this always fails.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Identity, as `NSObject` compares.
  nonisolated public static func == (lhs: UIBarItem, rhs: UIBarItem) -> Bool {
    lhs === rhs
  }

  /// Hashes the identity.
  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
