/// A button on screen.
struct StandInButtonRecord {
  let level: Int
  let title: String
  /// The button's role (`Button(_:role:action:)`), if any.
  let role: ButtonRole?
  /// Whether the system does not show it (the cancel button of a popover's dialog): it cannot
  /// be tapped, but a tap outside the popover may run its action.
  let isHidden: Bool
  let action: @MainActor () -> Void
}

/// A text or secure field on screen.
struct StandInFieldRecord {
  let level: Int
  let title: String
  let text: Binding<String>
}

extension StandInRenderer {
  /// Records a button a user could tap.
  func registerButton(
    title: String, role: ButtonRole? = nil, isHidden: Bool = false,
    action: @escaping @MainActor () -> Void
  ) {
    guard onScreen else { return }
    buttons.append(
      StandInButtonRecord(
        level: level, title: title, role: role, isHidden: isHidden, action: action))
  }

  /// Records a field a user could type into.
  func registerField(title: String, text: Binding<String>) {
    guard onScreen else { return }
    fields.append(StandInFieldRecord(level: level, title: title, text: text))
  }

  /// Records an `onAppear` action of a view on screen.
  func registerAppearance(_ action: @escaping () -> Void) {
    guard onScreen else { return }
    appearances.append((key: identity, action: action))
  }

  /// Records an `onDisappear` action of a view on screen in this pass.
  func registerDisappearance(_ action: @escaping () -> Void) {
    guard onScreen else { return }
    disappearances.append((key: identity, action: action))
  }
}
