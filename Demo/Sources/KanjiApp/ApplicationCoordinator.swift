public import Coordination

/// The tutorial's ApplicationCoordinator: owns the ``KanjiStorage`` and starts the
/// ``AllKanjiListCoordinator`` that shows the list. The storage is injected downward.
public final class ApplicationCoordinator: Coordinator<ApplicationRoute> {
  /// The dictionary every screen of the app reads.
  public let kanjiStorage: KanjiStorage

  /// Creates the app with its dictionary.
  public init(kanjiStorage: KanjiStorage) {
    self.kanjiStorage = kanjiStorage
  }

  /// Starts the list coordinator.
  public override func start() { show(.kanjiList) }

  /// Creates the list coordinator with the storage.
  public override func destination(for route: ApplicationRoute) -> Destination {
    .flow(AllKanjiListCoordinator(kanjiStorage: kanjiStorage))
  }
}
