@available(tvOS, unavailable) @available(watchOS, unavailable)
extension WindowGroup {
  /// Creates a data-presenting window group with a default value.
  ///
  /// Stand-in: `StandInWindows` makes the group's windows, each presenting a value: the one
  /// `openWindow(value:)` asked for, else `defaultValue()` (a window the user opens).
  nonisolated public init<D, C>(
    for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
    defaultValue: @escaping () -> D
  )
  where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {
    self.init(standInContent: PresentedWindowContent(content: content, defaultValue: defaultValue))
  }
}

/// A view that represents the content of a presented window.
///
/// Stand-in: holds the window group's content closure and default value, for `StandInWindows`;
/// it is not drawn as a view of its own (host the group with `StandInWindows`).
@available(tvOS, unavailable) @available(watchOS, unavailable)
@MainActor @preconcurrency public struct PresentedWindowContent<Data, Content>: View
where Data: Decodable, Data: Encodable, Data: Hashable, Content: View {
  /// The type of view representing the body of this view.
  @available(tvOS, unavailable) @available(watchOS, unavailable) public typealias Body = Never

  nonisolated(unsafe) let content: (Binding<Data>) -> Content
  nonisolated(unsafe) let defaultValue: () -> Data

  // Explicit: the synthesized initializer would be main-actor isolated.
  nonisolated init(
    content: @escaping (Binding<Data>) -> Content, defaultValue: @escaping () -> Data
  ) {
    self.content = content
    self.defaultValue = defaultValue
  }
}

@available(*, unavailable) extension PresentedWindowContent: Sendable {}
