import VanillaModels

/// The `basics` counter as a vanilla SwiftUI view over an `ObservableObject`.
enum BasicsVanillaViews {
  /// The contestant these views are.
  static let contestant = Contestant(
    name: "vanilla", summary: "an ObservableObject view model", expected: .correct,
    mount: BasicsVanillaViews.mount)

  static func mount() -> Renderer {
    Renderer(root: CounterView(model: Basics.CounterViewModel()))
  }

  struct CounterView: LabView {
    @ObservedObject var model: Basics.CounterViewModel

    func body(_ content: inout ViewContent) {
      content.text("Count: \(model.count)")
      content.button("-") { model.decrementButtonTapped() }
      content.button("+") { model.incrementButtonTapped() }
      content.button("Reset") { model.resetButtonTapped() }
    }
  }
}
