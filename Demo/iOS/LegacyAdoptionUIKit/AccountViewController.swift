#if canImport(UIKit)
  public import CoordinationUIKit
  import Coordination
  import DemoAccounts
  import Foundation
  import MVVMLoginApp
  import MVVMLoginUIKit
  public import UIKit

  /// The legacy app's own account screen, in a navigation controller the app made: who is
  /// signed in, "About" (another screen of the app, pushed by the app's own code) and
  /// "Sign in", which runs the library's login flow above this screen.
  ///
  /// The flow is a store of its own, its root the MVVM login app's `LoginCoordinator`, shown
  /// by a driver attached to this screen's navigation controller: its screens go above this
  /// one, which stays the app's. The back button on the form leaves the flow; the flow's end,
  /// however it came, is heard through `whenRootFinishes(_:)`.
  public final class AccountViewController: UIViewController {
    private let authClient: any AuthClient
    private lazy var statusLabel = makeLabel("")
    /// The driver of the login flow while it runs.
    public private(set) var login: UIKitDriver?

    /// Creates the screen with the auth client the login flow uses.
    public init(authClient: any AuthClient) {
      self.authClient = authClient
      super.init(nibName: nil, bundle: nil)
      title = "Account"
    }

    required init?(coder: NSCoder) {
      fatalError("AccountViewController is made in code")
    }

    public override func viewDidLoad() {
      super.viewDidLoad()
      installColumn([
        statusLabel,
        makeButton("Sign in") { [weak self] in self?.signIn() },
        makeButton("About") { [weak self] in self?.showAbout() },
      ])
      statusLabel.text = "You are not signed in."
    }

    /// Runs the library's login flow above this screen, once at a time.
    private func signIn() {
      guard login == nil, let navigationController else { return }
      let store = NavigationStore(root: LoginCoordinator(authClient: authClient))
      store.whenRootFinishes { [weak self] outcome in
        if let user = outcome.value(as: User.self) {
          self?.statusLabel.text = "Signed in as \(user.name)."
        }
        self?.login = nil
      }
      login = UIKitDriver(
        store: store, registry: mvvmLoginRegistry(), adopting: navigationController)
    }

    /// The app's own next screen, pushed as the app always did.
    private func showAbout() {
      let about = UIViewController(nibName: nil, bundle: nil)
      about.title = "About"
      navigationController?.pushViewController(about, animated: true)
    }
  }
#endif
