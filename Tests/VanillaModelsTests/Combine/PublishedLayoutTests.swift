import Testing

@testable import VanillaModels

private final class Model: ObservableObject {
  let label = "model"
  @Published var count = 0
}

private final class Fieldless: ObservableObject {
  let label = "fieldless"
}

private class Base: ObservableObject {
  @Published var inherited = 0
}

/// Its only `@Published` field is its superclass's.
private final class OnlyInherited: Base {
  let label = "only inherited"
}

@Suite("Where objectWillChange finds its publisher")
struct PublishedLayoutTests {
  @Test(
    "a class's @Published fields are found from its field records, a superclass's too, named as declared"
  )
  func fieldsAreFound() {
    #expect(PublishedLayout.fields(of: Model.self).map(\.label) == ["_count"])
    #expect(PublishedLayout.fields(of: OnlyInherited.self).map(\.label) == ["_inherited"])
    #expect(PublishedLayout.fields(of: Fieldless.self).isEmpty)
  }

  @Test(
    "the publisher objectWillChange installs is the one read back from the fields, and the fields are named after the owner"
  )
  func installedPublisherIsRead() {
    for object in [Model(), OnlyInherited()] as [any ObservableObject] {
      let fields = PublishedLayout.fields(of: type(of: object))
      #expect(PublishedLayout.installedPublisher(in: object, fields) == nil, "\(type(of: object))")
      let publisher = object.objectWillChange
      #expect(PublishedLayout.installedPublisher(in: object, fields) === publisher)
      #expect(object.objectWillChange === publisher)
      let names = PublishedLayout.read(fields, of: object).map(\.field.name)
      #expect(names == ["\(type(of: object)).$\(fields[0].label.dropFirst())"])
    }
  }

  @Test("a class without a @Published field keeps one publisher all the same")
  func fieldless() {
    let object = Fieldless()
    #expect(object.objectWillChange === object.objectWillChange)
  }
}
