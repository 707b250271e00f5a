#if canImport(UIKit)
  import UIKit

  extension UIViewController {
    /// Lays `views` out in a column below the top of the safe area, on the system background.
    func installColumn(_ views: [UIView]) {
      view.backgroundColor = .systemBackground
      let column = UIStackView(arrangedSubviews: views)
      column.axis = .vertical
      column.spacing = 16
      column.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(column)
      let safeArea = view.safeAreaLayoutGuide
      NSLayoutConstraint.activate([
        column.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 24),
        column.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 20),
        column.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -20),
      ])
    }

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

    /// A bordered text field with a placeholder; `secure` hides what is typed.
    func makeField(_ placeholder: String, secure: Bool = false) -> UITextField {
      let field = UITextField()
      field.placeholder = placeholder
      field.borderStyle = .roundedRect
      field.isSecureTextEntry = secure
      return field
    }

    /// Shows `message` in `label`, or hides the label when there is none.
    func show(_ message: String?, in label: UILabel) {
      label.text = message
      label.isHidden = message == nil
    }
  }
#endif
