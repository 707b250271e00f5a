import Foundation

extension StandInHost {
  /// Delivers `activity` to this scene, as the system does when the user continues it (a
  /// Handoff, a Spotlight result): runs the `onContinueUserActivity` handlers of its type on
  /// screen, then renders again. Returns false when there are none.
  @discardableResult public func standInContinue(_ activity: NSUserActivity) -> Bool {
    let handlers = continueActivityHandlers.filter { $0.activityType == activity.activityType }
    guard !handlers.isEmpty else {
      return refuse(
        "continue \(activity.activityType)", "no onContinueUserActivity handler of its type")
    }
    events.append("onContinueUserActivity \(activity.activityType)")
    for handler in handlers { handler.action(activity) }
    render()
    return true
  }

  /// The system asks the scene for its activity of `activityType` (before a Handoff, or to
  /// index it): see `View.userActivity(_:isActive:_:)`. `nil` when none is advertised.
  public func standInAdvertisedActivity(ofType activityType: String) -> NSUserActivity? {
    let handlers = activityAdvertisers.filter { $0.activityType == activityType }
    guard !handlers.isEmpty else { return nil }
    let activity =
      advertisedActivities[activityType] ?? NSUserActivity(activityType: activityType)
    advertisedActivities[activityType] = activity
    activity.userInfo = [:]
    for handler in handlers { handler.update(activity) }
    return activity
  }

  /// Invalidates the activities of types no view advertises any more.
  func dropUnadvertisedActivities() {
    let advertised = Set(activityAdvertisers.map(\.activityType))
    for (type, activity) in advertisedActivities where !advertised.contains(type) {
      activity.invalidate()
      advertisedActivities[type] = nil
    }
  }
}
