import CoordinationWeb
import PagesApp

/// The First, Second, Third app (D): each page's message and its buttons.
enum PagesViews {
  /// Registers the app's views.
  static func register(in views: inout ViewRegistry) {
    views.register(first)
    views.register(second)
    views.register(third)
  }

  /// First: "Next" (`next`) starts the Second flow.
  static let first = ScreenView<FirstViewModel>(title: { $0.title }) { model, context in
    """
    <div class="card"><p>\(model.message)</p></div>\
    <div class="actions">\(context.button("Next", action: "next"))</div>
    """
  }
  .action("next") { model, _ in model.next() }

  /// Second: "Next" (`next`) to Third, and the custom "Back to First" (`back-to-first`).
  static let second = ScreenView<SecondViewModel>(title: { $0.title }) { model, context in
    """
    <div class="card"><p>\(model.message)</p></div>\
    <div class="actions">\(context.button("Next", action: "next"))\
    \(context.button("Back to First", action: "back-to-first", style: "secondary"))</div>
    """
  }
  .action("next") { model, _ in model.next() }
  .action("back-to-first") { model, _ in model.backToFirst() }

  /// Third: "Back to First" (`back-to-first`) ends the Second flow.
  static let third = ScreenView<ThirdViewModel>(title: { $0.title }) { model, context in
    """
    <div class="card"><p>\(model.message)</p></div>\
    <div class="actions">\(context.button("Back to First", action: "back-to-first"))</div>
    """
  }
  .action("back-to-first") { model, _ in model.backToFirst() }
}
