import Testing
import VanillaModels

private final class Model: ObservableObject {
  @Published var value = 0
}

@Suite("map")
final class MapTests {
  private var cancellables = Set<AnyCancellable>()

  @Test("map transforms every value, the one sent on subscribe included")
  func transforms() {
    let model = Model()
    var received: [String] = []
    model.$value.map { "#\($0)" }.sink { received.append($0) }.store(in: &cancellables)
    model.value = 1
    #expect(received == ["#0", "#1"])
  }
}
