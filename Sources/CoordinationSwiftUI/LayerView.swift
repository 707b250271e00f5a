#if canImport(SwiftUI)
  import Coordination
  import Foundation
  import SwiftUI

  /// One layer of the store: its stack, its tabs or its split columns, and the layer presented
  /// above it: a sheet, a cover, or a question (an alert or a confirmation dialog).
  struct LayerView<ScreenContent: View>: View {
    let bindings: StoreBindings
    let index: Int
    let content: (Screen, AnyObject?) -> ScreenContent

    var body: some View {
      let _ = bindings.putBacks
      let _ = bindings.declaredAnchors
      let layer = bindings.state.layers.indices.contains(index) ? bindings.state.layers[index] : nil
      Group {
        if let layer, layer.isTabbed {
          TabView(selection: bindings.selectedTab(of: layer.id)) {
            ForEach(Array(layer.stacks.enumerated()), id: \.element.id) { position, stack in
              StackView(bindings: bindings, stack: stack.id, content: content)
                .tabItem { Text(stack.tab?.description ?? "") }
                .tag(position)
            }
          }
        } else if let layer, layer.splitColumns != nil {
          if bindings.isCompact {
            CollapsedSplitView(bindings: bindings, layer: layer.id, content: content)
          } else {
            SplitView(bindings: bindings, stacks: layer.stacks.map(\.id), content: content)
          }
        } else if let stack = layer?.stacks.first {
          StackView(bindings: bindings, stack: stack.id, content: content)
        }
      }
      .sheet(item: sheetBinding) { presented in
        Self.presentedContent(presented, bindings: bindings, content: content)
      }
      #if !os(macOS)
        .fullScreenCover(item: bindings.presented(above: index, style: .fullScreen)) { presented in
          LayerView(bindings: bindings, index: presented.index, content: content)
        }
      #endif
      .modifier(QuestionModifier(bindings: bindings, index: index))
    }

    /// The modal layer shown as a sheet above this one: on macOS, which has no full-screen cover
    /// (`fullScreenCover` is `@available(macOS, unavailable)`), every modal layer but a popover
    /// its anchor shows, a full-screen one as a sheet the user cannot dismiss; elsewhere, a sheet
    /// layer or a popover layer no view anchors (see `StoreBindings.sheetLayer(above:)`).
    private var sheetBinding: Binding<PresentedLayer?> {
      #if os(macOS)
        bindings.presented(above: index) { [bindings] layer in
          !layer.style.isQuestion && !bindings.isShownByItsAnchor(layer)
        }
      #else
        bindings.sheetLayer(above: index)
      #endif
    }

    /// The view of a presented sheet or popover layer: its layer, with its detents and grabber,
    /// kept from the user's dismissal when one of its screens refuses to be left or its options
    /// do not allow the swipe.
    static func presentedContent(
      _ presented: PresentedLayer, bindings: StoreBindings,
      content: @escaping (Screen, AnyObject?) -> ScreenContent
    ) -> some View {
      let layer = bindings.state.layers[presented.index]
      return LayerView(bindings: bindings, index: presented.index, content: content)
        .presentationDetents(Set(layer.sheetOptions.detents.map(Self.detent)))
        .presentationDragIndicator(layer.sheetOptions.showsGrabber ? .visible : .hidden)
        .interactiveDismissDisabled(
          bindings.refusesDismissal(of: presented.id) || !layer.sheetOptions.allowsSwipeToDismiss
            || (layer.style != .sheet && layer.style != .popover))
    }

    /// SwiftUI's detent for a sheet detent.
    static func detent(_ detent: SheetDetent) -> PresentationDetent {
      switch detent {
      case .medium: .medium
      case .large: .large
      case .fraction(let fraction): .fraction(CGFloat(fraction))
      case .height(let height): .height(CGFloat(height))
      }
    }
  }
#endif
