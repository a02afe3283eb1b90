// The functions a timed step of a contestant, or of the ideal through the view layer, runs in.
// Their symbols are fixed, so a profiler counts the instructions of those steps alone, a
// measure the machine's speed does not move (docs/performance.md, "Reproduce"):
//
//     valgrind --tool=callgrind --collect-atstart=no \
//       --toggle-collect=lab_bench_contestant_step --dump-after=lab_bench_contestant_step \
//       .build/release/compare bench --scenario chain --contestant store
//
// writes one profile per step of `store` it runs, smallest size first: at each size its warm-up
// steps, then its rounds' (one step a round for most: callgrind's dump of a step's profile runs
// inside the timed step and takes a millisecond or more). The untimed step that primes a series
// runs its work outside these symbols (`Bench.Step.unprofiled`), so it writes none.
//
// NB: never inlined, and not alike: the optimizer merges functions whose bodies are the same
// (one jumps into the other, so profiling one counts both), and it rewrites a function taking
// a struct into one taking its fields (a jump again, which hides the steps from the profiler).
// So the second is left unoptimized: a call and two reference counts beside a step's
// thousands of instructions. The plain ideal has none: its step is the model's alone.

/// Runs one step of a contestant (a tap and the render pass after it).
@_silgen_name("lab_bench_contestant_step") @inline(never)
func labBenchContestantStep(_ work: () -> Void) {
  work()
}

/// Runs one step of the ideal through the view layer (`ideal/views`).
@_silgen_name("lab_bench_ideal_views_step") @inline(never) @_optimize(none)
func labBenchIdealViewsStep(_ steps: IdealSteps) {
  steps.step()
}
