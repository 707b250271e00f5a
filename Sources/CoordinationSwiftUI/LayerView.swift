#if canImport(SwiftUI)
  import Coordination
  import Foundation
  import SwiftUI

  /// One layer of the store: its stack, its tabs or its split columns, and the layer presented
  /// above it.
  struct LayerView<ScreenContent: View>: View {
    let bindings: StoreBindings
    let index: Int
    let content: (Screen, AnyObject?) -> ScreenContent

    var body: some View {
      let _ = bindings.putBacks
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
      .sheet(item: bindings.presented(above: index, style: .sheet)) { presented in
        let options = bindings.state.layers[presented.index].sheetOptions
        LayerView(bindings: bindings, index: presented.index, content: content)
          .presentationDetents(Set(options.detents.map(Self.detent)))
          .presentationDragIndicator(options.showsGrabber ? .visible : .hidden)
          .interactiveDismissDisabled(
            bindings.refusesDismissal(of: presented.id) || !options.allowsSwipeToDismiss)
      }
      .fullScreenCover(item: bindings.presented(above: index, style: .fullScreen)) { presented in
        LayerView(bindings: bindings, index: presented.index, content: content)
      }
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
