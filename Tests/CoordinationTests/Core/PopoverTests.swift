import Coordination
import CoordinationLinks
import CoordinationTesting
import Foundation
import Testing

enum ShopRoute: NavigationRoute {
  case catalogue
  case filters
  case share
  case edit
}

/// A screen model that refuses to leave while `allowsLeaving` is `false`.
final class ShopEditModel: LeaveGuard {
  var allowsLeaving = false
  func canLeave(cause: NavigationCause) -> Bool { allowsLeaving }
}

/// Presents filters as a popover anchored to the catalogue's "filters" button (a medium sheet
/// with a grabber on a compact width), sharing as a popover without an anchor, and an editor
/// that refuses to leave.
final class ShopCoordinator: Coordinator<ShopRoute> {
  static let filters = SheetOptions(
    detents: [.medium, .large], showsGrabber: true, popoverAnchor: "filters")
  let editor = ShopEditModel()

  override func start() { show(.catalogue) }

  override func destination(for route: ShopRoute) -> Destination {
    route == .edit ? .screen(editor) : .screen(PlainModel("\(route)"))
  }

  override func sheetOptions(for route: ShopRoute) -> SheetOptions {
    route == .filters ? Self.filters : SheetOptions()
  }
}

@Suite struct PopoverTests {
  private func makePlatform() -> (ShopCoordinator, HeadlessPlatform) {
    let root = ShopCoordinator()
    return (root, HeadlessPlatform(store: NavigationStore(root: root)))
  }

  @Test func aPopoverIsALayerWithItsAnchorAndItsCompactSheetOptions() throws {
    let (root, platform) = makePlatform()
    root.present(.filters, style: .popover)
    let layer = try #require(platform.store.state.topLayer)
    #expect(layer.style == .popover)
    #expect(layer.sheetOptions.popoverAnchor == "filters")
    #expect(layer.sheetOptions.detents == [.medium, .large])
    #expect(layer.presenter == platform.store.state.layers[0].visibleStack?.screens.last?.id)
    #expect(PresentationStyle.popover.allowsInteractiveDismissal)
    #expect(!PresentationStyle.popover.isQuestion)
    #expect(platform.inconsistencies.isEmpty)
  }

  @Test func aTapOutsideIsTheUsersDismissal() throws {
    let (root, platform) = makePlatform()
    root.present(.filters, style: .popover)
    let layer = try #require(platform.store.state.topLayer?.id)
    #expect(try platform.tapOutsidePopover() == .applied)
    #expect(platform.store.state.layers.count == 1)
    #expect(
      platform.events.contains {
        if case .dismissed(layer, _, .user) = $0 { true } else { false }
      })
    #expect(throws: HeadlessPlatform.ActionError.noPopover) { try platform.tapOutsidePopover() }
    #expect(platform.inconsistencies.isEmpty)
  }

  @Test func onACompactWidthItIsSwipedDownAsASheet() throws {
    let (root, platform) = makePlatform()
    root.present(.share, style: .popover)
    #expect(try platform.swipeDownSheet() == .applied)
    #expect(platform.store.state.layers.count == 1)
  }

  @Test func aGuardThatRefusesKeepsThePopover() throws {
    let (root, platform) = makePlatform()
    root.present(.edit, style: .popover)
    let editor = try #require(platform.store.state.visibleStack?.screens.last?.id)
    #expect(try platform.tapOutsidePopover() == .refused(by: editor))
    #expect(platform.store.state.layers.count == 2)
    #expect(platform.display == HeadlessPlatform.Display(platform.store.state))
    root.editor.allowsLeaving = true
    #expect(try platform.tapOutsidePopover() == .applied)
    #expect(platform.store.state.layers.count == 1)
  }

  @Test func optionsThatForbidTheGestureMakeItModal() throws {
    final class Modal: Coordinator<ShopRoute> {
      override func start() { show(.catalogue) }
      override func sheetOptions(for route: ShopRoute) -> SheetOptions {
        SheetOptions(allowsSwipeToDismiss: false, popoverAnchor: "x")
      }
    }
    let root = Modal()
    let platform = HeadlessPlatform(store: NavigationStore(root: root))
    root.present(.filters, style: .popover)
    let layer = try #require(platform.store.state.topLayer?.id)
    #expect(throws: HeadlessPlatform.ActionError.notInteractivelyDismissible(layer)) {
      try platform.tapOutsidePopover()
    }
    #expect(platform.store.state.layers.count == 2)
  }

  @Test func thePathAndTheSnapshotKeepTheStyleAndTheAnchor() throws {
    let (root, platform) = makePlatform()
    root.present(.filters, style: .popover)
    let path = try #require(platform.store.currentPath)
    #expect(path.last == PathStep(ShopRoute.filters, presentation: .popover))

    let data = try platform.store.snapshotData()
    #expect(String(decoding: data, as: UTF8.self).contains(#""popoverAnchor":"filters""#))
    let restored = NavigationStore(root: ShopCoordinator())
    try restored.restore(from: data)
    #expect(restored.state.topLayer?.style == .popover)
    #expect(restored.state.topLayer?.sheetOptions == ShopCoordinator.filters)
    #expect(restored.currentPath == path)
  }

  @Test func optionsWithoutAnAnchorReadAndWriteAsBeforePopovers() throws {
    let old = #"{"allowsSwipeToDismiss":true,"detents":[{"large":{}}],"showsGrabber":false}"#
    let options = try JSONDecoder().decode(SheetOptions.self, from: Data(old.utf8))
    #expect(options.popoverAnchor == nil)
    #expect(options == SheetOptions())
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let written = try encoder.encode(SheetOptions(detents: [.medium]))
    #expect(!String(decoding: written, as: UTF8.self).contains("popoverAnchor"))
    let anchored = SheetOptions(popoverAnchor: "a")
    #expect(try JSONDecoder().decode(SheetOptions.self, from: encoder.encode(anchored)) == anchored)
  }

  @Test func aDeepLinkOpensAPopoverWithItsAnchor() throws {
    let (_, platform) = makePlatform()
    var links = DeepLinkMap(schemes: ["shop"])
    try links.register("filters") { _ in
      [PathStep(ShopRoute.catalogue), PathStep(ShopRoute.filters, presentation: .popover)]
    }
    #expect(try platform.store.open("shop://filters", using: links) == .followed)
    #expect(platform.store.state.topLayer?.style == .popover)
    #expect(platform.store.state.topLayer?.sheetOptions.popoverAnchor == "filters")
    #expect(platform.store.state.visibleStack?.routes == [AnyRoute(ShopRoute.filters)])
    // A link to the same place as a sheet replaces the popover: the style is part of the path.
    try platform.store.apply(steps: [
      PathStep(ShopRoute.catalogue), PathStep(ShopRoute.filters, presentation: .sheet),
    ])
    #expect(platform.store.state.topLayer?.style == .sheet)
    #expect(platform.inconsistencies.isEmpty)
  }
}
