/// How the stand-in runs animated transitions, and what UIKit would have logged meanwhile.
///
/// Stand-in-only API (Linux tests), not part of UIKit. Non-animated transitions always
/// complete before the call returns, as on a device. Animated ones complete at once in
/// ``Mode/immediate`` mode, or stay in flight until ``finishAll()`` in ``Mode/deferred``
/// mode, so a test can act while a push, a presentation or a dismissal is still animating.
@MainActor
public enum StandInTransitions {
  /// When animated transitions end.
  public enum Mode: Sendable, Equatable {
    /// Animated transitions end before the call that started them returns.
    case immediate
    /// Animated transitions stay in flight until ``StandInTransitions/finishAll()``.
    case deferred
  }

  /// When animated transitions end; ``Mode/immediate`` unless a test says otherwise.
  public static var mode: Mode = .immediate

  /// What UIKit would have printed to the console for refused calls, oldest first.
  ///
  /// The texts follow UIKit's console messages as reported in public code and issue threads,
  /// for example `Attempt to present <B> on <A> (from <A>) while a presentation is in
  /// progress.`; the angle brackets hold ``UIViewController/standInName`` instead of an
  /// address.
  public private(set) static var warnings: [String] = []

  /// Transitions started and not yet ended, oldest first.
  static var pending: [StandInPendingTransition] = []

  /// The number of animated transitions in flight.
  public static var inFlightCount: Int { pending.count }

  /// Whether the user's touches are ignored now: UIKit ignores interaction events while a
  /// navigation or presentation transition runs (it has long bracketed its transitions with
  /// `beginIgnoringInteractionEvents`; a back button tapped during a push does nothing). The
  /// stand-in's user actions return `false` then.
  public static var ignoresUserEvents: Bool { !pending.isEmpty }

  /// Calls made while a transition was in their way, to be done once it has ended (in
  /// ``StandInBehavior/CallDuringTransition/deferred`` mode), oldest first.
  static var deferredCalls: [StandInDeferredCall] = []

  /// The number of calls waiting for a transition to end.
  public static var deferredCount: Int { deferredCalls.count }

  /// Ends every transition in flight, oldest first, including those started meanwhile, and
  /// does the calls that waited for them.
  public static func finishAll() {
    while !pending.isEmpty {
      let transition = pending.removeFirst()
      transition.finish()
    }
  }

  /// A call made while `isBlocked()`: records UIKit's `message` and does the call later or
  /// never, following ``StandInBehavior/callsDuringTransition``.
  static func hold(
    _ message: String, until isBlocked: @escaping @MainActor () -> Bool,
    _ call: @escaping @MainActor () -> Void
  ) {
    warn(message)
    guard StandInBehavior.callsDuringTransition == .deferred else { return }
    deferredCalls.append(StandInDeferredCall(isBlocked: isBlocked, call: call))
  }

  /// Does the deferred calls no longer blocked, oldest first; a call blocked again by one
  /// done before it stays.
  static func runDeferredCalls() {
    var index = 0
    while index < deferredCalls.count {
      let deferred = deferredCalls[index]
      if deferred.isBlocked() {
        index += 1
      } else {
        deferredCalls.remove(at: index)
        deferred.call()
        index = 0
      }
    }
  }

  /// Forgets warnings, the call log and transitions in flight, and restores the defaults.
  ///
  /// Call it at the start of a test: the state is global, like UIKit's.
  public static func reset() {
    mode = .immediate
    warnings = []
    pending = []
    deferredCalls = []
    StandInLog.clear()
    StandInBehavior.reset()
  }

  /// Records a console message UIKit would have printed.
  static func warn(_ message: String) {
    warnings.append(message)
  }

  /// Runs `finish` now, or later if `animated` and the mode is deferred; then the deferred
  /// calls it no longer blocks.
  @discardableResult
  static func run(animated: Bool, _ finish: @escaping @MainActor () -> Void)
    -> StandInPendingTransition?
  {
    let ending: @MainActor () -> Void = {
      finish()
      runDeferredCalls()
    }
    guard animated, mode == .deferred else {
      ending()
      return nil
    }
    let transition = StandInPendingTransition(ending)
    pending.append(transition)
    return transition
  }
}

/// A call UIKit did not do because a transition was in its way.
@MainActor
struct StandInDeferredCall {
  /// Whether a transition is still in the call's way.
  let isBlocked: () -> Bool
  /// The call.
  let call: () -> Void
}

/// One animated transition in flight: what ends it.
@MainActor
final class StandInPendingTransition {
  private var finishing: (@MainActor () -> Void)?

  init(_ finish: @escaping @MainActor () -> Void) {
    finishing = finish
  }

  /// Ends the transition, once.
  func finish() {
    let finishing = self.finishing
    self.finishing = nil
    finishing?()
  }
}
