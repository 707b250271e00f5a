/// How a sheet is shown: the heights it rests at, whether it shows a grabber, whether the
/// user may drag it away, and, for a popover, the element it points at.
///
/// A coordinator gives them for the routes it presents, in
/// ``Coordinator/sheetOptions(for:)``, so a sheet looks the same whether code, a deep link or
/// restoration presented it. Adapters pass them on (UIKit's `sheetPresentationController`,
/// SwiftUI's `presentationDetents` and `presentationDragIndicator`); a full-screen layer
/// ignores them. A ``PresentationStyle/popover`` layer uses ``popoverAnchor`` on a regular
/// width and the rest when it is shown as a sheet on a compact width.
///
/// ```swift
/// override func sheetOptions(for route: ShopRoute) -> SheetOptions {
///   route == .filters ? SheetOptions(detents: [.medium, .large], showsGrabber: true) : .init()
/// }
/// ```
public struct SheetOptions: Hashable, Sendable, Codable {
  /// The heights the sheet rests at, smallest first; never empty.
  public let detents: [SheetDetent]
  /// Whether the sheet shows a grabber at its top edge.
  public let showsGrabber: Bool
  /// Whether the user may drag the sheet away. When `false`, the adapter refuses the gesture
  /// (`isModalInPresentation`, `interactiveDismissDisabled`) as it does for a screen whose
  /// guard refuses to leave; code may still dismiss it.
  public let allowsSwipeToDismiss: Bool
  /// The name of the presenting screen's element a popover points at on a regular width (a
  /// UIKit view's `accessibilityIdentifier`, the name a SwiftUI view is given with
  /// `coordinatedPopoverAnchor(_:)`, the name a web view gives an element with
  /// `ScreenContext.popoverAnchor(_:)`); `nil`, or a name no element has, points it at the
  /// presenting screen as a whole (the SwiftUI adapter then shows it as a sheet). Other styles
  /// ignore it.
  public let popoverAnchor: String?

  /// Options for a sheet; with no detents it rests at ``SheetDetent/large``.
  public init(
    detents: [SheetDetent] = [.large], showsGrabber: Bool = false,
    allowsSwipeToDismiss: Bool = true, popoverAnchor: String? = nil
  ) {
    self.detents = detents.isEmpty ? [.large] : detents
    self.showsGrabber = showsGrabber
    self.allowsSwipeToDismiss = allowsSwipeToDismiss
    self.popoverAnchor = popoverAnchor
  }

  /// Decodes options, refusing detents no adapter can show (an empty list, a fraction
  /// outside 0...1, a height that is not positive). An absent `popoverAnchor` (data written
  /// before popovers existed) is `nil`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let detents = try container.decode([SheetDetent].self, forKey: .detents)
    if let bad = detents.first(where: { !$0.isValid }) {
      throw DecodingError.dataCorruptedError(
        forKey: .detents, in: container, debugDescription: "\(bad) is not a height a sheet can take"
      )
    }
    if detents.isEmpty {
      throw DecodingError.dataCorruptedError(
        forKey: .detents, in: container, debugDescription: "a sheet needs at least one detent")
    }
    self.init(
      detents: detents, showsGrabber: try container.decode(Bool.self, forKey: .showsGrabber),
      allowsSwipeToDismiss: try container.decode(Bool.self, forKey: .allowsSwipeToDismiss),
      popoverAnchor: try container.decodeIfPresent(String.self, forKey: .popoverAnchor))
  }
}

/// A height a sheet rests at.
public enum SheetDetent: Hashable, Sendable, Codable {
  /// About half the screen.
  case medium
  /// The full height a sheet may take.
  case large
  /// A fraction of the full height, between 0 and 1.
  case fraction(Double)
  /// A height in points.
  case height(Double)

  /// Whether an adapter can show it: a fraction in 0...1 above zero, a positive height.
  var isValid: Bool {
    switch self {
    case .medium, .large: true
    case .fraction(let value): value > 0 && value <= 1
    case .height(let value): value > 0 && value.isFinite
    }
  }
}
