@available(tvOS, unavailable) @available(watchOS, unavailable)
extension View {
  /// Specifies the external events that the view's scene handles if the scene is already open.
  ///
  /// Stand-in: while the modified view is on screen, its window (of `StandInWindows`) prefers,
  /// or allows, the URLs the sets match; `"*"` matches every URL, as Apple's documentation says
  /// ("The String value “*” always matches"). Other strings are not compared with the URL: they
  /// match nothing, and the window records a problem.
  nonisolated public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>)
    -> some View
  {
    modifier(StandInExternalEventsModifier(preferring: preferring, allowing: allowing))
  }
}

// swift-format-ignore: UseSynthesizedInitializer
/// The modifier behind `handlesExternalEvents(preferring:allowing:)`.
struct StandInExternalEventsModifier: StandInModifier {
  let preferring: Set<String>
  let allowing: Set<String>

  // Explicit: the synthesized initializer would be main-actor isolated.
  nonisolated init(preferring: Set<String>, allowing: Set<String>) {
    self.preferring = preferring
    self.allowing = allowing
  }

  func standInApply<Content: View>(to content: Content, _ renderer: StandInRenderer)
    -> [StandInNode]
  {
    if renderer.onScreen {
      renderer.externalEvents.preferring.formUnion(preferring)
      renderer.externalEvents.allowing.formUnion(allowing)
      if !(preferring.union(allowing)).isSubset(of: ["*"]) {
        renderer.problem("handlesExternalEvents: the stand-in matches only \"*\"")
      }
    }
    return renderer.render(content)
  }
}

/// What a window's views said it handles: the union of their sets.
struct StandInExternalEvents {
  var preferring: Set<String> = []
  var allowing: Set<String> = []
}
