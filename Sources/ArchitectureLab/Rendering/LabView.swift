import Instrumentation

/// A simulated SwiftUI view: a value whose body writes text lines, buttons and child views.
///
/// Like SwiftUI, a view value is cheap and short-lived; the renderer keeps a ``ViewNode`` per
/// live view and decides when to run `body` again (see ``Renderer``). A body only *describes* its
/// children; their bodies run later, each in its own observation scope.
public protocol LabView {
  /// The name printed in logs and used to match a view with the reference (`CounterView`).
  static var viewName: String { get }
  /// Whether the view is a helper that only wraps other views (`IfLetStore`, `ForEachStore`):
  /// its body runs are counted, but it shows nothing itself and is left out of screen paths, so
  /// its children line up with the reference's views.
  static var isTransparent: Bool { get }
  /// The type of ``id``: `Never` for a view that is never one of several siblings of its type.
  associatedtype ID: Hashable = Never
  /// Tells apart siblings of the same type, as a `ForEach` id does; `nil` for a single view.
  var id: ID? { get }
  /// Whether the view reads an object its ancestors put in the environment
  /// (``ViewContent/environmentObject(_:)``, SwiftUI's `@EnvironmentObject`): such a view is
  /// invalidated whenever an ancestor's body puts another object there, or starts or stops
  /// putting one.
  static var readsEnvironmentObject: Bool { get }
  /// Whether the view is a row of a `ForEach`: its body is the `ForEach`'s closure for one
  /// element. Its runs are closure runs, not body runs (``Event/Kind/closure``), and in a
  /// list's content the `List` evaluates an inserted one twice (see ``ViewNode``).
  static var isForEachRow: Bool { get }
  /// Writes the view's text, buttons and children.
  func body(_ content: inout ViewContent)
}

/// The default for a single view: no id.
extension LabView where ID == Never {
  public var id: Never? { nil }
}

/// The defaults: a view is named after its type, shown on screen, reads no environment object,
/// and is no `ForEach` row.
extension LabView {
  public static var viewName: String { String(describing: Self.self) }
  public static var isTransparent: Bool { false }
  public static var readsEnvironmentObject: Bool { false }
  public static var isForEachRow: Bool { false }
}

/// A view whose kind tells the render model something SwiftUI knows from the view's type: that it
/// presents another screen's content (``PresentedContent``), that its body is a list
/// (``ListContainer``), or that its id names a branch (``BranchIdentified``).
///
/// NB: a common base, so that ``ViewKind`` asks the runtime one question of an ordinary view's
/// type, not one per role: a type that conforms to none is looked up in every conformance record
/// the first time it is asked about each protocol.
protocol RenderRole: LabView {}

/// A view that, with its subtree, is another screen's content while it shows a child: a sheet
/// over its presenter, or a screen pushed over the ones below it (docs/fidelity.md, rules 12 and
/// 14).
protocol PresentedContent: RenderRole {
  /// How the content is presented.
  static var presentation: Presentation { get }
}

/// How a ``PresentedContent`` is on screen.
enum Presentation {
  /// Over its presenter, which stays in the accessibility tree: a query finds the sheet's
  /// elements first, then the presenter's.
  case sheet
  /// Over the screens below it, which leave the view hierarchy: a query finds only the top
  /// screen's elements.
  case pushed
}

/// A view whose body is a `List` or a `Form` around all it shows: the views it shows, and theirs
/// down to a ``PresentedContent``, are the list's content, whose removed branches SwiftUI keeps
/// for reuse (docs/fidelity.md, rule 14; see ``ViewNode``).
protocol ListContainer: RenderRole {}

/// A view whose id names the branch of a `switch` it stands for (a `CaseLet`'s case), not an
/// element of a collection: in a list's content it is kept for reuse as an id-less view is.
protocol BranchIdentified: RenderRole {}

/// What one body run produced: text lines, tappable buttons and child views, in order.
public struct ViewContent {
  private(set) var lines: [String] = []
  private(set) var buttons = Buttons()
  private(set) var fields: [String: (String) -> Void] = [:]
  private(set) var children = ChildViews()
  /// The object this body puts in its subtree's environment, if any.
  private(set) var environmentObject: AnyObject?

  /// Empty content, for a body to fill.
  public init() {}

  /// Empty content with room for what the same body wrote last time: `lineCount` lines,
  /// `buttonCount` buttons and, for each run of 64 or more children of one type, an eighth more
  /// than that run held in `children` (``ChildViews/init(sizedLike:)``).
  ///
  /// NB: a row writes five lines; an array grown one line at a time allocates four times.
  init(sizedLike children: ChildViews, lineCount: Int, buttonCount: Int) {
    self.children = ChildViews(sizedLike: children)
    self.lines.reserveCapacity(lineCount)
    self.buttons = Buttons(capacity: buttonCount)
  }

  /// Adds a line of text.
  public mutating func text(_ line: String) {
    lines.append(line)
  }

  /// Adds a button, shown as `[label]`; a script taps it by its label.
  public mutating func button(_ label: String, action: @escaping () -> Void) {
    lines.append("[\(label)]")
    buttons.add(label, action: action)
  }

  /// Adds a text field, shown as `label: text`; a script submits new text to it by its label.
  public mutating func textField(
    _ label: String, text: String, onSubmit: @escaping (String) -> Void
  ) {
    lines.append("\(label): \(text)")
    fields[label] = onSubmit
  }

  /// Writes a line to the event log, as the store library's integration views call its logger
  /// (`let _ = Logger.shared.log("\(Self.self).body")`): the line the suite recorded.
  public mutating func log(_ line: String) {
    EventLog.record(line, .log)
  }

  /// Puts `object` in the environment of this view's subtree (SwiftUI's `.environmentObject`).
  /// When a later body run puts another object there, or none, or one where the last put none,
  /// every view below that reads one is invalidated.
  ///
  /// NB: the views below are all invalidated, those under a descendant that puts an object of
  /// its own (whose readers read that one) included: a reader may run once when it need not. The
  /// lab's providers, the legacy and uncached `SwitchStore`s, are never nested in their own case.
  public mutating func environmentObject(_ object: AnyObject) {
    environmentObject = object
  }

  /// Adds a child view; its body is not run here.
  public mutating func child<Child: LabView>(_ view: consuming Child) {
    children.append(view)
  }
}
