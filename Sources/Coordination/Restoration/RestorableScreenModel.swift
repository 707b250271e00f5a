/// A screen model that keeps part of its state through a save and restore of the navigation.
///
/// The navigation saved by ``NavigationStore/snapshot()`` names each screen by its route, and
/// restoring it asks the owning coordinator for a fresh model of that route. What the user
/// typed into a form, or a scroll position, is not in the route: a model that adopts this
/// protocol has its ``restorableState`` saved beside its screen and handed back to the fresh
/// model, before any screen is shown.
///
/// ```swift
/// final class SignupModel: RestorableScreenModel {
///   private(set) var name = ""
///
///   struct Draft: RestorableState { var name: String }
///   var restorableState: Draft { Draft(name: name) }
///   func restore(_ state: Draft) { name = state.name }
/// }
/// ```
///
/// Save only what the user would expect back, never a secret: a snapshot is often written to
/// disk. A model whose saved state no longer decodes (its type changed in an update) makes the
/// restoration fail with ``RestorationError/corrupt(_:)``, so that nothing is half restored;
/// a saved state for a model that no longer adopts the protocol is ignored.
@MainActor
public protocol RestorableScreenModel: AnyObject {
  /// What the model keeps.
  associatedtype State: RestorableState

  /// The state to save now.
  var restorableState: State { get }

  /// Takes back a saved state; called on a fresh model before its screen is shown.
  func restore(_ state: State)
}

/// The saved state of a ``RestorableScreenModel``: Codable data that any thread may read.
///
/// One protocol rather than `Codable, Sendable` written out, so that a state type nested in a
/// main-actor model (the default isolation of app targets) gets a nonisolated Codable
/// conformance with no annotation.
public protocol RestorableState: Codable, Sendable {}

extension RestorableScreenModel {
  func restore(encoded state: NavigationSnapshot.EncodedValue) throws {
    restore(try state.decode(State.self))
  }
}
