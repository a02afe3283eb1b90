/// A script shipped with a scenario, as text, with the file name shown in errors and reports.
struct BuiltinScript {
  let name: String
  let text: String
  var file: String { "\(name).lab" }
}

/// The scripts shipped with the lab: every scenario's, in scenario order; `swift run compare`
/// runs them all.
enum BuiltinScripts {
  static var all: [BuiltinScript] {
    Scenarios.all.flatMap(\.scripts)
  }

  /// The built-in script called `name`, if there is one.
  static func named(_ name: String) -> BuiltinScript? {
    all.first { $0.name == name }
  }
}
