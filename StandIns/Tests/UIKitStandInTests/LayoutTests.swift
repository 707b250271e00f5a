import Foundation
import Testing
import UIKit

extension StandInTests {
  @Suite("Stack views, constraints and table header views")
  struct LayoutTests {
    init() {
      resetStandIn()
    }

    @Test("A stack view's arranged subviews are subviews, and leave with them")
    func stackView() {
      let label = UILabel()
      let field = UITextField()
      let stack = UIStackView(arrangedSubviews: [label, field])
      #expect(stack.arrangedSubviews == [label, field] && stack.subviews == [label, field])
      #expect(stack.axis == .horizontal && stack.spacing == 0)
      stack.addArrangedSubview(label)
      #expect(stack.arrangedSubviews == [field, label] && stack.subviews == [label, field])
      label.removeFromSuperview()
      #expect(stack.arrangedSubviews == [field] && stack.subviews == [field])
    }

    @Test("Constraints are recorded between edges and activated together")
    func constraints() {
      let view = UIView()
      let stack = UIStackView()
      view.addSubview(stack)
      stack.translatesAutoresizingMaskIntoConstraints = false
      let top = stack.topAnchor.constraint(
        equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20)
      let leading = stack.leadingAnchor.constraint(equalTo: view.leadingAnchor)
      #expect(!top.isActive)
      NSLayoutConstraint.activate([top, leading])
      #expect(top.isActive && leading.isActive && top.constant == 20)
      #expect(top.standInDescription == "UIStackView.top = UIView.safeArea.top + 20.0")
      #expect(!stack.translatesAutoresizingMaskIntoConstraints)
      #expect(view.translatesAutoresizingMaskIntoConstraints)
    }

    @Test("A table header view is a subview as wide as the table, replaced when set again")
    func tableHeader() {
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      let first = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 44))
      table.tableHeaderView = first
      #expect(table.subviews == [first] && first.frame.width == 320 && first.frame.height == 44)
      let second = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 60))
      table.tableHeaderView = second
      #expect(table.subviews == [second] && first.superview == nil)
    }

    @Test("A text field has no border unless given one")
    func borderStyle() {
      let field = UITextField()
      #expect(field.borderStyle == .none)
      field.borderStyle = .roundedRect
      #expect(field.borderStyle.rawValue == 3)
    }
  }
}
