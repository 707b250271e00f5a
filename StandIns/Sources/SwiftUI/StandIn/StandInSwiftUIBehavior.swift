/// Switches for SwiftUI behaviours that differ between iOS versions or are not documented.
public struct StandInSwiftUIBehavior: Sendable, Equatable {
  /// Whether a cancelled interactive swipe back assigns the path binding its unchanged value.
  ///
  /// Off by default: a cancelled swipe writes nothing. Turn it on to check that an adapter
  /// tolerates a write of equal content, as some iOS versions are reported to make around
  /// interactive pops (see SwiftUI-README.md).
  public var cancelledSwipeBackRewritesPath: Bool

  /// Whether tapping the already selected tab assigns the selection binding its current value.
  ///
  /// On by default: the widely used "pop to root on re-tap" workaround relies on TabView calling
  /// the binding's setter when the selected tab is tapped again (see SwiftUI-README.md).
  public var reselectingTabWritesSelection: Bool

  /// Creates a set of switches.
  public init(
    cancelledSwipeBackRewritesPath: Bool = false, reselectingTabWritesSelection: Bool = true
  ) {
    self.cancelledSwipeBackRewritesPath = cancelledSwipeBackRewritesPath
    self.reselectingTabWritesSelection = reselectingTabWritesSelection
  }
}
