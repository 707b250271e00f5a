/// A button on screen.
struct StandInButtonRecord {
  let level: Int
  let title: String
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
  func registerButton(title: String, action: @escaping @MainActor () -> Void) {
    guard onScreen else { return }
    buttons.append(StandInButtonRecord(level: level, title: title, action: action))
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
}
