import Foundation

extension UIApplication {
  /// Whether the app can show several scenes: on an iPad (`StandInBehavior.device == .pad`;
  /// the app's Info.plist is taken to declare multiple-scene support), not on an iPhone.
  public var supportsMultipleScenes: Bool { StandInBehavior.device == .pad }

  /// Activates a session's scene, connecting a new one when `sceneSession` is `nil`.
  ///
  /// With a session whose scene is connected: the scene becomes `.foregroundActive` and, with
  /// an activity, its delegate's `scene(_:continue:)` gets it. Without a session: where the app
  /// supports multiple scenes, a new session and window scene are made, its delegate (from
  /// `standInMakeSceneDelegate`) is connected with the activity in
  /// `connectionOptions.userActivities`, and the scene becomes `.foregroundActive`; elsewhere
  /// `errorHandler` gets UIKit's `UISceneErrorCodeMultipleScenesNotSupported`. Done before
  /// the call returns; on a device the scene connects later.
  public func requestSceneSessionActivation(
    _ sceneSession: UISceneSession?, userActivity: NSUserActivity?,
    options: UIScene.ActivationRequestOptions?, errorHandler: ((any Error) -> Void)? = nil
  ) {
    StandInLog.record(
      "request scene activation \(sceneSession?.persistentIdentifier ?? "new")"
        + (userActivity.map { " activity=\($0.activityType)" } ?? ""))
    if let scene = sceneSession?.scene, connectedScenes.contains(scene) {
      scene.standInSetActivationState(.foregroundActive)
      if let userActivity { scene.delegate?.scene(scene, continue: userActivity) }
      return
    }
    guard sceneSession != nil || supportsMultipleScenes else {
      errorHandler?(NSError(domain: "UISceneErrorDomain", code: 0))  // MultipleScenesNotSupported
      return
    }
    let options = UIScene.ConnectionOptions.standInMake(
      userActivities: userActivity.map { [$0] } ?? [])
    guard standInConnectNewScene(session: sceneSession ?? .standInMake(), options: options) != nil
    else {
      errorHandler?(NSError(domain: "UISceneErrorDomain", code: 1))  // RequestDenied
      return
    }
  }

  /// Connects a new window scene for `session` with a delegate from
  /// `standInMakeSceneDelegate`, as the system does, and makes it active; `nil` without a
  /// delegate maker. Stand-in-only.
  @discardableResult
  public func standInConnectNewScene(
    session: UISceneSession, options: UIScene.ConnectionOptions = .standInMake()
  ) -> UIWindowScene? {
    guard let makeDelegate = standInMakeSceneDelegate else { return nil }
    let scene = UIWindowScene.standInMake(session: session, connectionOptions: options)
    scene.delegate = makeDelegate()
    standInHeldScenes.append(scene)
    standInConnect(scene)
    scene.delegate?.scene(scene, willConnectTo: session, options: options)
    scene.standInSetActivationState(.foregroundActive)
    return scene
  }

  /// Quits the app and launches it again, as the system does for an app with scenes: each
  /// connected scene's delegate is asked for its `stateRestorationActivity(for:)` (as when the
  /// app leaves the foreground), which is kept as an archive keeps it (a copy; its `userInfo`
  /// must hold property-list values only, else it is not kept and a warning says why); the
  /// scenes disconnect and are forgotten; then, in the order they had connected, each session
  /// comes back (same persistent identifier, the kept activity as `stateRestorationActivity`)
  /// in a new window scene with a new delegate. Returns the new scenes. Stand-in-only.
  public func standInRelaunch() -> [UIWindowScene] {
    let old = standInConnectedInOrder
    let saved = old.map { scene in
      (scene.session.persistentIdentifier, scene.delegate?.stateRestorationActivity(for: scene))
    }
    for scene in old { scene.delegate?.sceneDidDisconnect(scene) }
    let makeDelegate = standInMakeSceneDelegate
    standInReset()
    standInMakeSceneDelegate = makeDelegate
    StandInLog.record("relaunch with \(saved.count) scene(s)")
    return saved.compactMap { identifier, activity in
      let session = UISceneSession.standInMake(
        persistentIdentifier: identifier, stateRestorationActivity: activity.flatMap(archived))
      return standInConnectNewScene(session: session)
    }
  }

  /// A copy of an activity as an archive keeps it, or `nil` (with a warning) when its
  /// `userInfo` holds a value that is not a property list.
  private func archived(_ activity: NSUserActivity) -> NSUserActivity? {
    for (key, value) in activity.userInfo ?? [:] where !Self.isPropertyList(value) {
      StandInTransitions.warn(
        "state restoration activity \(activity.activityType): userInfo[\(key)] is not a property-list value"
      )
      return nil
    }
    let copy = NSUserActivity(activityType: activity.activityType)
    copy.title = activity.title
    copy.userInfo = activity.userInfo
    copy.webpageURL = activity.webpageURL
    return copy
  }

  private static func isPropertyList(_ value: Any) -> Bool {
    switch value {
    case is String, is Data, is Date, is Int, is Double, is Bool, is URL: true
    case let array as [Any]: array.allSatisfy(isPropertyList)
    case let dictionary as [String: Any]: dictionary.values.allSatisfy(isPropertyList)
    default: false
    }
  }
}
