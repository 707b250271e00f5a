public import Coordination

/// Records the journey of a store: every input from outside it, from now on.
///
/// ```swift
/// let recorder = try JourneyRecorder(recording: store)
/// // ... the user navigates ...
/// let report = try recorder.journey.jsonData()  // attach it to the bug report
/// ```
///
/// The store keeps the recorder until ``stop()`` or until the store goes, so the app may keep
/// only what it needs to read ``journey``. A store has one recorder at a time: a new one
/// replaces the one before.
///
/// A journey keeps at most `maximumSteps` steps: when it has that many, it begins again from
/// the navigation shown half way, keeping the newer half. A step costs the input (a few
/// hundred bytes) and the outline of the navigation it left.
@MainActor
public final class JourneyRecorder {
  /// The journey so far.
  public private(set) var journey: Journey
  private weak var store: NavigationStore?
  private let half: Int
  /// The navigation after the step at `half`, where the journey begins again once it is full.
  private var checkpoint: (snapshot: NavigationSnapshot, state: String)?
  /// The input of the command under way, read before it ran.
  private var pending: Pending?

  private enum Pending {
    case input(JourneyInput)
    case restore
  }

  /// Starts recording the inputs of `store`, from the navigation it shows now.
  ///
  /// - Parameter maximumSteps: The most steps kept (at least 2); see the discussion.
  /// - Throws: ``JourneyError/storeNotStarted`` for a store that has not started,
  ///   ``JourneyError/unsavableStart(reason:)`` when its navigation cannot be saved.
  public init(recording store: NavigationStore, maximumSteps: Int = 1_000) throws(JourneyError) {
    guard store.isStarted else { throw .storeNotStarted }
    let start: NavigationSnapshot
    do {
      start = try store.snapshot()
    } catch {
      throw .unsavableStart(reason: error.description)
    }
    journey = Journey(
      app: store.root.reflectedTypeName, start: start, startState: store.journeyState)
    half = max(1, maximumSteps / 2)
    self.store = store
    store.commandRecorder = self
  }

  /// Stops recording; ``journey`` keeps what was recorded.
  public func stop() {
    if let store, store.commandRecorder === self { store.commandRecorder = nil }
    store = nil
  }

  /// Adds a step, and begins again from the checkpoint once the journey is full.
  private func append(_ input: JourneyInput, in store: NavigationStore) {
    journey.steps.append(JourneyStep(input: input, stateAfter: store.journeyState))
    if journey.steps.count == 2 * half, let checkpoint {
      journey.start = checkpoint.snapshot
      journey.startState = checkpoint.state
      journey.steps.removeFirst(half)
    }
    if journey.steps.count == half {
      checkpoint = (try? store.snapshot()).map { ($0, store.journeyState) }
    }
  }
}

extension JourneyRecorder: NavigationCommandRecording {
  package func willExecute(_ command: NavigationCommand, in store: NavigationStore) {
    if case .restore = command {
      pending = .restore
    } else {
      pending = JourneyInput(recording: command, in: store).map(Pending.input)
    }
  }

  package func didExecute(_ command: NavigationCommand, in store: NavigationStore) {
    defer { pending = nil }
    switch pending {
    case .input(let input): append(input, in: store)
    case .restore:
      do {
        append(.restore(snapshot: try store.snapshot()), in: store)
      } catch {
        append(.unrecorded(what: "a restore", reason: error.description), in: store)
      }
    case nil: break
    }
  }
}
