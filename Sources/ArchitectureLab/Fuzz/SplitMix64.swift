/// A small, fast, seedable random number generator (SplitMix64), so a fuzz run is reproducible
/// from its seed on every platform.
///
/// NB: the draws also go through the standard library's `random(in:using:)` and
/// `randomElement(using:)`, whose mapping of a generator's output to a value is stable in
/// practice but unspecified, so a new toolchain could draw other steps from the same seed.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
