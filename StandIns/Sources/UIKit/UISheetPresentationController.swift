import Foundation

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
    /// How a custom detent computes its height; `nil` for the system detents.
    private let resolver: ((any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?)?

    init(
      standInIdentifier: Identifier,
      resolver: ((any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?)? = nil
    ) {
      identifier = standInIdentifier
      self.resolver = resolver
    }

    /// A detent whose height `resolver` computes from the sheet's context (iOS 16; the Swift
    /// form of `customDetentWithIdentifier:resolver:`, whose resolver may return `nil` for an
    /// inactive detent). Without an identifier, a unique one is made, as UIKit does.
    public class func custom(
      identifier: UISheetPresentationController.Detent.Identifier? = nil,
      resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
    ) -> UISheetPresentationController.Detent {
      Detent(
        standInIdentifier: identifier ?? Identifier("standIn.custom.\(nextCustom())"),
        resolver: resolver)
    }

    /// The height of a custom detent when a sheet may be `maximum` points high (stand-in only:
    /// UIKit resolves detents during layout); `nil` for the system detents or when inactive.
    public func standInResolvedValue(maximum: CGFloat) -> CGFloat? {
      resolver?(StandInDetentContext(maximumDetentValue: maximum))
    }

    private static var customCount = 0
    private static func nextCustom() -> Int {
      customCount += 1
      return customCount
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

/// What a custom detent's resolver reads (iOS 16). UIKit's also has `containerTraitCollection`,
/// which the stand-in does not declare (it has no trait collections).
@MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: AnyObject {
  /// The maximum value a detent can have.
  var maximumDetentValue: CGFloat { get }
}

/// The context the stand-in passes to a custom detent's resolver.
@MainActor
final class StandInDetentContext: UISheetPresentationControllerDetentResolutionContext {
  let maximumDetentValue: CGFloat
  init(maximumDetentValue: CGFloat) { self.maximumDetentValue = maximumDetentValue }
}
