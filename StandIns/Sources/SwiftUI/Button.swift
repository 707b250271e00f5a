/// A control that initiates an action.
@MainActor @preconcurrency public struct Button<Label>: View where Label: View {
  let action: @MainActor () -> Void
  nonisolated(unsafe) let label: Label
  let role: ButtonRole?

  /// Creates a button that displays a custom label.
  @preconcurrency nonisolated public init(
    action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {
    self.init(role: nil, action: action, label: label)
  }

  /// The designated initializer: a role (`nil` for none), an action and a label.
  nonisolated init(
    role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {
    self.action = action
    self.label = label()
    self.role = role
  }

  /// The content and behavior of the view (drawn by the stand-in's renderer).
  @MainActor @preconcurrency public var body: some View { StandInDrawnByRenderer() }
}

@available(*, unavailable) extension Button: Sendable {}

extension Button where Label == Text {
  /// Creates a button that generates its label from a string.
  @preconcurrency @_disfavoredOverload nonisolated public init<S>(
    _ title: S, action: @escaping @MainActor () -> Void
  ) where S: StringProtocol {
    self.init(action: action) { Text(title) }
  }
}

extension Button where Label == Text {
  /// Creates a button with a specified role that generates its label from a string.
  @preconcurrency @_disfavoredOverload nonisolated public init<S>(
    _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) where S: StringProtocol {
    self.init(role: role, action: action) { Text(title) }
  }
}

extension Button: StandInRenderable {
  func standInRender(_ renderer: StandInRenderer) -> [StandInNode] {
    let labelNodes = renderer.withIdentity("label") { renderer.render(label) }
    let title = labelNodes.flatMap(\.texts).joined(separator: " ")
    // A popover's confirmation dialog does not show its cancel button (SwiftUI-README.md).
    let hidden = role == .cancel && renderer.hidesCancelButtons
    renderer.registerButton(title: title, role: role, isHidden: hidden, action: action)
    return hidden ? [] : [renderer.node(.button(title), children: labelNodes)]
  }
}
