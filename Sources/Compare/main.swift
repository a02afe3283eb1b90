import Foundation

// NB: a write past the file size limit (`ulimit -f`) then fails with "File too large", reported
// as an error, instead of killing the process.
signal(SIGXFSZ, SIG_IGN)
let outcome = CompareCommand.run(
  Array(CommandLine.arguments.dropFirst()), standardOutput: FileDescriptorOutput.standardOutput())
Progress.writeToStandardError(outcome.errors)
exit(outcome.status)
