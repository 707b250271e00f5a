extension View {
  /// Presents a sheet when a binding to a Boolean value that you provide is true.
  nonisolated public func sheet<Content>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View where Content: View {
    modifier(
      StandInPresentationModifier(
        style: .sheet, itemID: isPresented.wrappedValue ? AnyHashable(true) : nil,
        itemDescription: "true", dismiss: { isPresented.wrappedValue = false },
        dismissDescription: "sheet.isPresented = false", onDismiss: onDismiss,
        content: { content() }))
  }

  /// Presents a sheet using the given item as a data source for the sheet's content.
  nonisolated public func sheet<Item, Content>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View where Item: Identifiable, Content: View {
    modifier(StandInPresentationModifier(style: .sheet, item: item, onDismiss, content))
  }
}

/// The modifier behind `sheet`, `fullScreenCover` and `popover`: asks the renderer to present its content
/// above the presentation level it sits in while its binding says so.
struct StandInPresentationModifier: StandInModifier {
  let style: StandInPresentation.Style
  nonisolated(unsafe) let itemID: AnyHashable?
  let itemDescription: String
  nonisolated(unsafe) let dismiss: () -> Void
  let dismissDescription: String
  nonisolated(unsafe) let onDismiss: (() -> Void)?
  nonisolated(unsafe) let content: () -> any View

  nonisolated init(
    style: StandInPresentation.Style, itemID: AnyHashable?, itemDescription: String,
    dismiss: @escaping () -> Void, dismissDescription: String, onDismiss: (() -> Void)?,
    content: @escaping () -> any View
  ) {
    self.style = style
    self.itemID = itemID
    self.itemDescription = itemDescription
    self.dismiss = dismiss
    self.dismissDescription = dismissDescription
    self.onDismiss = onDismiss
    self.content = content
  }

  nonisolated init<Item: Identifiable, Content: View>(
    style: StandInPresentation.Style, item: Binding<Item?>, _ onDismiss: (() -> Void)?,
    _ content: @escaping (Item) -> Content
  ) {
    let value = item.wrappedValue
    let name = style == .sheet ? "sheet" : "fullScreenCover"
    self.init(
      style: style, itemID: value.map { AnyHashable($0.id) },
      itemDescription: value.map { "\($0)" } ?? "nil",
      dismiss: { item.wrappedValue = nil }, dismissDescription: "\(name).item = nil",
      onDismiss: onDismiss,
      content: {
        guard let current = item.wrappedValue ?? value else { return EmptyView() }
        return content(current)
      })
  }

  func standInApply<Content: View>(to content: Content, _ renderer: StandInRenderer)
    -> [StandInNode]
  {
    let nodes = renderer.render(content)
    if let itemID {
      // A popover on a compact width is a sheet; on a regular one it points at the modified view.
      let isPopover = style == .popover && renderer.storage.behavior.device == .pad
      renderer.requestPresentation(
        StandInPresentationRequest(
          style: style == .popover && !isPopover ? .sheet : style, key: renderer.identity,
          itemID: itemID, itemDescription: itemDescription, dismiss: dismiss,
          dismissDescription: dismissDescription, onDismiss: onDismiss,
          attachment: isPopover ? nodes : nil, content: self.content))
    }
    return nodes
  }
}
