import Foundation

/// The root of a view hierarchy on screen, showing its root view controller.
///
/// A window is hidden until `makeKeyAndVisible()` or `isHidden = false`; then its root view
/// controller's view is loaded and the root view controller appears (without animation).
/// Replacing the root view controller of a visible window makes the old one disappear and the
/// new one appear.
@MainActor
open class UIWindow: UIView {
  /// The scene the window belongs to; `nil` means it shows on no screen.
  open weak var windowScene: UIWindowScene? {
    didSet {
      guard oldValue !== windowScene else { return }
      oldValue?.standInWindows.removeAll { $0 === self }
      windowScene?.standInWindows.append(self)
    }
  }

  /// Whether the window is hidden; windows start hidden.
  open override var isHidden: Bool {
    didSet {
      guard oldValue != isHidden else { return }
      rootViewController?.standInAppearNow(!isHidden)
    }
  }

  /// Whether this is its scene's key window (or, without a scene, the last window made key).
  open var isKeyWindow: Bool {
    if let windowScene { return windowScene.keyWindow === self }
    return StandInKeyWindow.sceneless === self
  }

  /// The view controller whose view fills the window; `nil` by default.
  open var rootViewController: UIViewController? {
    didSet {
      guard oldValue !== rootViewController else { return }
      if let oldValue {
        if !isHidden { oldValue.standInAppearNow(false) }
        oldValue.viewIfLoaded?.removeFromSuperview()
        oldValue.standInWindow = nil
      }
      guard let rootViewController else { return }
      rootViewController.standInWindow = self
      if !isHidden {
        rootViewController.standInAppearNow(true)
      }
    }
  }

  /// Creates a window in a scene.
  public init(windowScene: UIWindowScene) {
    super.init(frame: .zero)
    isHidden = true
    self.windowScene = windowScene
    windowScene.standInWindows.append(self)
  }

  /// Creates a window with a frame, in no scene.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isHidden = true
  }

  /// Creates a window from an archive; the stand-in has no archives, so this always fails.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Makes the window its scene's key window without changing its visibility.
  open func makeKey() {
    if let windowScene {
      windowScene.standInKeyWindow = self
    } else {
      StandInKeyWindow.sceneless = self
    }
  }

  /// Shows the window and makes it key: the usual way to put an app's window on screen.
  open func makeKeyAndVisible() {
    makeKey()
    isHidden = false
  }
}

/// The key window of windows without a scene.
@MainActor
enum StandInKeyWindow {
  static weak var sceneless: UIWindow?
}
