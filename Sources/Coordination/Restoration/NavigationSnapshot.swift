/// The whole navigation (layers, stacks, tabs, the coordinator tree and a link that waits) as
/// Codable data.
///
/// Make one with ``NavigationStore/snapshot()``, keep it (as JSON from
/// ``NavigationStore/snapshotData()``, or as the value itself), and rebuild the navigation
/// later with ``NavigationStore/restore(from:)-(NavigationSnapshot)``.
///
/// Each route is kept as the JSON text `JSONEncoder` writes for it (``EncodedValue``), so the
/// snapshot encodes and decodes without the app's types; each route is decoded with
/// `JSONDecoder` by its coordinator when the tree is rebuilt. The data is what `JSONEncoder`
/// writes for the snapshot (``jsonData()``), each route a string in it.
public struct NavigationSnapshot: Hashable, Sendable, Codable {
  /// The newest format version: the one this build reads and writes.
  ///
  /// Version 3 adds the link that waits (``waitingLink``). Version 2, the same without it, is
  /// still read, and ``NavigationStore/snapshot()`` writes a snapshot with no link waiting as
  /// version 2, so that a build from before saved links (a web host not yet redeployed) reads
  /// it too. Version 1 kept routes and states as nested JSON, not as strings of JSON text, and
  /// is not read.
  public static let formatVersion = 3

  /// The format versions this build reads: ``formatVersion`` and those it only added to.
  static let readableVersions = 2...formatVersion

  /// The oldest version that holds everything this snapshot has: 2 without a waiting link.
  var oldestFittingVersion: Int {
    waitingLink == nil ? Self.readableVersions.lowerBound : Self.formatVersion
  }

  /// A link that waited to be followed when the snapshot was made (see
  /// ``NavigationStore/open(path:link:)``).
  public struct WaitingLinkEntry: Hashable, Sendable, Codable {
    /// The link's text, read again as a path on restore by ``NavigationStore/linkReader``.
    public var link: String
    /// Why the root coordinator kept it waiting.
    public var reason: String

    /// Creates an entry.
    public init(link: String, reason: String) {
      self.link = link
      self.reason = reason
    }
  }

  /// One coordinator of the tree.
  public struct CoordinatorEntry: Hashable, Sendable, Codable {
    /// The index of the parent in ``NavigationSnapshot/coordinators``; `nil` for the root.
    public var parent: Int?
    /// The coordinator's type, as `String(reflecting:)` spells it.
    public var type: String
    /// The route of the parent that started it; `nil` for the root.
    public var route: EncodedValue?
    /// The stack it was started on.
    public var host: StackReference?
    /// The stack it last pushed onto.
    public var current: StackReference?
    /// Whether its parent started it while starting (part of the parent's initial content);
    /// absent from the data when `false`.
    public var startedWithParent: Bool

    /// Creates an entry; a test may build a snapshot by hand with these.
    public init(
      parent: Int?, type: String, route: EncodedValue?, host: StackReference?,
      current: StackReference?, startedWithParent: Bool = false
    ) {
      self.parent = parent
      self.type = type
      self.route = route
      self.host = host
      self.current = current
      self.startedWithParent = startedWithParent
    }
  }

  /// Where a stack is: a layer index and a stack index in that layer; `[layer, stack]` in a
  /// snapshot's data.
  public struct StackReference: Hashable, Sendable, Codable {
    /// The layer's index, root first.
    public var layer: Int
    /// The stack's index in the layer.
    public var stack: Int

    /// Creates a reference.
    public init(layer: Int, stack: Int) {
      self.layer = layer
      self.stack = stack
    }
  }

  /// Where a screen is.
  public struct ScreenReference: Hashable, Sendable, Codable {
    /// The screen's stack.
    public var stack: StackReference
    /// The screen's position in its stack, bottom first.
    public var position: Int

    /// Creates a reference.
    public init(stack: StackReference, position: Int) {
      self.stack = stack
      self.position = position
    }
  }

  /// One layer.
  public struct LayerEntry: Hashable, Sendable, Codable {
    /// How it is presented.
    public var style: PresentationStyle
    /// The screen it was presented from; `nil` for the root layer.
    public var presenter: ScreenReference?
    /// Whether it is a tab container.
    public var isTabbed: Bool
    /// The index of the selected stack in ``stacks``.
    public var selectedIndex: Int
    /// One stack, or one per tab or per split column.
    public var stacks: [StackEntry]
    /// How a sheet or a popover is shown; `nil` (and absent from the data) for the defaults.
    public var sheetOptions: SheetOptions?
    /// The columns of a split container, in the order of ``stacks``; `nil` (and absent from
    /// the data) for other layers. Each column's route is its stack's ``StackEntry/tab``.
    public var splitColumns: [SplitColumn]?

    /// Creates an entry.
    public init(
      style: PresentationStyle, presenter: ScreenReference? = nil, isTabbed: Bool = false,
      selectedIndex: Int = 0, stacks: [StackEntry], sheetOptions: SheetOptions? = nil,
      splitColumns: [SplitColumn]? = nil
    ) {
      self.splitColumns = splitColumns
      self.style = style
      self.presenter = presenter
      self.isTabbed = isTabbed
      self.selectedIndex = selectedIndex
      self.stacks = stacks
      self.sheetOptions = sheetOptions
    }
  }

  /// One stack.
  public struct StackEntry: Hashable, Sendable, Codable {
    /// The tab's route, for a tab's stack; the column's route, for a split column's.
    public var tab: EncodedValue?
    /// The screens, bottom first.
    public var screens: [ScreenEntry]

    /// Creates an entry.
    public init(tab: EncodedValue? = nil, screens: [ScreenEntry]) {
      self.tab = tab
      self.screens = screens
    }
  }

  /// One screen.
  ///
  /// In a snapshot's data a screen is the array `[owner, route, id, isInitial, state]`, the
  /// state left out when it is `nil`, and then `isInitial` when it is `false`.
  public struct ScreenEntry: Hashable, Sendable, Codable {
    /// The index of the owning coordinator.
    public var owner: Int
    /// The screen's route.
    public var route: EncodedValue
    /// Whether it is part of its owner's initial content.
    public var isInitial: Bool
    /// The saved state of its model, when the model is a ``RestorableScreenModel``; `nil`
    /// (and absent from the data) otherwise.
    public var state: EncodedValue?
    /// The screen's identity (`ScreenID.rawValue`) when it was saved; `nil` for one built by
    /// hand. A restore keeps the saved identities when every screen has one, none repeats, and
    /// all are above the identities the restoring store issued (a new store: a web session
    /// loaded by another server keeps the identities its forms name); otherwise, as over
    /// screens an adapter shows, every screen gets a new one, never mistaken for one that left.
    public var id: UInt64?

    /// Creates an entry.
    public init(
      owner: Int, route: EncodedValue, isInitial: Bool = false, state: EncodedValue? = nil,
      id: UInt64? = nil
    ) {
      self.owner = owner
      self.route = route
      self.isInitial = isInitial
      self.state = state
      self.id = id
    }
  }

  /// The format version of this snapshot.
  public var version: Int
  /// The coordinators, root first, every parent before its children.
  public var coordinators: [CoordinatorEntry]
  /// The layers, root first.
  public var layers: [LayerEntry]
  /// The link that waited to be followed, when it was opened with its text; `nil` (and absent
  /// from the data) otherwise.
  public var waitingLink: WaitingLinkEntry?

  /// Creates a snapshot; ``version`` is the format this build writes.
  ///
  /// ```swift
  /// let root = String(reflecting: AppCoordinator.self)
  /// let home = try NavigationSnapshot.EncodedValue(encoding: AppRoute.home)
  /// let snapshot = NavigationSnapshot(
  ///   coordinators: [.init(parent: nil, type: root, route: nil, host: nil, current: nil)],
  ///   layers: [.init(style: .root, stacks: [.init(screens: [.init(owner: 0, route: home)])])])
  /// ```
  public init(
    version: Int = NavigationSnapshot.formatVersion, coordinators: [CoordinatorEntry],
    layers: [LayerEntry]
  ) {
    self.version = version
    self.coordinators = coordinators
    self.layers = layers
  }
}
