/// The presentation controller of a sheet (`.pageSheet`, `.formSheet`, `.automatic`).
@MainActor
open class UISheetPresentationController: UIPresentationController {
  /// A height a sheet can rest at; `final` here (UIKit's cannot be created either, only
  /// obtained from ``medium()`` and ``large()``).
  @MainActor
  public final class Detent {
    /// The identifier of a detent.
    public struct Identifier: Hashable, RawRepresentable, Sendable {
      /// The string.
      public let rawValue: String

      /// Creates an identifier.
      public init(rawValue: String) {
        self.rawValue = rawValue
      }

      /// Creates an identifier.
      public init(_ rawValue: String) {
        self.rawValue = rawValue
      }

      /// The system's medium detent.
      public static let medium = Identifier("com.apple.UIKit.medium")

      /// The system's large detent.
      public static let large = Identifier("com.apple.UIKit.large")
    }

    /// The detent's identifier.
    public let identifier: Identifier

    init(standInIdentifier: Identifier) {
      identifier = standInIdentifier
    }

    /// About half the screen's height.
    public class func medium() -> Self {
      Self(standInIdentifier: .medium)
    }

    /// The full height.
    public class func large() -> Self {
      Self(standInIdentifier: .large)
    }
  }

  /// The heights the sheet can rest at, smallest first; `[.large()]` by default.
  open var detents: [UISheetPresentationController.Detent] = [.large()]

  /// The detent the sheet rests at; `nil` means the smallest.
  open var selectedDetentIdentifier: UISheetPresentationController.Detent.Identifier?

  /// The largest detent that does not dim what is below.
  open var largestUndimmedDetentIdentifier: UISheetPresentationController.Detent.Identifier?

  /// Whether the sheet shows a grabber; `false` by default.
  open var prefersGrabberVisible = false

  /// Whether scrolling at the top expands the sheet; `true` by default.
  open var prefersScrollingExpandsWhenScrolledToEdge = true

  /// Applies changes to the properties above; the stand-in does not animate.
  open func animateChanges(_ changes: () -> Void) {
    changes()
  }
}
