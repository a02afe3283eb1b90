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
    let keyed = paths.map { (key: sortKey($0.path), entry: $0) }
    let sorted = keyed.sorted { ($0.key, $0.entry.path) < ($1.key, $1.entry.path) }
    return compacted(sorted: sorted.map(\.entry))
  }

  /// ``compacted(_:)`` of paths already in natural order, without sorting them again. O(n).
  ///
  /// - Precondition: `paths` are in ``naturallySorted(_:)``'s order. It is not checked: paths
  ///   out of it give entries, and the ids inside one, out of order.
  static func compacted(sorted paths: [(path: String, count: Int)]) -> [String] {
    var groups: [Group] = []
    var groupIndex: [GroupKey: Int] = [:]
    for (path, count) in paths {
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

  /// `paths` in natural order: runs of digits compare as numbers, and paths equal so
  /// (`Row(04)`, `Row(4)`) by their text, so the order never depends on the order given.
  static func naturallySorted(_ paths: [String]) -> [String] {
    paths.map { (sortKey($0), $0) }.sorted { $0 < $1 }.map(\.1)
  }

  /// What a path sorts by: the path with each run of digits written as its length (three
  /// digits) and then its digits without leading zeros, so numbers compare by value.
  ///
  /// NB: made once a path. Comparing two paths digit run by digit run on every comparison of a
  /// sort made `compare log` on a 20,000-row list 2.8 times slower (11.0 s against 3.9 s in a
  /// debug build, b1cbc0a).
  static func sortKey(_ path: String) -> String {
    asciiSortKey(path) ?? characterSortKey(path)
  }

  /// ``sortKey(_:)`` of an ASCII path, byte by byte, or `nil` for any other path.
  ///
  /// NB: in ASCII every byte is a character but the CR LF pair, and only `0`–`9` are numbers,
  /// so it is ``characterSortKey(_:)``'s key, made without asking each character's Unicode
  /// properties: that asking was a fifth of `compare log` with thousands of stale paths a step.
  private static func asciiSortKey(_ path: String) -> String? {
    let bytes = path.utf8
    var key: [UInt8] = []
    key.reserveCapacity(bytes.count + 8)
    var digits: [UInt8] = []
    func closeNumber() {
      guard !digits.isEmpty else { return }
      let number = digits.drop { $0 == UInt8(ascii: "0") }
      let length = Array(String(number.count).utf8)
      key += Array(repeating: UInt8(ascii: "0"), count: max(0, 3 - length.count)) + length
      key += number
      digits.removeAll(keepingCapacity: true)
    }
    // NB: a loop, not `allSatisfy` first: in this main-actor module its closure checked the
    // executor on every byte, a sixth of `compare log` with thousands of stale paths a step.
    for byte in bytes {
      guard byte < 0x80 else { return nil }
      if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
        digits.append(byte)
      } else {
        closeNumber()
        key.append(byte)
      }
    }
    closeNumber()
    return String(decoding: key, as: UTF8.self)
  }

  /// ``sortKey(_:)`` character by character: any path.
  static func characterSortKey(_ path: String) -> String {
    var key = ""
    key.reserveCapacity(path.utf8.count + 8)
    var digits = ""
    func closeNumber() {
      guard !digits.isEmpty else { return }
      let number = digits.drop { $0 == "0" }
      let length = String(number.count)
      key += String(repeating: "0", count: max(0, 3 - length.count)) + length + number
      digits = ""
    }
    for character in path {
      if character.isASCII, character.isNumber {
        digits.append(character)
      } else {
        closeNumber()
        key.append(character)
      }
    }
    closeNumber()
    return key
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
      let id = leaf[leaf.index(after: open)..<leaf.index(before: leaf.endIndex)]
      // NB: an id that holds the list's own marks would read as two ids or a range, and one
      // with unbalanced parentheses was not cut where it ends.
      // NB: `Character`s, not strings (`contains("…")` on a string is Foundation's search), and
      // a loop, not `count(where:)`, whose closure checked the executor on every character.
      var unclosed = 0
      for character in id {
        if character == "(" { unclosed += 1 } else if character == ")" { unclosed -= 1 }
      }
      guard !id.contains(Character(",")), !id.contains(Character("…")), unclosed == 0 else {
        return nil
      }
      parent = String(path[..<leafStart])
      name = String(leaf[..<open])
      self.id = String(id)
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
        if let last = run.last, last == Int.max || number != last + 1 { closeRun() }
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
