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
  /// current", `NSUserActivity.h`), and so is the last one when the scene's host goes.
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

    isolated deinit { advertised?.userActivity.invalidate() }

    /// The activity advertised now, if any.
    var userActivity: NSUserActivity? { advertised?.userActivity }

    /// Starts following the store, and the activations of the scene.
    func start() {
      guard token == nil else { return }
      token = store.observe { [weak self] _ in self?.refresh() }
      Self.started.append(Weak(self))
      Self.observeActivations()
      refresh()
    }

    /// Advertises the top screen's activity, if it changed: in place when it is the same
    /// screen's (a new title), else with a new object, the old one invalidated, so that the
    /// system never holds two objects for one screen nor one object for two screens.
    private func refresh() {
      let wanted = store.currentActivity
      guard wanted != advertised?.activity else { return }
      if let wanted, let current = advertised, current.activity.link == wanted.link {
        Self.describe(wanted, in: current.userActivity)
        advertised = (wanted, current.userActivity)
        return
      }
      advertised?.userActivity.invalidate()
      advertised = wanted.map { activity in
        let userActivity = NSUserActivity(activityType: ScreenActivity.activityType)
        Self.describe(activity, in: userActivity)
        return (activity, userActivity)
      }
      if window?.windowScene?.activationState == .foregroundActive { makeCurrent() }
    }

    /// The scene became active: its activity becomes the current one, or, when it has none,
    /// the one another scene of the app made current stops being current, so Handoff does not
    /// offer a screen the user has turned away from.
    private func makeCurrent() {
      if let userActivity = advertised?.userActivity {
        userActivity.becomeCurrent()
        Self.current = userActivity
      } else {
        Self.current?.resignCurrent()
        Self.current = nil
      }
    }

    /// Describes a screen's activity in the system's object: its title, the link in its
    /// `userInfo` (the one key needed to continue it) and as its web page when it is one.
    private static func describe(_ activity: ScreenActivity, in userActivity: NSUserActivity) {
      userActivity.title = activity.title
      userActivity.userInfo = activity.userInfo
      userActivity.requiredUserInfoKeys = [ScreenActivity.linkKey]
      userActivity.persistentIdentifier = activity.persistentIdentifier
      userActivity.webpageURL = activity.isWebLink ? activity.link : nil
      userActivity.isEligibleForHandoff = activity.isEligibleForHandoff
      userActivity.isEligibleForSearch = activity.isEligibleForSearch
    }

    // MARK: Activations

    /// A weak reference to an advertiser.
    private struct Weak {
      weak var advertiser: ActivityAdvertiser?
      init(_ advertiser: ActivityAdvertiser) { self.advertiser = advertiser }
    }

    /// The advertisers started in the process, released ones dropped at each activation.
    private static var started: [Weak] = []
    /// The activity an advertiser made current last.
    private static weak var current: NSUserActivity?
    /// Whether the process observes scenes' activations.
    private static var observesActivations = false

    /// Observes every scene's activation, once for the process (the observer is never removed,
    /// as the process keeps connecting scenes), and tells the advertiser of that scene.
    private static func observeActivations() {
      guard !observesActivations else { return }
      observesActivations = true
      _ = NotificationCenter.default.addObserver(
        forName: UIScene.didActivateNotification, object: nil, queue: nil
      ) { notification in
        let id = (notification.object as AnyObject?).map(ObjectIdentifier.init)
        MainActor.assumeIsolated {  // UIKit posts it on the main thread, where it runs.
          started.removeAll { $0.advertiser == nil }
          let scene = { (advertiser: ActivityAdvertiser) in
            advertiser.window?.windowScene.map(ObjectIdentifier.init)
          }
          started.first { $0.advertiser.flatMap(scene) == id }?.advertiser?.makeCurrent()
        }
      }
    }
  }
#endif
