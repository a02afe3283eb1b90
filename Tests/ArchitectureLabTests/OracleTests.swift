import Testing

@testable import ArchitectureLab

/// A deliberately broken basics contestant: its counter lives in a plain class that nothing
/// observes, so taps change the count but the view never re-renders.
private enum FrozenCounter {
  final class Model {
    var count = 0
  }

  struct CounterView: LabView {
    let model: Model

    func body(_ content: inout ViewContent) {
      content.text("Count: \(model.count)")
      content.button("-") { model.count -= 1 }
      content.button("+") { model.count += 1 }
      content.button("Reset") { model.count = 0 }
    }
  }

  static let contestant = Contestant(
    name: "test/frozen", summary: "never re-renders", expected: .stale,
    mount: { Renderer(root: CounterView(model: Model())) })
}

/// A broken basics contestant that also shows a view the reference does not: its paths differ
/// from the reference's, so its screen is matched by path.
private enum ExtraCounter {
  struct CounterView: LabView {
    let model: FrozenCounter.Model

    func body(_ content: inout ViewContent) {
      FrozenCounter.CounterView(model: model).body(&content)
      content.child(Extra())
    }
  }

  struct Extra: LabView {
    func body(_ content: inout ViewContent) {
      content.text("Extra")
    }
  }

  static let contestant = Contestant(
    name: "test/extra", summary: "shows an extra view", expected: .stale,
    mount: { Renderer(root: CounterView(model: FrozenCounter.Model())) })
}

/// A broken optional contestant that never shows the child: after a toggle its screen is the
/// reference's without the last view, every view it shows matching the reference's in order.
private enum ChildlessParent {
  struct ParentView: LabView {
    func body(_ content: inout ViewContent) {
      content.button("Toggle") {}
      content.button("Observe count") {}
    }
  }

  static let contestant = Contestant(
    name: "test/childless", summary: "never shows the child", expected: .stale,
    mount: { Renderer(root: ParentView()) })
}

/// Rows in a list, each showing `Row N`, for reading live views beside a reference's.
private enum Rows {
  struct List: LabView {
    let ids: [Int]
    /// Whether each row after the first is shown inside the first, not beside it.
    var nested = false
    /// The row that shows `Wrong` instead.
    var wrong: Int?

    func body(_ content: inout ViewContent) {
      guard nested, let first = ids.first else {
        for id in ids { content.child(Row(id: id, line: id == wrong ? "Wrong" : "Row \(id)")) }
        return
      }
      content.child(Row(id: first, line: "Row \(first)", inner: Array(ids.dropFirst())))
    }
  }

  struct Row: LabView {
    let id: Int?
    let line: String
    var inner: [Int] = []

    func body(_ content: inout ViewContent) {
      content.text(line)
      for id in inner { content.child(Row(id: id, line: "Row \(id)")) }
    }
  }

  /// The reference: rows 1 and 2 beside each other.
  static let reference = RenderedView(
    name: "List", id: nil, lines: [], buttons: Buttons(), fields: [:],
    children: [1, 2].map { id in
      RenderedView(
        name: "Row", id: .integer(id), lines: ["Row \(id)"], buttons: Buttons(), fields: [:],
        children: [])
    })

  /// A renderer showing `list`, rendered.
  static func shown(_ list: List) -> Renderer {
    let renderer = Renderer(root: list)
    renderer.renderPass()
    return renderer
  }
}

@Suite("Oracle")
struct OracleTests {
  @Test("live views are read beside the reference's by name, id and depth, else matched by path")
  func sideBySideByKeys() {
    let reference = Screen(Rows.reference, listingViews: false)
    let wrong = Rows.shown(Rows.List(ids: [1, 2], wrong: 2))
    #expect(Oracle.staleViews(shownBy: wrong, reference: reference) == ["List/Row(2)"])
    // NB: the same names and ids in the same order, row 2 one level deeper: its path differs, so
    // the screens are matched by path.
    let nested = Rows.shown(Rows.List(ids: [1, 2], nested: true))
    #expect(Oracle.staleViews(shownBy: nested, reference: reference) == nil)
    #expect(
      Oracle.staleViews(Screen(showing: nested), reference: reference) == [
        "List/Row(2)", "List/Row(1)/Row(2)",
      ])
    #expect(
      Oracle.staleViews(shownBy: Rows.shown(Rows.List(ids: [1, 2])), reference: reference) == [])
  }

  @Test("a screen without the reference's last view reports that view stale, read or not")
  func missingLastView() throws {
    let parsed = try script("scenario optional\ntoggle")
    for readingScreens in [false, true] {
      var stale: [[String]] = []
      _ = try Runner.run(
        parsed, contestants: [ChildlessParent.contestant], keepingSteps: false,
        observer: Runner.Observer(
          step: { _, step in stale.append(step.stale) }, readsScreens: readingScreens))
      // NB: the mount, then the toggle.
      #expect(stale == [[], ["ParentView/CounterView"]], "reading screens: \(readingScreens)")
    }
  }

  @Test("a run that keeps no screens finds the stale views a run that keeps them finds")
  func staleWithoutScreens() throws {
    let parsed = try script("scenario basics\nincrement\nreset")
    func stale(readingScreens: Bool) throws -> [[String]] {
      var stale: [[String]] = []
      _ = try Runner.run(
        parsed, contestants: [FrozenCounter.contestant, ExtraCounter.contestant],
        keepingSteps: false,
        observer: Runner.Observer(
          step: { _, step in stale.append(step.stale) }, readsScreens: readingScreens))
      return stale
    }
    // NB: the mount, then each step, each contestant in turn; the frozen counter is compared
    // view by view, the one with an extra view by path.
    #expect(
      try stale(readingScreens: false) == [
        [], ["CounterView/Extra"], ["CounterView"], ["CounterView", "CounterView/Extra"], [],
        ["CounterView/Extra"],
      ])
    #expect(try stale(readingScreens: false) == stale(readingScreens: true))
  }

  @Test("a view that does not re-render after its state changed is reported stale")
  func catchesStaleView() throws {
    let parsed = try script("scenario basics\nincrement\nreset")
    let result = try #require(try Runner.run(parsed, contestants: [FrozenCounter.contestant]).first)
    #expect(result.verdict == .stale)
    #expect(result.steps.map(\.stale) == [[], ["CounterView"], []])
    #expect(result.staleViews == ["CounterView"])
    #expect(result.metExpectation)
  }

  @Test("the floor counts inserted views and views whose text or children changed")
  func floor() throws {
    func screen(count: Int, favorites: [Int]) -> Screen {
      let state = FavoritesReference(count: count, favorites: favorites)
      return Screen(.evaluatingEveryBody(AnyLabView.make(state.view { _ in })))
    }
    let screens = [
      screen(count: 0, favorites: []), screen(count: 1, favorites: []),
      screen(count: 1, favorites: [1]),
    ]
    #expect(
      Oracle.floor(from: nil, to: screens[0]) == [
        "AppView", "AppView/CounterView", "AppView/ProfileView",
      ])
    #expect(
      Oracle.floor(from: screens[0], to: screens[1]) == ["AppView", "AppView/CounterView"])
    #expect(
      Oracle.floor(from: screens[1], to: screens[2])
        == [
          "AppView", "AppView/CounterView", "AppView/ProfileView",
          "AppView/ProfileView/FavoriteRow(1)",
        ])
  }

  @Test("a reference screen lists what flattening its tree lists, each with its visible children")
  func screenListsTheFlattenedTree() {
    func view(_ name: String, transparent: Bool = false, _ children: [RenderedView] = [])
      -> RenderedView
    {
      RenderedView(
        name: name, id: nil, isTransparent: transparent, lines: [name], buttons: Buttons(),
        fields: [:], children: children)
    }
    // NB: a transparent root and transparent helpers at two depths, whose children take their
    // places in their parents' lists, as `Screen`'s own walk must give them.
    let tree = view(
      "Root", transparent: true,
      [
        view("A", [view("Helper", transparent: true, [view("B"), view("C")]), view("D")]),
        view("E"),
      ])
    let references =
      [tree]
      + Scenarios.all.map { scenario in
        scenario.makeReference(scenario.defaultParameters).screen()
      }
    for reference in references {
      let flattened = reference.flattened()
      #expect(
        Screen(reference).views
          == flattened.map { path, view in
            Screen.View(
              path: path, lines: view.lines, children: view.visibleChildren.map(\.label))
          }, "\(reference.name)")
      // NB: made for the stale check alone, the screen keeps names, ids and depths only, and
      // lists the same paths and lines from them, without children.
      let keyed = Screen(reference, listingViews: false)
      #expect(keyed.views.isEmpty && keyed.keys.count == flattened.count, "\(reference.name)")
      #expect(
        keyed.listed.views
          == flattened.map { Screen.View(path: $0.path, lines: $0.view.lines, children: []) },
        "\(reference.name)")
    }
    #expect(Screen(tree).views.map(\.path) == ["A", "A/B", "A/C", "A/D", "E"])
  }

  @Test("a reference screen made for the stale check alone finds stale views by path the same")
  func staleByPathWithoutIndex() {
    func list(_ rows: [(Int, String)]) -> RenderedView {
      RenderedView(
        name: "List", id: nil, lines: [], buttons: Buttons(), fields: [:],
        children: rows.map { id, line in
          RenderedView(
            name: "Row", id: .integer(id), lines: [line], buttons: Buttons(), fields: [:],
            children: [])
        })
    }
    let reference = list([(1, "a"), (2, "b"), (3, "c")])
    // NB: row 2 missing, row 3 wrong, row 4 extra: the paths differ, so they are matched by path.
    let shown = Screen(list([(1, "a"), (3, "x"), (4, "d")]))
    let expected = ["List/Row(2)", "List/Row(3)", "List/Row(4)"]
    #expect(Oracle.staleViews(shown, reference: Screen(reference)) == expected)
    #expect(Oracle.staleViews(shown, reference: Screen(reference, listingViews: false)) == expected)
  }

  @Test(
    "siblings sharing a path are read by position side by side, by their first when matched by path"
  )
  func staleOfSharedPaths() {
    func view(_ name: String, _ lines: [String], _ children: [RenderedView] = []) -> RenderedView {
      RenderedView(
        name: name, id: nil, lines: lines, buttons: Buttons(), fields: [:], children: children)
    }
    func screen(_ rows: [String], footer: Bool = false) -> Screen {
      Screen(
        view("List", [], rows.map { view("Row", [$0]) } + (footer ? [view("Footer", [])] : [])))
    }
    let reference = screen(["a", "b"])
    #expect(
      Oracle.staleViews(screen(["b", "a"]), reference: reference) == ["List/Row", "List/Row"])
    #expect(Oracle.staleViews(screen(["a", "a"]), reference: reference) == ["List/Row"])
    // NB: the limit: matched by path (an extra view), each reference row meets the first shown,
    // so a wrong second row is not reported, only the extra view.
    #expect(
      Oracle.staleViews(screen(["a", "x"], footer: true), reference: screen(["a", "a"]))
        == ["List/Footer"])
  }

  @Test("the floor compares a view with the first view at its path when siblings share one")
  func floorOfSharedPaths() {
    func view(_ name: String, _ lines: [String], _ children: [RenderedView]) -> RenderedView {
      RenderedView(
        name: name, id: nil, lines: lines, buttons: Buttons(), fields: [:], children: children)
    }
    func screen(_ rows: [String]) -> Screen {
      Screen(view("List", [], rows.map { view("Row", [$0], []) }))
    }
    // NB: both rows are at `List/Row`: each is compared with the previous screen's first row,
    // the one a lookup by path finds, not with the row at its own position.
    #expect(Oracle.floor(from: screen(["a", "b"]), to: screen(["a", "a"])) == [])
    #expect(Oracle.floor(from: screen(["a", "a"]), to: screen(["b", "a"])) == ["List/Row"])
  }

  @Test("wasted renders are body runs of views that did not need one")
  func wasted() {
    #expect(
      Oracle.wastedRenders(bodyRuns: ["A": 1, "A/B": 1, "A/C": 2], needed: ["A", "A/C"])
        == ["A/B": 1, "A/C": 1])
  }

  @Test("a step that is impossible on the reference screen is a script error at its line")
  func impossibleStep() throws {
    let parsed = try script("scenario favorites\n\nincrement\n  remove")
    #expect(
      throws: ScriptError(
        file: "test.lab", line: 4, column: 3,
        message: "CounterView shows no [Remove] button at this step (it shows: [+] [-] [Save])")
    ) {
      try Runner.run(parsed, contestants: [])
    }
  }
}
