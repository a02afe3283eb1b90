import CSpawn
import Foundation

/// A child process about to be started with `posix_spawn`: the file actions and attributes the
/// caller fills in, then ``start(_:firstUnplaced:)``, which gives the child, of its descriptors
/// from `firstUnplaced` up, only those the actions place.
///
/// NB: a descriptor is inherited unless it is close-on-exec, and the lab is not the only part of
/// the process that opens them: Foundation's `Pipe()` is not close-on-exec, so a fuzz worker
/// started while a test held one kept its write end open, and the test's reader saw its end of
/// file only when that worker ended. So the child keeps only what the actions place
/// (`posix_spawn_file_actions_addclosefrom_np` on glibc 2.34 and later, Darwin's
/// `POSIX_SPAWN_CLOEXEC_DEFAULT`; CSpawn.h), and the lab's own pipes are close-on-exec as they
/// are made (``CloseOnExecPipe``), for the C libraries that offer neither.
nonisolated final class Spawn {
  #if canImport(Darwin)
    var actions: posix_spawn_file_actions_t?
    var attributes: posix_spawnattr_t?
  #else
    var actions = posix_spawn_file_actions_t()
    var attributes = posix_spawnattr_t()
  #endif

  init() {
    posix_spawn_file_actions_init(&actions)
    posix_spawnattr_init(&attributes)
  }

  deinit {
    posix_spawn_file_actions_destroy(&actions)
    posix_spawnattr_destroy(&attributes)
  }

  /// Starts `arguments[0]` with `arguments` and this process's environment, and says its id.
  ///
  /// - Throws: the error number of why it could not start.
  func start(_ arguments: [String], firstUnplaced: Int32) throws(SpawnError) -> pid_t {
    let status = lab_spawn_keeps_only_placed_descriptors(&actions, &attributes, firstUnplaced)
    guard status == 0 else { throw SpawnError(number: status) }
    var argv = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var id: pid_t = 0
    let spawned = posix_spawn(&id, arguments[0], &actions, &attributes, &argv, lab_environment())
    guard spawned == 0 else { throw SpawnError(number: spawned) }
    return id
  }
}

/// Why a child could not start: an error number, said as the C library says it.
nonisolated struct SpawnError: Error, CustomStringConvertible {
  let number: Int32
  var description: String { String(cString: strerror(number)) }
}

/// A pipe whose two ends are close-on-exec from the moment they exist (`pipe2` where there is
/// one), so no child another thread starts inherits them: a child gets an end only where a
/// spawn's actions place it.
nonisolated struct CloseOnExecPipe {
  let read: Int32
  let write: Int32

  /// A new pipe, or `nil` with `errno` saying why not.
  init?() {
    var ends: [Int32] = [0, 0]
    guard lab_close_on_exec_pipe(&ends) == 0 else { return nil }
    (read, write) = (ends[0], ends[1])
  }
}
