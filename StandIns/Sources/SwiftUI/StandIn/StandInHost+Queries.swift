extension StandInHost {
  /// The nodes of the topmost presentation level: what is in front.
  public var standInFront: [StandInNode] {
    presentations.last?.content ?? root
  }

  /// The `Text` strings a user sees in front.
  public var standInTexts: [String] {
    standInFront.flatMap(\.textsOnScreen)
  }

  /// The titles of the buttons a user can tap in front.
  public var standInButtonTitles: [String] {
    (pass?.buttons ?? []).filter { $0.level == presentations.count && !$0.isHidden }.map(\.title)
  }

  /// The number of path elements of the topmost visible navigation stack, if there is one.
  public var standInVisibleStackCount: Int? {
    pass?.stacks.last { $0.level == presentations.count }?.count
  }

  /// The topmost presented sheet or cover, if any.
  public var standInPresentedSheet: StandInPresentation? {
    presentations.last
  }

  /// The tag of the selected tab of the tab view in front, if there is one.
  public var standInSelectedTab: String? {
    for node in standInFront.flatMap(\.allNodes) {
      if case .tab(let tag, _, true) = node.kind { return tag }
    }
    return nil
  }
}
