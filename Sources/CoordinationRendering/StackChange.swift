public import Coordination

/// How one stack of screens changes between two renders, in the terms a navigation
/// controller offers: one push, one pop to a screen, or the whole array at once.
public enum StackChange: Hashable, Sendable {
  /// One screen went on top.
  case push(Screen)
  /// Screens above `screen` left; `screen` is on top now.
  case pop(to: Screen)
  /// Anything else (several screens pushed, screens replaced, a stack emptied): set the
  /// whole stack in one call, so the UI framework animates once.
  case replace(with: [Screen])

  /// The change from `old` to `new`, or `nil` when they are the same.
  ///
  /// - Complexity: O(*n*) in the number of screens.
  public init?(from old: [Screen], to new: [Screen]) {
    if old == new { return nil }
    if new.count == old.count + 1, new.starts(with: old), let top = new.last {
      self = .push(top)
    } else if new.count < old.count, old.starts(with: new), let top = new.last {
      self = .pop(to: top)
    } else {
      self = .replace(with: new)
    }
  }
}
