/// A screen model: a small class, the library's counterpart of the hand-written style's
/// ``ViewController``, so that both sides create one object per screen.
public final class ScreenModel {
  /// The index of the route that created it.
  public let index: Int

  /// Creates a model.
  public init(index: Int) { self.index = index }
}
