/// The scripts shipped with the lab; `swift run compare` runs them all.
enum BuiltinScripts {
  /// A script shipped as text, with the file name shown in errors and reports.
  struct Entry {
    let name: String
    let text: String
    var file: String { "\(name).lab" }
  }

  static let all: [Entry] = [
    basics, favorites, optional, enumeration, list, todos, siblings, stack, chain,
  ]

  static let basics = Entry(
    name: "basics",
    text: """
      # One counter: the smallest app, the same for every school.
      scenario basics
      increment
      increment
      decrement
      reset
      reset          # already 0: the screen does not change
      repeat 3 increment
      """)

  static let favorites = Entry(
    name: "favorites",
    text: """
      # Two tabs sharing a list of favorite numbers; the tab bar shows both counts.
      scenario favorites
      increment
      save           # 1 is a favorite: both tabs and the tab bar change
      increment
      increment
      save           # favorites 1, 3
      remove-favorite 1
      decrement
      decrement      # back at 1, no longer a favorite
      save
      remove         # remove from the counter tab
      increment      # 2: not a favorite
      remove-favorite 3
      """)

  static let optional = Entry(
    name: "optional",
    text: """
      # A parent with an optional child counter, which it shows on request.
      scenario optional
      toggle         # the child appears
      increment
      increment
      observe-count  # now the parent shows the child's count too
      increment
      decrement
      toggle         # the child disappears: the parent shows "none"
      toggle         # a fresh child at 0
      observe-count  # the parent stops reading the child
      increment
      toggle
      """)

  static let enumeration = Entry(
    name: "enum",
    text: """
      # A parent whose destination is one of two child counters, a note, or none.
      scenario enum
      toggle1
      increment
      increment
      toggle2        # counter 2 replaces counter 1
      increment
      decrement
      toggle2        # dismissed by toggling
      toggle1
      increment
      dismiss        # dismissed by the child
      toggle-note    # the note: a plain number in the destination's case
      next-note      # a new number: the parent and the note show it
      next-note
      toggle1        # counter 1 replaces the note
      toggle-note    # the note replaces counter 1
      toggle-note    # dismissed by toggling
      """)

  static let list = Entry(
    name: "list",
    text: """
      # Counters in two sections; the parent shows the first row's count.
      scenario list
      repeat 5 add
      increment 0    # the first row: the parent's text changes too
      increment 4    # a row in the second section
      increment 4
      decrement 1
      remove 0       # row 3 moves up into "Top picks"
      increment 0
      add
      remove 3
      """)

  static let todos = Entry(
    name: "todos",
    text: """
      # Todos with a filter; the completed list is cut to three until "See all".
      scenario todos
      repeat 6 add
      rename 0 Buy milk
      rename 1 Walk the dog
      toggle 0
      toggle 1
      toggle 2
      toggle 3
      filter completed   # four completed, three shown
      see-all
      rename 3 Call mom
      filter active
      toggle 0           # completes todo 5: it leaves the active list
      filter all
      clear-completed
      """)

  static let siblings = Entry(
    name: "siblings",
    text: """
      # Two counters side by side; the parent resets or swaps them.
      scenario siblings
      increment 1
      increment 1
      increment 2
      swap
      reset-self 1
      reset-self 1   # already 0: nothing changes
      increment 2
      reset-all
      reset-all      # both already 0
      swap           # two equal counters swap: nothing changes on screen
      """)

  static let stack = Entry(
    name: "stack",
    text: """
      # A navigation stack of counter screens; the root shows how many there are.
      scenario stack size 2
      increment        # the top screen, #2
      push             # screen #3 at 0 on top: the root's count changes
      increment
      increment
      increment-at 0   # the bottom screen, #1
      pop              # #3 goes, and its view model or store with it
      increment        # #2 is on top again
      push             # a fresh screen #4, not the popped #3
      increment-at 1
      pop
      pop
      pop              # the stack is empty: no [Pop] button any more
      push
      increment
      """)

  static let chain = Entry(
    name: "chain",
    text: """
      # The app, a chain of levels, and a settings screen that shares a setting with the app.
      scenario chain depth 8
      increment-leaf     # only the settings screen changes, eight levels down
      increment-leaf
      toggle-root        # "off" in the app and in the settings screen; no level in between
      increment-leaf     # the settings screen still shows "off"
      toggle-root        # back on
      toggle-root
      repeat 3 increment-leaf
      toggle-root        # on again
      increment-leaf
      toggle-root        # ends at 7, off
      """)
}
