/// Switches for SwiftUI behaviours that differ between iOS versions or are not documented.
public struct StandInSwiftUIBehavior: Sendable, Equatable {
  /// What a navigation stack shows after SwiftUI wrote its path binding (the user went back)
  /// while the binding goes on returning the value it returned before the write.
  public enum PathAfterWrite: Sendable, Equatable, CaseIterable {
    /// SwiftUI reads the binding again and shows what it returns: a refused write that the
    /// binding "puts back" is seen.
    case reread
    /// SwiftUI keeps showing the path it wrote until the binding returns a value other than the
    /// one it returned before the write: a write that is put back is not seen.
    case keptAsWritten
  }

  /// What a navigation stack does with a longer path (a push) that it reads while the pop the
  /// user just made is still animating.
  public enum PushDuringPop: Sendable, Equatable, CaseIterable {
    /// The push is shown.
    case shown
    /// The push is dropped ("… the navigation stack will not be updated"), and the stack keeps
    /// showing the popped path until the binding's value changes again.
    case dropped
  }

  /// The device: on a `.pad` (a regular width) a confirmation dialog is a popover that does not
  /// show its cancel button, dismissed by a tap outside it.
  public enum Device: Sendable, Equatable, CaseIterable {
    /// An iPhone: a compact width.
    case phone
    /// An iPad: a regular width.
    case pad
  }

  /// What a tap outside a confirmation dialog runs besides writing `isPresented = false`.
  public enum DialogOutsideTap: Sendable, Equatable, CaseIterable {
    /// Nothing: the binding is written `false`, no action runs.
    case dismissesOnly
    /// The action of the dialog's `.cancel` button (hidden in a popover) runs first, as UIKit
    /// runs an action sheet's cancel handler for such a tap.
    case runsCancelAction
  }

  /// The device; ``Device/phone`` by default.
  public var device: Device

  /// What a tap outside a confirmation dialog runs; ``DialogOutsideTap/dismissesOnly`` by default.
  public var dialogOutsideTap: DialogOutsideTap

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

  /// What a stack shows after the user's write; ``PathAfterWrite/reread`` by default.
  public var pathAfterWrite: PathAfterWrite

  /// What a stack does with a push read during the user's pop; ``PushDuringPop/shown`` by
  /// default.
  public var pushDuringPop: PushDuringPop

  /// Creates a set of switches.
  public init(
    cancelledSwipeBackRewritesPath: Bool = false, reselectingTabWritesSelection: Bool = true,
    pathAfterWrite: PathAfterWrite = .reread, pushDuringPop: PushDuringPop = .shown,
    device: Device = .phone, dialogOutsideTap: DialogOutsideTap = .dismissesOnly
  ) {
    self.device = device
    self.dialogOutsideTap = dialogOutsideTap
    self.cancelledSwipeBackRewritesPath = cancelledSwipeBackRewritesPath
    self.reselectingTabWritesSelection = reselectingTabWritesSelection
    self.pathAfterWrite = pathAfterWrite
    self.pushDuringPop = pushDuringPop
  }

  /// Every combination of the two strict path switches, the default first, for tests that
  /// run an adapter all four ways.
  public static var pathCombinations: [StandInSwiftUIBehavior] {
    PathAfterWrite.allCases.flatMap { reading in
      PushDuringPop.allCases.map {
        StandInSwiftUIBehavior(pathAfterWrite: reading, pushDuringPop: $0)
      }
    }
  }
}
