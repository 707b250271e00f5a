/// The scene that should show a link, as ``SceneRouter`` chooses it.
public enum SceneChoice<ID: Hashable & Sendable>: Hashable, Sendable {
  /// The scene already shows the link (all of what it shows, or the bottom of it):
  /// bring it forward and open the link there.
  case showing(ID)
  /// No scene shows the link; the active scene opens it.
  case active(ID)
  /// No scene shows the link and none is active: make a new scene for it (where the UI
  /// framework allows new scenes).
  case newScene
  /// No scene shows the link, none is active, and no new scene can be made: the first
  /// scene listed (the one used last, when the caller lists them so) opens it.
  case mostRecent(ID)

  /// The scene chosen, or `nil` for ``newScene``.
  public var scene: ID? {
    switch self {
    case .showing(let id), .active(let id), .mostRecent(let id): id
    case .newScene: nil
    }
  }
}
