import Foundation

/// What a navigation bar shows for a view controller: title and back button.
@MainActor
open class UINavigationItem: Hashable {
  /// When the navigation bar shows the large title.
  public enum LargeTitleDisplayMode: Int, Sendable {
    /// As the previous item does.
    case automatic = 0
    /// Always large when this item is on top.
    case always = 1
    /// Never large when this item is on top.
    case never = 2
  }

  /// The title shown when the item is on top; `nil` by default.
  open var title: String?

  /// The title of the back button that leads back to this item.
  open var backButtonTitle: String?

  /// Whether the back button is hidden while this item is on top; `false` by default.
  open var hidesBackButton = false

  /// The action the back button runs instead of popping, while this item is on top (iOS 16).
  open var backAction: UIAction?

  /// When the large title shows; `.automatic` by default.
  open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic

  /// Creates an item with a title.
  public init(title: String) {
    self.title = title
  }

  /// Creates an item from an archive; the stand-in has no archives, so this always fails.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The item a view controller creates for itself, whose title may be `nil`.
  init(standInTitle: String?) {
    title = standInTitle
  }

  /// Identity, as `NSObject` compares.
  nonisolated public static func == (lhs: UINavigationItem, rhs: UINavigationItem) -> Bool {
    lhs === rhs
  }

  /// Hashes the identity.
  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
