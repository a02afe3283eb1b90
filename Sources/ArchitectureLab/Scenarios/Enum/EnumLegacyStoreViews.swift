import StoreModels

/// The `enum` app as views over a store written with the view-store API as at 1.7.0 (before
/// observation): the parent's body is a `WithViewStore` of which destination is presented (the
/// counter, or the note's number), whose content shows the destination through an `IfLetStore`
/// over the destination's store (a key-path scope, cached) and a `SwitchStore` with one `CaseLet`
/// per case.
enum EnumLegacyStoreViews {
  /// The contestant these views are.
  static let contestant = Contestant(
    name: "store/legacy",
    summary: "the store before observation: the view-store API as at 1.7.0, over cached scopes",
    expected: .correct, mount: EnumLegacyStoreViews.mount)

  static func mount() -> Renderer {
    Renderer(
      root: ParentView(
        store: Store(initialState: EnumDestination.Parent.State(), rules: .release1_7) {
          EnumDestination.Parent()
        }),
      observationTracking: .none)
  }

  struct ParentView: LegacyStoreView {
    /// The presented counter, 1 or 2, or `nil`; the note's number, or `nil`.
    struct ViewState: Equatable {
      var counter: Int?
      var note: Int?

      init(_ state: EnumDestination.Parent.State) {
        switch state.destination {
        case .counter1?: counter = 1
        case .counter2?: counter = 2
        case .note(let number)?: note = number
        case nil: break
        }
      }
    }

    let store: StoreOf<EnumDestination.Parent>

    var body: any LegacyStoreBody {
      WithViewStore(store, observe: ViewState.init) { viewStore, content in
        let shown =
          viewStore.counter.map { "counter \($0)" } ?? viewStore.note.map { "note \($0)" }
        content.text("Destination: \(shown ?? "none")")
        content.button("Toggle 1") { viewStore.send(.toggle1ButtonTapped) }
        content.button("Toggle 2") { viewStore.send(.toggle2ButtonTapped) }
        content.button("Toggle note") { viewStore.send(.toggleNoteButtonTapped) }
        let destination:
          Store<EnumDestination.Destination.State?, EnumDestination.Destination.Action> =
            store.scope(state: \.destination, action: \.destination)
        content.child(
          IfLetStore(destination) { destination, content in
            content.child(
              SwitchStore(destination) { state, store, content in
                switch state {
                case .counter1:
                  content.child(
                    CaseLet(store, state: \.counter1, action: { .counter1($0) }) {
                      store, content in
                      content.child(CounterView(counter: 1, store: store))
                    })
                case .counter2:
                  content.child(
                    CaseLet(store, state: \.counter2, action: { .counter2($0) }) {
                      store, content in
                      content.child(CounterView(counter: 2, store: store))
                    })
                case .note:
                  content.child(
                    CaseLet(store, state: \.note, action: { .note($0) }) { store, content in
                      content.child(NoteView(store: store))
                    })
                }
              })
          })
      }
    }
  }

  struct CounterView: LegacyStoreView {
    let counter: Int
    let store: StoreOf<EnumDestination.Counter>
    var id: Int? { counter }

    var body: any LegacyStoreBody {
      WithViewStore(store, observe: { $0 }) { viewStore, content in
        content.text("Count: \(viewStore.count)")
        content.button("-") { viewStore.send(.decrementButtonTapped) }
        content.button("+") { viewStore.send(.incrementButtonTapped) }
        content.button("Dismiss") { viewStore.send(.dismissButtonTapped) }
      }
    }
  }

  struct NoteView: LegacyStoreView {
    let store: StoreOf<EnumDestination.Note>

    var body: any LegacyStoreBody {
      WithViewStore(store, observe: { $0 }) { viewStore, content in
        content.text("Note: \(viewStore.state)")
        content.button("Next") { viewStore.send(.nextButtonTapped) }
      }
    }
  }
}

// MARK: - The case properties `@CasePathable`'s dynamic member lookup gives

extension EnumDestination.Destination.State {
  /// Counter 1's state while it is presented: what `CaseLet(state: \.counter1)` reads.
  fileprivate var counter1: EnumDestination.Counter.State? {
    Self[case: \.counter1].extract(from: self)
  }

  /// Counter 2's state while it is presented.
  fileprivate var counter2: EnumDestination.Counter.State? {
    Self[case: \.counter2].extract(from: self)
  }

  /// The note's number while it is presented.
  fileprivate var note: EnumDestination.Note.State? {
    Self[case: \.note].extract(from: self)
  }
}
