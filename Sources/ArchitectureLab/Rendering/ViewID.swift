/// A view's id as the renderer keeps it: an integer or a string as itself, any other id as an
/// `AnyHashable`.
///
/// NB: matching a child costs an id comparison, and making an `AnyHashable` costs a dynamic
/// cast (about 100 ns here, 200 ns to compare two): more than the rest of matching a row. The
/// common ids, integers and strings, are kept as themselves and compare in a few nanoseconds.
/// An `AnyHashable` that holds an `Int` or a `String` is kept as that, so a view may give its id
/// either way. Unlike `AnyHashable`, an `Int` 3 and a `UInt8` 3 are different ids; siblings of
/// one name have ids of one type.
enum ViewID: Hashable, CustomStringConvertible, ExpressibleByIntegerLiteral,
  ExpressibleByStringLiteral
{
  case integer(Int)
  case text(String)
  case other(OtherViewID)

  init<ID: Hashable>(_ id: ID) {
    if ID.self == Int.self {
      self = .integer(unsafeBitCast(id, to: Int.self))
    } else if ID.self == String.self {
      self = .text(unsafeBitCast(id, to: String.self))
    } else if ID.self == AnyHashable.self {
      self = Self(normalizing: unsafeBitCast(id, to: AnyHashable.self))
    } else {
      self = .other(OtherViewID(AnyHashable(id)))
    }
  }

  /// The id `view` gives, or `nil` for a view without one.
  init?<V: LabView>(of view: V) {
    guard let id = view.id else { return nil }
    self.init(id)
  }

  /// An `AnyHashable` that holds an `Int` or a `String` is kept as that.
  private init(normalizing id: AnyHashable) {
    switch id.base {
    case let integer as Int where type(of: id.base) == Int.self: self = .integer(integer)
    case let text as String where type(of: id.base) == String.self: self = .text(text)
    default: self = .other(OtherViewID(id))
    }
  }

  init(integerLiteral value: Int) {
    self = .integer(value)
  }

  init(stringLiteral value: String) {
    self = .text(value)
  }

  /// `Name` or `Name(id)`: how a view of this name and id appears in screen paths, the live
  /// tree's and the reference's alike.
  static func label(name: String, id: ViewID?) -> String {
    guard let id else { return name }
    return "\(name)(\(id))"
  }

  /// The id when it is an integer.
  var integer: Int? {
    guard case .integer(let integer) = self else { return nil }
    return integer
  }

  /// The id as a screen path prints it: `3`, `Top picks`.
  var description: String {
    switch self {
    case .integer(let integer): "\(integer)"
    case .text(let text): text
    case .other(let other): "\(other.value.base)"
    }
  }
}

/// An id of another type than `Int` and `String`, boxed: an `AnyHashable` is five words, and a
/// view's id is copied with the view.
final class OtherViewID: Hashable, Sendable {
  let value: AnyHashable

  init(_ value: AnyHashable) {
    self.value = value
  }

  static func == (lhs: OtherViewID, rhs: OtherViewID) -> Bool {
    lhs.value == rhs.value
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(value)
  }
}
