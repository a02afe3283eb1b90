import VanillaModels

/// One step of the chain script; `toggle-leaf` is the settings screen toggling its own copy of
/// the setting, which must reach the app the other way round.
enum SettingsChainVerb: CustomStringConvertible {
  case incrementLeaf
  case toggleRoot
  case toggleLeaf

  var description: String {
    switch self {
    case .incrementLeaf: "increment-leaf"
    case .toggleRoot: "toggle-root"
    case .toggleLeaf: "toggle-leaf"
    }
  }
}

/// The plain reference the view models are checked against: one setting and one count.
struct SettingsChainReference: Equatable {
  var notificationsOn = true
  var count = 0

  mutating func perform(_ verb: SettingsChainVerb) {
    switch verb {
    case .incrementLeaf: count += 1
    case .toggleRoot, .toggleLeaf: notificationsOn.toggle()
    }
  }

  static func randomVerb(using generator: inout SplitMix64) -> SettingsChainVerb {
    switch Int.random(in: 0..<3, using: &generator) {
    case 0: .incrementLeaf
    case 1: .toggleRoot
    default: .toggleLeaf
    }
  }
}

extension SettingsChain.AppViewModel {
  /// Makes the write `verb` names, as the views would.
  func perform(_ verb: SettingsChainVerb) {
    switch verb {
    case .incrementLeaf: home.settings.incrementButtonTapped()
    case .toggleRoot: toggleButtonTapped()
    case .toggleLeaf: home.settings.toggleButtonTapped()
    }
  }

  /// What the app and the settings screen show, in the reference's terms; `nil` when the two
  /// copies of the setting disagree.
  var state: SettingsChainReference? {
    let settings = home.settings
    guard settings.notificationsOn == notificationsOn else { return nil }
    return SettingsChainReference(notificationsOn: notificationsOn, count: settings.count)
  }
}

/// An `@Observable` chain app, guarded or not: what making a verb's write and reading its state
/// need.
protocol ObservableChainApp: AnyObject {
  var notificationsOn: Bool { get }
  var home: SettingsChain.LevelModel { get }
  func toggleButtonTapped()
}

extension ObservableChainApp {
  /// Makes the write `verb` names, as the views would.
  func perform(_ verb: SettingsChainVerb) {
    switch verb {
    case .incrementLeaf: home.settings.incrementButtonTapped()
    case .toggleRoot: toggleButtonTapped()
    case .toggleLeaf: home.settings.toggleButtonTapped()
    }
  }

  /// What the app and the settings screen show; `nil` when the two copies disagree.
  var state: SettingsChainReference? {
    let settings = home.settings
    guard settings.notificationsOn == notificationsOn else { return nil }
    return SettingsChainReference(notificationsOn: notificationsOn, count: settings.count)
  }
}

extension SettingsChain.UnguardedAppModel: ObservableChainApp {}

extension SettingsChain.AppModel: ObservableChainApp {}
