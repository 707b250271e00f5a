/// A control that displays an editable text interface.
@MainActor @preconcurrency public struct TextField<Label>: View where Label: View {
  let title: String
  let text: Binding<String>

  /// The content and behavior of the view (drawn by the stand-in's renderer).
  @MainActor @preconcurrency public var body: some View { StandInDrawnByRenderer() }
}

@available(*, unavailable) extension TextField: Sendable {}

extension TextField where Label == Text {
  /// Creates a text field with a text label generated from a title string.
  @_disfavoredOverload nonisolated public init<S>(_ title: S, text: Binding<String>)
  where S: StringProtocol {
    self.title = String(title)
    self.text = text
  }
}

extension TextField: StandInRenderable {
  func standInRender(_ renderer: StandInRenderer) -> [StandInNode] {
    renderer.registerField(title: title, text: text)
    return [renderer.node(.textField(title: title, text: text.wrappedValue, secure: false))]
  }
}
