import Foundation

/// An attachment anchor for a popover.
///
/// Stand-in: only the `rect` case (the SDK also has `point(UnitPoint)`).
public enum PopoverAttachmentAnchor {
  /// The anchor point for the popover relative to the source's frame.
  case rect(Anchor<CGRect>.Source)
}

@available(*, unavailable) extension PopoverAttachmentAnchor: Sendable {}

/// An opaque value derived from an anchor source and a particular view.
@frozen public struct Anchor<Value> {
  /// A type-erased geometry value that produces an anchored value of a given type.
  @frozen public struct Source {
    let name: String
  }
}

extension Anchor.Source: Sendable where Value: Sendable {}

extension Anchor: Sendable where Value: Sendable {}

extension Anchor.Source where Value == CGRect {
  /// The bounds of the view.
  public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source(name: "bounds") }
}

/// An enumeration to indicate one edge of a rectangle.
@frozen public enum Edge: Int8, CaseIterable {
  case top, leading, bottom, trailing
}

@available(tvOS, unavailable) @available(watchOS, unavailable) extension View {
  /// Presents a popover when a given condition is true.
  ///
  /// As the iOS 18.0 SDK declares it: unavailable on tvOS and watchOS (on the extension and on
  /// the method; the stand-in builds for Linux only, where the attribute restricts nothing), and
  /// `arrowEdge` an `Edge` defaulting to `.top`. The SDK's iOS 18 overload without `arrowEdge`
  /// is not declared.
  ///
  /// Stand-in: on a `.pad` (a regular width) a popover attached to the modified view (the
  /// presentation records the view's nodes), which a tap outside dismisses by writing `false`;
  /// on a `.phone` (a compact width) a sheet, as SwiftUI adapts a popover there ("On iPhone, this
  /// modifier is very similar to `sheet`", see SwiftUI-README.md), which a swipe down dismisses.
  @available(tvOS, unavailable) @available(watchOS, unavailable)
  nonisolated public func popover<Content>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge = .top, @ViewBuilder content: @escaping () -> Content
  ) -> some View where Content: View {
    modifier(
      StandInPresentationModifier(
        style: .popover, itemID: isPresented.wrappedValue ? AnyHashable(true) : nil,
        itemDescription: "true", dismiss: { isPresented.wrappedValue = false },
        dismissDescription: "popover.isPresented = false", onDismiss: nil,
        content: { content() }))
  }
}
