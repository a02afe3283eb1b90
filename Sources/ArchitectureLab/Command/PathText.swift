/// A path's text split as the system splits it: the folder is everything through the last `/`,
/// the name what follows.
///
/// NB: as given, not `URL`'s standardized folder, which reads `missing/..` as the current
/// folder and a link followed by `..` as text, where the system follows both.
enum PathText {
  /// `a/b/` for `a/b/c.txt`, `/` for `/c.txt`, nothing for `c.txt`: the folder the system
  /// creates the file in.
  static func folder(of path: String) -> Substring {
    path[..<(path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex)]
  }

  /// The path's last name: what follows its last `/` (empty when it ends in `/`).
  static func name(of path: String) -> Substring {
    path[folder(of: path).endIndex...]
  }
}
