import Instrumentation

/// One turn in the order it happened: every event with how deep in notifications it was
/// recorded, the views marked dirty on the way, the models' trace lines, and the render passes.
///
/// The causal log (`compare log --order time`) and the HTML page print it; the sorted log and
/// every count use its events only, so recording the order changes no number.
struct Timeline {
  /// One moment of a turn.
  struct Entry {
    enum What {
      case event(Event)
      /// The view at this path was marked dirty by an observed object's send or an environment
      /// change. A tracked view's mark is its `observationChange` event.
      case marked(String)
      /// A line the models traced (`EventLog.trace`), such as `CounterViewModel.$favorites
      /// sends`: where the deliveries after it at one level deeper came from.
      case traced(String)
      /// A render pass starts: 1 for the first of the turn.
      case renderPass(Int)
    }

    let what: What
    /// Deliveries on the stack when it happened (`NotificationDepth.current`): 1 inside a
    /// subscriber handed a send, 2 inside a subscriber of a send made by that one, and so on.
    let depth: Int
    /// The innermost delivery's serial (`NotificationDepth.currentDelivery`), 0 outside any:
    /// two entries at one depth with one serial were made by the same subscriber.
    let delivery: Int
  }

  private(set) var entries: [Entry] = []
  /// The turn's events counted by kind as they were appended (the counts of ``Counters`` that
  /// events make), whether or not the entries are kept.
  private(set) var counts = Counters()
  /// Whether ``entries`` are kept; a turn recorded for its counts only keeps none.
  private var keepsEntries = true

  /// An empty turn.
  init() {}

  /// An empty turn with room for `capacity` entries before its storage grows.
  init(capacity: Int) {
    entries.reserveCapacity(capacity)
  }

  /// An empty turn that counts its events and keeps no entries: the turn of a run that reads
  /// no timeline (``Runner/Observer``'s `readsTimelines`), whose ``entries``, ``events`` and
  /// ``lines(indent:)`` stay empty.
  static func countingOnly() -> Timeline {
    var timeline = Timeline()
    timeline.keepsEntries = false
    return timeline
  }

  /// Appends what happened now, at the current notification depth.
  mutating func append(_ what: Entry.What) {
    if case .event(let event) = what { counts.add(event.kind) }
    guard keepsEntries else { return }
    entries.append(
      Entry(
        what: what, depth: NotificationDepth.current, delivery: NotificationDepth.currentDelivery))
  }

  /// The events, in the order they were recorded.
  ///
  /// NB: a loop, not `compactMap`: a closure written in this main-actor type checks at run time
  /// that it runs on the main actor, on every call, and this runs for every event of every turn.
  var events: [Event] {
    var events: [Event] = []
    events.reserveCapacity(entries.count)
    for entry in entries {
      if case .event(let event) = entry.what { events.append(event) }
    }
    return events
  }

  /// The events sorted by their text, so a turn compares as a multiset.
  var sortedEvents: [Event] {
    // NB: each event's text is made once, not twice per comparison.
    events.map { ($0.description, $0) }.sorted { $0.0 < $1.0 }.map(\.1)
  }

  /// The causal log's lines, each indented by `indent` spaces and two more per level of
  /// notification depth; a render pass's events are indented under its `render pass N` line.
  ///
  /// `↳ ` starts a subscriber's handling of the send above it; the lines after it at the same
  /// depth without `↳ ` are that same subscriber's work (a replay, then the send it made).
  func lines(indent: Int) -> [String] {
    var lines: [String] = []
    var base = indent
    var lastDelivery: [Int: Int] = [:]
    for entry in entries {
      let text: String
      switch entry.what {
      case .renderPass(let pass):
        lines.append(String(repeating: " ", count: indent) + "render pass \(pass)")
        base = indent + 2
        lastDelivery = [:]
        continue
      case .event(let event): text = event.description
      case .marked(let path): text = "\(path) marked"
      case .traced(let line): text = line
      }
      let column = base + 2 * entry.depth
      let startsDelivery = entry.depth > 0 && lastDelivery[entry.depth] != entry.delivery
      lastDelivery[entry.depth] = entry.delivery
      lines.append(
        startsDelivery
          ? String(repeating: " ", count: column - 2) + "↳ " + text
          : String(repeating: " ", count: column) + text)
    }
    return lines
  }
}
