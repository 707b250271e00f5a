/// Which tab a tab view shows: the one tagged like its selection, or (own state) the n-th.
enum StandInTabSelection {
  case tag(AnyHashable)
  case index(Int)
}

/// The tab view whose children are being rendered, each non-grouping child being a tab.
struct StandInTabListState {
  var atListLevel = true
  var selection: StandInTabSelection
  var tabs: [StandInTabRecord] = []
}

/// A tab of a tab view.
struct StandInTabRecord {
  let tag: AnyHashable?
  let label: [String]
  let isSelected: Bool
}

/// A tab view on screen, with what a user can do to its selection.
struct StandInTabViewRecord {
  let level: Int
  let tabs: [StandInTabRecord]
  let selection: StandInTabSelection
  let access: StandInSelectionAccess?
  let ownKey: String
}

extension StandInRenderer {
  /// Renders a tab view: every tab is evaluated, only the selected one is on screen and in the
  /// hierarchy (so its presentations can present).
  func renderTabView<Content: View>(
    selection: StandInSelectionAccess?, content: Content
  ) -> [StandInNode] {
    let key = identity
    let current: StandInTabSelection =
      selection.map { .tag($0.current()) } ?? .index(storage.ownTabs[key] ?? 0)
    let saved = tabList
    tabList = StandInTabListState(selection: current)
    let children = render(content)
    let tabs = tabList?.tabs ?? []
    tabList = saved
    if !tabs.contains(where: \.isSelected) {
      problem("TabView selection \(describe(current)) matches no tab's tag")
    }
    if onScreen {
      tabViews.append(
        StandInTabViewRecord(
          level: level, tabs: tabs, selection: current, access: selection, ownKey: key))
    }
    return [node(.tabView(selection: describe(current)), children: children)]
  }

  /// Renders one tab: its subtree leaves the tab list, and is on screen only when selected.
  func renderTabSlot<V: View>(_ view: V) -> [StandInNode] {
    guard var list = tabList else { return render(view) }
    let index = list.tabs.count
    let tag = (view as? any StandInTagged)?.standInTag
    let isSelected: Bool
    switch list.selection {
    case .tag(let selected): isSelected = tag == selected
    case .index(let selected): isSelected = index == selected
    }
    tabList = nil
    let nodes = withIdentity("tab\(index)") {
      withVisibility(onScreen: isSelected, inHierarchy: isSelected) { render(view) }
    }
    let label = nodes.first?.tabItem ?? []
    list.tabs.append(StandInTabRecord(tag: tag, label: label, isSelected: isSelected))
    tabList = list
    let tagText = tag.map { "\($0.base)" }
    return [
      node(.tab(tag: tagText, label: label, isSelected: isSelected), children: nodes)
    ]
  }

  private func describe(_ selection: StandInTabSelection) -> String {
    switch selection {
    case .tag(let tag): "\(tag.base)"
    case .index(let index): "#\(index)"
    }
  }
}
