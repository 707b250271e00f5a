extension View {
  /// Adds a modifier for this view that fires an action when a specific value changes.
  ///
  /// Stand-in: after each render pass, the action runs for every modified view on screen whose
  /// value differs from the one it had in the previous pass (with the old and the new value), and
  /// with `initial: true` once when the view first comes on screen (with the new value twice);
  /// then the host renders again, as after `onAppear`.
  nonisolated public func onChange<V>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View where V: Equatable {
    modifier(StandInOnChangeModifier(value: value, initial: initial, action: action))
  }

  /// Adds a modifier for this view that fires an action when a specific value changes.
  ///
  /// Stand-in: as the two-parameter form, the action taking no values.
  nonisolated public func onChange<V>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some View where V: Equatable {
    modifier(StandInOnChangeModifier(value: value, initial: initial) { _, _ in action() })
  }
}

// swift-format-ignore: UseSynthesizedInitializer
/// The modifier behind `onChange(of:initial:_:)`.
struct StandInOnChangeModifier<V: Equatable>: StandInModifier {
  nonisolated(unsafe) let value: V
  let initial: Bool
  nonisolated(unsafe) let action: (V, V) -> Void

  // Explicit: the synthesized initializer would be main-actor isolated.
  nonisolated init(value: V, initial: Bool, action: @escaping (V, V) -> Void) {
    self.value = value
    self.initial = initial
    self.action = action
  }

  func standInApply<Content: View>(to content: Content, _ renderer: StandInRenderer)
    -> [StandInNode]
  {
    if renderer.onScreen {
      let (value, action) = (value, action)
      renderer.changeObservers.append(
        StandInChangeObserver(
          key: renderer.identity + "/onChange", value: value, initial: initial,
          differs: { old in (old as? V) != value },
          run: { old in action((old as? V) ?? value, value) }))
    }
    return renderer.render(content)
  }
}

/// An `onChange` on screen in a render pass: its value, and how to compare and call it.
struct StandInChangeObserver {
  let key: String
  let value: Any
  let initial: Bool
  /// Whether the value of the previous pass differs from this one.
  let differs: (Any) -> Bool
  /// Runs the action with the previous value (this one when there was none).
  let run: (Any?) -> Void
}
