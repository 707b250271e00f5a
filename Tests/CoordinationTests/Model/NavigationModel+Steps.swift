import Coordination

// The steps of a sequence, as the model performs them: the hub on top acting, the user, links
// and restoration.
extension NavigationModel {
  func perform(_ step: ModelStep) {
    budget = 8
    let hub = focusedHub
    switch step.operation {
    case .push: show(.page(step.n), from: hub)
    case .startChild: show(.child(step.pushedName), from: hub)
    case .presentChild: present(.child(step.presentedName), style: step.style, from: hub)
    case .presentSettings: present(.settings, style: step.style, from: hub)
    case .showTabs:
      if step.pushes {
        show(.tabs, from: hub)
      } else {
        present(.tabs, style: step.style, from: hub)
      }
    case .pop: pop(from: hub)
    case .popToRoot: popToRoot(from: hub)
    case .dismiss: dismiss(from: hub)
    case .finishHub: if hub != 0 { finish(hub, output: "()") }
    case .awaitLogin:
      flows += 1
      run(from: hub, pushed: step.pushes, style: step.style, handler: .resume(flow: flows))
    case .runLoginThen:
      flows += 1
      run(
        from: hub, pushed: step.pushes, style: step.style,
        handler: .resumeThenReact(flow: flows, reaction: step.reaction, hub: hub))
    case .submitLogin: if let login = loginFlow { finish(login, output: "u") }
    case .reactOnFlowEnd: onFlowEnd = step.reaction
    case .reactOnChildFinished: onChildFinished = step.reaction
    default: performUser(step)
    }
  }

  private func performUser(_ step: ModelStep) {
    guard let top = layers.indices.last else { return }
    let visible = layers[top].stacks[layers[top].selected]
    switch step.operation {
    case .tapBack:
      if visible.screens.count > 1 { returnTo(visible.screens[visible.screens.count - 2].id) }
    case .backMenu:
      let candidates = backMenu
      if !candidates.isEmpty { returnTo(candidates[step.n % candidates.count]) }
    case .cancelledSwipe:
      if visible.screens.count > 1 { events += ["swipe cancelled"] }
    case .swipeDownSheet:
      if top > 0, layers[top].style.allowsInteractiveDismissal {
        commit { dismissLayers(from: top, cause: .user) }
      }
    case .closeModal:
      if top > 0 { commit { dismissLayers(from: top, cause: .user) } }
    case .selectTab:
      let index = step.n % 3
      guard layers[top].tabbed, layers[top].stacks.indices.contains(index) else { break }
      if layers[top].selected != index {
        layers[top].selected = index
        events.append("select L\(layers[top].id) \(index) (user)")
      } else if let first = visible.screens.first, visible.screens.count > 1 {
        returnTo(first.id)  // a re-tap goes back to the tab's first screen
      }
    case .deepLink: openLink(step)
    case .saveAndRestore: restoreInPlace()
    default: break
    }
  }

  /// The screens the back menu (or the browser's history) offers: every layer's visible
  /// stack, bottom first, but the top screen.
  var backMenu: [Int] {
    Array(
      layers.flatMap { layer in
        layer.stacks.indices.contains(layer.selected) ? layer.stacks[layer.selected].screens : []
      }
      .map(\.id).dropLast())
  }

  /// The user went back to a screen: the layers above its layer leave, then the screens above
  /// it in its stack.
  func returnTo(_ screen: Int) {
    guard let (l, s, p) = address(ofScreen: screen) else { return }
    let stack = layers[l].stacks[s].id
    commit {
      var after = dismissLayers(from: l + 1, cause: .user)
      after += truncate(stack, to: p + 1, collapse: false, cause: .user)
      return after
    }
  }
}
