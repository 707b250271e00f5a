#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import Coordination
  import CoordinationRendering
  import Foundation
  import UIKit

  // Popovers: a layer of style .popover is presented with UIKit's `.popover` style, pointing at
  // the presenting screen's view whose `accessibilityIdentifier` is the layer's
  // `SheetOptions.popoverAnchor`. On a compact width UIKit adapts it to a sheet, shaped by the
  // popover's `adaptiveSheetPresentationController`. The user's dismissal (a tap outside, a
  // swipe down of the adapted sheet) reaches the layer's delegate through the same
  // presentation-controller calls a sheet's swipe does, and `isModalInPresentation` (set by
  // `updateGuards`) refuses both.

  extension UIKitDriver {
    /// A popover layer's presentation: its style, its anchor, the delegate that hears it
    /// dismissed or refused, and the detents and grabber of the sheet it becomes on a compact
    /// width.
    func configurePopover(
      _ container: UIViewController, as layer: ShownLayer, on presenter: UIViewController,
      delegate: LayerContainer
    ) {
      container.modalPresentationStyle = .popover
      guard let popover = container.popoverPresentationController else { return }
      if let source = anchorView(for: layer) {
        popover.sourceView = source
        popover.sourceRect = source.bounds
      } else {
        // No view named: the middle of the presenting view, as an action sheet's popover.
        let view: UIView = presenter.view
        popover.sourceView = view
        popover.sourceRect = CGRect(x: view.bounds.midX, y: view.bounds.midY, width: 0, height: 0)
      }
      popover.delegate = delegate
      // visionOS has no adaptive sheet (UIKit marks it unavailable there).
      #if !os(visionOS)
        let sheet = popover.adaptiveSheetPresentationController
        sheet.detents = layer.sheetOptions.detents.map(Self.detent)
        sheet.prefersGrabberVisible = layer.sheetOptions.showsGrabber
      #endif
    }

    /// The view a popover layer points at: the first view, depth first, in the presenting
    /// screen's view whose `accessibilityIdentifier` is the layer's anchor name; `nil` when it
    /// names none, or no such view is shown.
    ///
    /// - Complexity: O(*v*) in the number of views of the presenting screen.
    func anchorView(for layer: ShownLayer) -> UIView? {
      guard let name = layer.sheetOptions.popoverAnchor, let presenter = layer.presenter,
        let root = screenControllers[presenter]?.viewIfLoaded
      else { return nil }
      var pending: [UIView] = [root]
      while let view = pending.popLast() {
        if view.accessibilityIdentifier == name { return view }
        pending.append(contentsOf: view.subviews.reversed())
      }
      return nil
    }
  }
#endif
