import Coordination
import CoordinationLinks
import CoordinationTesting
import Foundation
import Testing

// An app whose screens advertise themselves: a list that advertises nothing, a page per
// character that advertises its link, and a note presented over it. `advertised` plants the
// faults the audit must find.

enum AdRoute: NavigationRoute {
  case list
  case page(String)
  case note(String)
  /// A confirmation dialog about the screen under it.
  case confirm
}

final class AdCoordinator: Coordinator<AdRoute>, ActivityAdvertising {
  /// The activity of a route; the default advertises pages and notes with their own links.
  var advertised: @MainActor (AdRoute) -> ScreenActivity? = AdCoordinator.faithful

  override func start() { show(.list) }
  override func destination(for route: AdRoute) -> Destination {
    guard route == .confirm else { return .screen(PlainModel("\(route)")) }
    return .alert(
      Alert("Sure?", style: .confirmationDialog, buttons: [AlertButton("Yes", value: true)]))
  }

  func activity(for route: AdRoute) -> ScreenActivity? { advertised(route) }

  static func faithful(_ route: AdRoute) -> ScreenActivity? {
    switch route {
    case .list: nil
    case .page(let name):
      ScreenActivity(link: adLink("page/\(name)"), title: "Page \(name)", isEligibleForSearch: true)
    case .note(let name): ScreenActivity(link: adLink("note/\(name)"), title: "Note \(name)")
    case .confirm: ScreenActivity(link: adLink("confirm"), title: "never advertised")
    }
  }
}

func adLink(_ path: String) -> URL {
  var components = URLComponents()
  (components.scheme, components.host, components.path) = ("https", "ads.example.com", "/" + path)
  guard let url = components.url else { preconditionFailure("not a link: \(path)") }
  return url
}

func makeAdLinks() throws -> DeepLinkMap {
  var links = DeepLinkMap(schemes: ["https"], hosts: ["ads.example.com"])
  try links.register("page/:name", examples: ["page/a"]) { p in
    [AdRoute.page(try p.string("name"))]
  }
  try links.register("note/:name", examples: ["note/a"]) { p in
    [AdRoute.page(try p.string("name")), AdRoute.note(try p.string("name"))]
  }
  return links
}

@MainActor
@Suite("Screen activities")
struct ScreenActivityTests {
  let links: DeepLinkMap
  init() throws { links = try makeAdLinks() }

  func started(_ coordinator: AdCoordinator = AdCoordinator()) -> HeadlessPlatform {
    let platform = HeadlessPlatform(store: NavigationStore(root: coordinator))
    platform.store.start()
    return platform
  }

  @Test func aScreenWhoseRouteAdvertisesNothingHasNoActivity() {
    #expect(started().store.currentActivity == nil)
  }

  @Test func theActivityFollowsTheTopScreenThroughPushesAndBacks() throws {
    let platform = started()
    try platform.open("https://ads.example.com/page/a", using: links)
    #expect(platform.store.currentActivity?.title == "Page a")
    #expect(platform.store.currentActivity?.isEligibleForSearch == true)
    let root = try #require(platform.store.root as? AdCoordinator)
    root.show(.page("b"))
    #expect(platform.store.currentActivity?.link == adLink("page/b"))
    _ = try platform.tapBack()
    #expect(platform.store.currentActivity?.link == adLink("page/a"))
    _ = try platform.tapBack()
    #expect(platform.store.currentActivity == nil)
  }

  @Test func aPresentedScreenAdvertisesInsteadOfTheOneBeneath() throws {
    let platform = started()
    let root = try #require(platform.store.root as? AdCoordinator)
    root.show(.page("a"))
    root.present(.note("a"))
    #expect(platform.store.currentActivity?.title == "Note a")
    _ = try platform.swipeDownSheet()
    #expect(platform.store.currentActivity?.title == "Page a")
  }

  @Test func aCoordinatorThatDoesNotAdvertiseHidesTheActivityBeneath() throws {
    let platform = started()
    let root = try #require(platform.store.root as? AdCoordinator)
    root.show(.page("a"))
    root.present(.note("a"))
    root.advertised = { route in
      if case .note = route { nil } else { AdCoordinator.faithful(route) }
    }
    #expect(platform.store.currentActivity == nil)
  }

  /// What the audit says of the screen `link` opens in an app whose root advertises with
  /// `advertised`, checked against a faithful app.
  func auditProblem(
    advertising advertised: @escaping @MainActor (AdRoute) -> ScreenActivity?, after link: String
  ) throws -> String? {
    let root = AdCoordinator()
    root.advertised = advertised
    let platform = started(root)
    try platform.open(link, using: links)
    return DeepLinkAudit.activityProblem(of: platform.store, links: links) {
      NavigationStore(root: AdCoordinator())
    }
  }

  @Test func aQuestionKeepsTheScreenUnderItAdvertised() async throws {
    let platform = started()
    let root = try #require(platform.store.root as? AdCoordinator)
    root.show(.page("a"))
    let answer = Task { try await root.run(.confirm, as: Bool.self) }
    try await platform.store.waitUntil("the dialog") { $0.layers.count == 2 }
    #expect(platform.store.state.layers.last?.style == .confirmationDialog)
    #expect(platform.store.currentActivity?.title == "Page a")
    try platform.answer("Yes")
    #expect(try await answer.value)
    #expect(platform.store.currentActivity?.title == "Page a")
  }

  @Test func theAuditFindsAScreenThatAdvertisesNothing() {
    let platform = started()
    let problem = DeepLinkAudit.activityProblem(of: platform.store, links: links) {
      NavigationStore(root: AdCoordinator())
    }
    #expect(problem == "the screen it shows, list, advertises nothing")
  }

  @Test func theAuditAcceptsLinksThatOpenTheSameScreen() throws {
    let note = "https://ads.example.com/note/a"
    #expect(try auditProblem(advertising: AdCoordinator.faithful, after: note) == nil)
  }

  @Test func theAuditFindsALinkThatOpensAnotherScreen() throws {
    let problem = try auditProblem(
      advertising: { route in
        guard case .note(let name) = route else { return AdCoordinator.faithful(route) }
        return ScreenActivity(link: adLink("page/\(name)"), title: "Note \(name)")
      }, after: "https://ads.example.com/note/a")
    #expect(
      problem == "its link https://ads.example.com/page/a shows page(\"a\"), not note(\"a\")")
  }

  @Test func theAuditFindsALinkThatDoesNotResolve() throws {
    let problem = try auditProblem(
      advertising: { route in
        AdCoordinator.faithful(route).map { ScreenActivity(link: adLink("gone"), title: $0.title) }
      }, after: "https://ads.example.com/page/a")
    #expect(problem?.hasPrefix("its link https://ads.example.com/gone does not open: ") == true)
  }

  @Test func theAuditFindsATitleTheLinkDoesNotCarry() throws {
    var count = 0
    let problem = try auditProblem(
      advertising: { route in
        count += 1
        return AdCoordinator.faithful(route).map {
          ScreenActivity(link: $0.link, title: "\($0.title) (\(count))")
        }
      }, after: "https://ads.example.com/page/a")
    #expect(problem?.hasPrefix("the screen its link opens advertises ") == true)
  }

  @Test func onlyHTTPLinksAreWebPages() throws {
    #expect(ScreenActivity(link: adLink("page/a"), title: "a").isWebLink)
    var components = URLComponents()
    (components.scheme, components.host) = ("ads", "page")
    let custom = try #require(components.url)
    #expect(!ScreenActivity(link: custom, title: "a").isWebLink)
  }

  @Test func anArrivingActivityGivesItsWebPageElseTheLinkOfItsOwnType() throws {
    let page = adLink("page/a")
    let info: [AnyHashable: Any] = [ScreenActivity.linkKey: "ads://page/b"]
    let type = ScreenActivity.activityType
    #expect(
      ScreenActivity.continuedLink(activityType: "other", webpageURL: page, userInfo: info) == page)
    #expect(
      ScreenActivity.continuedLink(activityType: type, webpageURL: nil, userInfo: info)?
        .absoluteString
        == "ads://page/b")
    #expect(
      ScreenActivity.continuedLink(activityType: "other", webpageURL: nil, userInfo: info) == nil)
    #expect(
      ScreenActivity.continuedLink(activityType: type, webpageURL: nil, userInfo: ["x": 1]) == nil)
    let advertised = try #require(AdCoordinator.faithful(.note("a")))
    #expect(
      ScreenActivity.continuedLink(
        activityType: type, webpageURL: nil, userInfo: advertised.userInfo)
        == advertised.link)
  }
}
