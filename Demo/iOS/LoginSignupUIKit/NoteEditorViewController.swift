#if canImport(UIKit)
  import Foundation
  import LoginSignupApp
  import UIKit

  /// The note form: the last refusal's reason, the title and text fields (filled with a draft
  /// a relaunch restored, and reported to the model as they are typed), "Save" and "Discard".
  final class NoteEditorViewController: UIViewController {
    private let viewModel: NoteEditorViewModel
    private lazy var errorLabel = makeLabel("")
    private lazy var titleField = makeField("Title")
    private lazy var textField = makeField("Text")

    init(viewModel: NoteEditorViewModel) {
      self.viewModel = viewModel
      super.init(nibName: nil, bundle: nil)
      title = viewModel.title
    }

    required init?(coder: NSCoder) {
      fatalError("NoteEditorViewController is made in code")
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      titleField.text = viewModel.noteTitle
      textField.text = viewModel.text
      // What is typed is the draft at once, so the back button asks before it is lost.
      for field in [titleField, textField] {
        field.addAction(UIAction { [weak self] _ in self?.edited() }, for: .editingChanged)
      }
      installColumn([
        errorLabel, titleField, textField,
        makeButton("Save") { [weak self] in self?.save() },
        makeButton("Discard") { [viewModel] in viewModel.discard() },
      ])
      render()
    }

    private func edited() {
      viewModel.edit(title: titleField.text ?? "", text: textField.text ?? "")
    }

    private func save() {
      viewModel.save(title: titleField.text ?? "", text: textField.text ?? "")
      render()
    }

    private func render() { show(viewModel.errorMessage, in: errorLabel) }
  }
#endif
