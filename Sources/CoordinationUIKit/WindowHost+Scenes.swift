#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  public import Coordination
  public import CoordinationLinks
  public import Foundation
  public import UIKit

  extension WindowHost {
    /// The activity type of what a scene saves of its navigation, and of the link handed to a
    /// new scene: `"swift-coordination.navigation"`.
    /// It is `ScreenActivity.activityType`, the type of the screens' activities too: declare
    /// it in the app's `NSUserActivityTypes`.
    public static let navigationActivityType = ScreenActivity.activityType
    /// The `userInfo` key of the saved navigation (the store's snapshot data).
    static let snapshotKey = "navigation"

    /// Connects the scene: restores the navigation its session saved (or starts the app, the
    /// defined fallback; a link that was waiting is read again with `links`, unless the store
    /// reads links already), shows the window, then opens the links the scene was connected
    /// with (URLs, a link handed over by another scene, a universal link's activity).
    ///
    /// Call it from `scene(_:willConnectTo:options:)` instead of ``start()``. Each scene has its
    /// own store and restores only its own session's navigation.
    ///
    /// - Returns: Why the saved navigation could not be restored, if it could not (the app
    ///   started as at a first launch instead), for logging.
    @discardableResult
    public func connect(
      session: UISceneSession, options: UIScene.ConnectionOptions, links: DeepLinkMap?
    ) -> RestorationError? {
      let saved = session.stateRestorationActivity.flatMap { activity in
        activity.activityType == Self.navigationActivityType
          ? activity.userInfo?[Self.snapshotKey] as? Data : nil
      }
      // A waiting link the session saved is read again with the scene's links.
      if let links, store.linkReader == nil { store.readLinks(with: links) }
      let failure = store.restoreOrStart(from: saved)  // before the driver exists
      start()
      if let links {
        for context in options.urlContexts { _ = try? driver.store.open(context.url, using: links) }
        for activity in options.userActivities {
          if let url = Self.link(in: activity) { _ = try? driver.store.open(url, using: links) }
        }
      }
      return failure
    }

    /// The activity that saves this scene's navigation, for the scene delegate's
    /// `stateRestorationActivity(for:)`; `nil` when the navigation cannot be saved.
    ///
    /// - Complexity: O(*n*) in the number of screens and coordinators.
    public func stateRestorationActivity() -> NSUserActivity? {
      guard let data = try? driver.store.snapshotData() else { return nil }
      let activity = NSUserActivity(activityType: Self.navigationActivityType)
      activity.userInfo = [Self.snapshotKey: data]
      return activity
    }

    /// Opens a link that arrived in this scene (`scene(_:openURLContexts:)`) in the scene that
    /// should show it: the one already showing it, else the active one (this scene first), else
    /// a new scene where the app supports several, else this one (`SceneRouter`).
    ///
    /// Another scene that is chosen opens the link in its own store and is brought forward; a
    /// new scene gets the link in its connection options (``connect(session:options:links:)``
    /// opens it), and if UIKit refuses to make one, this scene opens it.
    ///
    /// - Returns: The scene chosen (by its session's persistent identifier), or `nil` when no
    ///   scene has a `WindowHost`.
    /// - Throws: `DeepLinkError` when the link does not resolve or its scene cannot show it.
    @discardableResult
    public func open(_ url: URL, using links: DeepLinkMap) throws(DeepLinkError)
      -> SceneChoice<String>?
    {
      let link = try links.resolve(url)
      let scenes = hostedScenes()
      let candidates = scenes.map { scene, host in
        SceneCandidate(
          id: scene.session.persistentIdentifier, store: host.driver.store,
          isActive: scene.activationState == .foregroundActive, link: link)
      }
      let application = UIApplication.shared
      let router = SceneRouter(allowsNewScenes: application.supportsMultipleScenes)
      let choice = router.scene(among: candidates)
      let here = window.windowScene
      switch choice {
      case .newScene:
        let activity = NSUserActivity(activityType: Self.navigationActivityType)
        activity.userInfo = [ScreenActivity.linkKey: url.absoluteString]
        application.requestSceneSessionActivation(
          nil, userActivity: activity, options: requestOptions(from: here)
        ) { [weak self] _ in
          _ = try? self?.driver.store.open(path: link, link: url.absoluteString)
        }
      case let chosen?:
        let id = chosen.scene
        guard let target = scenes.first(where: { $0.0.session.persistentIdentifier == id })
        else { break }
        let (scene, host) = target
        do {
          try host.driver.store.open(path: link, link: url.absoluteString)
        } catch {
          throw .unreachable(error)
        }
        if scene !== here {
          application.requestSceneSessionActivation(
            scene.session, userActivity: nil, options: requestOptions(from: here))
        }
      case nil:
        break
      }
      return choice
    }

    /// Continues an activity that arrived in this scene (`scene(_:continue:)`: a handoff of a
    /// screen another device advertised, a Spotlight result, a universal link, a link handed
    /// over by another scene) by opening its link as
    /// ``open(_:using:)`` does; an activity without a link is ignored.
    ///
    /// - Returns: The scene chosen, or `nil` when the activity has no link.
    /// - Throws: `DeepLinkError` as ``open(_:using:)``.
    @discardableResult
    public func continueActivity(_ activity: NSUserActivity, using links: DeepLinkMap)
      throws(DeepLinkError) -> SceneChoice<String>?
    {
      guard let url = Self.link(in: activity) else { return nil }
      return try open(url, using: links)
    }

    /// The link an activity carries: a universal link's web page, a screen's advertised link,
    /// or a link handed over.
    static func link(in activity: NSUserActivity) -> URL? {
      ScreenActivity.continuedLink(
        activityType: activity.activityType, webpageURL: activity.webpageURL,
        userInfo: activity.userInfo)
    }

    /// This scene and every other connected scene that shows a host, this one first, the
    /// others in a stable order.
    private func hostedScenes() -> [(UIScene, WindowHost)] {
      let here = window.windowScene
      let others = UIApplication.shared.connectedScenes
        .filter { $0 !== here }
        .sorted { $0.session.persistentIdentifier < $1.session.persistentIdentifier }
        .compactMap { scene in
          (scene.delegate as? any WindowHostSceneDelegate)?.host.map { (scene as UIScene, $0) }
        }
      return (here.map { [($0 as UIScene, self)] } ?? []) + others
    }

    private func requestOptions(from scene: UIScene?) -> UIScene.ActivationRequestOptions {
      let options = UIScene.ActivationRequestOptions()
      options.requestingScene = scene
      return options
    }
  }
#endif
