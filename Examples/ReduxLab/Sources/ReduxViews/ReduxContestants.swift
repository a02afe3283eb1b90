import ArchitectureLab

/// The Redux school's contestants, by the scenario each plays: what `swift run` registers.
public enum ReduxContestants {
  public static let all: [String: [Contestant]] = [
    "basics": [ReduxBasics.contestant],
    "favorites": [ReduxFavorites.contestant],
    "list": [ReduxList.contestant],
    "todos": [ReduxTodos.contestant],
  ]
}
