/// A renderer's body runs since its counts were last taken, counted per view node as they happen
/// and read as counts per view path.
///
/// NB: counting under the node's path hashed the path's text on every body run; a run is
/// counted under the node's address instead, in a table hashed by ``AddressHash``, and each
/// path is hashed once per node when the counts are taken. Most nodes run once a step, so this
/// saves little (0.2 % of `compare fuzz --seed 1 --steps 2000`, callgrind); a node's path is
/// kept with its count from its first run, since the node may be gone when they are taken.
///
/// NB: an entry is a node's address *and* its path: a node freed mid-step leaves its address to
/// a new node, which counts under its own path (compared by identity first, so a node's own path
/// compares in a word). Two nodes at one path (a view removed and another inserted in its place)
/// add up under it when taken, as they did when counted by path.
struct BodyRunCounts {
  private struct Entry {
    let node: ObjectIdentifier
    let path: String
    var runs: Int
    /// The entry's slot in ``slots``.
    var slot: Int
  }

  /// The nodes counted so far, in the order of their first run.
  private var entries: [Entry] = []
  /// Open addressing over ``entries``: each slot holds an entry's index, or -1; a power of two
  /// long, at least twice the entries.
  private var slots: [Int] = Array(repeating: -1, count: Self.minimumSlots)
  /// How far a multiplied address is shifted right to index ``slots``: 64 minus the bits of
  /// their count.
  private var shift = AddressHash.shift(forSlots: Self.minimumSlots)

  private static let minimumSlots = 64
  /// The most slots a fresh count keeps: room for 1,024 nodes, so the steps after one that ran
  /// 100,000 bodies do not keep room for them.
  private static let maximumKeptSlots = 2_048

  /// Counts one body run of the node at `node`, whose path is `path`.
  mutating func count(_ node: ObjectIdentifier, path: String) {
    let mask = slots.count - 1
    var slot = AddressHash.slot(of: UInt(bitPattern: node), shift: shift)
    while true {
      let index = slots[slot]
      if index < 0 { break }
      if entries[index].node == node, entries[index].path == path {
        entries[index].runs += 1
        return
      }
      slot = (slot + 1) & mask
    }
    slots[slot] = entries.count
    entries.append(Entry(node: node, path: path, runs: 1, slot: slot))
    if entries.count * 2 > slots.count { resize(to: slots.count * 2) }
  }

  /// The runs counted, per path; the count starts afresh.
  mutating func take() -> [String: Int] {
    var runs: [String: Int] = Dictionary(minimumCapacity: entries.count)
    for entry in entries { runs[entry.path, default: 0] += entry.runs }
    if slots.count > Self.maximumKeptSlots {
      entries.removeAll()
      resize(to: Self.maximumKeptSlots)
    } else {
      // NB: only the slots in use are cleared, not the whole table a large step left.
      for entry in entries { slots[entry.slot] = -1 }
      entries.removeAll(keepingCapacity: true)
    }
    return runs
  }

  /// Rebuilds the slots, `count` of them, over the entries.
  private mutating func resize(to count: Int) {
    slots = Array(repeating: -1, count: count)
    shift = AddressHash.shift(forSlots: count)
    let mask = count - 1
    for index in entries.indices {
      var slot = AddressHash.slot(of: UInt(bitPattern: entries[index].node), shift: shift)
      while slots[slot] >= 0 { slot = (slot + 1) & mask }
      slots[slot] = index
      entries[index].slot = slot
    }
  }
}
