/// A view whose content can scroll; here only the base of ``UITableView``.
@MainActor
open class UIScrollView: UIView {}

/// The messages a scroll view sends; here only the base of ``UITableViewDelegate``.
@MainActor
public protocol UIScrollViewDelegate: AnyObject {}
