import Testing

@Suite("SplitMix64")
struct SplitMix64Tests {
  @Test("seed 0 yields the reference implementation's first outputs")
  func referenceOutputs() {
    var generator = SplitMix64(seed: 0)
    #expect(
      [generator.next(), generator.next(), generator.next()] == [
        0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F,
      ])
  }
}
