#if canImport(UIKit)
  import Foundation
  import UIKit

  extension UIViewController {
    /// A label that wraps its text over as many lines as it needs.
    func makeLabel(_ text: String) -> UILabel {
      let label = UILabel()
      label.text = text
      label.numberOfLines = 0
      return label
    }

    /// A system button that runs `action` when tapped.
    func makeButton(_ title: String, action: @escaping () -> Void) -> UIButton {
      let button = UIButton(type: .system)
      button.setTitle(title, for: .normal)
      button.addAction(UIAction(title: title) { _ in action() }, for: .touchUpInside)
      return button
    }

    /// A bordered text field with a placeholder.
    func makeField(_ placeholder: String, text: String = "") -> UITextField {
      let field = UITextField()
      field.placeholder = placeholder
      field.text = text
      field.borderStyle = .roundedRect
      return field
    }

    /// A table header of `height` points holding `views` in a column; the table sets its
    /// width.
    func makeHeader(_ views: [UIView], height: CGFloat) -> UIView {
      let header = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: height))
      let column = UIStackView(arrangedSubviews: views)
      column.axis = .vertical
      column.spacing = 8
      column.translatesAutoresizingMaskIntoConstraints = false
      header.addSubview(column)
      NSLayoutConstraint.activate([
        column.topAnchor.constraint(equalTo: header.topAnchor, constant: 8),
        column.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 16),
        column.trailingAnchor.constraint(equalTo: header.trailingAnchor, constant: -16),
      ])
      return header
    }

    /// A search field with its "Search" button beside it, which runs `search` with the text.
    func makeSearchRow(query: String = "", search: @escaping (String) -> Void) -> UIView {
      let field = makeField("Search kanji", text: query)
      let row = UIStackView(
        arrangedSubviews: [
          field, makeButton("Search") { [weak field] in search(field?.text ?? "") },
        ])
      row.spacing = 8
      return row
    }
  }
#endif
