#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  public import UIKit

  /// A scene delegate that shows its scene with a ``WindowHost``: what lets a link that arrives
  /// in one scene find the scene that should show it (see
  /// ``WindowHost/open(_:using:)``).
  @MainActor
  public protocol WindowHostSceneDelegate: UIWindowSceneDelegate {
    /// The `WindowHost` showing the scene, once it has connected.
    var host: WindowHost? { get }
  }
#endif
