import Testing

@testable import ArchitectureLab

/// Counts per view node read as counts per view path (``BodyRunCounts``).
@Suite("Body run counts")
struct BodyRunCountsTests {
  /// Distinct addresses, as nodes' would be.
  private final class Node {}

  @Test("a node freed mid-step whose address a new node takes counts under each one's path")
  func reusedAddressCountsUnderItsOwnPath() {
    var counts = BodyRunCounts()
    let node = Node()
    counts.count(ObjectIdentifier(node), path: "List/Row(1)")
    counts.count(ObjectIdentifier(node), path: "List/Row(1)")
    // NB: the same address with another path: what a new node in a freed one's memory gives.
    counts.count(ObjectIdentifier(node), path: "List/Row(2)")
    #expect(counts.take() == ["List/Row(1)": 2, "List/Row(2)": 1])
  }

  @Test("two nodes at one path add up under it; a take starts the count afresh")
  func nodesAtOnePathAddUp() {
    var counts = BodyRunCounts()
    let (first, second) = (Node(), Node())
    counts.count(ObjectIdentifier(first), path: "Parent/Child")
    counts.count(ObjectIdentifier(second), path: "Parent/Child")
    counts.count(ObjectIdentifier(first), path: "Parent")
    #expect(counts.take() == ["Parent/Child": 2, "Parent": 1])
    #expect(counts.take() == [:])
    counts.count(ObjectIdentifier(second), path: "Parent/Child")
    #expect(counts.take() == ["Parent/Child": 1])
  }

  /// Past the table's first size, within the most it keeps and past it, so a count after a
  /// large step finds its nodes in the table it is left with.
  @Test("many nodes a step are each counted, and the next steps count as the first")
  func manyNodes() {
    let nodes = (0..<5_000).map { _ in Node() }
    var counts = BodyRunCounts()
    for size in [600, 5_000, 600] {
      for (index, node) in nodes.prefix(size).enumerated() {
        for _ in 0...(index % 3) { counts.count(ObjectIdentifier(node), path: "Row(\(index))") }
      }
      let taken = counts.take()
      #expect(taken.count == size)
      #expect(taken.allSatisfy { path, runs in runs == Int(path.dropFirst(4).dropLast())! % 3 + 1 })
      for node in nodes.prefix(3) { counts.count(ObjectIdentifier(node), path: "Small") }
      #expect(counts.take() == ["Small": 3])
    }
  }
}
