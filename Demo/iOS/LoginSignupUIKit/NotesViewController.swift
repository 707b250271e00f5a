#if canImport(UIKit)
  import Foundation
  import LoginSignupApp
  import UIKit

  /// The Notes tab's first screen: "New note", then a line per note, newest first (or "No notes
  /// yet."). The button comes first so that a long list never pushes it off the screen.
  final class NotesViewController: UIViewController {
    private let viewModel: NotesViewModel
    private let list = UIStackView()

    init(viewModel: NotesViewModel) {
      self.viewModel = viewModel
      super.init(nibName: nil, bundle: nil)
      title = viewModel.title
    }

    required init?(coder: NSCoder) {
      fatalError("NotesViewController is made in code")
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      list.axis = .vertical
      list.spacing = 8
      installColumn([makeButton("New note") { [viewModel] in viewModel.newNote() }, list])
      render()
    }

    /// A saved note was added while the form was on top.
    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      render()
    }

    private func render() {
      // Removed from the stack view, a view is no longer arranged (UIStackView.h).
      for view in list.arrangedSubviews { view.removeFromSuperview() }
      let lines =
        viewModel.notes.isEmpty
        ? [viewModel.emptyMessage] : viewModel.notes.map { "\($0.title): \($0.text)" }
      for line in lines { list.addArrangedSubview(makeLabel(line)) }
    }
  }
#endif
