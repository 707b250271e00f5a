/// A scene that presents a group of identically structured windows.
public struct WindowGroup<Content>: Scene where Content: View {
  /// The root view of the group's windows; `StandInHost` can be made from it.
  nonisolated(unsafe) public let standInContent: Content

  /// Creates a window group.
  nonisolated public init(@ViewBuilder content: () -> Content) {
    standInContent = content()
  }

  /// The type of scene that represents the body of this scene.
  public typealias Body = Never
}
