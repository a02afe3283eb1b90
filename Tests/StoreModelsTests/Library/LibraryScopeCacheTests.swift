import Foundation
import StoreModels
import TestSupport
import Testing

/// The store library's `ScopeCacheTests` (`Tests/ComposableArchitectureTests/ScopeCacheTests.swift`
/// at its HEAD): scoping to an optional or a collection from a store scoped with closures is
/// reported, from a store scoped with key paths it is not. Each test has the original's name.
/// Not ported: `testOptionalScope_StoreIfLet` and `testOptionalScope_StoreIfLet_UncachedStore`
/// (`Store.ifLet(then:)`, a Combine subscription the lab has no counterpart of); see
/// docs/peer-suites.md.
@Suite("Library: ScopeCacheTests")
struct LibraryScopeCacheTests {
  private typealias Feature = LibraryScopeCache.Feature

  private static let warning = """
    StoreOf<LibraryScopeCache.Feature>.warning: scoped to an optional or a collection from a \
    store scoped with closures, which is not compatible with observation: the stores scoped \
    from it are never updated after a send, so their views can miss a replaced, dismissed or \
    removed state; scope with key paths and case paths all the way from the root instead: \
    scope(state: \\.child, action: \\.child)
    """

  @Test("scoping to an optional from a closure-scoped store is reported with how to fix it")
  func testOptionalScope_UncachedStore() {
    // NB: the original builds its store with an empty reducer (`{}`) and checks only the
    // warning; this port runs `Feature` and also checks that the send reaches the root (`child`
    // shown, then dismissed): an extra check, not a weaker one.
    let store = Store(initialState: Feature.State(child: .init())) { Feature() }
    let log = recordedEvents {
      store
        .scope(state: { $0 }, action: { $0 })
        .scope(state: \.child, action: \.child)?
        .send(.show)
    }
    #expect(
      log
        == [
          "StoreOf<LibraryScopeCache.Feature>.deinit", "StoreOf<LibraryScopeCache.Feature>.init",
          "StoreOf<LibraryScopeCache.Feature>.scope", "StoreOf<LibraryScopeCache.Feature>.scope",
          Self.warning,
          "StoreOf<LibraryScopeCache.Row>.deinit", "StoreOf<LibraryScopeCache.Row>.init",
        ].sorted())
    #expect(store.child?.isShown == true)
    let dismissLog = recordedEvents { store.send(.child(.dismiss)) }
    #expect(dismissLog == [])
    #expect(store.child == nil)
  }

  @Test("scoping to an optional from a key-path-scoped store is not reported")
  func testOptionalScope_CachedStore() {
    // NB: the original's store has an empty reducer; this port runs `Feature` and also checks
    // that the send reached the root: an extra check.
    let store = Store(initialState: Feature.State(child: .init())) { Feature() }
    let log = recordedEvents {
      store
        .scope(state: \.self, action: \.whole)
        .scope(state: \.child, action: \.child)?
        .send(.show)
    }
    #expect(
      log == [
        "StoreOf<LibraryScopeCache.Feature>.init", "StoreOf<LibraryScopeCache.Feature>.scope",
        "StoreOf<LibraryScopeCache.Feature>.scope", "StoreOf<LibraryScopeCache.Row>.init",
      ])
    #expect(store.child?.isShown == true)
  }

  @Test("scoping to a collection from a key-path-scoped store is not reported")
  func testIdentifiedArrayScope_CachedStore() {
    // NB: the original's store has an empty reducer; this port runs `Feature` and also checks
    // that the send reached the root: an extra check.
    let store = Store(initialState: Feature.State(rows: [.init()])) { Feature() }
    let log = recordedEvents {
      let rows = Array(
        store
          .scope(state: \.self, action: \.whole)
          .scope(state: \.rows, action: \.rows))
      rows[0].send(.show)
    }
    #expect(
      log == [
        "IdentifiedStoreOf<LibraryScopeCache.Row>.init",
        "IdentifiedStoreOf<LibraryScopeCache.Row>.scope",
        "StoreOf<LibraryScopeCache.Feature>.init", "StoreOf<LibraryScopeCache.Feature>.scope",
        "StoreOf<LibraryScopeCache.Feature>.scope", "StoreOf<LibraryScopeCache.Row>.init",
      ])
    #expect(store.rows.first?.isShown == true)
  }

  @Test("scoping to a collection from a closure-scoped store is reported with how to fix it")
  func testIdentifiedArrayScope_UncachedStore() {
    let store = Store(initialState: Feature.State(rows: [.init()])) { Feature() }
    let log = recordedEvents {
      _ = Array(
        store
          .scope(state: { $0 }, action: { $0 })
          .scope(state: \.rows, action: \.rows))
    }
    #expect(
      log
        == [
          "IdentifiedStoreOf<LibraryScopeCache.Row>.deinit",
          "IdentifiedStoreOf<LibraryScopeCache.Row>.init",
          "IdentifiedStoreOf<LibraryScopeCache.Row>.scope",
          "StoreOf<LibraryScopeCache.Feature>.deinit", "StoreOf<LibraryScopeCache.Feature>.init",
          "StoreOf<LibraryScopeCache.Feature>.scope", "StoreOf<LibraryScopeCache.Feature>.scope",
          Self.warning,
          "StoreOf<LibraryScopeCache.Row>.deinit", "StoreOf<LibraryScopeCache.Row>.init",
        ].sorted())
  }
}

/// The feature of the library's `ScopeCacheTests`: an optional child and a collection of rows.
// NB: The library's feature nests itself (its child and rows are features like it); a struct
// cannot hold an optional of itself without a box, so the child and the rows are a small `Row`.
enum LibraryScopeCache {
  struct Feature: Reducer {
    struct State: ObservableStruct, Equatable {
      var _$observationRegistrar = ObservationStateRegistrar()
      private var _child: Row.State?
      private var _rows: IdentifiedArrayOf<Row.State>

      var child: Row.State? {
        get { self[tracking: \._child, \.child] }
        set { self[tracking: \._child, \.child] = newValue }
        _modify { yield &self[tracking: \._child, \.child] }
      }

      var rows: IdentifiedArrayOf<Row.State> {
        get { self[tracking: \._rows, \.rows] }
        set { self[tracking: \._rows, \.rows] = newValue }
        _modify { yield &self[tracking: \._rows, \.rows] }
      }

      init(child: Row.State? = nil, rows: IdentifiedArrayOf<Row.State> = []) {
        self._child = child
        self._rows = rows
      }
    }

    enum Action: CasePathable {
      case child(Row.Action)
      case rows(IdentifiedAction<UUID, Row.Action>)

      struct AllCasePaths {
        /// Every action, as itself: the identity case path (the library's `\.self`).
        var whole: AnyCasePath<Action, Action> {
          AnyCasePath(embed: { $0 }, extract: { $0 })
        }

        var child: AnyCasePath<Action, Row.Action> {
          AnyCasePath(embed: Action.child) {
            guard case .child(let action) = $0 else { return nil }
            return action
          }
        }

        var rows: AnyCasePath<Action, IdentifiedAction<UUID, Row.Action>> {
          AnyCasePath(embed: Action.rows) {
            guard case .rows(let action) = $0 else { return nil }
            return action
          }
        }
      }

      static let allCasePaths = AllCasePaths()
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .child(.dismiss) = action {
          state.child = nil
        }
      }
      .ifLet(\.child, action: \.child) { Row() }
      .forEach(\.rows, action: \.rows) { Row() }
    }
  }

  /// A row or a presented child: it can be shown, and asks to be dismissed.
  struct Row: Reducer {
    struct State: ObservableStruct, Equatable, Identifiable {
      var _$observationRegistrar = ObservationStateRegistrar()
      let id = UUID()
      private var _isShown = false

      var isShown: Bool {
        get { self[tracking: \._isShown, \.isShown] }
        set { self[tracking: \._isShown, \.isShown] = newValue }
        _modify { yield &self[tracking: \._isShown, \.isShown] }
      }
    }

    enum Action {
      case dismiss
      case show
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .show = action {
          state.isShown = true
        }
      }
    }
  }
}
