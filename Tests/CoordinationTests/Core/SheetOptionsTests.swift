import Coordination
import CoordinationTesting
import Foundation
import Testing

enum SheetRoute: NavigationRoute {
  case home
  case filters
  case plain
  case flow
}

/// Presents filters as a medium sheet with a grabber that cannot be dragged away.
final class SheetCoordinator: Coordinator<SheetRoute> {
  static let filters = SheetOptions(
    detents: [.medium, .fraction(0.75), .large], showsGrabber: true, allowsSwipeToDismiss: false)

  override func start() { show(.home) }

  override func destination(for route: SheetRoute) -> Destination {
    route == .flow ? .flow(SheetFlow()) : .screen(PlainModel("\(route)"))
  }

  override func sheetOptions(for route: SheetRoute) -> SheetOptions {
    route == .filters || route == .flow ? Self.filters : SheetOptions()
  }
}

/// A flow that completes with a string.
final class SheetFlow: FlowCoordinator<SheetRoute, String> {
  override func start() { show(.plain) }
}

@Suite struct SheetOptionsTests {
  @Test func aPresentedSheetCarriesItsCoordinatorsOptions() throws {
    let root = SheetCoordinator()
    let platform = HeadlessPlatform(store: NavigationStore(root: root))
    root.present(.filters)
    #expect(platform.store.state.topLayer?.sheetOptions == SheetCoordinator.filters)
    root.dismiss()
    root.present(.plain)
    #expect(platform.store.state.topLayer?.sheetOptions == SheetOptions())
  }

  @Test func aDeepLinkAndAFlowRunAsASheetCarryThemToo() throws {
    let root = SheetCoordinator()
    let platform = HeadlessPlatform(store: NavigationStore(root: root))
    try platform.store.apply(steps: [
      PathStep(SheetRoute.home), PathStep(SheetRoute.filters, presentation: .sheet),
    ])
    #expect(platform.store.state.topLayer?.sheetOptions == SheetCoordinator.filters)
    root.dismiss()
    root.run(.flow, presentation: .modal(.sheet), as: String.self) { _ in }
    #expect(platform.store.state.topLayer?.sheetOptions == SheetCoordinator.filters)
  }

  @Test func aSheetThatMayNotBeDraggedAwayRefusesTheSwipeButNotItsCloseControl() throws {
    let root = SheetCoordinator()
    let platform = HeadlessPlatform(store: NavigationStore(root: root))
    root.present(.filters)
    let layer = try #require(platform.store.state.topLayer?.id)
    #expect(throws: HeadlessPlatform.ActionError.notInteractivelyDismissible(layer)) {
      try platform.swipeDownSheet()
    }
    #expect(platform.store.state.layers.count == 2)
    try platform.closeModal()
    #expect(platform.store.state.layers.count == 1)
    root.present(.plain)
    try platform.swipeDownSheet()
    #expect(platform.store.state.layers.count == 1)
  }

  @Test func restorationKeepsThemAndDefaultsAreNotWritten() throws {
    let root = SheetCoordinator()
    let store = NavigationStore(root: root)
    store.start()
    root.present(.filters)
    let data = try store.snapshotData()
    let restored = NavigationStore(root: SheetCoordinator())
    try restored.restore(from: data)
    #expect(restored.state.topLayer?.sheetOptions == SheetCoordinator.filters)

    root.dismiss()
    root.present(.plain)
    let plain = String(decoding: try store.snapshotData(), as: UTF8.self)
    #expect(!plain.contains("sheetOptions"))
  }

  @Test func detentsNoPlatformCanShowAreRefusedWhenRestoring() throws {
    let root = SheetCoordinator()
    let store = NavigationStore(root: root)
    store.start()
    root.present(.filters)
    let text = String(decoding: try store.snapshotData(), as: UTF8.self)
    #expect(text.contains("0.75"))
    let target = NavigationStore(root: SheetCoordinator())
    target.start()
    let before = target.state
    for bad in ["1.5", "-0.25", "0"] {
      let data = Data(text.replacingOccurrences(of: "0.75", with: bad).utf8)
      #expect(throws: (any Error).self) { try target.restore(from: data) }
      #expect(target.state == before)
    }
  }

  @Test func noDetentsMeanALargeSheet() {
    #expect(SheetOptions(detents: []).detents == [.large])
  }
}
