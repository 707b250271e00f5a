/// The whole navigation (layers, stacks, tabs and the coordinator tree) as Codable data.
///
/// Make one with ``NavigationStore/snapshot()``, keep it (as JSON from
/// ``NavigationStore/snapshotData()``), and rebuild the navigation later with
/// ``NavigationStore/restore(from:)-(NavigationSnapshot)``. Routes are kept as JSON so the snapshot decodes
/// without the app's types; each is decoded by its coordinator when the tree is rebuilt.
public struct NavigationSnapshot: Hashable, Sendable, Codable {
  /// The format version this build writes and reads.
  public static let formatVersion = 1

  /// One coordinator of the tree.
  public struct CoordinatorEntry: Hashable, Sendable, Codable {
    /// The index of the parent in ``NavigationSnapshot/coordinators``; `nil` for the root.
    public var parent: Int?
    /// The coordinator's type, as `String(reflecting:)` spells it.
    public var type: String
    /// The route of the parent that started it; `nil` for the root.
    public var route: JSONValue?
    /// The stack it was started on.
    public var host: StackReference?
    /// The stack it last pushed onto.
    public var current: StackReference?
    /// Whether its parent started it while starting (part of the parent's first content).
    public var startedWithParent: Bool
  }

  /// Where a stack is: a layer index and a stack index in that layer.
  public struct StackReference: Hashable, Sendable, Codable {
    /// The layer's index, root first.
    public var layer: Int
    /// The stack's index in the layer.
    public var stack: Int
  }

  /// Where a screen is.
  public struct ScreenReference: Hashable, Sendable, Codable {
    /// The screen's stack.
    public var stack: StackReference
    /// The screen's position in its stack, bottom first.
    public var position: Int
  }

  /// One layer.
  public struct LayerEntry: Hashable, Sendable, Codable {
    /// How it is presented.
    public var style: PresentationStyle
    /// The screen it was presented from; `nil` for the root layer.
    public var presenter: ScreenReference?
    /// Whether it is a tab container.
    public var isTabbed: Bool
    /// The selected stack.
    public var selectedIndex: Int
    /// The stacks.
    public var stacks: [StackEntry]
  }

  /// One stack.
  public struct StackEntry: Hashable, Sendable, Codable {
    /// The tab's route, for a tab's stack.
    public var tab: JSONValue?
    /// The screens, bottom first.
    public var screens: [ScreenEntry]
  }

  /// One screen.
  public struct ScreenEntry: Hashable, Sendable, Codable {
    /// The index of the owning coordinator.
    public var owner: Int
    /// The screen's route.
    public var route: JSONValue
    /// Whether the owner showed it while starting.
    public var isInitial: Bool
  }

  /// The format version of this snapshot.
  public var version: Int
  /// The coordinators, root first, every parent before its children.
  public var coordinators: [CoordinatorEntry]
  /// The layers, root first.
  public var layers: [LayerEntry]
}
