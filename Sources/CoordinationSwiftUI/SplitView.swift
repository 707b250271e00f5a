#if canImport(SwiftUI)
  import Coordination
  import SwiftUI

  /// A split layer on a regular width: a `NavigationSplitView` whose columns are each a
  /// stack's `NavigationStack(path:)`, sidebar, content (when there is one), then detail.
  struct SplitView<ScreenContent: View>: View {
    let bindings: StoreBindings
    let stacks: [StackID]
    let content: (Screen, AnyObject?) -> ScreenContent

    var body: some View {
      if stacks.count == 3 {
        NavigationSplitView {
          column(0)
        } content: {
          column(1)
        } detail: {
          column(2)
        }
      } else {
        NavigationSplitView {
          column(0)
        } detail: {
          column(stacks.count - 1)
        }
      }
    }

    private func column(_ index: Int) -> StackView<ScreenContent> {
      StackView(bindings: bindings, stack: stacks[index], content: content)
    }
  }
#endif
