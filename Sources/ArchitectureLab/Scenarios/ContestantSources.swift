/// The files a contestant's app is written in, as paths under `Sources/`: what the code-size
/// table counts (see ``CodeSize``).
///
/// *Models* are the model module's files the contestant's app needs: its view models or
/// `@Observable` models, or its reducers. *Views* are the lab view files that draw it. A file
/// shared by several contestants (the children of every vanilla stage, a view file with one
/// view per stage) counts whole for each of them: each needs all of it. The libraries a school
/// builds on (the Combine slice, `SyncGuard`, the store) and the scenarios' namespace enums are
/// not the contestant's code and are not listed; the lab's wiring inside a listed view file (the
/// contestants' declarations and their mounts) is listed but not counted (``CodeSize``).
struct ContestantSources: Equatable {
  let models: [String]
  let views: [String]
}
