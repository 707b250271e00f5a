/// An image; here only the name of a system symbol, for tab bar items and buttons.
///
/// `UIImage` is sendable in the SDK; images are immutable.
open class UIImage: @unchecked Sendable {
  /// The SF Symbols name the image was made from. Stand-in-only.
  public let standInSystemName: String

  /// Creates the image of a system symbol.
  ///
  /// UIKit returns `nil` for an unknown name; the stand-in has no symbol catalogue, so it
  /// fails only for an empty name.
  public init?(systemName name: String) {
    guard !name.isEmpty else { return nil }
    standInSystemName = name
  }
}
