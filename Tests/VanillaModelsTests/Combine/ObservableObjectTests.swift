import TestSupport
import Testing
import VanillaModels

private final class Model: ObservableObject {
  @Published var first = 0
  @Published var second = ""
}

private final class Fieldless: ObservableObject {}

private class Base: ObservableObject {
  @Published var inherited = 0
}

private final class Derived: Base {
  @Published var own = 0
}

@Suite("ObservableObject")
struct ObservableObjectTests {
  @Test("objectWillChange is the same instance on every access")
  func stableIdentity() {
    let model = Model()
    #expect(model.objectWillChange === model.objectWillChange)
  }

  @Test("an object without @Published fields also keeps one objectWillChange")
  func stableIdentityWithoutFields() {
    let object = Fieldless()
    var sends = 0
    let cancellable = object.objectWillChange.sink { _ in sends += 1 }
    object.objectWillChange.send()
    #expect(object.objectWillChange === object.objectWillChange)
    #expect(sends == 1)
    cancellable.cancel()
  }

  @Test("a new object never inherits the objectWillChange of a freed one")
  func noReuseAfterRelease() {
    let freedObjectPublisher = Fieldless().objectWillChange
    // NB: the new object is likely to get the freed one's address, hence its ObjectIdentifier.
    #expect(Fieldless().objectWillChange !== freedObjectPublisher)
  }

  @Test("every @Published field of an object sends through the one objectWillChange")
  func oneSharedPublisher() {
    let model = Model()
    _ = model.objectWillChange
    let events = recordedEvents {
      model.first = 1
      model.second = "two"
    }
    #expect(events == ["Model.objectWillChange", "Model.objectWillChange"])
  }

  @Test("superclass @Published fields send the subclass's objectWillChange, named after it")
  func superclassFields() {
    let object = Derived()
    _ = object.objectWillChange
    let events = recordedEvents {
      object.inherited = 1
      object.own = 1
    }
    #expect(events == ["Derived.objectWillChange", "Derived.objectWillChange"])
  }
}
