import Foundation

/// The item that represents a view controller in a tab bar.
@MainActor
open class UITabBarItem: UIBarItem {
  /// The image shown when the tab is selected.
  open var selectedImage: UIImage?

  /// The text of the badge; `nil` for none.
  open var badgeValue: String?

  /// Creates an empty item.
  public override init() {
    super.init()
  }

  /// Creates an item from an archive; the stand-in has no archives, so this always fails.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Creates an item with a title, an image and a tag.
  public convenience init(title: String?, image: UIImage?, tag: Int) {
    self.init()
    self.title = title
    self.image = image
    self.tag = tag
  }

  /// Creates an item with a title, an image and a selected image.
  public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    self.init()
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
  }
}
