#if canImport(SwiftUI)
  public import Coordination
  public import SwiftUI

  // Popovers: a layer of style .popover whose `SheetOptions.popoverAnchor` names a view its
  // presenting screen declares (`coordinatedPopoverAnchor(_:)`) is shown by that view's
  // `popover`; any other popover layer is shown as a sheet by the layer below. The anchors
  // declared are recorded here, by screen, while their views are on screen, so that a layer is
  // shown by one of the two only.

  /// An anchor a screen's view declares.
  struct PopoverAnchorKey: Hashable {
    let screen: ScreenID
    let name: String
  }

  extension StoreBindings {
    /// The popover layer `screen` presents anchored to `name`, if there is one.
    public func popoverLayer(anchoredTo name: String, on screen: ScreenID) -> PresentedLayer? {
      guard
        let index = state.layers.firstIndex(where: {
          $0.style == .popover && $0.presenter == screen && $0.sheetOptions.popoverAnchor == name
        })
      else { return nil }
      return PresentedLayer(id: state.layers[index].id, index: index)
    }

    /// Whether `screen` presents a popover layer anchored to `name`: the `isPresented` binding of
    /// the `popover` of the view that declares the anchor. SwiftUI's write of `false` (a tap
    /// outside, a swipe down on a compact width) reports that layer dismissed by the user, once.
    public func isPresentingPopover(anchoredTo name: String, on screen: ScreenID) -> Binding<Bool> {
      let asked = popoverLayer(anchoredTo: name, on: screen)?.id
      return Binding(
        get: { [self] in
          _ = putBacks
          return asked != nil && popoverLayer(anchoredTo: name, on: screen)?.id == asked
        },
        set: { [self] value in
          if !value, let asked { report(shown.userDismissed(asked)) }
        })
    }

    /// The layer presented above the layer at `index` that a `sheet` shows, if one is: a sheet
    /// layer, or a popover layer that no view on its presenting screen is anchoring (it names no
    /// anchor, or one no view declares), as SwiftUI shows a popover on a compact width.
    public func sheetLayer(above index: Int) -> Binding<PresentedLayer?> {
      presented(above: index) { [self] layer in
        layer.style == .sheet || (layer.style == .popover && !isShownByItsAnchor(layer))
      }
    }

    /// Records that a view of `screen` on screen declares the anchor `name`.
    public func declareAnchor(_ name: String, on screen: ScreenID) {
      declaredAnchors.insert(PopoverAnchorKey(screen: screen, name: name))
    }

    /// Records that the view of `screen` declaring the anchor `name` left the screen.
    public func withdrawAnchor(_ name: String, on screen: ScreenID) {
      declaredAnchors.remove(PopoverAnchorKey(screen: screen, name: name))
    }

    /// Whether a layer is a popover shown by the view that declares its anchor, rather than as a
    /// sheet.
    func isShownByItsAnchor(_ layer: PresentationLayer) -> Bool {
      guard layer.style == .popover, let presenter = layer.presenter,
        let name = layer.sheetOptions.popoverAnchor
      else { return false }
      return declaredAnchors.contains(PopoverAnchorKey(screen: presenter, name: name))
    }
  }
#endif
