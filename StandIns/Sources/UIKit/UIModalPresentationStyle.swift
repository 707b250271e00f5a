/// How a presented view controller covers the screen; cases and raw values as in
/// UIViewController.h (tvOS-only `blurOverFullScreen` left out).
public enum UIModalPresentationStyle: Int, Sendable {
  /// Covers the screen; the presenter's view is removed when the transition ends.
  case fullScreen = 0
  /// A sheet that partly covers the presenter (a card on iPhone).
  case pageSheet = 1
  /// A smaller sheet (a card on iPhone).
  case formSheet = 2
  /// Over the view of the controller that defines the presentation context.
  case currentContext = 3
  /// A custom presentation.
  case custom = 4
  /// Covers the screen and keeps the presenter's view.
  case overFullScreen = 5
  /// Over the presentation context, keeping the views below.
  case overCurrentContext = 6
  /// A popover.
  case popover = 7
  /// No adaptation (a value, not a style to present with).
  case none = -1
  /// The system's choice: a sheet for standard view controllers since iOS 13.
  case automatic = -2
}
