import VanillaModels

/// The `optional` app as vanilla SwiftUI views, each observing its own view model.
enum OptionalVanillaViews {
  /// The contestant these views are.
  static let contestant = Contestant(
    name: "vanilla", summary: "a parent forwarding its optional child while it shows the count",
    expected: .correct,
    mount: OptionalVanillaViews.mount)

  static func mount() -> Renderer {
    Renderer(root: ParentView(model: OptionalChild.ParentViewModel()))
  }

  struct ParentView: LabView {
    @ObservedObject var model: OptionalChild.ParentViewModel

    func body(_ content: inout ViewContent) {
      content.button("Toggle") { model.toggleButtonTapped() }
      content.button("Observe count") { model.observeCountButtonTapped() }
      if model.observesCount {
        content.text("Child count: \(model.child.map { "\($0.count)" } ?? "none")")
      }
      if let child = model.child {
        content.child(CounterView(model: child))
      }
    }
  }

  struct CounterView: LabView {
    @ObservedObject var model: OptionalChild.CounterViewModel

    func body(_ content: inout ViewContent) {
      content.text("Count: \(model.count)")
      content.button("-") { model.decrementButtonTapped() }
      content.button("+") { model.incrementButtonTapped() }
    }
  }
}
