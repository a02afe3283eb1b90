import Instrumentation
import Testing
import VanillaModels

@testable import ArchitectureLab

/// A basics view model the test contestants below share a view for.
private protocol Counting: ObservableObject {
  var count: Int { get set }
}

/// The basics counter's view over any ``Counting`` model.
private struct CounterView<Model: Counting>: LabView {
  static var viewName: String { "CounterView" }
  @ObservedObject var model: Model

  func body(_ content: inout ViewContent) {
    content.text("Count: \(model.count)")
    content.button("-") { model.count -= 1 }
    content.button("+") { model.count += 1 }
    content.button("Reset") { model.count = 0 }
  }
}

/// A deliberately leaking basics contestant: its view model stores a sink that captures `self`
/// strongly (model → cancellables → sink → closure → model), the classic retain cycle.
private enum LeakingCounter {
  final class ViewModel: @MainActor Counting {
    @Published var count = 0
    var log: [Int] = []
    private var cancellables = Set<AnyCancellable>()

    init() {
      $count.sink { count in self.log.append(count) }.store(in: &cancellables)
    }
  }

  static let contestant = Contestant(
    name: "test/leaking", summary: "a strong self in a stored sink", expected: .correct,
    mount: { Renderer(root: CounterView(model: ViewModel())) })
}

/// A basics contestant that leaks mid-run: every tap replaces the model's `Snapshot`, and each
/// snapshot keeps itself alive (it holds a closure that captures it), so every replaced snapshot
/// outlives its view model. Only a walk while a snapshot is still reachable can see it.
private enum LeakingSnapshots {
  final class Snapshot {
    let count: Int
    var onChange: (() -> Void)?

    init(count: Int) {
      self.count = count
      onChange = { _ = self.count }
    }
  }

  final class ViewModel: @MainActor Counting {
    @Published var count = 0 {
      didSet { snapshot = Snapshot(count: count) }
    }
    var snapshot = Snapshot(count: 0)
  }

  static let contestant = Contestant(
    name: "test/leaking-snapshots", summary: "a self-retaining snapshot per tap",
    expected: .correct,
    mount: { Renderer(root: CounterView(model: ViewModel())) })
}

/// A basics contestant whose model keeps an `Any?` payload: text at first, then, from the first
/// tap, a token that retains itself. A walk must not decide from the text that the payload's type
/// never holds an object.
private enum LeakingPayload {
  final class Token {
    var retainsItself: Token?

    init() {
      retainsItself = self
    }
  }

  final class ViewModel: @MainActor Counting {
    @Published var count = 0 {
      didSet { payload = Token() }
    }
    var payload: Any? = "nothing yet"
  }

  static let contestant = Contestant(
    name: "test/leaking-payload", summary: "a self-retaining token in an Any? field",
    expected: .correct,
    mount: { Renderer(root: CounterView(model: ViewModel())) })
}

/// A basics contestant whose model reaches four self-retaining tokens by four roads a walk reads
/// differently: a struct inside a struct (read field by field), a superclass's stored property, a
/// `weak` property (which only reflection can read) and an enum's payload.
private enum LeakingEverywhere {
  final class Token {
    let name: String
    var retainsItself: Token?

    init(_ name: String) {
      self.name = name
      retainsItself = self
    }
  }

  struct Inner {
    let count = 1
    let token = Token("inner")
  }

  struct Outer {
    let label = "outer"
    let inner = Inner()
  }

  enum Payload {
    case none
    case token(Token)
  }

  class Base {
    let inherited = Token("inherited")
  }

  final class ViewModel: Base, @MainActor Counting {
    @Published var count = 0
    let outer = Outer()
    weak var weakly: Token?
    var payload = Payload.token(Token("payload"))

    override init() {
      // NB: through a local, so the token is alive when it is stored; it retains itself.
      let token = Token("weak")
      super.init()
      weakly = token
    }
  }

  static let contestant = Contestant(
    name: "test/leaking-everywhere", summary: "self-retaining tokens by four roads",
    expected: .correct,
    mount: { Renderer(root: CounterView(model: ViewModel())) })
}

@Suite("Leaks")
struct LeakTrackerTests {
  @Test("a retain cycle in a contestant's view model is reported as leaked")
  func reportsRetainCycle() throws {
    let result = try run("scenario basics\nincrement", contestant: LeakingCounter.contestant)
    #expect(result.verdict == .correct)
    #expect(result.leaked.contains("ViewModel"))
  }

  @Test("objects made and dropped mid-run are seen when the walk runs after every step")
  func reportsEveryStepsLeaks() throws {
    let result = try run(
      "scenario basics\nincrement\nincrement\ndecrement", contestant: LeakingSnapshots.contestant)
    // NB: the mount's snapshot and one per step; the model itself is released.
    #expect(result.leaked == ["Snapshot", "Snapshot", "Snapshot", "Snapshot"])
  }

  @Test("objects are found through nested structs, superclasses, weak properties and payloads")
  func walksEveryRoad() throws {
    let result = try run("scenario basics\nincrement", contestant: LeakingEverywhere.contestant)
    // NB: one token per road (the nested struct's, the inherited, the weak, the payload's); the
    // model itself is released.
    #expect(result.leaked == ["Token", "Token", "Token", "Token"])
  }

  @Test("an Any? field that held text is still walked when it holds an object")
  func walksAnyFieldsByWhatTheyHold() throws {
    let result = try run("scenario basics\nincrement", contestant: LeakingPayload.contestant)
    #expect(result.leaked == ["Token"])
  }

  @Test("a leak that recurs is reported by a long fuzz run, which walks every 64 steps")
  func fuzzReportsRecurringLeaks() {
    let basics = BasicsScenario.scenario
    let leaking = Scenario(
      name: basics.name, summary: basics.summary, parameters: basics.parameters,
      verbs: basics.verbs, makeReference: basics.makeReference,
      contestants: [LeakingSnapshots.contestant])
    let report = Fuzzer.run(seed: 5, steps: 300, scenarios: [leaking])
    let failure = report.first?.failures.first ?? ""
    // NB: walks at mount, at steps 64, 128, 192 and 256, and before the teardown: six snapshots.
    #expect(failure.hasPrefix("test/leaking-snapshots: correct, leaked Snapshot, Snapshot"))
    #expect(failure.components(separatedBy: "Snapshot").count - 1 == 6)
  }

  @Test("a tracker works out no plan another one already worked out: plans are the process's")
  func trackersSharePlans() throws {
    let scenario = try #require(Scenarios.all.first { $0.name == "favorites" })
    let contestant = try #require(scenario.contestants.first { $0.name == "store" })
    func walk() {
      let renderer = contestant.mount(scenario.defaultParameters)
      renderer.renderPass()
      LeakTracker().scan(renderer)
      renderer.tearDown()
    }
    walk()
    let worked = LeakTracker.plansWorkedOut
    walk()
    #expect(worked > 0)
    #expect(LeakTracker.plansWorkedOut == worked)
  }

  @Test("a script walks after each of its first 1,000 steps, then at least 64 steps apart")
  func scriptSchedule() {
    let schedule = LeakScanSchedule.script
    #expect(
      (1...1_000).allSatisfy { schedule.walks(after: $0, lastWalk: $0 - 1, lastWalkSize: 50) })
    #expect(!schedule.walks(after: 1_001, lastWalk: 1_000, lastWalkSize: 50))
    #expect(!schedule.walks(after: 1_063, lastWalk: 1_000, lastWalkSize: 50))
    #expect(schedule.walks(after: 1_064, lastWalk: 1_000, lastWalkSize: 50))
  }

  /// A graph of 4,000 objects is walked every 1,000 steps: 4 objects per step, amortised.
  @Test("past those, walks are further apart as the last walk visited more objects")
  func walksSpreadAsTheGraphGrows() {
    let schedule = LeakScanSchedule.fuzz
    #expect(schedule.walks(after: 64, lastWalk: 0, lastWalkSize: 256))
    #expect(!schedule.walks(after: 64, lastWalk: 0, lastWalkSize: 4_000))
    #expect(!schedule.walks(after: 999, lastWalk: 0, lastWalkSize: 4_000))
    #expect(schedule.walks(after: 1_000, lastWalk: 0, lastWalkSize: 4_000))
    #expect(!schedule.walks(after: 1_000, lastWalk: 0, lastWalkSize: 4_001))
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
      let renderer = Renderer(root: CounterView(model: LeakingCounter.ViewModel()))
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

/// Values that hold an object behind an existential (`any Error`, `any P`): a value of such a
/// type, read generically, is an `Any` that holds another existential.
private enum BehindExistentials {
  final class Payload {}

  final class Failure: Error, @unchecked Sendable {
    let payload = Payload()
  }

  /// With a `weak` field, so it is walked by the runtime's children.
  final class WeaklyLinkedFailure: Error, @unchecked Sendable {
    let payload = Payload()
    weak var link: Payload?
  }

  struct Holder {
    let error: any Error
  }

  enum Outcome {
    case failed(any Error)
  }

  protocol Shown {}

  /// Larger than an existential's inline buffer (three words), so it is stored in a box.
  struct LargeShown: Shown {
    let a = 1, b = 2, c = 3, d = 4
    let payload = Payload()
  }

  struct ShownHolder {
    let shown: any Shown
  }
}

/// Values a walk reads in place by their declared types: an optional reference, nil or not, an
/// object of a subclass behind its superclass's type, an existential with a primary associated
/// type, structs in an array, a dictionary's values.
private enum ReadInPlace {
  final class InOptional {}
  final class InBase {}
  final class InDerived {}
  final class InConstrained {}
  final class InFirstRow {}
  final class InSecondRow {}
  final class InDictionary {}

  nonisolated class Base {
    let inBase = InBase()
  }

  nonisolated final class Derived: Base {
    let inDerived = InDerived()
  }

  protocol Holding<Held> {
    associatedtype Held
  }

  struct ConstrainedHolding: Holding {
    typealias Held = Int
    let object = InConstrained()
  }

  /// A row of an array: a struct with a reference beside plain data.
  ///
  /// NB: 9 bytes long and 16 apart in an array (its stride), so a walk that steps by the size
  /// does not find the second row's object where it reads.
  struct Row {
    let object: AnyObject
    let isFirst: Bool
  }

  struct Holder {
    let none: InOptional? = nil
    let some: InOptional? = InOptional()
    let base: Base = Derived()
    let constrained: any Holding<Int> = ConstrainedHolding()
    let rows = [
      Row(object: InFirstRow(), isFirst: true), Row(object: InSecondRow(), isFirst: false),
    ]
    let byKey: [Int: InDictionary] = [1: InDictionary()]
  }
}

/// The leak walk against its specification: a plain `Mirror` walk from the same live views, with
/// the same rules (an object once; the toolchain's objects neither counted nor entered, the lab
/// module's both, as the contestants' views live there). The walk enters types in faster ways (fields at offsets, containers element by
/// element, leaves skipped); it must find exactly the objects the plain walk finds.
@MainActor
@Suite("Leak walk")
struct LeakWalkTests {
  /// The type names of the objects a walk from `value` reaches.
  private func reached(from value: Any) -> [String] {
    var walk = ObjectGraphWalk(plans: .init())
    walk.visit(value)
    return walk.reached.map { String(describing: type(of: $0)) }
  }

  @Test(
    "objects behind an existential are found: an any Error field, payload and element, a large struct as any P"
  )
  func walksBehindExistentials() {
    typealias B = BehindExistentials
    #expect(reached(from: B.Holder(error: B.Failure())) == ["Failure", "Payload"])
    #expect(
      reached(from: B.Outcome.failed(B.WeaklyLinkedFailure()))
        == ["WeaklyLinkedFailure", "Payload"])
    #expect(reached(from: [B.Failure() as any Error]) == ["Failure", "Payload"])
    #expect(reached(from: B.ShownHolder(shown: B.LargeShown())) == ["Payload"])
  }

  @Test(
    "values read in place by their declared types: optional references, a subclass, a constrained existential, array rows, dictionary values"
  )
  func readsInPlace() {
    #expect(
      reached(from: ReadInPlace.Holder()).sorted() == [
        "Derived", "InBase", "InConstrained", "InDerived", "InDictionary", "InFirstRow",
        "InOptional", "InSecondRow",
      ])
  }

  @Test("the walk finds exactly what a plain Mirror walk finds, for every contestant mounted")
  func walkMatchesMirrorWalk() {
    var compared = 0
    for scenario in Scenarios.all {
      for contestant in scenario.contestants {
        let renderer = contestant.mount(scenario.defaultParameters)
        renderer.renderPass()
        let tracker = LeakTracker()
        tracker.scan(renderer)
        let expected = Self.mirrorWalk(renderer)
        #expect(tracker.survivors() == expected, "\(scenario.name): \(contestant.name)")
        compared += expected.count
        renderer.tearDown()
      }
    }
    // NB: the walks found objects at all: a walk that finds nothing would match a broken spec.
    #expect(compared > 100)
  }

  /// The specification: type names of the contestant's objects reachable from the live views,
  /// sorted, found by reflection alone.
  private static func mirrorWalk(_ renderer: Renderer) -> [String] {
    let untracked = ["Swift.", "Foundation.", "Observation.", "Synchronization."]
    var visited: Set<ObjectIdentifier> = []
    var names: [String] = []
    func visit(_ value: Any) {
      if type(of: value) is AnyObject.Type {
        let object = value as AnyObject
        guard visited.insert(ObjectIdentifier(object)).inserted else { return }
        let qualified = String(reflecting: type(of: object))
        guard !untracked.contains(where: { qualified.hasPrefix($0) }) else { return }
        names.append(String(describing: type(of: object)))
      }
      var mirror: Mirror? = Mirror(reflecting: value)
      while let current = mirror {
        for child in current.children { visit(child.value) }
        mirror = current.superclassMirror
      }
    }
    renderer.forEachLiveView { visit($0) }
    return names.sorted()
  }
}
