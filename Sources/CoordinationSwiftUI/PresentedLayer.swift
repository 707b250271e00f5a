#if canImport(SwiftUI)
  public import Coordination

  /// A modal layer as the item of a sheet or a full-screen cover.
  public struct PresentedLayer: Identifiable, Hashable, Sendable {
    /// The layer's identity.
    public let id: LayerID
    /// Its index among the store's layers.
    public let index: Int
  }
#endif
