#if canImport(SwiftUI)
  public import Coordination
  import CoordinationRendering
  public import SwiftUI

  // Questions: a layer of style .alert or .confirmationDialog is shown by the layer below it
  // with SwiftUI's `alert` or `confirmationDialog`, built from its screen's AlertModel. SwiftUI
  // runs a button's action, then writes `isPresented = false`; the action reports the answer,
  // and the write that follows finds the question gone. A write with no button before it (a
  // tap outside a dialog's popover) reports a dismissal, which the store answers with the
  // cancel button's value. Exactly one report per question either way.

  extension StoreBindings {
    /// The question (a layer whose style `PresentationStyle.isQuestion`) presented above the
    /// layer at `index`, if one is.
    public func question(above index: Int) -> PresentedLayer? {
      let next = index + 1
      guard state.layers.indices.contains(next), state.layers[next].style.isQuestion else {
        return nil
      }
      return PresentedLayer(id: state.layers[next].id, index: next)
    }

    /// The model of a question: its screen's `AlertModel`, `nil` when the screen's model is
    /// not one (the question is then shown with its route as title and a system "OK").
    public func alertModel(of layer: LayerID) -> AlertModel? {
      questionScreen(of: layer).flatMap { store.model(for: $0.id) } as? AlertModel
    }

    /// The title a question is shown with: its model's, else its route's description.
    public func title(of layer: LayerID) -> String {
      alertModel(of: layer)?.title ?? questionScreen(of: layer)?.route.description ?? ""
    }

    /// Whether a question of `style` (`PresentationStyle.alert` or
    /// `PresentationStyle.confirmationDialog`) is presented above the layer at `index`: the
    /// `isPresented` binding of an `alert` or a `confirmationDialog` attached to that layer's
    /// view. SwiftUI's write of `false` reports the question dismissed, unless a button of it
    /// answered it first.
    public func isAsking(above index: Int, style: PresentationStyle) -> Binding<Bool> {
      let asked = question(above: index).flatMap {
        state.layers[$0.index].style == style ? $0.id : nil
      }
      return Binding(
        get: { [self] in
          _ = putBacks
          return asked != nil && question(above: index)?.id == asked
        },
        set: { [self] value in
          if !value, let asked { report(shown.userDismissed(asked)) }
        })
    }

    /// The text of a question's text field, seeded with the field's text: what the user types
    /// is kept here until a button reads it.
    public func text(of layer: LayerID, field: Int) -> Binding<String> {
      Binding(
        get: { [self] in
          let texts = typedTexts(of: layer)
          return texts.indices.contains(field) ? texts[field] : ""
        },
        set: { [self] text in
          var texts = typedTexts(of: layer)
          guard texts.indices.contains(field) else { return }
          texts[field] = text
          typedTexts[layer] = texts
        })
    }

    /// The user chose a question's button (the button's action): reports
    /// `UserAction.answered(_:button:texts:)` with the fields' texts, once; the store then
    /// dismisses the question, which SwiftUI has already taken away.
    public func answer(_ layer: LayerID, button: Int) {
      let texts = typedTexts(of: layer)
      guard shown.userDismissed(layer) != nil else { return }
      report(.answered(layer, button: button, texts: texts))
    }

    /// The texts of a question's fields: those typed, else the model's.
    func typedTexts(of layer: LayerID) -> [String] {
      typedTexts[layer] ?? alertModel(of: layer)?.textFields.map(\.text) ?? []
    }

    /// The screen of a question layer.
    private func questionScreen(of layer: LayerID) -> Screen? {
      state.layers.first { $0.id == layer }?.stacks.first?.screens.first
    }
  }
#endif
