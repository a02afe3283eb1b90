import VanillaModels

/// The `siblings` app as vanilla SwiftUI views, each observing its own view model.
enum SiblingsVanillaViews {
  /// The contestant these views are.
  static let contestant = Contestant(
    name: "vanilla", summary: "two child view models; no forwarding needed",
    expected: .correct,
    mount: SiblingsVanillaViews.mount)

  static func mount() -> Renderer {
    Renderer(root: ParentView(model: Siblings.ParentViewModel()))
  }

  struct ParentView: LabView {
    @ObservedObject var model: Siblings.ParentViewModel

    func body(_ content: inout ViewContent) {
      content.button("Reset all") { model.resetAllButtonTapped() }
      content.button("Swap") { model.swapButtonTapped() }
      content.child(CounterView(slot: 1, model: model.counter1))
      content.child(CounterView(slot: 2, model: model.counter2))
    }
  }

  struct CounterView: LabView {
    let slot: Int
    @ObservedObject var model: Siblings.CounterViewModel
    var id: Int? { slot }

    func body(_ content: inout ViewContent) {
      content.text("Count: \(model.count)")
      content.button("-") { model.decrementButtonTapped() }
      content.button("+") { model.incrementButtonTapped() }
      content.button("Reset") { model.resetButtonTapped() }
    }
  }
}
