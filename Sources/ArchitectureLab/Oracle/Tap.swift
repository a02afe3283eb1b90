/// Which view a script step taps in: a single view by name, a row by id, the row at a 0-based
/// position in the order the user sees them, or the last of its name (the top of a stack).
enum TapTarget: Equatable, CustomStringConvertible {
  case view(String)
  case row(String, id: ViewID)
  case position(String, Int)
  case last(String)

  /// Whether the view `name`/`id` is the target; `position` counts views of the target's name
  /// seen so far in screen order.
  ///
  /// NB: every view named as a `last` target matches; the tree's `find` searches from the end.
  func matches(name: String, id: ViewID?, position: inout Int) -> Bool {
    switch self {
    case .view(let target), .last(let target):
      return name == target
    case .row(let target, let targetID):
      return name == target && id == targetID
    case .position(let target, let index):
      guard name == target else { return false }
      defer { position += 1 }
      return position == index
    }
  }

  /// The name of the view the target is in.
  var name: String {
    switch self {
    case .view(let name), .row(let name, _), .position(let name, _), .last(let name): name
    }
  }

  var description: String {
    switch self {
    case .view(let name): name
    case .row(let name, let id): "\(name)(\(id))"
    case .position(let name, let index): "\(name) at position \(index)"
    case .last(let name): "the last \(name)"
    }
  }
}

/// One user interaction: tap the button `label` in the view `target`, or, with `text`, submit
/// that text in the view's text field `label`.
struct Tap: Equatable, CustomStringConvertible {
  let target: TapTarget
  let label: String
  var text: String?

  var description: String {
    text.map { "\(label): \"\($0)\" in \(target)" } ?? "[\(label)] in \(target)"
  }

  /// The closure a tap runs among a view's controls, or `nil` when the control is not shown.
  static func action(
    for tap: Tap, buttons: Buttons, fields: [String: (String) -> Void]
  ) -> (() -> Void)? {
    guard let text = tap.text else { return buttons[tap.label] }
    return fields[tap.label].map { submit in { submit(text) } }
  }
}
