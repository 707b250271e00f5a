/// An indication of a scene's operational state.
///
/// The cases are declared in the SDK's order, so that `<` (synthesised for an enum without
/// associated values) orders them as the SDK does: background, inactive, active.
public enum ScenePhase: Comparable {
  /// The scene isn't currently visible in the UI.
  case background
  /// The scene is in the foreground but should pause its work.
  case inactive
  /// The scene is in the foreground and interactive.
  case active
}

extension ScenePhase: Sendable {}

extension EnvironmentValues {
  /// The current phase of the scene.
  ///
  /// Stand-in: a window of `StandInWindows` has the phase the test gives it
  /// (`standInSetPhase(_:of:)`, or `.active` when `openWindow` brings it forward or makes it); a
  /// `StandInHost` made on its own is one window in front, `.active`.
  public var scenePhase: ScenePhase {
    get { self[StandInScenePhaseKey.self] }
    set { self[StandInScenePhaseKey.self] = newValue }
  }
}

/// Where the environment keeps the scene phase.
struct StandInScenePhaseKey: EnvironmentKey {
  static let defaultValue = ScenePhase.active
}
