import Testing
import VanillaModels

/// OpenCombine's `TestObject` in `AssignTests`: a plain class with a plain property.
private final class TestObject {
  var value = 0
}

private final class Model: ObservableObject {
  @Published var value = 0
}

/// OpenCombine's `Tests/OpenCombineTests/SubscribersTests/AssignTests.swift`: the case about
/// `assign(to:on:)` as a publisher's operator (`$x.dropFirst()` stands in for a
/// `PassthroughSubject`). The slice has no `Subscribers.Assign` object and no completion;
/// docs/peer-suites.md lists the cases left out.
@Suite("OpenCombine AssignTests")
struct OpenCombineAssignTests {
  @Test(
    "testPublisherOperator: assign(to:on:) writes each value until cancelled; unkept, it ends at once"
  )
  func testPublisherOperator() {
    let object = TestObject()
    let model = Model()
    let cancellable = model.$value.dropFirst().assign(to: \.value, on: object)
    #expect(object.value == 0)
    model.value = 42
    #expect(object.value == 42)
    cancellable.cancel()
    model.value = 1
    #expect(object.value == 42)
    _ = model.$value.dropFirst().assign(to: \.value, on: object)
    model.value = 100
    #expect(object.value == 42)
  }
}
