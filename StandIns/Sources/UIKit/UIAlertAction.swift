import Foundation

/// One button of a ``UIAlertController``: a title, a style, and the closure run when the user
/// chooses it (after the alert controller has been dismissed; see
/// ``UIAlertController/standInTap(action:)``).
@MainActor
open class UIAlertAction: Hashable {
  /// How an action is drawn, and which one a dismissal by the system chooses.
  public enum Style: Int, Sendable {
    /// A plain button.
    case `default` = 0
    /// Leaves things as they are; run when the user taps outside an action sheet.
    case cancel = 1
    /// Destroys something (drawn in red).
    case destructive = 2
  }

  /// The title.
  open private(set) var title: String?

  /// The style.
  open private(set) var style: UIAlertAction.Style

  /// Whether the user can choose the action; `true` by default.
  open var isEnabled = true

  /// What runs when the user chooses the action.
  let standInHandler: ((UIAlertAction) -> Void)?

  init(standInTitle title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)?)
  {
    self.title = title
    self.style = style
    standInHandler = handler
  }

  /// An action with a title, a style, and what runs when the user chooses it.
  public convenience init(
    title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil
  ) {
    self.init(standInTitle: title, style: style, handler: handler)
  }

  /// Identity, as `NSObject` compares.
  nonisolated public static func == (lhs: UIAlertAction, rhs: UIAlertAction) -> Bool {
    lhs === rhs
  }

  /// Hashes the identity.
  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
