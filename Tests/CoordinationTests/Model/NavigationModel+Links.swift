import Coordination

// Deep links and restoration, as the model performs them.
extension NavigationModel {
  func openLink(_ step: ModelStep) {}
}
