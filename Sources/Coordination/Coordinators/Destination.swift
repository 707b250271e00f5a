/// What a route shows: a screen with its model, a child coordinator, or nothing for now.
///
/// A coordinator returns one from ``Coordinator/destination(for:)``; it is where screens and
/// their view models are created and dependencies injected.
public enum Destination {
  /// A screen owned by the coordinator, with the model (view model) the adapter renders.
  /// `nil` for a screen that needs no model.
  case screen(AnyObject?)
  /// Any child coordinator, awaited as a flow or not, started in place (sharing the stack, or
  /// in the presented layer).
  case flow(AnyCoordinator)
  /// Nothing can be shown for this route now, for the reason given (an id that no longer
  /// exists, data that failed to load). Showing it changes nothing and records the reason; a
  /// deep link or a restore that needs it fails with a typed error.
  case unavailable(String)
}
