import Foundation

/// A view that arranges its subviews in a vertical line.
@frozen @MainActor @preconcurrency public struct VStack<Content>: View where Content: View {
  nonisolated(unsafe) let content: Content

  /// Creates an instance with the given spacing and horizontal alignment.
  nonisolated public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }

  /// The type of view representing the body of this view.
  public typealias Body = Never
}

@available(*, unavailable) extension VStack: Sendable {}

extension VStack: StandInRenderable {
  func standInRender(_ renderer: StandInRenderer) -> [StandInNode] {
    [renderer.node(.container("VStack"), children: renderer.render(content))]
  }
}

/// An alignment position along the horizontal axis.
///
/// Stand-in: only the three standard alignments; `init(_:)` with an `AlignmentID` is not declared.
@frozen public struct HorizontalAlignment: Equatable {
  let name: String
}

extension HorizontalAlignment: Sendable {}

extension HorizontalAlignment {
  /// A guide that marks the leading edge of the view.
  public static let leading: HorizontalAlignment = HorizontalAlignment(name: "leading")
  /// A guide that marks the horizontal center of the view.
  public static let center: HorizontalAlignment = HorizontalAlignment(name: "center")
  /// A guide that marks the trailing edge of the view.
  public static let trailing: HorizontalAlignment = HorizontalAlignment(name: "trailing")
}
