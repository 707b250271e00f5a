#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import Coordination
  import CoordinationRendering
  import Foundation
  import UIKit

  // Questions: a layer of style .alert or .confirmationDialog is a UIAlertController built from
  // its screen's AlertModel. UIKit dismisses the alert controller itself when the user chooses
  // an action, and runs the action's handler once it has gone; the driver then records that
  // the layer left and reports the answer, so the store's dismissal renders nothing.

  extension UIKitDriver {
    /// The alert controller of a question layer: an alert, or an action sheet for a
    /// confirmation dialog, with an action per button (the first `.cancel` button is the
    /// `.cancel` action: UIKit takes one only) and the model's text fields.
    func makeAlertController(for layer: ShownLayer) -> UIAlertController {
      let screen = layer.stacks.first?.screens.first
      let model = screen.flatMap { store.model(for: $0.id) } as? AlertModel
      let alert = UIAlertController(
        title: model?.title ?? screen?.route.description, message: model?.message,
        preferredStyle: model?.style == .confirmationDialog ? .actionSheet : .alert)
      for field in model?.textFields ?? [] {
        alert.addTextField { textField in
          textField.placeholder = field.placeholder
          textField.text = field.text
          textField.isSecureTextEntry = field.isSecure
        }
      }
      guard let model else {
        // Not a question the store knows: an OK that reports a dismissal.
        alert.addAction(
          UIAlertAction(title: "OK", style: .cancel) { [weak self] _ in
            self?.userDismissed(layer.id)
          })
        return alert
      }
      let cancel = model.buttons.firstIndex { $0.role == .cancel }
      for (index, button) in model.buttons.enumerated() {
        let style = Self.actionStyle(button.role, isTheCancel: index == cancel)
        alert.addAction(
          UIAlertAction(title: button.title, style: style) { [weak self, weak alert] _ in
            let texts = alert?.textFields?.map { $0.text ?? "" } ?? []
            self?.userAnswered(layer.id, button: index, texts: texts)
          })
      }
      return alert
    }

    /// UIKit's style of an action for a button's role.
    static func actionStyle(_ role: AlertButtonRole?, isTheCancel: Bool) -> UIAlertAction.Style {
      switch role {
      case .cancel: isTheCancel ? .cancel : .default
      case .destructive: .destructive
      case nil: .default
      }
    }

    /// Anchors an action sheet's popover (iPad) to the middle of the presenter's view, and
    /// makes `delegate` the popover's delegate, which hears a tap outside it. An alert, or an
    /// action sheet on iPhone, has no popover: nothing to do. Only the popover's delegate is
    /// set: UIKit manages the alert controller's own presentation controller.
    func anchor(_ alert: UIViewController, on presenter: UIViewController, delegate: LayerContainer)
    {
      guard let popover = alert.popoverPresentationController else { return }
      let view: UIView = presenter.view
      popover.sourceView = view
      popover.sourceRect = CGRect(x: view.bounds.midX, y: view.bounds.midY, width: 0, height: 0)
      popover.delegate = delegate
    }

    /// The user chose a button of a question: UIKit has already taken the alert controller
    /// away (or is taking it away, for a tap outside an action sheet's popover). Reported once:
    /// a later dismissal report of the same layer (the popover's delegate) finds it gone.
    func userAnswered(_ layer: LayerID, button: Int, texts: [String]) {
      // A popover's leaving began with `willDismiss`: the answer ends that wait, as a sheet's
      // dismissal does; whatever transition still runs is waited for as any of UIKit's is.
      userDismissed(layer, reporting: .answered(layer, button: button, texts: texts))
    }
  }
#endif
