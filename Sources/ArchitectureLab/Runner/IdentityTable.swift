/// A table keyed by identity, an object's or a type's address, probed linearly from
/// ``AddressHash``'s slot.
///
/// NB: a leak walk looks up the plan of every value it meets and checks every object it meets
/// against those it has visited, so not by SipHash (``AddressHash``). Entries are never removed.
nonisolated struct IdentityTable<Value> {
  /// Each slot's key as bits, 0 for an empty slot (no address is 0); a power of two long, at
  /// least twice ``count``.
  private var keys: [UInt]
  private var values: [Value?]
  /// How many keys the table holds.
  private(set) var count = 0
  /// How far a multiplied address is shifted right to index ``keys``: 64 minus the bits of
  /// their count.
  private var shift: Int

  /// An empty table with room for `capacity` keys before it grows.
  init(capacity: Int = 8) {
    let slots = max(16, (capacity * 2).nextPowerOfTwo)
    keys = Array(repeating: 0, count: slots)
    values = Array(repeating: nil, count: slots)
    shift = AddressHash.shift(forSlots: slots)
  }

  /// The value under `key`, if there is one.
  subscript(key: ObjectIdentifier) -> Value? {
    let bits = UInt(bitPattern: key)
    let mask = keys.count - 1
    var slot = AddressHash.slot(of: bits, shift: shift)
    while true {
      let found = keys[slot]
      if found == bits { return values[slot] }
      if found == 0 { return nil }
      slot = (slot + 1) & mask
    }
  }

  /// Adds `value` under `key` unless the key is there already; returns whether it was added.
  @discardableResult
  mutating func insert(_ value: Value, for key: ObjectIdentifier) -> Bool {
    let bits = UInt(bitPattern: key)
    let mask = keys.count - 1
    var slot = AddressHash.slot(of: bits, shift: shift)
    while true {
      let found = keys[slot]
      if found == bits { return false }
      if found == 0 { break }
      slot = (slot + 1) & mask
    }
    keys[slot] = bits
    values[slot] = value
    count += 1
    if count * 2 > keys.count { grow() }
    return true
  }

  /// Doubles the slots and places every key again.
  private mutating func grow() {
    let (oldKeys, oldValues) = (keys, values)
    keys = Array(repeating: 0, count: oldKeys.count * 2)
    values = Array(repeating: nil, count: oldKeys.count * 2)
    shift -= 1
    let mask = keys.count - 1
    for (index, bits) in oldKeys.enumerated() where bits != 0 {
      var slot = AddressHash.slot(of: bits, shift: shift)
      while keys[slot] != 0 { slot = (slot + 1) & mask }
      keys[slot] = bits
      values[slot] = oldValues[index]
    }
  }
}

extension Int {
  /// The least power of two not below this number (1 for 0 or less).
  fileprivate nonisolated var nextPowerOfTwo: Int {
    self <= 1 ? 1 : 1 << (Int.bitWidth - (self - 1).leadingZeroBitCount)
  }
}
