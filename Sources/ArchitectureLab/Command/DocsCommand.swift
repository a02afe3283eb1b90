import Foundation

/// `compare docs [--check]`: regenerates the documentation's output blocks, or checks them
/// (see ``DocBlocks``).
enum DocsCommand: Subcommand {
  static let name = "docs"

  static let help = """
    usage: compare docs [--check]

    Regenerates every output block of README.md and docs/*.md, and the charts
    docs/charts/bodies.svg and bodies-store.svg, from the code (the bench's charts come from a
    timed run: docs/performance.md); --check only lists the blocks that are out of date. Run it
    from the repository root.
    The block after <!-- compare: ARGS --> opens with its command, $ swift run compare ARGS, then
    what it prints; the command line is checked like the output.
    """

  static func run(_ arguments: inout Arguments, _ context: CommandContext) throws
    -> CommandResult
  {
    let check = try arguments.flag("--check")
    try arguments.expectNone(after: name)
    let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    try DocBlocks.checkRoot(root)
    guard check else {
      let changed = try DocBlocks.regenerate(in: root)
      try context.standardOutput.write(
        changed.isEmpty
          ? "Docs are up to date.\n" : "Regenerated: \(changed.joined(separator: ", "))\n")
      return CommandResult()
    }
    let (stale, blocks) = try DocBlocks.check(in: root)
    guard stale.isEmpty else {
      return CommandResult(
        status: 1,
        notice: "Out of date (run `swift run compare docs`):\n"
          + stale.map { "  \($0)\n" }.joined())
    }
    // NB: a line even when all is well, so a check that ran is told from one that did not.
    try context.standardOutput.write("\(blocks) generated blocks up to date.\n")
    return CommandResult()
  }
}
