/// A scene that presents a group of identically structured windows.
@MainActor @preconcurrency public struct WindowGroup<Content>: Scene where Content: View {
  /// The root view of the group's windows; `StandInHost` can be made from it.
  nonisolated(unsafe) public let standInContent: Content

  /// Creates a window group.
  ///
  /// The SDK deprecates it for `init(makeContent:)` from iOS 18, macOS 15, tvOS 18, watchOS 11
  /// and visionOS 2, later than the package's deployment targets; not marked here.
  nonisolated public init(@ViewBuilder content: () -> Content) {
    standInContent = content()
  }

  /// A window group whose windows show `standInContent` (the data-presenting initializers).
  nonisolated init(standInContent: Content) {
    self.standInContent = standInContent
  }

  /// The content and behavior of the scene (read by the stand-in's host).
  @MainActor @preconcurrency public var body: some Scene { StandInDrawnScene() }
}

@available(*, unavailable) extension WindowGroup: Sendable {}
