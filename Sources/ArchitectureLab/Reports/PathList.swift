/// View paths as a step's header lists them: in natural order (`CounterRow(4)` before
/// `CounterRow(10)`), siblings of one name under one parent collapsed into one entry.
///
/// NB: siblings collapse to `Parent/CounterRow(1…3, 10…40)`, not `Parent/CounterRow ×40`: in
/// the header `×N` already means a view ran N times beyond need, and the ids keep which rows
/// (and any gap between them) in sight.
enum PathList {
  /// `paths`, each with how many times it counts (`×N` after the entry when more than once),
  /// sorted and collapsed. O(n log n) in the number of paths.
  static func compacted(_ paths: [(path: String, count: Int)]) -> [String] {
    var groups: [Group] = []
    var groupIndex: [GroupKey: Int] = [:]
    for (path, count) in paths.sorted(by: { naturallyPrecedes($0.path, $1.path) }) {
      guard let leaf = Leaf(path) else {
        groups.append(Group(path: path, count: count))
        continue
      }
      let key = GroupKey(parent: leaf.parent, name: leaf.name, count: count)
      if let index = groupIndex[key] {
        groups[index].ids.append(leaf.id)
      } else {
        groupIndex[key] = groups.count
        groups.append(Group(path: path, count: count, leaf: leaf))
      }
    }
    return groups.map(\.text)
  }

  /// Whether `a` sorts before `b` when runs of digits compare as numbers.
  static func naturallyPrecedes(_ a: String, _ b: String) -> Bool {
    var left = a.unicodeScalars[...]
    var right = b.unicodeScalars[...]
    while let l = left.first, let r = right.first {
      if isDigit(l), isDigit(r) {
        let leftDigits = left.prefix(while: isDigit)
        let rightDigits = right.prefix(while: isDigit)
        let leftNumber = leftDigits.drop { $0 == "0" }
        let rightNumber = rightDigits.drop { $0 == "0" }
        if leftNumber.count != rightNumber.count { return leftNumber.count < rightNumber.count }
        if !leftNumber.elementsEqual(rightNumber) {
          return String(String.UnicodeScalarView(leftNumber))
            < String(String.UnicodeScalarView(rightNumber))
        }
        left = left.dropFirst(leftDigits.count)
        right = right.dropFirst(rightDigits.count)
      } else if l != r {
        return String(l) < String(r)
      } else {
        left = left.dropFirst()
        right = right.dropFirst()
      }
    }
    return left.isEmpty && !right.isEmpty
  }

  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
    ("0"..."9").contains(scalar)
  }

  private struct GroupKey: Hashable {
    let parent: String
    let name: String
    let count: Int
  }

  /// The last part of a path when it names an id: `Parent/Name(id)`.
  private struct Leaf {
    let parent: String
    let name: String
    let id: String

    init?(_ path: String) {
      guard path.hasSuffix(")") else { return nil }
      // NB: the last `/` outside parentheses: an id may hold a slash.
      var depth = 0
      var slash: String.Index?
      for index in path.indices.reversed() {
        switch path[index] {
        case ")": depth += 1
        case "(": depth -= 1
        case "/" where depth == 0: slash = index
        default: break
        }
        if slash != nil { break }
      }
      let leafStart = slash.map { path.index(after: $0) } ?? path.startIndex
      let leaf = path[leafStart...]
      guard let open = leaf.firstIndex(of: "("), open > leaf.startIndex else { return nil }
      parent = String(path[..<leafStart])
      name = String(leaf[..<open])
      id = String(leaf[leaf.index(after: open)..<leaf.index(before: leaf.endIndex)])
    }
  }

  private struct Group {
    let path: String
    let count: Int
    var leaf: Leaf?
    var ids: [String] = []

    init(path: String, count: Int, leaf: Leaf? = nil) {
      self.path = path
      self.count = count
      self.leaf = leaf
      ids = leaf.map { [$0.id] } ?? []
    }

    var text: String {
      let times = count > 1 ? " ×\(count)" : ""
      guard let leaf, ids.count > 1 else { return path + times }
      return "\(leaf.parent)\(leaf.name)(\(PathList.ranges(ids)))" + times
    }
  }

  /// Ids in the order given, runs of three or more consecutive numbers as `first…last`.
  static func ranges(_ ids: [String]) -> String {
    var parts: [String] = []
    var run: [Int] = []
    func closeRun() {
      if run.count >= 3 {
        parts.append("\(run[0])…\(run[run.count - 1])")
      } else {
        parts += run.map(String.init)
      }
      run = []
    }
    for id in ids {
      if let number = Int(id), String(number) == id {
        if let last = run.last, number != last + 1 { closeRun() }
        run.append(number)
      } else {
        closeRun()
        parts.append(id)
      }
    }
    closeRun()
    return parts.joined(separator: ", ")
  }
}
