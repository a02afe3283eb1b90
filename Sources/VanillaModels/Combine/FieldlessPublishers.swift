/// The `objectWillChange` of objects that have no `@Published` field, keyed by identity.
///
/// Such an object has no field to keep its publisher, yet Apple's Combine gives it a stable one
/// (OpenCombine makes a fresh one per access), so that a manual `objectWillChange.send()`, such
/// as a parent forwarding its children's changes, reaches the subscribers.
/// NB: an `ObjectIdentifier` is reused once its object is freed, so each entry holds its owner
/// weakly and only counts while the owner lives; freed entries are pruned when the table grows.
enum FieldlessPublishers {
  private struct Entry {
    weak var owner: AnyObject?
    let publisher: ObservableObjectPublisher
  }

  private static var entries: [ObjectIdentifier: Entry] = [:]
  private static var pruneThreshold = 64

  static func publisher(of owner: AnyObject) -> ObservableObjectPublisher? {
    guard let entry = entries[ObjectIdentifier(owner)], entry.owner === owner else { return nil }
    return entry.publisher
  }

  static func insert(_ publisher: ObservableObjectPublisher, for owner: AnyObject) {
    if entries.count >= pruneThreshold {
      entries = entries.filter { $0.value.owner != nil }
      pruneThreshold = max(64, 2 * entries.count)
    }
    entries[ObjectIdentifier(owner)] = Entry(owner: owner, publisher: publisher)
  }
}
