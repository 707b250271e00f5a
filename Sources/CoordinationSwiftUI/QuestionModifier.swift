#if canImport(SwiftUI)
  import Coordination
  import SwiftUI

  /// Shows the question presented above a layer, if any, as an `alert` or a
  /// `confirmationDialog` attached to that layer's view (inside a sheet's content when the layer
  /// is a sheet, since SwiftUI presents one thing at a time from a view).
  struct QuestionModifier: ViewModifier {
    let bindings: StoreBindings
    let index: Int

    func body(content: Content) -> some View {
      let question = bindings.question(above: index)
      let title = question.map { bindings.title(of: $0.id) } ?? ""
      let model = question.flatMap { bindings.alertModel(of: $0.id) }
      content
        .alert(title, isPresented: bindings.isAsking(above: index, style: .alert)) {
          QuestionActions(bindings: bindings, layer: question?.id, model: model)
        } message: {
          if let message = model?.message { Text(message) }
        }
        .confirmationDialog(
          title, isPresented: bindings.isAsking(above: index, style: .confirmationDialog),
          titleVisibility: .visible
        ) {
          QuestionActions(bindings: bindings, layer: question?.id, model: model)
        } message: {
          if let message = model?.message { Text(message) }
        }
    }
  }

  /// A question's text fields and buttons. Without a model, none: SwiftUI adds an "OK" that
  /// only dismisses.
  struct QuestionActions: View {
    let bindings: StoreBindings
    let layer: LayerID?
    let model: AlertModel?

    var body: some View {
      if let layer, let model {
        ForEach(Array(model.textFields.enumerated()), id: \.offset) { position, field in
          if field.isSecure {
            SecureField(field.placeholder, text: bindings.text(of: layer, field: position))
          } else {
            TextField(field.placeholder, text: bindings.text(of: layer, field: position))
          }
        }
        let cancel = model.buttons.firstIndex { $0.role == .cancel }
        ForEach(Array(model.buttons.enumerated()), id: \.offset) { position, button in
          Button(button.title, role: Self.role(button.role, isTheCancel: position == cancel)) {
            bindings.answer(layer, button: position)
          }
        }
      }
    }

    /// SwiftUI's role for a button's: the first `.cancel` button only is the cancel one.
    static func role(_ role: AlertButtonRole?, isTheCancel: Bool) -> ButtonRole? {
      switch role {
      case .cancel: isTheCancel ? .cancel : nil
      case .destructive: .destructive
      case nil: nil
      }
    }
  }
#endif
