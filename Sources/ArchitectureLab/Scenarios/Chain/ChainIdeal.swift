/// The `ideal` chain: the leaf's count in a plain value, and only the leaf's body run on an
/// increment, whatever the depth.
struct ChainIdeal {
  private var count = 0
  private let notificationsOn = true
  private(set) var renders = 0

  /// `increment-leaf`: the settings screen's text changes.
  mutating func incrementLeaf() {
    count += 1
    var content = ViewContent()
    ChainReference.SettingsView(notificationsOn: notificationsOn, count: count, send: { _ in })
      .body(&content)
    renders += 1
    blackHole(content)
  }
}
