#if canImport(SwiftUI)
  import Coordination
  public import SwiftUI

  extension View {
    /// Names this view as a popover anchor: a popover layer its screen presents with
    /// `SheetOptions.popoverAnchor` equal to `name` is shown as SwiftUI's `popover` attached to
    /// this view.
    ///
    /// On a regular width SwiftUI shows it as a popover pointing at this view, which a tap
    /// outside dismisses; on a compact width SwiftUI adapts it to a sheet, with the layer's
    /// detents and grabber, which a swipe down dismisses. Either way the dismissal reaches the
    /// store once, as the user's; a layer whose screens refuse to be left, or whose options do
    /// not allow the swipe, cannot be dismissed (`interactiveDismissDisabled`).
    ///
    /// Apply it inside a screen's view shown by ``NavigationHost``; elsewhere it does nothing, as
    /// on tvOS and watchOS, which have no popover. A popover layer whose anchor no view on its
    /// presenting screen names, or that names none, is shown as a sheet.
    public func coordinatedPopoverAnchor(_ name: String) -> some View {
      modifier(PopoverAnchorModifier(name: name))
    }
  }

  /// Attaches the popover anchored to `name` on the screen the view is in, and tells the
  /// bindings that the screen declares the anchor while the view is on screen.
  struct PopoverAnchorModifier: ViewModifier {
    let name: String
    @Environment(\.coordinatedScreen) private var screen: CoordinatedScreen?

    func body(content: Content) -> some View {
      #if os(tvOS) || os(watchOS)
        // No popover there (`@available(tvOS, unavailable)`, `@available(watchOS, unavailable)`):
        // no anchor is declared, and the layer is a sheet.
        content
      #else
        if let screen {
          let bindings = screen.bindings
          let presented = bindings.popoverLayer(anchoredTo: name, on: screen.screen)
          content
            .popover(
              isPresented: bindings.isPresentingPopover(anchoredTo: name, on: screen.screen)
            ) {
              if let presented { screen.presentedLayer(presented) }
            }
            .onAppear { bindings.declareAnchor(name, on: screen.screen) }
            .onDisappear { bindings.withdrawAnchor(name, on: screen.screen) }
        } else {
          content
        }
      #endif
    }
  }
#endif
