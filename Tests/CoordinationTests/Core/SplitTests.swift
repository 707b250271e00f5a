import Coordination
import CoordinationTesting
import Testing

// A small mail app: mailboxes in the sidebar, a message in the detail column.

private enum MailRoute: NavigationRoute {
  case boxes, folders, noMessage
  case message(Int)
}

private enum BoxRoute: NavigationRoute {
  case list
  case box(Int)
}

private enum MessageRoute: NavigationRoute {
  case body
  case attachment(Int)
}

private final class BoxList: Coordinator<BoxRoute> {
  override func start() { show(.list) }
  override func destination(for route: BoxRoute) -> Destination { .screen(PlainModel("\(route)")) }
}

private final class MessageFlow: Coordinator<MessageRoute> {
  let guarded = GuardedModel()
  var guardsAttachment = false
  override func start() { show(.body) }
  override func destination(for route: MessageRoute) -> Destination {
    if case .attachment = route, guardsAttachment { return .screen(guarded) }
    return .screen(PlainModel("\(route)"))
  }
}

private final class MailSplit: SplitCoordinator<MailRoute> {
  init(threeColumns: Bool = false, selected: SplitColumn = .sidebar) {
    super.init(
      sidebar: .boxes, content: threeColumns ? .folders : nil, detail: .noMessage,
      selected: selected)
  }

  override func destination(for route: MailRoute) -> Destination {
    switch route {
    case .boxes: .flow(BoxList())
    case .folders: .flow(ChildCoordinator(name: "folders"))
    case .noMessage: .screen(PlainModel("no message"))
    case .message: .flow(MessageFlow())
    }
  }
}

private enum HomeRoute: NavigationRoute {
  case home, mail
}

private final class MailHome: Coordinator<HomeRoute> {
  override func start() { show(.home) }
  override func destination(for route: HomeRoute) -> Destination {
    switch route {
    case .home: .screen(PlainModel("home"))
    case .mail: .flow(MailSplit())
    }
  }
}

@MainActor private func makeMail(threeColumns: Bool = false) -> (MailSplit, HeadlessPlatform) {
  let split = MailSplit(threeColumns: threeColumns)
  return (split, HeadlessPlatform(store: NavigationStore(root: split, leakTracking: true)))
}

@MainActor private func child<T>(_ type: T.Type, of coordinator: AnyCoordinator) throws -> T {
  try #require(coordinator.children.lazy.compactMap { $0 as? T }.last)
}

/// Split containers: one layer of columns, each column a stack.
@Suite struct SplitTests {
  @Test func aSplitLaysOutOneStackPerColumnInOneLayer() throws {
    let (split, platform) = makeMail()
    let layer = try #require(platform.store.state.topLayer)
    #expect(layer.kind == .split([.sidebar, .detail]))
    #expect(layer.splitColumns == [.sidebar, .detail])
    #expect(!layer.isTabbed)
    #expect(layer.stack(for: .detail)?.routes == [AnyRoute(MailRoute.noMessage)])
    #expect(layer.stack(for: .content) == nil)
    #expect(
      platform.store.state.description == "root split: *sidebar: [list] | detail: [noMessage]")
    #expect(split.selectedColumn == .sidebar)
    #expect(NavigationCheck.invariants(platform.store) == [])
    platform.expectConsistent()
  }

  @Test func threeColumnsPutContentBetweenSidebarAndDetail() throws {
    let (_, platform) = makeMail(threeColumns: true)
    #expect(
      platform.store.state.description
        == "root split: *sidebar: [list] | content: [page(0)] | detail: [noMessage]")
    #expect(NavigationCheck.invariants(platform.store) == [])
  }

  @Test func showingADetailReplacesTheDetailColumnAndSelectsIt() throws {
    let (split, platform) = makeMail()
    try split.showDetail(.message(1))
    weak let first = try child(MessageFlow.self, of: split)
    #expect(platform.store.state.description == "root split: sidebar: [list] | *detail: [body]")
    try split.showDetail(.message(2))
    let second = try child(MessageFlow.self, of: split)
    #expect(first == nil)
    #expect(second.isActive)
    #expect(split.childCount == 2)
    #expect(split.selectedColumn == .detail)
    #expect(platform.store.state.description == "root split: sidebar: [list] | *detail: [body]")
    #expect(NavigationCheck.invariants(platform.store) == [])
    platform.expectConsistent()
    platform.expectNoLeaks()
  }

  @Test func aCoordinatorThatOwnsAColumnPushesOntoIt() throws {
    let (split, platform) = makeMail()
    let boxes = try child(BoxList.self, of: split)
    boxes.show(.box(4))
    try split.showDetail(.message(1))
    try child(MessageFlow.self, of: split).show(.attachment(1))
    #expect(
      platform.store.state.description
        == "root split: sidebar: [list, box(4)] | *detail: [body, attachment(1)]")
    platform.expectConsistent()
  }

  @Test func replacingTheDetailDismissesWhatItPresentedAndFinishesItsFlow() throws {
    let (split, platform) = makeMail()
    try split.showDetail(.message(1))
    weak let message = try child(MessageFlow.self, of: split)
    message?.present(.attachment(1))
    #expect(platform.store.state.layers.count == 2)
    try split.showDetail(.noMessage)
    #expect(platform.store.state.layers.count == 1)
    #expect(message == nil)
    #expect(
      platform.store.state.description == "root split: sidebar: [list] | *detail: [noMessage]")
    platform.expectConsistent()
    platform.expectNoLeaks()
  }

  @Test func theUsersBackInAColumnPopsThatColumnAndSelectsIt() throws {
    let (split, platform) = makeMail()
    try child(BoxList.self, of: split).show(.box(4))
    try split.showDetail(.message(1))
    let message = try child(MessageFlow.self, of: split)
    message.show(.attachment(1))
    try platform.tapBack(in: .sidebar)
    #expect(split.selectedColumn == .sidebar)
    #expect(
      platform.store.state.description
        == "root split: *sidebar: [list] | detail: [body, attachment(1)]")
    try platform.tapBack(in: .detail)
    #expect(platform.store.state.description == "root split: sidebar: [list] | *detail: [body]")
    #expect(throws: HeadlessPlatform.ActionError.nothingToPop) { try platform.tapBack(in: .detail) }
    #expect(throws: HeadlessPlatform.ActionError.noSuchColumn(.content)) {
      try platform.tapBack(in: .content)
    }
    platform.expectConsistent()
  }

  @Test func aGuardRefusesTheBackInAColumn() throws {
    let (split, platform) = makeMail()
    try split.showDetail(.message(1))
    let message = try child(MessageFlow.self, of: split)
    message.guardsAttachment = true
    message.show(.attachment(1))
    let outcome = try platform.tapBack(in: .detail)
    #expect(outcome == .refused(by: try #require(platform.store.state.topLayer?.stacks[1].top?.id)))
    #expect(
      platform.store.state.description
        == "root split: sidebar: [list] | *detail: [body, attachment(1)]")
    platform.expectConsistent()
  }

  @Test func theBackOfACollapsedSplitGoesFromTheDetailIntoTheSidebar() throws {
    let (split, platform) = makeMail(threeColumns: true)
    try child(BoxList.self, of: split).show(.box(4))
    try split.showDetail(.message(1))
    weak let message = try child(MessageFlow.self, of: split)
    message?.show(.attachment(1))
    weak let folders = try child(ChildCoordinator.self, of: split)
    #expect(platform.collapsedScreens.count == 5)
    try platform.tapBackCollapsed()
    #expect(
      platform.store.state.description
        == "root split: sidebar: [list, box(4)] | content: [page(0)] | *detail: [body]")
    try platform.tapBackCollapsed()
    #expect(message == nil)
    #expect(
      platform.store.state.description
        == "root split: sidebar: [list, box(4)] | *content: [page(0)] | detail: []")
    try platform.tapBackCollapsed()
    #expect(folders == nil)
    #expect(split.selectedColumn == .sidebar)
    #expect(
      platform.store.state.description
        == "root split: *sidebar: [list, box(4)] | content: [] | detail: []")
    try platform.tapBackCollapsed()
    #expect(
      platform.store.state.description == "root split: *sidebar: [list] | content: [] | detail: []")
    #expect(throws: HeadlessPlatform.ActionError.nothingToPop) { try platform.tapBackCollapsed() }
    #expect(split.isActive)
    #expect(NavigationCheck.invariants(platform.store) == [])
    platform.expectConsistent()
    platform.expectNoLeaks()
    // The container shows into an emptied column again.
    try split.showDetail(.message(2))
    #expect(
      platform.store.state.description
        == "root split: sidebar: [list] | content: [] | *detail: [body]")
  }

  @Test func aCollapsedBackToAScreenBelowSeveralColumnsIsOneAction() throws {
    let (split, platform) = makeMail()
    try child(BoxList.self, of: split).show(.box(4))
    try split.showDetail(.message(1))
    let list = try #require(platform.store.state.topLayer?.stacks[0].screens.first)
    let before = platform.renderCount
    try platform.store.handle(.poppedCollapsed(to: list.id))
    #expect(platform.renderCount == before + 1)
    #expect(platform.store.state.description == "root split: *sidebar: [list] | detail: []")
    platform.expectConsistent()
  }

  @Test func aGuardInALaterColumnRefusesACollapsedBack() throws {
    let (split, platform) = makeMail()
    try split.showDetail(.message(1))
    let message = try child(MessageFlow.self, of: split)
    message.guardsAttachment = true
    message.show(.attachment(1))
    let list = try #require(platform.store.state.topLayer?.stacks[0].screens.first)
    let outcome = try platform.store.handle(.poppedCollapsed(to: list.id))
    guard case .refused = outcome else {
      Issue.record("expected a refusal, got \(outcome)")
      return
    }
    #expect(
      platform.store.state.description
        == "root split: sidebar: [list] | *detail: [body, attachment(1)]")
    #expect(message.isActive)
    platform.expectConsistent()
  }

  @Test func aCollapsedBackOutsideASplitIsAPlainBack() throws {
    let (root, platform) = makeLab()
    root.show(.detail(1))
    let home = try #require(platform.store.state.visibleStack?.screens.first)
    try platform.store.handle(.poppedCollapsed(to: home.id))
    platform.expectStack([LabRoute.home])
  }

  @Test func theUserActingInAColumnSelectsIt() throws {
    let (split, platform) = makeMail()
    let layer = try #require(platform.store.state.topLayer)
    try platform.store.handle(.selectedTab(layer.id, index: 1))
    #expect(split.selectedColumn == .detail)
    try split.select(.sidebar)
    #expect(split.selectedColumn == .sidebar)
    #expect(throws: NavigationError.routeNotShown(route: "content")) { try split.select(.content) }
    platform.expectConsistent()
  }

  @Test func thePathNamesTheSelectedColumnAndBuildsItInAFreshStore() throws {
    let (split, platform) = makeMail()
    try split.showDetail(.message(2))
    try child(MessageFlow.self, of: split).show(.attachment(3))
    let path = try #require(platform.store.currentPath)
    #expect(
      path == [
        PathStep(MailRoute.noMessage), PathStep(MailRoute.message(2)), PathStep(MessageRoute.body),
        PathStep(MessageRoute.attachment(3)),
      ])
    // Applying it where it is shown changes nothing.
    let renders = platform.renderCount
    try platform.store.apply(steps: path)
    #expect(platform.renderCount == renders)
    // A fresh store builds the same columns: the path replaces the detail's placeholder.
    let (_, fresh) = makeMail()
    try fresh.store.apply(steps: path)
    #expect(fresh.store.state.description == platform.store.state.description)
    #expect(fresh.store.currentPath == path)
    #expect(NavigationCheck.invariants(fresh.store) == [])
    fresh.expectConsistent()
  }

  @Test func aPathIntoTheSidebarSelectsItAndPushesThere() throws {
    let (split, platform) = makeMail()
    try split.showDetail(.message(2))
    try platform.store.apply(steps: [PathStep(MailRoute.boxes), PathStep(BoxRoute.box(7))])
    #expect(split.selectedColumn == .sidebar)
    #expect(
      platform.store.state.description == "root split: *sidebar: [list, box(7)] | detail: [body]")
    #expect(
      platform.store.currentPath == [
        PathStep(MailRoute.boxes), PathStep(BoxRoute.list), PathStep(BoxRoute.box(7)),
      ])
    platform.expectConsistent()
  }

  @Test func aRelaunchRestoresEveryColumnAndTheSelection() throws {
    let (split, platform) = makeMail(threeColumns: true)
    try child(BoxList.self, of: split).show(.box(4))
    try split.showDetail(.message(1))
    try child(MessageFlow.self, of: split).show(.attachment(2))
    let relaunched = try platform.relaunch(with: MailSplit(threeColumns: true))
    #expect(relaunched.store.state.description == platform.store.state.description)
    #expect(relaunched.store.state.topLayer?.kind == .split([.sidebar, .content, .detail]))
    #expect(relaunched.store.treeDescription == platform.store.treeDescription)
    #expect(NavigationCheck.invariants(relaunched.store) == [])
    relaunched.expectConsistent()
    // The restored container still replaces its detail.
    let restored = try #require(relaunched.store.root as? MailSplit)
    try restored.showDetail(.noMessage)
    #expect(
      relaunched.store.state.description
        == "root split: sidebar: [list, box(4)] | content: [page(0)] | *detail: [noMessage]")
  }

  @Test func aSnapshotWithSplitColumnsThatDoNotFitIsRefused() throws {
    let (_, platform) = makeMail()
    var snapshot = try platform.store.snapshot()
    #expect(snapshot.layers[0].splitColumns == [.sidebar, .detail])
    snapshot.layers[0].splitColumns = [.detail, .sidebar]
    let store = NavigationStore(root: MailSplit())
    #expect(throws: RestorationError.self) { try store.restore(from: snapshot) }
  }

  @Test func aPresentedSplitIsOneModalLayerThatClosesWhole() throws {
    let home = MailHome()
    let platform = HeadlessPlatform(store: NavigationStore(root: home, leakTracking: true))
    home.present(.mail, style: .sheet)
    #expect(
      platform.store.state.description
        == "root: [home]\nsheet split: *sidebar: [list] | detail: [noMessage]")
    #expect(NavigationCheck.invariants(platform.store) == [])
    try platform.closeModal()
    #expect(home.childCount == 0)
    #expect(platform.store.state.description == "root: [home]")
    platform.expectConsistent()
    platform.expectNoLeaks()
  }

  @Test func theInvariantsNameASplitWhoseColumnsDoNotFitItsStacks() {
    let stacks = [
      ScreenStack(id: StackID(rawValue: 2), tab: AnyRoute(MailRoute.boxes)),
      ScreenStack(id: StackID(rawValue: 3), tab: AnyRoute(MailRoute.noMessage)),
    ]
    let layer = LayerID(rawValue: 1)
    let wrongOrder = NavigationState(layers: [
      PresentationLayer(
        id: layer, style: .root, presenter: nil, kind: .split([.detail, .sidebar]), stacks: stacks)
    ])
    #expect(wrongOrder.invariantViolations() == ["split layer l1 has columns [detail, sidebar]"])
    let tooFew = NavigationState(layers: [
      PresentationLayer(
        id: layer, style: .root, presenter: nil, kind: .split([.sidebar, .content, .detail]),
        stacks: stacks)
    ])
    #expect(tooFew.invariantViolations() == ["split layer l1 has 3 columns and 2 stacks"])
    let root = PresentationLayer(
      id: LayerID(rawValue: 4), style: .root, presenter: nil, isTabbed: false,
      stacks: [ScreenStack(id: StackID(rawValue: 5))])
    let unnamedAndEmpty = NavigationState(layers: [
      root,
      PresentationLayer(
        id: layer, style: .sheet, presenter: nil, kind: .split([.sidebar, .detail]),
        stacks: stacks.map { ScreenStack(id: $0.id) }),
    ])
    #expect(
      unnamedAndEmpty.invariantViolations() == [
        "layer l1 has a stack whose naming does not fit its kind",
        "modal split layer l1 has only empty columns",
      ])
  }
}
