import Coordination

extension NavigationSnapshot {
  /// A navigation of one screen whose route is `text`: stores keep it whatever it says, and
  /// records that differ in it tell apart which one a store gave back.
  static func named(_ text: String) -> NavigationSnapshot {
    NavigationSnapshot(
      coordinators: [.init(parent: nil, type: "Stores.Root", route: nil, host: nil, current: nil)],
      layers: [
        .init(style: .root, stacks: [.init(screens: [.init(owner: 0, route: .init(json: text))])])
      ])
  }
}
