#if canImport(SwiftUI)
  import SwiftUI

  extension View {
    /// A pushed screen's back: SwiftUI's own (the back button, its long-press menu, the swipe
    /// back) when `hidesSystemBack` is false; otherwise SwiftUI's is hidden, which takes its
    /// menu and the swipe with it, and a "Back" button in the toolbar calls `goBack`, which asks
    /// the store. So SwiftUI never writes a back the store refuses: a refused write cannot be
    /// undone reliably (SwiftUI need not read the path again after writing it, and drops a push
    /// made while its pop animates).
    func systemBack(hidden hidesSystemBack: Bool, goBack: @escaping @MainActor () -> Void)
      -> some View
    {
      navigationBarBackButtonHidden(hidesSystemBack)
        .toolbar {
          if hidesSystemBack {
            Button("Back", action: goBack)
          }
        }
    }
  }
#endif
