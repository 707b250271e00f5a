import Foundation

/// A type that represents a height where a sheet naturally rests.
public struct PresentationDetent: Hashable, Sendable {
  let name: String

  /// The system detent for a sheet that's approximately half the height of the screen.
  public static let medium: PresentationDetent = PresentationDetent(name: "medium")

  /// The system detent for a sheet at full height.
  public static let large: PresentationDetent = PresentationDetent(name: "large")

  /// A custom detent with the specified fractional height.
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    PresentationDetent(name: "fraction(\(fraction))")
  }

  /// A custom detent with the specified height.
  public static func height(_ height: CGFloat) -> PresentationDetent {
    PresentationDetent(name: "height(\(height))")
  }
}

extension View {
  /// Sets the available detents for the enclosing sheet.
  nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    modifier(StandInPresentationDetentsModifier(detents: detents.map(\.name).sorted()))
  }
}

// swift-format-ignore: UseSynthesizedInitializer
struct StandInPresentationDetentsModifier: StandInModifier {
  let detents: [String]

  // Explicit: the synthesized initializer would be main-actor isolated.
  nonisolated init(detents: [String]) {
    self.detents = detents
  }

  func standInApply<Content: View>(to content: Content, _ renderer: StandInRenderer)
    -> [StandInNode]
  {
    renderer.setPresentationDetents(detents)
    return renderer.render(content)
  }
}
