/// The `ideal` stack: plain screens, and only the top screen's body run on an increment.
struct StackIdeal {
  private var screens: ContiguousArray<(id: Int, count: Int)>
  private(set) var renders = 0

  init(size: Int) {
    screens = ContiguousArray((0..<size).map { ($0 + 1, 0) })
  }

  /// `increment`: the top screen's text changes.
  mutating func incrementTop() {
    let top = screens.count - 1
    screens[top].count += 1
    var content = ViewContent()
    StackReference.ScreenView(screenID: screens[top].id, count: screens[top].count, send: { _ in })
      .body(&content)
    renders += 1
    blackHole(content)
  }
}
