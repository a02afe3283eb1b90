import Foundation

/// Which file a path names: its device and inode when it exists, else its folder's and its
/// name there.
enum FileIdentity: Hashable {
  case inode(device: UInt64, inode: UInt64)
  /// A file not there yet: `name` in the folder of inode `folder` on `device`.
  ///
  /// NB: the name's bytes, as the system compares names, not a `String`, which takes `café`
  /// in its two Unicode spellings for one name where Linux keeps two files.
  case entry(device: UInt64, folder: UInt64, name: [UInt8])

  /// The identity of an existing file, or `nil` when `path` names none.
  init?(existing path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    self = .inode(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
  }
}
