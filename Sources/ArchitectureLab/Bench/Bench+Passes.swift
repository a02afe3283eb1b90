extension Bench {
  /// One series per axis, operation and contestant out of the passes' series, in the order the
  /// first pass measured them: the merge of that series in every pass (``Series/init(merging:)``).
  static func merging(_ passes: [[Series]]) -> [Series] {
    passes.joined().grouped(inOrderBy: { [$0.axis, $0.operation, $0.contestant] })
      .map(Series.init(merging:))
  }
}

extension Bench.Series {
  /// One series out of the same series measured in several passes (at least one).
  ///
  /// Per size: the time is the median of the medians of the passes that ran the size
  /// (``passMedians``), the rounds are the total over those passes and the steps per round the
  /// fewest any of them timed, and the memory is the largest of any pass (``mergedMemory(_:)``).
  /// The skip reason (and the limit behind it) is that of the pass that reached the largest
  /// size; of passes that reached as far, one that skipped nothing (or the first).
  ///
  /// NB: a size only some passes ran keeps their time, fewer medians rather than none (the text
  /// table says how many), and loses the reason of a pass that skipped it, which no longer says
  /// what the series lacks. Each pass skips from a size on, so the pass that reached furthest
  /// says exactly which sizes no pass ran and why.
  init(merging passes: [Self]) {
    precondition(!passes.isEmpty, "a series merges one pass or more")
    self = passes[0]
    passMedians = passes.reduce(into: [:]) { merged, pass in
      for (size, nanoseconds) in pass.nanoseconds { merged[size, default: []].append(nanoseconds) }
    }
    nanoseconds = passMedians.mapValues(Self.median)
    rounds = passes.reduce(into: [:]) { merged, pass in
      merged.merge(pass.rounds) { (count: $0.count + $1.count, steps: min($0.steps, $1.steps)) }
    }
    heapBytes = Self.mergedMemory(passes.map(\.heapBytes))
    // The largest size reached, then skipping nothing, then the earliest pass.
    let rank = { (index: Int) in
      (passes[index].nanoseconds.keys.max() ?? .min, passes[index].skipped == nil ? 1 : 0, -index)
    }
    let speaking = passes[passes.indices.max { rank($0) < rank($1) }!]
    skipped = speaking.skipped
    refused = speaking.refused
  }

  /// The median of times of one size: of its rounds (``Bench/Timing``), or of the passes'
  /// medians.
  ///
  /// NB: of an even count's two middles, the lower: a busy machine only ever adds time, so the
  /// lower is the one a spike touched less, and of two passes it is the one without the spike
  /// where a mean would keep half of it. A budget that cuts a size short, or an even
  /// `--rounds`, leaves an even count of rounds.
  static func median(_ values: [Double]) -> Double {
    values.sorted()[(values.count - 1) / 2]
  }

  /// The passes' memory per size, merged: the largest any pass measured at each size.
  ///
  /// NB: the largest, not the median: a heap is not noisy the way a time is (the same mount
  /// allocates the same objects, and each operation's contestant is primed before pass 1), so
  /// passes differ by a few hundred bytes of the allocator's rounding, and the largest is what
  /// the contestant was seen to hold.
  static func mergedMemory(_ passes: [[Int: Int]]) -> [Int: Int] {
    passes.reduce(into: [:]) { merged, pass in merged.merge(pass, uniquingKeysWith: max) }
  }
}
