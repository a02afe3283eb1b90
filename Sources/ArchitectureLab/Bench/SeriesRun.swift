extension Bench {
  /// A series being measured, one size at a time, in turn with the other series of its
  /// operation, within its own budget.
  ///
  /// NB: the operation's sizes are the outer loop and its contestants the inner one, so every
  /// contestant's measurement at a size is taken within seconds of the others'. The machine this
  /// lab runs on changes speed by half or more for seconds or minutes at a time (docs/performance.md,
  /// "The machine runs at two speeds"); measured one contestant after another over all sizes, a
  /// ratio at 100,000 rows compared times taken minutes apart.
  struct SeriesRun {
    /// Why a contestant does not run a size, and the limit behind it.
    typealias Refusal = (reason: String, limit: ContestantLimit, reached: Int)

    private(set) var series: Series
    /// The largest size it may run (the operation's last under `--max-size`); `nil` when none.
    private let largest: Int?
    /// Sets a size up (mounting, untimed but counted against the budget) and returns its
    /// measurement, which stops at the deadline it is given.
    private let prepare: (Int) -> (ContinuousClock.Instant) -> Timing?
    private let refusal: (Int) -> Refusal?
    /// The time this series has taken so far: its own sizes', not the others' in between.
    private var spent = Duration.zero
    private var previous: (size: Int, cost: Duration)?
    /// Whether it has stopped: a size was refused, skipped or cut short (measured with fewer
    /// rounds than asked), and so are the larger; the reason is `series.skipped`.
    var stopped: Bool { series.skipped != nil }

    init(
      _ series: Series, largest: Int?, refusal: @escaping (Int) -> Refusal? = { _ in nil },
      prepare: @escaping (Int) -> (ContinuousClock.Instant) -> Timing?
    ) {
      self.series = series
      self.largest = largest
      self.refusal = refusal
      self.prepare = prepare
    }

    /// Measures `size` unless the series has stopped, or stops it, saying why.
    mutating func measure(_ size: Int, settings: Settings, progress: (String) -> Void) {
      guard !stopped else { return }
      if let refusal = refusal(size) {
        stop(skipping: size, because: refusal.reason)
        series.refused = (refusal.limit, refusal.reached)
        return
      }
      let budget = Duration.seconds(settings.budget)
      // NB: a size costs at least linearly more than the one before (mounting alone does), so
      // a size whose predicted cost would not fit in what is left of the budget is skipped
      // rather than started; once started, its rounds stop at the deadline.
      let predicted = previous.map { $0.cost * (Double(size) / Double($0.size)) } ?? .zero
      guard spent + predicted < budget else {
        return stop(
          skipping: size,
          because: "\(spent.secondsText) spent, \(predicted.secondsText) predicted for "
            + "\(size.grouped), over the \(budgetText(settings)) budget (--budget)")
      }
      progress("\(series.axis) \(size): \(series.operation), \(series.contestant)")
      let started = settings.now()
      let timing = prepare(size)(started + (budget - spent))
      let cost = started.duration(to: settings.now())
      spent += cost
      guard let timing else {
        return stop(
          skipping: size,
          because: "the \(budgetText(settings)) budget (--budget) ran out before a round"
            + (series.benchmark == nil ? " at \(size.grouped)" : ""))
      }
      series.nanoseconds[size] = timing.nanoseconds
      series.rounds[size] = (timing.rounds, timing.stepsPerRound)
      series.heapBytes[size] = timing.heap.largest
      guard timing.rounds == settings.rounds else {
        // NB: "larger sizes skipped" only where there is one: not at the operation's largest
        // size, nor on a benchmark's operation, which has one size.
        series.skipped =
          "the \(budgetText(settings)) budget (--budget) ran out"
          + (series.benchmark == nil ? " at \(size.grouped)" : "")
          + " after \(timing.rounds) of \(settings.rounds) rounds"
          + (size < (largest ?? size) ? "; larger sizes skipped" : "")
        return
      }
      previous = (size, cost)
    }

    /// Stops the series at `size`: a growth axis skips it and the larger sizes, a benchmark's
    /// operation, which has one size, is not run.
    private mutating func stop(skipping size: Int, because reason: String) {
      series.skipped =
        series.benchmark == nil
        ? "sizes from \(size.grouped) skipped: \(reason)" : "not run: \(reason)"
    }

    /// `12 s`, `0.5 s`: the budget as the reasons print it.
    private func budgetText(_ settings: Settings) -> String {
      settings.budget == settings.budget.rounded()
        ? "\(Int(settings.budget)) s" : "\(settings.budget) s"
    }
  }
}
