/// The app: its delegate and connected scenes.
@MainActor
open class UIApplication: UIResponder {
  private static let standInShared = UIApplication()

  /// The app's single instance.
  open class var shared: UIApplication { standInShared }

  /// The app delegate; not retained (`assign` in UIKit): the app keeps its delegate alive.
  open unowned(unsafe) var delegate: (any UIApplicationDelegate)?

  /// The scenes connected now: those with a window made key or visible in these tests.
  open var connectedScenes: Set<UIScene> {
    Set(standInConnectedScenes.compactMap(\.scene))
  }

  private var standInConnectedScenes: [StandInWeakScene] = []

  /// The scenes the stand-in connected itself (a requested or relaunched scene), held as UIKit
  /// holds connected scenes.
  var standInHeldScenes: [UIScene] = []

  /// Makes the delegate of a scene the system connects (what the scene configuration's
  /// `delegateClass` names on a device). Without it, no scene can be made. Stand-in-only.
  public var standInMakeSceneDelegate: (@MainActor () -> any UISceneDelegate)?

  /// The connected scenes, in the order they connected.
  var standInConnectedInOrder: [UIScene] { standInConnectedScenes.compactMap(\.scene) }

  /// Records a scene as connected. Stand-in-only.
  public func standInConnect(_ scene: UIScene) {
    standInConnectedScenes.removeAll { $0.scene == nil || $0.scene === scene }
    standInConnectedScenes.append(StandInWeakScene(scene: scene))
  }

  /// Forgets the connected scenes and the delegate. Stand-in-only.
  public func standInReset() {
    standInConnectedScenes = []
    standInHeldScenes = []
    standInMakeSceneDelegate = nil
    delegate = nil
  }
}

/// A weak reference to a scene.
@MainActor
struct StandInWeakScene {
  weak var scene: UIScene?
}
