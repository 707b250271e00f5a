import Coordination
import CoordinationTesting
public import CoordinationWeb

extension DemoWebApp {
  /// The navigation inspector of `demo --inspector`: each session's coordinator tree, layers,
  /// leaked coordinators and recent updates, drawn by `CoordinationTesting`'s
  /// `NavigationPictureSVG` beside every page, and the session's timeline at
  /// `WebInspector.path` (`/_/inspector`).
  ///
  /// - Parameter timelineCapacity: The most updates each session keeps.
  public static func inspector(timelineCapacity: Int = 50) -> WebInspector {
    WebInspector(timelineCapacity: timelineCapacity, describe: EventFormatter.line(for:)) {
      store, updates in
      NavigationPictureSVG.render(NavigationPicture(store: store, recent: updates))
    }
  }
}
