/// What a presented view controller's transition is doing while in flight.
enum StandInPresentationPhase {
  case presenting
  case dismissing
}

extension UIModalPresentationStyle {
  /// Whether the presenter's view goes away under the presented one, so the presenter
  /// disappears and later reappears: `.fullScreen` and `.currentContext`. Sheets and the
  /// `over…` styles keep the presenter on screen and send it no appearance calls (observed
  /// since iOS 13: yagamo-style.com/2020/03/02/default-modal-segue-xcode11/,
  /// betterhee.tistory.com/75).
  var standInRemovesPresenter: Bool {
    self == .fullScreen || self == .currentContext
  }

  /// Whether the style is a sheet the user can swipe down.
  var standInIsSheet: Bool {
    self == .pageSheet || self == .formSheet
  }
}

extension UIViewController {
  /// Whether this view controller, presented now, shows as a sheet the user can swipe down: a
  /// sheet style, or a popover adapted to a sheet on a compact width (``StandInBehavior/Device/phone``;
  /// Apple's documentation of `UIModalPresentationStyle.popover`: on compact widths it "behaves
  /// the same as `formSheet`"). An action sheet is never `.popover` on a phone.
  var standInShowsAsSheet: Bool {
    modalPresentationStyle.standInIsSheet
      || (modalPresentationStyle == .popover && StandInBehavior.device == .phone)
  }
}

/// Presentation and dismissal: the chain of presented view controllers, their presentation
/// controllers, appearance calls, transition coordinators and UIKit's refusals.
extension UIViewController {
  /// The root of this view controller's container hierarchy, which presents for it.
  var standInPresentationContext: UIViewController {
    var root = self
    while let parent = root.parent { root = parent }
    return root
  }

  /// The view controllers presented from this one, each by the previous, nearest first.
  var standInPresentedChain: [UIViewController] {
    var chain: [UIViewController] = []
    var next = standInPresented
    while let current = next {
      chain.append(current)
      next = current.standInPresented
    }
    return chain
  }

  /// This view controller or its nearest ancestor that is presented.
  var standInPresentedAncestor: UIViewController? {
    let root = standInPresentationContext
    return root.standInPresenting == nil ? nil : root
  }

  func standInPresentationControllerForUse() -> UIPresentationController? {
    if standInPresenting == nil, parent != nil, let ancestor = standInPresentedAncestor {
      return ancestor.presentationController
    }
    let style = modalPresentationStyle
    if let existing = standInPresentationController,
      standInPresenting != nil || existing.standInSuits(style)
    {
      return existing
    }
    let made: UIPresentationController =
      if style.standInIsSheet {
        UISheetPresentationController(presentedViewController: self, presenting: nil)
      } else if style == .popover {
        UIPopoverPresentationController(presentedViewController: self, presenting: nil)
      } else {
        UIPresentationController(presentedViewController: self, presenting: nil)
      }
    standInPresentationController = made
    return made
  }

  func standInPresent(
    _ presented: UIViewController, animated: Bool, completion: (() -> Void)?
  ) {
    StandInLog.record(
      "present(\(presented.standInName)) on \(standInName) animated=\(animated)")
    let presenter = standInPresentationContext
    if presenter.standInNavigationTransitionRuns {
      let isBlocked: @MainActor () -> Bool = { presenter.standInNavigationTransitionRuns }
      StandInTransitions.hold(
        "presentViewController:animated:completion: called on <\(presenter.standInName)> while"
          + " an existing transition or presentation is occurring.", until: isBlocked
      ) { [self] in present(presented, animated: animated, completion: completion) }
      return
    }
    guard standInMayPresent(presented, on: presenter) else { return }
    let controller = presented.presentationController
    presenter.standInPresented = presented
    presented.standInPresenting = presenter
    controller?.standInPresenting = presenter
    presented.isBeingPresented = true
    presented.standInPresentationPhase = .presenting
    let coordinator =
      animated
      ? StandInTransitionCoordinator(
        from: presenter, to: presented, style: presented.modalPresentationStyle) : nil
    presented.standInCoordinator = coordinator
    presenter.standInAdopt(coordinator)
    controller?.presentationTransitionWillBegin()
    let covers = presented.modalPresentationStyle.standInRemovesPresenter
    let onScreen = presenter.standInIsVisible
    if onScreen {
      if covers { presenter.standInBeginAppearance(false, animated: animated) }
      presented.standInBeginAppearance(true, animated: animated)
    }
    coordinator?.start()
    StandInTransitions.run(animated: animated) {
      presented.standInEndAppearance()
      if onScreen && covers {
        presenter.standInEndAppearance()
        presenter.standInCoveredByPresented = true
      }
      coordinator?.beginEnding()
      controller?.presentationTransitionDidEnd(true)
      presented.isBeingPresented = false
      presented.standInPresentationPhase = nil
      coordinator?.finish()
      presented.standInCoordinator = nil
      presenter.standInRelease(coordinator)
      completion?()
    }
  }

  /// Whether UIKit would present now; if not, records its console message (or the text of the
  /// exception it would raise, for a popover without an anchor).
  private func standInMayPresent(_ presented: UIViewController, on presenter: UIViewController)
    -> Bool
  {
    if presented.standInPresenting != nil || presented.parent != nil || presented === presenter {
      StandInTransitions.warn(
        "Application tried to present modally an active controller <\(presented.standInName)>.")
      return false
    }
    let attempt =
      "Attempt to present <\(presented.standInName)> on <\(presenter.standInName)>"
      + " (from <\(standInName)>)"
    if presenter.standInPresentationPhase == .dismissing {
      StandInTransitions.warn("\(attempt) whose view is not in the window hierarchy.")
      return false
    }
    if presenter.standInPresentationPhase == .presenting
      || presenter.standInPresented?.standInPresentationPhase != nil
    {
      StandInTransitions.warn("\(attempt) while a presentation is in progress.")
      return false
    }
    if let current = presenter.standInPresented {
      StandInTransitions.warn("\(attempt) which is already presenting <\(current.standInName)>.")
      return false
    }
    if !presenter.standInIsVisible {
      StandInTransitions.warn("\(attempt) whose view is not in the window hierarchy.")
      return false
    }
    // A popover (an action sheet on iPad) without an anchor: UIKit raises an exception.
    if StandInBehavior.device == .pad,
      let popover = presented.presentationController as? UIPopoverPresentationController,
      let message = popover.standInMissingAnchorMessage(presenter: presenter)
    {
      StandInTransitions.warn(message)
      return false
    }
    return true
  }

  func standInDismiss(animated: Bool, completion: (() -> Void)?) {
    StandInLog.record("dismiss from \(standInName) animated=\(animated)")
    let context = standInPresentationContext
    guard let presenter = context.standInPresented == nil ? context.standInPresenting : context
    else { return }
    let isBlocked: @MainActor () -> Bool = {
      presenter.standInPresentedChain.contains { $0.standInPresentationPhase != nil }
        || presenter.standInNavigationTransitionRuns
    }
    if isBlocked() {
      StandInTransitions.hold(
        "Attempt to dismiss from view controller <\(standInName)> while a presentation or"
          + " dismiss is in progress!", until: isBlocked
      ) { [self] in dismiss(animated: animated, completion: completion) }
      return
    }
    presenter.standInDismissPresented(animated: animated, interactive: false) { completion?() }
  }

  /// Dismisses every view controller presented from this one; only the top one animates.
  /// `willBegin` runs once the presenter has the transition's coordinator, before the
  /// presented one has it and before the appearance calls (where UIKit sends a sheet's
  /// `presentationControllerWillDismiss(_:)`); `didBegin` once the transition runs, before it
  /// ends.
  func standInDismissPresented(
    animated: Bool, interactive: Bool, willBegin: (() -> Void)? = nil,
    didBegin: (() -> Void)? = nil, whenDone: @escaping @MainActor () -> Void
  ) {
    let chain = standInPresentedChain
    guard let top = chain.last else { return }
    let coordinator = standInBeginDismissal(of: chain, animated: animated, interactive: interactive)
    willBegin?()
    top.standInCoordinator = coordinator
    let uncovers = standInCoveredByPresented
    for presented in chain.reversed() {
      presented.standInBeginAppearance(false, animated: animated)
    }
    if uncovers { standInBeginAppearance(true, animated: animated) }
    coordinator?.start()
    if interactive { coordinator?.endInteraction(cancelled: false) }
    didBegin?()
    StandInTransitions.run(animated: animated) { [self] in
      coordinator?.beginEnding()
      if uncovers {
        standInCoveredByPresented = false
        standInEndAppearance()
      }
      for presented in chain.reversed() { presented.standInEndAppearance() }
      standInUnlink(chain)
      coordinator?.finish()
      top.standInCoordinator = nil
      standInRelease(coordinator)
      whenDone()
    }
  }

  /// Marks `chain` as being dismissed and lends the presenter (this view controller) the
  /// dismissal's coordinator, if animated.
  func standInBeginDismissal(
    of chain: [UIViewController], animated: Bool, interactive: Bool
  ) -> StandInTransitionCoordinator? {
    for presented in chain {
      presented.isBeingDismissed = true
      presented.standInPresentationPhase = .dismissing
      presented.standInPresentationController?.dismissalTransitionWillBegin()
    }
    guard animated, let top = chain.last else { return nil }
    let coordinator = StandInTransitionCoordinator(
      from: top, to: self, style: top.modalPresentationStyle, interactive: interactive)
    standInAdopt(coordinator)
    return coordinator
  }

  private func standInUnlink(_ chain: [UIViewController]) {
    standInPresented = nil
    for presented in chain {
      presented.standInPresented = nil
      presented.standInPresenting = nil
      presented.isBeingDismissed = false
      presented.standInPresentationPhase = nil
      presented.standInCoveredByPresented = false
      presented.standInPresentationController?.dismissalTransitionDidEnd(true)
    }
  }

  /// Whether a navigation controller in this view controller's containers (itself or a
  /// descendant) runs a transition.
  var standInNavigationTransitionRuns: Bool {
    if let navigation = self as? UINavigationController,
      navigation.standInCurrentChange != nil || navigation.standInInteractiveChange != nil
    {
      return true
    }
    return children.contains { $0.standInNavigationTransitionRuns }
  }

  /// Lends a presentation's coordinator to this view controller unless it has its own.
  func standInAdopt(_ coordinator: StandInTransitionCoordinator?) {
    if standInCoordinator == nil { standInCoordinator = coordinator }
  }

  /// Takes back a lent coordinator.
  func standInRelease(_ coordinator: StandInTransitionCoordinator?) {
    if let coordinator, standInCoordinator === coordinator { standInCoordinator = nil }
  }
}
