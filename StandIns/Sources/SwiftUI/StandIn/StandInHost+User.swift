extension StandInHost {
  /// Taps the button with this title in the topmost presentation level (what is in front).
  @discardableResult public func standInTap(button title: String) -> Bool {
    if isQuestionInFront { return standInTapAlertButton(title) }
    guard let button = pass?.buttons.last(where: { $0.level == topLevel && $0.title == title })
    else { return refuse("tap “\(title)”", "no such button on screen") }
    events.append("tap: \(title)")
    button.action()
    render()
    return true
  }

  /// Replaces the text of the field with this title in the topmost presentation level.
  @discardableResult public func standInType(_ text: String, into field: String) -> Bool {
    guard let target = pass?.fields.last(where: { $0.level == topLevel && $0.title == field })
    else { return refuse("type into “\(field)”", "no such field on screen") }
    target.text.wrappedValue = text
    record(write: "TextField(\(field)).text = \"\(text)\"")
    render()
    return true
  }

  /// Taps the back button of the topmost visible stack: one write, last element removed.
  /// Refused when the top page hides its back button.
  @discardableResult public func standInTapBack() -> Bool {
    guard let stack = topStack, stack.count > 0 else {
      return refuse("back", "no navigation stack with a pushed page on screen")
    }
    guard !stack.backHidden else { return refuse("back", Self.hiddenBack) }
    userWrites(stack, count: stack.count - 1)
    return true
  }

  /// Taps the back button of the navigation stack at `index` among those on screen in the
  /// topmost level, in the order they are drawn (a split view's columns, leading first): one
  /// write, last element removed. Stand-in-only.
  @discardableResult public func standInTapBack(inStack index: Int) -> Bool {
    let stacks = pass?.stacks.filter { $0.level == topLevel } ?? []
    guard stacks.indices.contains(index), stacks[index].count > 0 else {
      return refuse("back in stack \(index)", "no such stack with a pushed page on screen")
    }
    guard !stacks[index].backHidden else {
      return refuse("back in stack \(index)", Self.hiddenBack)
    }
    userWrites(stacks[index], count: stacks[index].count - 1)
    return true
  }

  /// Picks an entry of the back button's long-press menu: one write of the shorter path.
  /// Refused when the top page hides its back button (the menu goes with it).
  @discardableResult public func standInPopFromBackMenu(toCount count: Int) -> Bool {
    guard let stack = topStack, stack.count > 0 else {
      return refuse("back menu", "no navigation stack with a pushed page on screen")
    }
    guard !stack.backHidden else { return refuse("back menu", Self.hiddenBack) }
    guard count >= 0, count < stack.count else {
      return refuse("back menu to \(count)", "the menu offers counts 0..<\(stack.count)")
    }
    userWrites(stack, count: count)
    return true
  }

  /// Swipes from the leading edge: completed, one write like back; cancelled, no write unless
  /// `behavior.cancelledSwipeBackRewritesPath` (then the unchanged path is assigned again).
  /// Refused when the top page hides its back button, which disables the swipe too.
  @discardableResult public func standInSwipeBack(completing: Bool) -> Bool {
    guard let stack = topStack, stack.count > 0 else {
      return refuse("swipe back", "no navigation stack with a pushed page on screen")
    }
    guard !stack.backHidden else { return refuse("swipe back", Self.hiddenBack) }
    if completing {
      userWrites(stack, count: stack.count - 1)
      return true
    }
    if behavior.cancelledSwipeBackRewritesPath {
      record(write: stack.path.rewrite())
    } else {
      events.append("swipe back cancelled: no write")
    }
    render()
    return true
  }

  /// Why back, the back menu and the swipe are refused on a page that hides its back button.
  private static let hiddenBack = "the page hides its back button (navigationBarBackButtonHidden)"

  /// The user's pop: one write of the path shortened to `count`, then the renders it causes,
  /// during which the pop animates. With ``StandInSwiftUIBehavior/PathAfterWrite/keptAsWritten``
  /// the stack keeps showing what was written while the binding returns what it returned before.
  private func userWrites(_ stack: StandInStackRecord, count: Int) {
    let written = Array(stack.shown.prefix(count))
    if behavior.pathAfterWrite == .keptAsWritten {
      storage.keptPaths[stack.key] = StandInKeptPath(read: stack.read, shown: written)
    }
    storage.lastShown[stack.key] = written
    record(write: stack.path.truncate(count))
    storage.popping.insert(stack.key)
    render()
    storage.popping.remove(stack.key)
  }

  /// Swipes the topmost sheet down: sets its binding to nil (or `false`), then, on the render
  /// that follows, its `onDismiss` runs. Refused for covers, when
  /// `interactiveDismissDisabled(true)` applies, and when no sheet is shown.
  @discardableResult public func standInSwipeDownSheet() -> Bool {
    guard let top = presentations.last, let request = pass?.presented.last else {
      return refuse("swipe down", "no sheet is shown")
    }
    guard top.style == .sheet else {
      return refuse("swipe down", "a full-screen cover, an alert or a dialog cannot be swiped down")
    }
    guard !top.isInteractiveDismissDisabled else {
      return refuse("swipe down", "interactiveDismissDisabled(true) applies to the sheet")
    }
    request.dismiss()
    record(write: request.dismissDescription)
    render()
    return true
  }

  /// Taps the tab tagged `value` in the topmost level's tab view. Tapping the selected tab
  /// writes its value again only when `behavior.reselectingTabWritesSelection`.
  @discardableResult public func standInSelectTab(_ value: some Hashable) -> Bool {
    guard let tabView = pass?.tabViews.last(where: { $0.level == topLevel }) else {
      return refuse("select tab \(value)", "no tab view on screen")
    }
    let tag = AnyHashable(value)
    guard let index = tabView.tabs.firstIndex(where: { $0.tag == tag }) else {
      return refuse("select tab \(value)", "no tab is tagged \(value)")
    }
    guard let access = tabView.access else {
      storage.ownTabs[tabView.ownKey] = index
      events.append("TabView(own state).selection = #\(index)")
      render()
      return true
    }
    if tabView.tabs[index].isSelected && !behavior.reselectingTabWritesSelection {
      events.append("tab \(value) re-tapped: no write")
      return true
    }
    guard let write = access.write(tag) else {
      return refuse("select tab \(value)", "the tag's type is not the selection's type")
    }
    record(write: write)
    render()
    return true
  }

  var topLevel: Int { presentations.count }

  private var topStack: StandInStackRecord? {
    pass?.stacks.last { $0.level == topLevel }
  }
}
