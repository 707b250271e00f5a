/// The modifier behind `alert` and `confirmationDialog`: while its binding is true, asks the
/// renderer to present the question above the presentation level it sits in, like a sheet (one
/// presentation per level: UIKit presents an alert controller from the hosting controller).
// swift-format-ignore: UseSynthesizedInitializer
// Explicit: the synthesized initializer would be main-actor isolated.
struct StandInQuestionModifier: StandInModifier {
  let style: StandInPresentation.Style
  let title: String?
  let isPresented: Binding<Bool>
  nonisolated(unsafe) let actions: any View
  nonisolated(unsafe) let message: any View

  nonisolated init(
    style: StandInPresentation.Style, title: String?, isPresented: Binding<Bool>,
    actions: any View, message: any View
  ) {
    self.style = style
    self.title = title
    self.isPresented = isPresented
    self.actions = actions
    self.message = message
  }

  func standInApply<Content: View>(to content: Content, _ renderer: StandInRenderer)
    -> [StandInNode]
  {
    let nodes = renderer.render(content)
    guard isPresented.wrappedValue else { return nodes }
    let name = style == .alert ? "alert" : "confirmationDialog"
    let question = StandInQuestionContent(
      style: style, title: title, actions: actions, message: message)
    let binding = isPresented
    renderer.requestPresentation(
      StandInPresentationRequest(
        style: style, key: renderer.identity, itemID: AnyHashable(true), itemDescription: "true",
        dismiss: { binding.wrappedValue = false },
        dismissDescription: "\(name).isPresented = false",
        onDismiss: nil, attachment: nil, content: { question }))
    return nodes
  }
}

/// What a presented question shows: its title, its message, its actions and, when it has none
/// to dismiss it, the standard one the system adds ("OK" for an alert without buttons, "Cancel"
/// for a dialog without a `.cancel` button outside a popover).
struct StandInQuestionContent: View, StandInRenderable {
  let style: StandInPresentation.Style
  let title: String?
  let actions: any View
  let message: any View

  var body: some View { StandInDrawnByRenderer() }

  func standInRender(_ renderer: StandInRenderer) -> [StandInNode] {
    let isPopover = style == .confirmationDialog && renderer.storage.behavior.device == .pad
    let first = renderer.buttons.count
    let saved = renderer.hidesCancelButtons
    renderer.hidesCancelButtons = isPopover
    let actionNodes = renderer.withIdentity("actions") { renderer.render(AnyView(actions)) }
    renderer.hidesCancelButtons = saved
    let messageNodes = renderer.withIdentity("message") { renderer.render(AnyView(message)) }
    let own = renderer.buttons[first...]
    var standard: [StandInNode] = []
    if style == .alert, own.isEmpty {
      standard = [standardButton("OK", renderer)]
    } else if style == .confirmationDialog, !isPopover, !own.contains(where: { $0.role == .cancel })
    {
      standard = [standardButton("Cancel", renderer)]
    }
    let titleNodes = title.map { [renderer.node(.text($0))] } ?? []
    return [
      renderer.node(
        .container(style == .alert ? "alert" : "confirmationDialog"),
        children: titleNodes + messageNodes + actionNodes + standard)
    ]
  }

  /// A button the system adds: it only dismisses.
  private func standardButton(_ title: String, _ renderer: StandInRenderer) -> StandInNode {
    renderer.registerButton(title: title, role: .cancel, action: {})
    return renderer.node(.button(title))
  }
}
