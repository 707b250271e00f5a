/// A presentation a `sheet` or `fullScreenCover` modifier asks for while its binding says so.
struct StandInPresentationRequest {
  let style: StandInPresentation.Style
  /// The modifier's structural identity.
  let key: String
  let itemID: AnyHashable
  let itemDescription: String
  /// Performs the binding write that dismisses it.
  let dismiss: () -> Void
  let dismissDescription: String
  let onDismiss: (() -> Void)?
  /// What the view a popover is attached to drew; `nil` for anything else.
  let attachment: [StandInNode]?
  let content: () -> any View
}

/// A presentation level: the window, or a presented sheet or cover.
struct StandInLevelState {
  var request: StandInPresentationRequest?
  var requests: [StandInPresentationRequest] = []
  var interactiveDismissDisabled = false
  var detents: [String] = []
  var dragIndicator: Visibility?
}

extension StandInRenderer {
  /// Renders the window, then each presentation above the level that asked for it.
  func renderScreen<Root: View>(_ root: Root) -> (
    root: [StandInNode], presentations: [StandInPresentation]
  ) {
    let rootNodes = withIdentity("window") { render(root) }
    var presentations: [StandInPresentation] = []
    while let request = nextPresentation() {
      level += 1
      levels.append(StandInLevelState(request: request))
      presented.append(request)
      let savedIdentity = identityParts
      let savedScopes = scopes
      identityParts = [request.key, "presented"]
      scopes = []
      // The adapter does not rely on a presentation's content inheriting the environment; the
      // scene's own values (its phase, its window actions) are the same in it.
      let savedEnvironment = environment
      environment = storage.sceneEnvironment
      defer { environment = savedEnvironment }
      let content = render(request.content())
      identityParts = savedIdentity
      scopes = savedScopes
      let state = levels[level]
      presentations.append(
        StandInPresentation(
          style: request.style, item: request.itemDescription,
          isInteractiveDismissDisabled: state.interactiveDismissDisabled,
          detents: state.detents, dragIndicator: state.dragIndicator,
          attachment: request.attachment, content: content))
    }
    return (rootNodes, presentations)
  }

  /// The presentation the top level asks for; only one per level can be shown: the one already
  /// shown keeps its place, else the first asked for.
  private func nextPresentation() -> StandInPresentationRequest? {
    let requests = levels[level].requests
    if requests.count > 1 {
      problem(
        "\(requests.count) presentations were asked for at once from one presentation level "
          + "(\(requests.map(\.dismissDescription).joined(separator: ", "))): only one "
          + "is presented, as SwiftUI presents a single sheet or alert at a time from one view "
          + "controller")
    }
    return requests.first { storage.shownKeys.contains($0.key) } ?? requests.first
  }

  /// Asks for a presentation above the current level, if the asking view is in the hierarchy.
  func requestPresentation(_ request: StandInPresentationRequest) {
    guard inHierarchy else { return }
    levels[level].requests.append(request)
  }

  /// Records `interactiveDismissDisabled(_:)` for the presentation being rendered.
  func setInteractiveDismissDisabled(_ isDisabled: Bool) {
    guard inHierarchy else { return }
    levels[level].interactiveDismissDisabled =
      levels[level].interactiveDismissDisabled || isDisabled
  }

  /// Records `presentationDetents(_:)` for the presentation being rendered.
  func setPresentationDetents(_ detents: [String]) {
    guard inHierarchy, levels[level].detents.isEmpty else { return }
    levels[level].detents = detents
  }

  /// Records `presentationDragIndicator(_:)` for the presentation being rendered.
  func setDragIndicator(_ visibility: Visibility) {
    guard inHierarchy, levels[level].dragIndicator == nil else { return }
    levels[level].dragIndicator = visibility
  }
}
