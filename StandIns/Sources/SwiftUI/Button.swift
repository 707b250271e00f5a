/// A control that initiates an action.
@MainActor @preconcurrency public struct Button<Label>: View where Label: View {
  let action: @MainActor () -> Void
  nonisolated(unsafe) let label: Label

  /// Creates a button that displays a custom label.
  @preconcurrency nonisolated public init(
    action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {
    self.action = action
    self.label = label()
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

extension Button: StandInRenderable {
  func standInRender(_ renderer: StandInRenderer) -> [StandInNode] {
    let labelNodes = renderer.withIdentity("label") { renderer.render(label) }
    let title = labelNodes.flatMap(\.texts).joined(separator: " ")
    renderer.registerButton(title: title, action: action)
    return [renderer.node(.button(title), children: labelNodes)]
  }
}
