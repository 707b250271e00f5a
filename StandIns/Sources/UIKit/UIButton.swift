/// A control that runs actions when tapped.
@MainActor
open class UIButton: UIControl {
  /// The kinds of button `init(type:)` makes.
  public enum ButtonType: Int, Sendable {
    /// No system style.
    case custom = 0
    /// The standard system button.
    case system = 1
    /// A detail disclosure button.
    case detailDisclosure = 2
    /// An information button on a light background.
    case infoLight = 3
    /// An information button on a dark background.
    case infoDark = 4
    /// A contact add button.
    case contactAdd = 5
    /// A close button.
    case close = 7

    /// The deprecated name of ``system``.
    public static var roundedRect: ButtonType { .system }
  }

  private var standInButtonType = ButtonType.custom
  private var standInTitles: [UInt: String] = [:]

  /// The button's kind.
  open var buttonType: ButtonType { standInButtonType }

  /// Creates a button of the given kind.
  public convenience init(type buttonType: UIButton.ButtonType) {
    self.init(frame: .zero)
    standInButtonType = buttonType
  }

  /// Sets the title for a state.
  open func setTitle(_ title: String?, for state: UIControl.State) {
    standInTitles[state.rawValue] = title
  }

  /// The title for a state, falling back to the normal state's as UIKit does.
  open func title(for state: UIControl.State) -> String? {
    standInTitles[state.rawValue] ?? standInTitles[UIControl.State.normal.rawValue]
  }

  /// The title shown now.
  open var currentTitle: String? {
    title(for: isEnabled ? (isSelected ? .selected : .normal) : .disabled)
  }

  /// Plays a user's tap: if the button is enabled, sends `.touchUpInside` then
  /// `.primaryActionTriggered`, as a tap does. Stand-in-only.
  public func standInTap() {
    StandInLog.record("user: tap button \(currentTitle ?? "untitled")")
    guard isEnabled, !isHidden else { return }
    sendActions(for: .touchUpInside)
    sendActions(for: .primaryActionTriggered)
  }
}
