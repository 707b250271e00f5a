import Foundation

/// The coordinator of one animated transition in the stand-in.
///
/// Alongside animations run when the transition starts (at once if added later); completions
/// run when it ends; interaction handlers run when the simulated finger lifts, before the
/// appearance calls of a cancellation, as UIViewControllerTransitionCoordinator.h describes.
/// Once the transition is ending (its `did` calls and delegate calls are being sent),
/// `animate(alongsideTransition:completion:)` answers `false`, and the completion it was given
/// runs or not following ``StandInBehavior/unqueuedCompletion``.
@MainActor
final class StandInTransitionCoordinator: UIViewControllerTransitionCoordinator {
  typealias Block = (any UIViewControllerTransitionCoordinatorContext) -> Void

  let isAnimated = true
  let presentationStyle: UIModalPresentationStyle
  let initiallyInteractive: Bool
  let isInterruptible = false
  private(set) var isInteractive: Bool
  private(set) var isCancelled = false
  let transitionDuration: TimeInterval = 0.35
  private(set) var percentComplete: CGFloat = 0
  let completionVelocity: CGFloat = 1
  let containerView = UIView()

  private weak var from: UIViewController?
  private weak var to: UIViewController?
  private var animations: [Block] = []
  private var completions: [Block] = []
  private var interactionHandlers: [Block] = []
  private var started = false
  private var ending = false
  private var ended = false

  init(
    from: UIViewController?, to: UIViewController?,
    style: UIModalPresentationStyle = .none, interactive: Bool = false
  ) {
    self.from = from
    self.to = to
    presentationStyle = style
    initiallyInteractive = interactive
    isInteractive = interactive
  }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    switch key {
    case .from: from
    case .to: to
    default: nil
    }
  }

  func view(forKey key: UITransitionContextViewKey) -> UIView? {
    switch key {
    case .from: from?.viewIfLoaded
    case .to: to?.viewIfLoaded
    default: nil
    }
  }

  @discardableResult
  func animate(alongsideTransition animation: Block?, completion: Block?) -> Bool {
    guard !ending else {
      if let completion, StandInBehavior.unqueuedCompletion == .runs {
        if ended { completion(self) } else { completions.append(completion) }
      }
      return false
    }
    if let animation {
      if started { animation(self) } else { animations.append(animation) }
    }
    if let completion { completions.append(completion) }
    return true
  }

  func notifyWhenInteractionChanges(_ handler: @escaping Block) {
    interactionHandlers.append(handler)
  }

  func notifyWhenInteractionEnds(_ handler: @escaping Block) {
    interactionHandlers.append(handler)
  }

  /// Runs the alongside animations queued so far.
  func start() {
    started = true
    let queued = animations
    animations = []
    for animation in queued { animation(self) }
  }

  /// The finger lifts: the transition leaves interaction, completing or cancelled.
  func endInteraction(cancelled: Bool) {
    isInteractive = false
    isCancelled = cancelled
    percentComplete = cancelled ? 0.2 : 0.8
    for handler in interactionHandlers { handler(self) }
  }

  /// The transition starts ending: alongside animations can no longer be queued.
  func beginEnding() {
    ending = true
  }

  /// The transition ended: runs the completions.
  func finish() {
    ending = true
    ended = true
    let queued = completions
    completions = []
    for completion in queued { completion(self) }
  }
}
