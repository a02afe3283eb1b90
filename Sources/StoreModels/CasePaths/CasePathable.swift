/// An enum that lists a case path for each of its cases, so that cases can be named with key
/// path syntax: `\.counter` in `store.scope(state: \.counter, action: \.counter)`.
///
/// Without macros, an enum writes its `AllCasePaths` struct by hand, one computed property per
/// case:
///
/// ```swift
/// public enum Action: CasePathable {
///   case counter(Counter.Action)
///
///   public struct AllCasePaths {
///     public var counter: AnyCasePath<Action, Counter.Action> {
///       AnyCasePath(embed: Action.counter) {
///         guard case .counter(let action) = $0 else { return nil }
///         return action
///       }
///     }
///   }
///   public static let allCasePaths = AllCasePaths()
/// }
/// ```
public protocol CasePathable {
  /// A type with one property per case, each returning that case's ``AnyCasePath``.
  associatedtype AllCasePaths
  /// The value whose properties the ``CaseKeyPath``s of this enum point at.
  static var allCasePaths: AllCasePaths { get }
}

/// A key path to one case of an enum: `\.counter` for `Action.counter(_:)`.
///
/// It points from the enum's ``CasePathable/AllCasePaths`` to the case's ``AnyCasePath``, so it
/// is an ordinary `KeyPath`: it is `Hashable` (it keys the child-store cache) and appends like any
/// key path. Get the case path itself with ``CasePathable/subscript(case:)``.
public typealias CaseKeyPath<Root: CasePathable, Value> =
  KeyPath<Root.AllCasePaths, AnyCasePath<Root, Value>>

extension CasePathable {
  /// The case path a ``CaseKeyPath`` names.
  public static subscript<Value>(
    case keyPath: CaseKeyPath<Self, Value>
  ) -> AnyCasePath<Self, Value> {
    allCasePaths[keyPath: keyPath]
  }
}
