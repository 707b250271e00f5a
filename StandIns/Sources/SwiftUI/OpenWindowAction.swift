/// An action that presents a window.
///
/// Stand-in: only the value form is declared (the SDK's `callAsFunction(id:)` and
/// `callAsFunction(id:value:)` open scenes by identifier, which the stand-in does not model).
/// The action asks the `StandInWindows` of the window it was read in, which handles it after the
/// action that called it (SwiftUI opens windows asynchronously): the window already presenting
/// the value is brought to the front (its phase becomes `.active`), else a window is made for the
/// value where several windows are supported, else nothing happens (recorded in the windows'
/// `events`). Read outside such a window, it does nothing and records nothing.
@available(tvOS, unavailable) @available(watchOS, unavailable)
@preconcurrency @MainActor public struct OpenWindowAction {
  /// Where the request goes: the value to present.
  let standInRequest: @MainActor (AnyHashable) -> Void

  // Explicit and nonisolated: the environment key's default value is made outside the main actor.
  nonisolated init(standInRequest: @escaping @MainActor (AnyHashable) -> Void) {
    self.standInRequest = standInRequest
  }

  /// Opens a window defined by a window group that presents the type of the specified value.
  @MainActor @preconcurrency public func callAsFunction<D>(value: D)
  where D: Decodable, D: Encodable, D: Hashable {
    standInRequest(AnyHashable(value))
  }
}

@available(tvOS, unavailable) @available(watchOS, unavailable)
extension EnvironmentValues {
  /// A window presentation action stored in a view's environment.
  public var openWindow: OpenWindowAction {
    self[StandInOpenWindowKey.self]
  }

  /// Sets the window presentation action of a window of `StandInWindows`.
  var standInOpenWindow: OpenWindowAction {
    get { self[StandInOpenWindowKey.self] }
    set { self[StandInOpenWindowKey.self] = newValue }
  }
}

/// Where the environment keeps the window presentation action.
struct StandInOpenWindowKey: EnvironmentKey {
  static var defaultValue: OpenWindowAction { OpenWindowAction(standInRequest: { _ in }) }
}
