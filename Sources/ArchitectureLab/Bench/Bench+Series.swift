extension Bench {
  /// One contestant's measurements on one operation.
  struct Series {
    /// The name of the bench's own contestant: plain state, exactly the floor's bodies.
    static let ideal = "ideal"
    /// The name of the ideal that goes through the view layer, invalidating exactly the floor's
    /// views: what the view layer costs, against which a contestant's architecture is measured.
    static let idealViews = "ideal/views"
    /// Both ideals, in the order they are measured and reported.
    static let ideals = [ideal, idealViews]

    let axis: String
    let operation: String
    let contestant: String
    /// The benchmark the operation belongs to (`js-framework-benchmark`); `nil` on a growth axis.
    var benchmark: String?
    /// Median nanoseconds per step, per size; absent sizes were skipped.
    var nanoseconds: [Int: Double] = [:]
    /// The bytes the allocator had in use for this contestant at each size, above what it had in
    /// use before mounting: the larger of after mounting and after a step (``LiveHeap/Growth``).
    var heapBytes: [Int: Int] = [:]
    /// The rounds timed and the steps in each, per size: what each median is of. Over several
    /// passes, the rounds of them all and the fewest steps any of them timed a round.
    var rounds: [Int: (count: Int, steps: Int)] = [:]
    /// Per size, the median of each pass that ran it, in pass order (`--passes`); ``nanoseconds``
    /// is their median.
    var passMedians: [Int: [Double]] = [:]
    /// Why the series stopped or was cut short, if it was (the JSON's `skipped`): "sizes from N
    /// skipped: …" (refused, or predicted not to fit the budget), "not run: …" (a benchmark's
    /// operation, or every size over `--max-size`), or the budget ran out after k of R rounds,
    /// which measured the size, the largest too.
    var skipped: String?
    /// The contestant's limit when it is why `skipped`, and the size refused (what the
    /// operation reaches from the first size left out: an add at 1,000 rows reaches 1,001),
    /// so that a report can say once what several operations were refused for.
    var refused: (limit: ContestantLimit, size: Int)?

    var exponent: Double? {
      let sizes = nanoseconds.keys.sorted()
      return growthExponent(sizes: sizes.map(Double.init), costs: sizes.map { nanoseconds[$0]! })
    }

    /// What one more unit of size costs a step (a row, a level, a screen), in nanoseconds: the
    /// difference in time between the two largest sizes measured over the difference in size.
    ///
    /// NB: unlike time over size, it leaves out what a step costs whatever the size, so it is
    /// the cost per unchanged row of an add at 100,000 rows, or per level of a chain.
    var marginal: Double? {
      marginalSizes.map { (nanoseconds[$1]! - nanoseconds[$0]!) / Double($1 - $0) }
    }

    /// The two sizes ``marginal`` is taken between: the two largest measured.
    var marginalSizes: (Int, Int)? {
      let sizes = nanoseconds.keys.sorted().suffix(2)
      guard let small = sizes.first, let large = sizes.last, large > small else { return nil }
      return (small, large)
    }
  }
}
