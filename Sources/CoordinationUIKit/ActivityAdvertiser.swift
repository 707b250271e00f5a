#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import Coordination
  import CoordinationLinks
  import Foundation
  import UIKit

  /// Keeps the system's current activity in step with the screen a scene shows: after every
  /// change of the store, the activity of its top screen (`NavigationStore.currentActivity`)
  /// is put in an `NSUserActivity`, which becomes current while the scene is active.
  ///
  /// The `NSUserActivity` is not handed to a responder's `userActivity`: UIKit clears the
  /// `userInfo` of the activities it manages before it asks their responders to fill it again
  /// (`UIResponder.userActivity`'s documentation), and the link lives there. The advertiser
  /// owns it instead and calls `becomeCurrent()` itself, which Apple's documentation of
  /// `UIDocument.userActivity` names as the way to make an activity current on iOS. An
  /// activity replaced by another is invalidated ("An invalid activity cannot become
  /// current", `NSUserActivity.h`).
  @MainActor
  final class ActivityAdvertiser {
    private let store: NavigationStore
    private weak var window: UIWindow?
    /// What is advertised: the screen's activity and the system's object carrying it.
    private var advertised: (activity: ScreenActivity, userActivity: NSUserActivity)?
    private var token: ObserverToken?

    init(store: NavigationStore, window: UIWindow) {
      self.store = store
      self.window = window
    }

    /// The activity advertised now, if any.
    var userActivity: NSUserActivity? { advertised?.userActivity }

    /// Starts following the store, and the activations of the scenes of hosts.
    func start() {
      guard token == nil else { return }
      token = store.observe { [weak self] _ in self?.refresh() }
      Self.observeActivations()
      refresh()
    }

    /// Makes the activity current again: its scene became active.
    func sceneDidActivate() {
      advertised?.userActivity.becomeCurrent()
    }

    /// Advertises the top screen's activity, if it changed.
    private func refresh() {
      let wanted = store.currentActivity
      guard wanted != advertised?.activity else { return }
      advertised?.userActivity.invalidate()
      advertised = wanted.map { ($0, Self.userActivity(for: $0)) }
      if isActive { advertised?.userActivity.becomeCurrent() }
    }

    private var isActive: Bool { window?.windowScene?.activationState == .foregroundActive }

    /// Whether the process observes scenes' activations.
    private static var observesActivations = false

    /// Observes every scene's activation, once for the process (the observer is never removed,
    /// as the process keeps connecting scenes): the scene's host, found through its delegate
    /// (``WindowHostSceneDelegate``), makes its activity current again, so that the activity
    /// of the scene the user turns to is the one Handoff offers.
    private static func observeActivations() {
      guard !observesActivations else { return }
      observesActivations = true
      _ = NotificationCenter.default.addObserver(
        forName: UIScene.didActivateNotification, object: nil, queue: nil
      ) { notification in
        let id = (notification.object as AnyObject?).map(ObjectIdentifier.init)
        MainActor.assumeIsolated {  // UIKit posts it on the main thread.
          let scene = UIApplication.shared.connectedScenes.first { ObjectIdentifier($0) == id }
          (scene?.delegate as? any WindowHostSceneDelegate)?.host?.sceneDidActivate()
        }
      }
    }

    /// The system's object for a screen's activity: the link in `userInfo` (the one key
    /// needed to continue it), as the web page too when it is one, and as the content
    /// identifier scenes are matched against.
    static func userActivity(for activity: ScreenActivity) -> NSUserActivity {
      let userActivity = NSUserActivity(activityType: ScreenActivity.activityType)
      userActivity.title = activity.title
      userActivity.userInfo = activity.userInfo
      userActivity.requiredUserInfoKeys = [ScreenActivity.linkKey]
      userActivity.targetContentIdentifier = activity.link.absoluteString
      if activity.isWebLink { userActivity.webpageURL = activity.link }
      userActivity.isEligibleForHandoff = activity.isEligibleForHandoff
      userActivity.isEligibleForSearch = activity.isEligibleForSearch
      return userActivity
    }
  }
#endif
