/// Finds a child's state in its parent's and hands it to a body: how an ``IfLetCore`` derives its
/// state on each read, and how a store hands a cached child its state after a send.
///
/// NB: not a closure that returns an optional. The store's code is generic over the child's state,
/// and an optional of it had its type metadata looked up at run time on every call, its case read
/// and its payload destroyed through value witnesses: a quarter of a row store's check after a
/// send, and about 150 instructions of every read of a row's state (callgrind).
struct ChildStateLookup<Parent, Child> {
  private let lookUp: (Parent, (Child) -> Void) -> Bool

  /// A lookup that calls its body with the child's state and returns `true`, or returns `false`
  /// without calling it when the child's state is not in the parent's.
  init(_ lookUp: @escaping (Parent, (Child) -> Void) -> Bool) {
    self.lookUp = lookUp
  }

  /// The child at `keyPath`, always there.
  init(_ keyPath: KeyPath<Parent, Child>) {
    self.init { parent, body in
      body(parent[keyPath: keyPath])
      return true
    }
  }

  /// The child `extract` returns, gone when it returns `nil`.
  init(extract: @escaping (Parent) -> Child?) {
    self.init { parent, body in
      guard let child = extract(parent) else { return false }
      body(child)
      return true
    }
  }

  /// Calls `body` with the child's state in `parent` and returns `true`, or returns `false` when
  /// it has gone.
  func callAsFunction(_ parent: Parent, _ body: (Child) -> Void) -> Bool {
    lookUp(parent, body)
  }
}
