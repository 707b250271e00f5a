/// A view that turns touches into actions; here the `UIAction` part.
@MainActor
open class UIControl: UIView {
  /// The events a control reports.
  public struct Event: OptionSet, Hashable, Sendable {
    /// The bits, as in `UIControlEvents`.
    public let rawValue: UInt

    /// Creates an event set from its bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// A finger touched the control.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A finger lifted inside the control: a tap.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// The value changed (sliders, switches).
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's main action fired (a button's tap).
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// A text field began editing.
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// A text field's text changed.
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// A text field ended editing.
    public static let editingDidEnd = Event(rawValue: 1 << 18)
  }

  /// The states a control can be in, for state-dependent titles.
  public struct State: OptionSet, Hashable, Sendable {
    /// The bits, as in `UIControlState`.
    public let rawValue: UInt

    /// Creates a state set from its bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// The default state.
    public static let normal = State([])
    /// Touched.
    public static let highlighted = State(rawValue: 1 << 0)
    /// Disabled.
    public static let disabled = State(rawValue: 1 << 1)
    /// Selected.
    public static let selected = State(rawValue: 1 << 2)
  }

  /// Whether the control responds to touches; `true` by default.
  open var isEnabled = true

  /// Whether the control is selected; `false` by default.
  open var isSelected = false

  /// Whether the control is touched; `false` by default.
  open var isHighlighted = false

  /// The actions added with ``addAction(_:for:)``, with their events, oldest first.
  private var standInActions: [(action: UIAction, events: Event)] = []

  /// Adds an action for events; an action with the same identifier replaces the earlier one
  /// (UIControl.h).
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    standInActions.removeAll { $0.action.identifier == action.identifier }
    standInActions.append((action, controlEvents))
  }

  /// Removes an action from the given events.
  open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    standInActions = standInActions.compactMap { entry in
      guard entry.action.identifier == action.identifier else { return entry }
      let remaining = entry.events.subtracting(controlEvents)
      return remaining.isEmpty ? nil : (entry.action, remaining)
    }
  }

  /// Sends every action added for any of the events, through ``sendAction(_:)``.
  open func sendActions(for controlEvents: UIControl.Event) {
    let matching = standInActions.filter { !$0.events.isDisjoint(with: controlEvents) }
    for entry in matching {
      sendAction(entry.action)
    }
  }

  /// Runs one action's handler; subclasses may override to observe or suppress it.
  open func sendAction(_ action: UIAction) {
    action.standInHandler(action)
  }
}
