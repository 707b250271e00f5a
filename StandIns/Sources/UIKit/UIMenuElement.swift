/// The base of menu elements such as ``UIAction``; here only its option types.
@MainActor
open class UIMenuElement {
  /// How a menu element looks and behaves.
  public struct Attributes: OptionSet, Hashable, Sendable {
    /// The bits, as in `UIMenuElementAttributes`.
    public let rawValue: UInt

    /// Creates attributes from their bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Shown dimmed and not selectable.
    public static let disabled = Attributes(rawValue: 1 << 0)
    /// Shown as destructive.
    public static let destructive = Attributes(rawValue: 1 << 1)
    /// Not shown.
    public static let hidden = Attributes(rawValue: 1 << 2)
    /// Keeps the menu open when chosen.
    public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
  }

  /// A menu element's check state.
  public enum State: Int, Sendable {
    /// Not checked.
    case off = 0
    /// Checked.
    case on = 1
    /// Partly checked.
    case mixed = 2
  }

  init() {}
}
