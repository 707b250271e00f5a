import Foundation
import Testing
import UIKit

/// A table view controller as example apps write it.
final class ListController: UITableViewController {
  let items = ["One", "Two", "Three"]
  var selected: [Int] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.textLabel?.text = items[indexPath.row]
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(indexPath.row)
  }
}

extension StandInTests {
  @Suite("Controls and table views")
  struct ControlsAndTableTests {
    init() {
      resetStandIn()
    }

    @Test("A tap runs the button's actions; a disabled button ignores it")
    func buttonTap() {
      var taps = 0
      let button = UIButton(type: .system)
      button.setTitle("Go", for: .normal)
      button.addAction(UIAction(title: "Go") { _ in taps += 1 }, for: .touchUpInside)
      button.standInTap()
      button.isEnabled = false
      button.standInTap()
      #expect(taps == 1 && button.currentTitle == "Go" && button.buttonType == .system)
    }

    @Test("An action added again with the same identifier replaces the first")
    func actionIdentity() {
      var ran: [String] = []
      let button = UIButton(type: .custom)
      let id = UIAction.Identifier("go")
      button.addAction(UIAction(identifier: id) { _ in ran.append("first") }, for: .touchUpInside)
      button.addAction(UIAction(identifier: id) { _ in ran.append("second") }, for: .touchUpInside)
      button.standInTap()
      #expect(ran == ["second"])
    }

    @Test("Typing in a text field sets its text and sends editingChanged")
    func typing() {
      var changes = 0
      let field = UITextField()
      #expect(field.text == "")
      field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
      field.standInType("hello")
      #expect(field.text == "hello" && changes == 1)
    }

    @Test("A table view controller loads its rows when it appears and hears row taps")
    func tableViewController() {
      let list = ListController(style: .insetGrouped)
      showInWindow(list)
      #expect(list.tableView.numberOfRows(inSection: 0) == 3)
      #expect(
        list.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Two")
      list.tableView.standInSelectRow(at: IndexPath(row: 2, section: 0))
      #expect(list.selected == [2] && list.tableView.indexPathForSelectedRow?.row == 2)
      #expect(list.tableView.style == .insetGrouped)
    }

    @Test("Cells are reused across reloads")
    func reuse() {
      let list = ListController()
      showInWindow(list)
      let first = list.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
      list.tableView.reloadData()
      let cells = (0..<3).compactMap {
        list.tableView.cellForRow(at: IndexPath(row: $0, section: 0))
      }
      #expect(cells.contains { $0 === first })
    }
  }
}
