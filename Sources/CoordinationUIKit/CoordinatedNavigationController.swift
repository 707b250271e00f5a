#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import UIKit

  /// The navigation controller of every stack the driver makes: tells the driver when it
  /// appears (a presentation waits for the root to be in a visible window).
  ///
  /// What the user did is read from what the controller shows in `didShow`, whatever path
  /// led there: UIKit's back menu may pop without any public pop method (issue 27, defect 4).
  @MainActor
  final class CoordinatedNavigationController: UINavigationController {
    /// Called each time the controller has appeared.
    var onAppear: (() -> Void)?

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      onAppear?()
    }
  }
#endif
