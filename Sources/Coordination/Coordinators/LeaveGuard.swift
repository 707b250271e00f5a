/// A screen model that may refuse to be left, for example while it has unsaved changes.
///
/// The store asks before a user action or a deep link removes the screen; code that pops or
/// finishes is the app's own decision and is not asked. An adapter that can prevent a gesture
/// (UIKit's interactive pop, SwiftUI's `interactiveDismissDisabled`) asks
/// ``NavigationStore/canUserLeave(_:)`` first.
@MainActor
public protocol LeaveGuard: AnyObject {
  /// Whether the screen may leave now for the given cause.
  func canLeave(cause: NavigationCause) -> Bool
}
