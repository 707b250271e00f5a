@available(macOS, unavailable) extension View {
  /// Presents a modal view that covers as much of the screen as possible using the binding you
  /// provide as a data source for the sheet's content.
  ///
  /// As in the SDK, unavailable on macOS (iOS 14+, tvOS 14+, watchOS 7+, visionOS 1+); the
  /// stand-in builds for Linux only, where the attribute restricts nothing.
  nonisolated public func fullScreenCover<Item, Content>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View where Item: Identifiable, Content: View {
    modifier(StandInPresentationModifier(style: .fullScreenCover, item: item, onDismiss, content))
  }
}
