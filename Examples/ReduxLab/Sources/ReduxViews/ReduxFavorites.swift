import ArchitectureLab
import Redux

/// `favorites` in the Redux school: the count and the favorites in one store. Each view selects
/// what it shows, derived values included (whether the count is a favorite), so a view runs
/// only when what it selected changed by `==`.
public enum ReduxFavorites {
  /// The contestant: registered in `favorites` by `main.swift`.
  public static let contestant = Contestant(
    name: "redux", summary: "one store; each view selects what it shows, compared by ==",
    expected: .correct
  ) {
    Renderer(
      root: AppView(store: Store(state: State(), reducer: reduce)), observationTracking: .none)
  }

  struct State {
    var count = 0
    var favorites: [Int] = []

    /// Whether the counter shows Remove rather than Save.
    var isFavorite: Bool { favorites.contains(count) }
  }

  enum Action {
    case increment, decrement, save, remove, removeFavorite(Int)
  }

  static func reduce(_ state: inout State, _ action: Action) {
    switch action {
    case .increment: state.count += 1
    case .decrement: state.count -= 1
    case .save: state.favorites.append(state.count)
    case .remove: state.favorites.removeAll { $0 == state.count }
    case .removeFavorite(let number): state.favorites.removeAll { $0 == number }
    }
  }

  struct AppView: LabView {
    let store: Store<State, Action>
    @ObservedObject var count: Selection<Int>
    @ObservedObject var favoriteCount: Selection<Int>

    init(store: Store<State, Action>) {
      self.store = store
      _count = ObservedObject(wrappedValue: store.select(\.count))
      _favoriteCount = ObservedObject(wrappedValue: store.select(\.favorites.count))
    }

    func body(_ content: inout ViewContent) {
      content.text("Tabs: Counter \(count.value) | Profile \(favoriteCount.value)")
      content.child(CounterView(store: store))
      content.child(ProfileView(store: store))
    }
  }

  struct CounterView: LabView {
    let store: Store<State, Action>
    @ObservedObject var count: Selection<Int>
    @ObservedObject var isFavorite: Selection<Bool>

    init(store: Store<State, Action>) {
      self.store = store
      _count = ObservedObject(wrappedValue: store.select(\.count))
      _isFavorite = ObservedObject(wrappedValue: store.select(\.isFavorite))
    }

    func body(_ content: inout ViewContent) {
      content.text("Count: \(count.value)")
      content.button("-") { store.dispatch(.decrement) }
      content.button("+") { store.dispatch(.increment) }
      if isFavorite.value {
        content.button("Remove") { store.dispatch(.remove) }
      } else {
        content.button("Save") { store.dispatch(.save) }
      }
    }
  }

  struct ProfileView: LabView {
    let store: Store<State, Action>
    @ObservedObject var favorites: Selection<[Int]>

    init(store: Store<State, Action>) {
      self.store = store
      _favorites = ObservedObject(wrappedValue: store.select(\.favorites))
    }

    func body(_ content: inout ViewContent) {
      content.text(favorites.value.isEmpty ? "No favorites yet" : "Favorites")
      for number in favorites.value {
        content.child(FavoriteRow(number: number, store: store))
      }
    }
  }

  struct FavoriteRow: LabView {
    let number: Int
    let store: Store<State, Action>
    var id: Int? { number }

    func body(_ content: inout ViewContent) {
      content.text("\(number)")
      content.button("Remove") { store.dispatch(.removeFavorite(number)) }
    }
  }
}
