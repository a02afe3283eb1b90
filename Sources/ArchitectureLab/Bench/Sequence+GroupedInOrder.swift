extension Sequence {
  /// The elements grouped by `key`, the groups in the order their first element appears and each
  /// group's elements in sequence order: a bench's series by axis and operation, in the order
  /// measured.
  func grouped<Key: Hashable>(inOrderBy key: (Element) -> Key) -> [[Element]] {
    var order: [Key] = []
    var groups: [Key: [Element]] = [:]
    for element in self {
      let key = key(element)
      if groups[key] == nil { order.append(key) }
      groups[key, default: []].append(element)
    }
    return order.map { groups[$0]! }
  }
}
