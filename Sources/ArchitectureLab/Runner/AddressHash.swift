/// Where a probe for an address starts in a table of slots a power of two long: the top bits of
/// the address times a large odd constant (Fibonacci hashing), which spreads addresses that
/// differ only in their low bits. Shared by the lab's tables keyed by identity
/// (``IdentityTable``, ``BodyRunCounts``).
///
/// NB: a `Dictionary` or a `Set` hashes each key with the standard library's seeded SipHash, a
/// few dozen instructions more than a multiplication, on paths taken for every value a leak walk
/// meets and every body run.
nonisolated enum AddressHash {
  /// How far a multiplied address is shifted right to index `slots` slots: 64 minus the bits of
  /// their count.
  static func shift(forSlots slots: Int) -> Int {
    UInt64.bitWidth - slots.trailingZeroBitCount
  }

  /// The first slot to probe for `bits`, an address, in a table indexed by `shift`.
  static func slot(of bits: UInt, shift: Int) -> Int {
    Int(truncatingIfNeeded: (UInt64(bits) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(shift))
  }
}
