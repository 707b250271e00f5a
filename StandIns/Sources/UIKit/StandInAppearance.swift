/// Where a view controller is in its appearance cycle.
enum StandInAppearState {
  case disappeared
  case appearing
  case appeared
  case disappearing
}

/// The appearance machinery: sends `viewWillAppear(_:)` and the others once per change, and
/// forwards them to the children that appear with a container, parent first.
///
/// A call out of turn is ignored, so a container can start a child's appearance without
/// checking whether it already started. A view controller that starts appearing gets its view
/// loaded (`viewDidLoad` first, as in UIKit) and put in its host's view; one that finished
/// disappearing has its view taken out, as UIKit removes the views it covers.
extension UIViewController {
  /// Whether the view controller is on screen or coming on screen.
  var standInIsVisible: Bool {
    standInAppearState == .appeared || standInAppearState == .appearing
  }

  /// Starts appearing or disappearing: sends the `will` callback, to children too.
  func standInBeginAppearance(_ appearing: Bool, animated: Bool) {
    switch (appearing, standInAppearState) {
    case (true, .disappeared), (true, .disappearing):
      standInAttachView()
      standInAppearState = .appearing
      standInAppearanceAnimated = animated
      viewWillAppear(animated)
      standInWillAppear(animated: animated)
      for child in standInAppearanceChildren {
        child.standInBeginAppearance(true, animated: animated)
      }
    case (false, .appeared), (false, .appearing):
      standInAppearState = .disappearing
      standInAppearanceAnimated = animated
      viewWillDisappear(animated)
      for child in standInAppearanceChildren {
        child.standInBeginAppearance(false, animated: animated)
      }
    default:
      break
    }
  }

  /// Ends an appearance or disappearance: sends the `did` callback, to children too.
  func standInEndAppearance() {
    let animated = standInAppearanceAnimated
    switch standInAppearState {
    case .appearing:
      standInAppearState = .appeared
      viewDidAppear(animated)
      for child in standInAppearanceChildren { child.standInEndAppearance() }
      standInDidAppear(animated: animated)
    case .disappearing:
      standInAppearState = .disappeared
      viewDidDisappear(animated)
      for child in standInAppearanceChildren { child.standInEndAppearance() }
      if standInWindow == nil { viewIfLoaded?.removeFromSuperview() }
    default:
      break
    }
  }

  /// Appears or disappears at once, as a non-animated change does.
  func standInAppearNow(_ appearing: Bool) {
    standInBeginAppearance(appearing, animated: false)
    standInEndAppearance()
  }

  /// Puts the view in the view of what hosts it: the parent, the window, or the presenter's
  /// window.
  private func standInAttachView() {
    let host: UIView?
    if let parent {
      host = parent.viewIfLoaded
    } else if let standInWindow {
      host = standInWindow
    } else {
      host = standInPresentingRoot?.standInWindow
    }
    guard let host else {
      loadViewIfNeeded()
      return
    }
    if view.superview !== host { host.addSubview(view) }
  }

  /// The view controller at the root of the presentation chain this one is in.
  private var standInPresentingRoot: UIViewController? {
    var current: UIViewController = self
    while true {
      if let parent = current.parent {
        current = parent
      } else if let presenting = current.standInPresenting {
        current = presenting
      } else {
        return current
      }
    }
  }
}
