/// The reference `chain` app: the app shows a notifications setting and toggles it; below it,
/// `depth` levels each show their number and contain the next; at the bottom, a settings screen
/// shows a counter and the same setting, and toggles it too.
struct ChainReference: ReferenceModel {
  enum Action { case toggle, increment }

  /// The number of levels between the app and the settings screen.
  let depth: Int
  var notificationsOn = true
  var count = 0

  init(depth: Int) {
    self.depth = depth
  }

  mutating func apply(_ action: Action) {
    switch action {
    case .toggle: notificationsOn.toggle()
    case .increment: count += 1
    }
  }

  func view(send: @escaping (Action) -> Void) -> AppView {
    AppView(depth: depth, notificationsOn: notificationsOn, count: count, send: send)
  }

  /// How every school shows the setting.
  static func text(notificationsOn: Bool) -> String {
    "Notifications: \(notificationsOn ? "on" : "off")"
  }

  struct AppView: LabView {
    let depth: Int
    let notificationsOn: Bool
    let count: Int
    let send: (Action) -> Void

    func body(_ content: inout ViewContent) {
      content.text(ChainReference.text(notificationsOn: notificationsOn))
      content.button("Toggle") { send(.toggle) }
      content.child(
        LevelView(
          level: 1, depth: depth, notificationsOn: notificationsOn, count: count, send: send))
    }
  }

  struct LevelView: LabView {
    let level: Int
    let depth: Int
    let notificationsOn: Bool
    let count: Int
    let send: (Action) -> Void

    func body(_ content: inout ViewContent) {
      content.text("Level \(level)")
      if level < depth {
        content.child(
          LevelView(
            level: level + 1, depth: depth, notificationsOn: notificationsOn, count: count,
            send: send))
      } else {
        content.child(SettingsView(notificationsOn: notificationsOn, count: count, send: send))
      }
    }
  }

  struct SettingsView: LabView {
    let notificationsOn: Bool
    let count: Int
    let send: (Action) -> Void

    func body(_ content: inout ViewContent) {
      content.text("Count: \(count)")
      content.button("+") { send(.increment) }
      content.text(ChainReference.text(notificationsOn: notificationsOn))
      content.button("Toggle") { send(.toggle) }
    }
  }
}
