import Coordination

/// What each route of the callback lab shows, as the model reads `CallbackLab.swift`: hubs
/// show pages and start hubs, the login flow and the tabs; the tabs start two hubs and a
/// plain screen.
enum LabDestinations {
  enum Destination {
    case screen
    case flow(NavigationModel.Kind)
  }

  static func destination(of route: AnyRoute, for kind: NavigationModel.Kind) -> Destination {
    if let hub = route.as(HubRoute.self) {
      switch hub {
      case .home, .page, .settings: return .screen
      case .child(let name): return .flow(.hub(name))
      case .login: return .flow(.login)
      case .tabs: return .flow(.tabs)
      }
    }
    if let tab = route.as(HubTab.self) {
      switch tab {
      case .first: return .flow(.hub("tab1"))
      case .second: return .flow(.hub("tab2"))
      case .plain: return .screen
      }
    }
    return .screen
  }
}
