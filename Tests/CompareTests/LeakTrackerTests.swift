import Instrumentation
import Testing
import VanillaModels

@testable import Compare

/// A deliberately leaking basics contestant: its view model stores a sink that captures `self`
/// strongly (model → cancellables → sink → closure → model), the classic retain cycle.
private enum LeakingCounter {
  final class ViewModel: ObservableObject {
    @Published var count = 0
    var log: [Int] = []
    private var cancellables = Set<AnyCancellable>()

    init() {
      $count.sink { count in self.log.append(count) }.store(in: &cancellables)
    }
  }

  struct CounterView: LabView {
    @ObservedObject var model: ViewModel

    func body(_ content: inout ViewContent) {
      content.text("Count: \(model.count)")
      content.button("-") { model.count -= 1 }
      content.button("+") { model.count += 1 }
      content.button("Reset") { model.count = 0 }
    }
  }

  static let contestant = Contestant(
    name: "test/leaking", summary: "a strong self in a stored sink", expected: .correct,
    mount: { Renderer(root: CounterView(model: ViewModel())) })
}

@Suite("Leaks")
struct LeakTrackerTests {
  @Test("a retain cycle in a contestant's view model is reported as leaked")
  func reportsRetainCycle() throws {
    let parsed = try script("scenario basics\nincrement")
    let result = try #require(
      try Runner.run(parsed, contestants: [LeakingCounter.contestant]).first)
    #expect(result.verdict == .correct)
    #expect(result.leaked.contains("ViewModel"))
  }

  @Test("a correct contestant's objects are all released after the script")
  func releasesEverything() throws {
    #expect(
      try run("scenario favorites\nincrement\nsave\nremove-favorite 1", contestant: "vanilla")
        .leaked == [])
    #expect(
      try run("scenario favorites\nincrement\nsave\nremove-favorite 1", contestant: "store").leaked
        == [])
  }

  @Test("a view kept alive after the teardown is reported as a leaked view")
  func reportsLeakedView() throws {
    var kept: ViewNode?
    let contestant = Contestant(name: "test/keeps-a-view", summary: "", expected: .correct) {
      let renderer = Renderer(root: LeakingCounter.CounterView(model: LeakingCounter.ViewModel()))
      kept = renderer.root
      return renderer
    }
    let parsed = try script("scenario basics\nincrement")
    let result = try #require(try Runner.run(parsed, contestants: [contestant]).first)
    withExtendedLifetime(kept) {
      #expect(result.leaked.contains("View ×1"))
    }
  }
}
