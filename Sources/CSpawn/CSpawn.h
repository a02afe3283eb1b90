// What a child process the lab starts inherits (Sources/ArchitectureLab/Fuzz/Spawn.swift, for
// the fuzz's workers and the tests' browser): pipes close-on-exec as they are made, a spawn that
// gives the child only the descriptors its file actions place, and the environment.
// The C libraries differ in all three, and glibc declares `pipe2` and
// `posix_spawn_file_actions_addclosefrom_np` only for _GNU_SOURCE, which the Glibc module is not
// built with (defining it here changes the module's structs); each platform is decided here, once.
#include <errno.h>
#include <fcntl.h>
#include <spawn.h>
#include <unistd.h>
#if defined(__APPLE__)
#include <crt_externs.h>
#endif

#if defined(__linux__)
// Linux has had pipe2 since 2.6.27; glibc (2.9) and musl declare it for _GNU_SOURCE only.
extern int pipe2(int ends[2], int flags);
#endif
#if defined(__GLIBC__) && __GLIBC_PREREQ(2, 34)
extern int posix_spawn_file_actions_addclosefrom_np(posix_spawn_file_actions_t *actions, int from);
#endif

// Makes a pipe whose two ends are close-on-exec from the moment they exist, so no process that
// another thread starts meanwhile inherits them: 0, or -1 with errno set. Darwin has no pipe2:
// there the ends are marked just after, and a spawn of the lab's starts with
// POSIX_SPAWN_CLOEXEC_DEFAULT (lab_spawn_keeps_only_placed_descriptors), so it inherits neither.
static inline int lab_close_on_exec_pipe(int ends[2]) {
#if defined(__linux__)
  return pipe2(ends, O_CLOEXEC);
#else
  if (pipe(ends) != 0) return -1;
  for (int index = 0; index < 2; index++) {
    if (fcntl(ends[index], F_SETFD, FD_CLOEXEC) != 0) {
      int error = errno;
      close(ends[0]);
      close(ends[1]);
      errno = error;
      return -1;
    }
  }
  return 0;
#endif
}

// Makes a spawn give the child, of the descriptors from `first_unplaced` up, only those its file
// actions place (3 and 4 for a browser reading and writing there; none for a worker, whose pipes
// go to 0, 1 and 2): Darwin's POSIX_SPAWN_CLOEXEC_DEFAULT, added to the flags already set, which
// closes every descriptor the actions do not place; glibc 2.34's action closing every descriptor
// from `first_unplaced` up, added after the actions already there. Elsewhere (musl, an older
// glibc) nothing: the child then also gets what another part of the process opened without
// close-on-exec. 0, or an error number.
static inline int lab_spawn_keeps_only_placed_descriptors(
    posix_spawn_file_actions_t *actions, posix_spawnattr_t *attributes, int first_unplaced) {
#if defined(__APPLE__)
  (void)actions;
  (void)first_unplaced;
  short flags = 0;
  int status = posix_spawnattr_getflags(attributes, &flags);
  if (status != 0) return status;
  return posix_spawnattr_setflags(attributes, flags | POSIX_SPAWN_CLOEXEC_DEFAULT);
#elif defined(__GLIBC__) && __GLIBC_PREREQ(2, 34)
  (void)attributes;
  return posix_spawn_file_actions_addclosefrom_np(actions, first_unplaced);
#else
  (void)actions;
  (void)attributes;
  (void)first_unplaced;
  return 0;
#endif
}

// The process's environment, for a child started with it. On Darwin a library has no direct
// access to `environ` (environ(7)) and asks _NSGetEnviron; glibc declares `environ` only for
// _GNU_SOURCE, so it is declared here.
static inline char **lab_environment(void) {
#if defined(__APPLE__)
  return *_NSGetEnviron();
#else
  extern char **environ;
  return environ;
#endif
}
