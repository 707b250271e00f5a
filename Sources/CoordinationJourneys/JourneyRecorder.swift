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
/// the navigation shown half way, keeping the newer half (or, when that navigation could not
/// be saved, from the navigation shown then; it stops, keeping what it has, when neither can
/// be). A step costs the input (a few hundred bytes) and the outline of the navigation it left.
@MainActor
public final class JourneyRecorder {
  /// The journey so far.
  public private(set) var journey: Journey
  private weak var store: NavigationStore?
  private let half: Int
  /// Where the journey begins again once it is full: the navigation after step `half`.
  private var checkpoint: JourneyStart?
  /// What is under way, innermost last: a command and the input read before it ran, a
  /// transaction and the inputs of its commands, a flow's completion and what it did.
  private var frames: [Frame] = []
  /// The number the next `run` gets.
  private var nextRun = 0
  /// The flows awaited by a `run` of the journey, by the run's number, until they end.
  private var awaitedFlows: [CoordinatorID: Int] = [:]

  private enum Frame {
    /// A command: its input (`nil`: nothing to record), or a restore, recorded once it ran.
    case command(JourneyInput?, isRestore: Bool)
    case transaction([JourneyInput])
    /// A flow's completion: the run that awaited it (`nil`: not one of the journey's).
    case flowEnd(run: Int?, [JourneyInput])
  }

  /// Starts recording the inputs of `store`, from the navigation it shows now.
  ///
  /// - Parameters:
  ///   - store: The store whose inputs to record; it must have started.
  ///   - maximumSteps: The most steps kept (at least 2); see the discussion.
  /// - Throws: ``JourneyError/storeNotStarted`` for a store that has not started,
  ///   ``JourneyError/unsavableStart(reason:)`` when its navigation cannot be saved.
  public init(recording store: NavigationStore, maximumSteps: Int = 1_000) throws(JourneyError) {
    precondition(maximumSteps >= 2, "a journey keeps at least two steps")
    guard store.isStarted else { throw .storeNotStarted }
    do {
      journey = Journey(app: store.root.reflectedTypeName, start: try JourneyStart(of: store))
    } catch {
      throw .unsavableStart(reason: error.reason)
    }
    half = max(1, maximumSteps / 2)
    self.store = store
    store.commandRecorder = self
  }

  /// Stops recording; ``journey`` keeps what was recorded.
  public func stop() {
    if let store, store.commandRecorder === self { store.commandRecorder = nil }
    store = nil
  }

  /// Hands a finished input to what encloses it: the transaction or the flow's completion
  /// under way, else the journey, as a step.
  private func deliver(_ input: JourneyInput, in store: NavigationStore) {
    switch frames.popLast() {
    case .transaction(let inputs): frames.append(.transaction(inputs + [input]))
    case .flowEnd(let run, let inputs): frames.append(.flowEnd(run: run, inputs + [input]))
    case let frame?:
      frames.append(frame)
      append(input, in: store)
    case nil: append(input, in: store)
    }
  }

  /// Adds a step, and begins again from the checkpoint once the journey is full.
  private func append(_ input: JourneyInput, in store: NavigationStore) {
    journey.steps.append(JourneyStep(input: input, stateAfter: store.journeyState))
    if journey.steps.count == 2 * half {
      guard let start = checkpoint ?? (try? JourneyStart(of: store)) else {
        // Neither the navigation half way nor this one can be saved (a route that no longer
        // encodes): the journey stops rather than grow without bound.
        stop()
        return
      }
      begin(at: start, dropping: checkpoint == nil ? journey.steps.count : half)
    }
    if journey.steps.count == half { checkpoint = try? JourneyStart(of: store) }
  }

  /// Begins the journey again at `start`, without its first `dropped` steps and what their runs
  /// left.
  private func begin(at start: JourneyStart, dropping dropped: Int) {
    let gone = Set(journey.steps.prefix(dropped).flatMap { $0.input.runs(with: journey.flowEnds) })
    journey.start = start.snapshot
    journey.startState = start.state
    journey.startWaitingPath = start.waitingPath
    journey.steps.removeFirst(dropped)
    journey.flowEnds.removeAll { gone.contains($0.run) }
    awaitedFlows = awaitedFlows.filter { !gone.contains($0.value) }
    checkpoint = nil
  }
}

extension JourneyRecorder: NavigationCommandRecording {
  package func willExecute(_ command: NavigationCommand, in store: NavigationStore) {
    if case .restore = command {
      frames.append(.command(nil, isRestore: true))
    } else {
      frames.append(.command(JourneyInput(recording: command, in: store), isRestore: false))
    }
  }

  package func didExecute(
    _ command: NavigationCommand, outcome: CommandOutcome?, in store: NavigationStore
  ) {
    guard case .command(let read, let isRestore) = frames.popLast() else { return }
    if isRestore {
      do {
        deliver(.restore(snapshot: try store.snapshot()), in: store)
      } catch {
        deliver(.unrecorded(what: "a restore", reason: error.description), in: store)
      }
    } else if let input = read.flatMap({ numbered($0, for: command, outcome: outcome) }) {
      deliver(input, in: store)
    }
  }

  /// The input, with a `run`'s number once the run was applied (its flow is awaited from then
  /// on); `nil` for a run that was not, which changed nothing.
  private func numbered(
    _ input: JourneyInput, for command: NavigationCommand, outcome: CommandOutcome?
  ) -> JourneyInput? {
    guard case .call(.run(let route, let style, _), let index) = input,
      case .coordinator(_, let caller) = command
    else { return input }
    guard outcome == .applied, let flow = caller.children.max(by: { $0.id < $1.id }) else {
      return nil
    }
    defer { nextRun += 1 }
    awaitedFlows[flow.id] = nextRun
    return .call(call: .run(route: route, presentedAs: style, run: nextRun), coordinator: index)
  }

  package func willBeginTransaction() {
    frames.append(.transaction([]))
  }

  package func didEndTransaction(in store: NavigationStore) {
    guard case .transaction(let inputs) = frames.popLast(), !inputs.isEmpty else { return }
    deliver(.transaction(inputs: inputs), in: store)
  }

  package func willRunCompletion(of flow: CoordinatorID) {
    frames.append(.flowEnd(run: awaitedFlows.removeValue(forKey: flow), []))
  }

  package func didRunCompletion(of flow: CoordinatorID) {
    guard case .flowEnd(let run, let inputs) = frames.popLast(), !inputs.isEmpty else { return }
    if let run {
      journey.flowEnds.append(JourneyFlowEnd(run: run, inputs: inputs))
      return
    }
    // A flow awaited before the journey began ended here and its completion navigated: a
    // replay has no completion to run, so the command this happened in cannot be replayed.
    guard let index = frames.lastIndex(where: { if case .command = $0 { true } else { false } }),
      case .command(let input, let isRestore) = frames[index]
    else { return }
    let what = input?.description ?? (isRestore ? "a restore" : "a command")
    frames[index] = .command(
      .unrecorded(
        what: what,
        reason: "the completion of a flow awaited before the journey began navigated here"),
      isRestore: false)
  }
}
