import Foundation

/// An alert or an action sheet: a title, a message, actions and, for an alert, text fields.
///
/// Presented like any view controller. On a ``StandInBehavior/Device/pad`` an action sheet is
/// presented as a popover (its `modalPresentationStyle` is `.popover`, as UIKit's exception text
/// says), which needs an anchor: its ``UIViewController/popoverPresentationController``'s
/// `sourceView`. Otherwise the style is `.custom` (a guess: UIKit presents alerts with its own
/// transitioning delegate), so the presenter stays on screen and gets no appearance calls.
///
/// Refusals UIKit raises as exceptions (the app terminates) are recorded in
/// ``StandInTransitions/warnings`` instead, and the call does nothing: a second action of style
/// `.cancel`, a text field added to an action sheet. The user is played by
/// ``standInTap(action:)`` and ``standInTapOutside()``.
@MainActor
open class UIAlertController: UIViewController {
  /// How the alert controller is shown.
  public enum Style: Int, Sendable {
    /// A list of choices sliding up from the bottom, or a popover on iPad.
    case actionSheet = 0
    /// A box in the middle of the screen.
    case alert = 1
  }

  /// The text under the title.
  open var message: String?

  /// How the alert controller is shown; `.actionSheet` unless created with a style.
  open private(set) var preferredStyle = UIAlertController.Style.actionSheet

  /// The actions, in the order they were added.
  open private(set) var actions: [UIAlertAction] = []

  /// The action drawn as the default one (bold).
  open var preferredAction: UIAlertAction?

  /// The text fields, in the order they were added; `nil` before the first.
  open private(set) var textFields: [UITextField]?

  /// An alert controller with a title, a message and a style.
  public convenience init(
    title: String?, message: String?, preferredStyle: UIAlertController.Style
  ) {
    self.init(nibName: nil, bundle: nil)
    self.title = title
    self.message = message
    self.preferredStyle = preferredStyle
    let popover = preferredStyle == .actionSheet && StandInBehavior.device == .pad
    modalPresentationStyle = popover ? .popover : .custom
  }

  /// Adds an action. A second action of style `.cancel` is refused: UIKit raises "UIAlertController
  /// can only have one action with a style of UIAlertActionStyleCancel".
  open func addAction(_ action: UIAlertAction) {
    if action.style == .cancel, standInCancelAction != nil {
      StandInTransitions.warn(
        "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
      return
    }
    actions.append(action)
  }

  /// Adds a text field, configured by `configurationHandler`, to an alert. Refused for an
  /// action sheet: UIKit raises "Text fields can only be added to an alert controller of style
  /// UIAlertControllerStyleAlert" (Apple's documentation: only for the `.alert` style).
  open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
    guard preferredStyle == .alert else {
      StandInTransitions.warn(
        "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
      return
    }
    let field = UITextField(frame: .zero)
    configurationHandler?(field)
    textFields = (textFields ?? []) + [field]
  }

  /// The action of style `.cancel`, if any.
  var standInCancelAction: UIAlertAction? { actions.first { $0.style == .cancel } }

  /// Whether the alert controller is shown as a popover (an action sheet on iPad).
  var standInIsPopover: Bool { modalPresentationStyle == .popover }
}
