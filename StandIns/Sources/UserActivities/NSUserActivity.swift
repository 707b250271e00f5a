import Foundation
import Synchronization

/// The state of a user activity: what a scene saves to be restored, what a handoff or a request
/// for a new scene carries, and what an app advertises to Handoff and Spotlight. Foundation's
/// class on Apple platforms (`NSUserActivity.h`); declared here because Foundation on Linux
/// lacks it, in a module of its own that the UIKit and SwiftUI stand-ins both re-export.
///
/// Simulated from the header's comments and Apple's documentation of the class:
/// - `becomeCurrent()` makes the activity the one current activity; the previous one stops
///   being current ("If another user activity object was previously active, that object is
///   made inactive").
/// - `invalidate()`: "An invalid activity cannot become current"; calling `becomeCurrent()`
///   afterwards "has no effect".
/// - `resignCurrent()` stops a current activity being current without invalidating it.
/// - `webpageURL`: "The scheme of the webpageURL must be http or https. Any other scheme throws
///   an exception" (here, a precondition failure).
open class NSUserActivity: Hashable {
  /// The type the activity was created with; it cannot change.
  public let activityType: String

  /// A title the user may see.
  open var title: String?

  /// The app's state (property-list types).
  open var userInfo: [AnyHashable: Any]?

  /// The keys of `userInfo` needed to continue the activity later; `nil` means every key.
  open var requiredUserInfoKeys: Set<String>?

  /// Whether the delegate should be asked to save the activity before it is continued.
  open var needsSave = false

  /// A string that identifies the activity's content, which scenes match it against.
  open var targetContentIdentifier: String?

  /// Whether Handoff may offer the activity on the user's other devices; default `true`.
  open var isEligibleForHandoff = true

  /// Whether the activity may be indexed for search on this device; default `false`.
  open var isEligibleForSearch = false

  /// Whether the activity may be indexed for every user of the app; default `false`.
  open var isEligibleForPublicIndexing = false

  /// The web page that continues the activity when no app can (a universal link).
  open var webpageURL: URL? {
    didSet {
      let scheme = webpageURL?.scheme?.lowercased()
      precondition(
        webpageURL == nil || scheme == "http" || scheme == "https",
        "NSUserActivity.webpageURL must be http or https, not \(webpageURL?.absoluteString ?? "")")
    }
  }

  /// A value that identifies the activity, by which the app deletes what the system saved of
  /// it (`deleteSavedUserActivities(withPersistentIdentifiers:completionHandler:)`).
  open var persistentIdentifier: NSUserActivityPersistentIdentifier?

  /// Whether `invalidate()` was called. Stand-in-only.
  public private(set) var standInIsInvalidated = false

  /// The one current activity, by identity; `nil` when none is.
  private static let current = Mutex<ObjectIdentifier?>(nil)

  /// The persistent identifiers whose saved activities the app deleted.
  private static let deleted = Mutex<Set<NSUserActivityPersistentIdentifier>>([])

  /// Deletes what the system saved of the activities with these persistent identifiers
  /// (Spotlight's entries among them): a Spotlight result of one of them no longer arrives.
  /// Here the handler runs before the call returns; on a device it runs later.
  open class func deleteSavedUserActivities(
    withPersistentIdentifiers persistentIdentifiers: [NSUserActivityPersistentIdentifier],
    completionHandler handler: @escaping @Sendable () -> Void
  ) {
    deleted.withLock { $0.formUnion(persistentIdentifiers) }
    handler()
  }

  /// Forgets every deletion of saved activities, as a fresh install would. Stand-in-only.
  public static func standInForgetDeletions() {
    deleted.withLock { $0 = [] }
  }

  /// Creates an activity of a type.
  public init(activityType: String) {
    self.activityType = activityType
  }

  deinit {
    let id = ObjectIdentifier(self)
    Self.current.withLock { if $0 == id { $0 = nil } }
  }

  /// Makes this the activity the user is engaged in, replacing the current one; no effect on
  /// an invalidated activity.
  open func becomeCurrent() {
    guard !standInIsInvalidated else { return }
    let id = ObjectIdentifier(self)
    Self.current.withLock { $0 = id }
  }

  /// Stops this activity being the current one, if it is.
  open func resignCurrent() {
    let id = ObjectIdentifier(self)
    Self.current.withLock { if $0 == id { $0 = nil } }
  }

  /// Ends the activity: it stops being current and can never become current again.
  open func invalidate() {
    standInIsInvalidated = true
    resignCurrent()
  }

  /// A copy of the activity as another device (Handoff) or this one later (a Spotlight result)
  /// receives it: its type, title, web page and content identifier, and only the `userInfo`
  /// keys the activity names in `requiredUserInfoKeys` ("the minimal information about this
  /// user activity that should be stored for later restoration", `NSUserActivity.h`; all of
  /// them when it names none), and its persistent identifier. `nil` when the activity may not
  /// travel, or its Spotlight entry was deleted: not eligible for
  /// Handoff (`.handoff`) or search (`.search`), or, for Handoff, invalidated (Handoff offers
  /// the current activity; an entry Spotlight indexed stays after its object is gone).
  /// Stand-in-only.
  public func standInReceived(through channel: StandInActivityChannel) -> NSUserActivity? {
    guard eligible(for: channel) else { return nil }
    let copy = NSUserActivity(activityType: activityType)
    copy.title = title
    copy.webpageURL = webpageURL
    copy.targetContentIdentifier = targetContentIdentifier
    copy.persistentIdentifier = persistentIdentifier
    copy.userInfo = userInfo?.filter { key, _ in
      guard let required = requiredUserInfoKeys else { return true }
      return (key as? String).map(required.contains) ?? false
    }
    return copy
  }

  /// Whether the activity may reach the app through `channel`.
  private func eligible(for channel: StandInActivityChannel) -> Bool {
    switch channel {
    case .handoff:
      return isEligibleForHandoff && !standInIsInvalidated
    case .search:
      let deleted = persistentIdentifier.map { id in Self.deleted.withLock { $0.contains(id) } }
      return isEligibleForSearch && deleted != true
    }
  }

  /// Whether this is the current activity. Stand-in-only.
  public var standInIsCurrent: Bool {
    let id = ObjectIdentifier(self)
    return Self.current.withLock { $0 == id }
  }

  /// Whether any activity is current. Stand-in-only.
  public static var standInHasCurrent: Bool { current.withLock { $0 != nil } }

  /// Identity, as `NSObject` compares.
  public static func == (lhs: NSUserActivity, rhs: NSUserActivity) -> Bool { lhs === rhs }

  /// Hashes the identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The persistent identifier of an activity: Foundation's `NSString` typedef, bridged.
public typealias NSUserActivityPersistentIdentifier = String

/// How an activity reaches the app again. Stand-in-only.
public enum StandInActivityChannel: Sendable {
  /// Handoff, from another device.
  case handoff
  /// A Spotlight search result on this device.
  case search
}
