import Coordination
import Foundation
import Testing

enum OtherRoute: NavigationRoute {
  case home
}

// Plain numbers as routes: `AnyHashable(1 as Int) == AnyHashable(1 as Int8)`, but as routes
// they are of two types.
extension Int: NavigationRoute {}
extension Int8: NavigationRoute {}

/// The value types the state is made of.
@Suite struct ValueTypeTests {
  @Test func erasedRoutesCompareByTypeAndValue() {
    #expect(AnyRoute(LabRoute.home) == AnyRoute(LabRoute.home))
    #expect(AnyRoute(LabRoute.home) != AnyRoute(OtherRoute.home))
    // Values AnyHashable equates across types are still two routes.
    #expect(AnyRoute(1 as Int) != AnyRoute(1 as Int8))
    #expect(AnyRoute(1 as Int) == AnyRoute(1 as Int))
    #expect(Set([AnyRoute(1 as Int), AnyRoute(1 as Int8), AnyRoute(1 as Int)]).count == 2)
    #expect(AnyRoute(LabRoute.detail(1)) != AnyRoute(LabRoute.detail(2)))
    #expect(
      Set([AnyRoute(LabRoute.home), AnyRoute(LabRoute.home), AnyRoute(OtherRoute.home)]).count == 2)
    #expect(AnyRoute(LabRoute.detail(1)).as(LabRoute.self) == .detail(1))
    #expect(AnyRoute(LabRoute.detail(1)).as(OtherRoute.self) == nil)
    #expect(AnyRoute(OtherRoute.home).typeName == "CoordinationTests.OtherRoute")
  }

  @Test func routesRoundTripThroughTheirJSONText() throws {
    for route in [LabRoute.home, .detail(7), .child("日本/x")] {
      let encoded = try NavigationSnapshot.EncodedValue(encoding: route)
      #expect(try encoded.decode(LabRoute.self) == route)
      #expect(
        encoded.json
          == String(decoding: try JSONEncoder().encode(route), as: UTF8.self)
          .replacingOccurrences(of: "\\/", with: "/"))
    }
    #expect(
      try NavigationSnapshot.EncodedValue(encoding: LabRoute.detail(7)).json
        == #"{"detail":{"_0":7}}"#)
    #expect(throws: DecodingError.self) {
      try NavigationSnapshot.EncodedValue(json: #""x""#).decode(LabRoute.self)
    }
  }

  @Test func aRoutesTextIsAStringInTheSnapshotsData() throws {
    let encoded = NavigationSnapshot.EncodedValue(json: #"{"a":[1,"/"]}"#)
    let data = try JSONEncoder().encode([encoded])
    #expect(try JSONDecoder().decode([String].self, from: data) == [encoded.json])
    #expect(
      try JSONDecoder().decode([NavigationSnapshot.EncodedValue].self, from: data) == [encoded])
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([NavigationSnapshot.EncodedValue].self, from: Data("[{}]".utf8))
    }
  }

  @Test func theStateDescribesItselfLayerByLayer() throws {
    let (root, platform) = makeLab()
    root.show(.detail(1))
    root.present(.tabs)
    let lines = platform.store.state.description.split(separator: "\n")
    #expect(lines.first == "root: [home, detail(1)]")
    #expect(lines.last == "sheet tabs: first: [page(0)] | *second: [page(0)] | plain: [plain]")
    #expect(NavigationState().description == "(empty)")
    #expect(NavigationState().isEmpty)
  }

  @Test func presentationStylesSayWhetherTheUserCanSwipe() {
    #expect(PresentationStyle.sheet.allowsInteractiveDismissal)
    #expect(!PresentationStyle.fullScreen.allowsInteractiveDismissal)
    #expect(!PresentationStyle.root.allowsInteractiveDismissal)
  }

  @Test func everyNavigationErrorExplainsItself() {
    let errors: [NavigationError] = [
      .unknownScreen(ScreenID(rawValue: 1)), .unknownLayer(LayerID(rawValue: 1)),
      .unknownStack(StackID(rawValue: 1)), .nothingToPop(StackID(rawValue: 1)), .cannotDismissRoot,
      .tabOutOfRange(layer: LayerID(rawValue: 1), index: 3, count: 2),
      .notTabbed(LayerID(rawValue: 1)), .routeNotShown(route: "r"),
      .wrongRouteType(route: "r", coordinator: "C"), .notAFlow(route: "r"),
      .resultTypeMismatch(route: "r", expected: "Int"), .coordinatorNotActive("C"),
      .coordinatorAlreadyAttached("C"), .refused(by: ScreenID(rawValue: 2)), .emptyPath,
      .unavailable(route: "r", reason: "gone"),
    ]
    #expect(Set(errors.map(\.description)).count == errors.count)
    #expect(
      FlowCancelled(cause: .user, route: AnyRoute(LabRoute.login)).description.contains("login"))
  }
}
