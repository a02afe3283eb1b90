import StoreModels
import TestSupport
import Testing

@Suite("Observable state")
struct ObservableStateTests {
  @Test("copies share identity")
  func copiesShareIdentity() {
    let state = Parent.State()
    let copy = state
    #expect(copy._$id == state._$id)
    #expect(copy.child._$id == state.child._$id)
  }

  @Test("modifying a nested child in place gives it a fresh identity")
  func inPlaceModifyRenewsChildIdentity() {
    var state = Parent.State()
    let copy = state
    state.child.count += 1
    #expect(state.child._$id != copy.child._$id)
    #expect(state._$id == copy._$id)
  }

  @Test("setting an equal value does not notify")
  func equalSetIsSilent() {
    var state = Parent.State()
    let flag = observe { _ = state.count }
    state.count = 0
    #expect(!flag.changed)
  }

  @Test("setting a different value notifies")
  func differentSetNotifies() {
    var state = Parent.State()
    let flag = observe { _ = state.count }
    state.count = 1
    #expect(flag.changed)
  }

  @Test("an in-place modification notifies even when it changes nothing")
  func inPlaceModifyNotifies() {
    var state = Parent.State()
    let flag = observe { _ = state.count }
    state.count += 0
    #expect(flag.changed)
  }

  @Test("a change to one field does not notify readers of another")
  func fieldsAreObservedSeparately() {
    var state = Parent.State()
    let flag = observe { _ = state.count }
    state.child.count += 1
    #expect(!flag.changed)
  }

  @Test("readers of one copy are notified of changes made through another")
  func copiesShareObservers() {
    let state = Parent.State()
    var copy = state
    let flag = observe { _ = state.count }
    copy.count = 1
    #expect(flag.changed)
  }

  @Test("replacing a nested child with a fresh value notifies readers of the parent field")
  func replacingChildNotifies() {
    var state = Parent.State()
    let flag = observe { _ = state.child }
    var fresh = Child.State()
    fresh.count = 1
    state.child = fresh
    #expect(flag.changed)
  }

  @Test("replacing a nested child with an equal fresh value still notifies")
  func replacingChildWithEqualValueNotifies() {
    var state = Parent.State()
    let flag = observe { _ = state.child }
    state.child = Child.State()
    #expect(flag.changed)
  }

  @Test("mutating inside a nested child does not notify readers of the parent field")
  func mutatingInsideChildIsSilentForParent() {
    var state = Parent.State()
    let flag = observe { _ = state.child }
    state.child.count += 1
    #expect(!flag.changed)
  }

  @Test("mutating inside a nested child notifies readers of the child's field")
  func mutatingInsideChildNotifiesChildReaders() {
    var state = Parent.State()
    let flag = observe { _ = state.child.count }
    state.child.count += 1
    #expect(flag.changed)
  }

  @Test("assigning an old copy of a nested child back notifies readers of the parent field")
  func assigningOldCopyBackNotifies() {
    var state = Parent.State()
    let old = state.child
    state.child.count += 1
    let flag = observe { _ = state.child }
    state.child = old
    #expect(flag.changed)
  }
}
