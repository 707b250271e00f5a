/// One window of a `StandInWindows`: its host (one scene), the value it presents, its phase.
@MainActor public final class StandInWindow {
  /// The window's views, as a host the test plays the user on.
  public let host: StandInHost
  /// The window's phase, given to its views as `scenePhase`.
  public internal(set) var phase: ScenePhase
  /// Reads the value the window presents (its binding may change it).
  private let readValue: () -> AnyHashable

  init(host: StandInHost, phase: ScenePhase, value: @escaping () -> AnyHashable) {
    self.host = host
    self.phase = phase
    readValue = value
  }

  /// The value the window presents (of the window group's data type).
  public var value: AnyHashable { readValue() }
}

/// The value one window presents, which its content's binding reads and writes.
@MainActor final class StandInPresentedValue<D: Hashable> {
  var value: D

  init(_ value: D) {
    self.value = value
  }

  /// A binding to the value, as the window group gives it to the window's content.
  var binding: Binding<D> {
    Binding(get: { self.value }, set: { self.value = $0 })
  }
}
