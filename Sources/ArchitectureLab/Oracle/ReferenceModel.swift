/// The plain reference implementation of a scenario: a value type, a pure transition per
/// interaction, and the same views written as pure functions of that state.
///
/// Its buttons send actions instead of calling into a model, so tapping a button on the
/// reference screen applies the pure transition.
protocol ReferenceModel {
  associatedtype Action
  associatedtype Root: LabView

  /// The state change one action makes.
  mutating func apply(_ action: Action)
  /// The whole screen as a function of the state.
  func view(send: @escaping (Action) -> Void) -> Root
}

/// Runs a ``ReferenceModel``: evaluates every view each turn (no caching, no observation) and
/// taps its buttons.
final class ReferenceSession {
  private let render: () -> RenderedView

  init<Model: ReferenceModel>(_ initial: Model) {
    // NB: boxed so the buttons' closures mutate the state after the view was built.
    let state = Mutable(initial)
    render = {
      RenderedView.evaluatingEveryBody(
        AnyLabView.make(state.value.view { action in state.value.apply(action) }))
    }
  }

  /// The full reference screen for the current state.
  func screen() -> RenderedView {
    render()
  }
}

extension RenderedView {
  /// Runs every body of the tree, top-down: the reference's render, with nothing to skip.
  ///
  /// NB: a loop, not `map`, for the reason given at ``Oracle/floor(from:to:)``.
  static func evaluatingEveryBody(_ view: AnyLabView) -> RenderedView {
    var content = ViewContent()
    view.body(&content)
    var children: [RenderedView] = []
    children.reserveCapacity(content.children.count)
    for index in 0..<content.children.count {
      children.append(evaluatingEveryBody(content.children[index]))
    }
    return RenderedView(
      name: view.name, id: view.id, lines: content.lines, buttons: content.buttons,
      fields: content.fields, children: children)
  }

  /// The first view matching `target`, in screen order (the last one for a `last` target).
  func find(_ target: TapTarget) -> RenderedView? {
    var position = 0
    guard case .last = target else { return find(target, position: &position) }
    return findLast(target, position: &position)
  }

  private func find(_ target: TapTarget, position: inout Int) -> RenderedView? {
    if target.matches(name: name, id: id, position: &position) { return self }
    for child in children {
      if let found = child.find(target, position: &position) { return found }
    }
    return nil
  }

  /// The last match in screen order: the last child subtree's, else this view.
  private func findLast(_ target: TapTarget, position: inout Int) -> RenderedView? {
    for child in children.reversed() {
      if let found = child.findLast(target, position: &position) { return found }
    }
    return target.matches(name: name, id: id, position: &position) ? self : nil
  }
}
