import Foundation
import Testing

@testable import ArchitectureLab

/// Writes the page `arguments` ask for into `folder` as `page.html` and returns its path.
private func page(_ arguments: [String], in folder: TemporaryFolder) throws -> String {
  let path = folder.path("page.html")
  let outcome = CompareCommand.run(arguments + ["--format", "html", "--output", path])
  #expect(outcome.status == 0, "\(outcome.errors)")
  #expect(outcome.output == "", "the page goes to --output only")
  return path
}

/// What the page shows of one contestant's view: the step's title, the view's marks, the
/// contestant's verdict.
private func shown(
  _ browser: HeadlessChromium, contestant: String, path: String
) throws -> [String: String] {
  let expression = """
    (() => {
      const column = document.querySelector('[data-contestant="\(contestant)"]');
      const view = column.querySelector('.view[data-path="\(path)"]');
      return {
        step: document.getElementById("step-title").textContent,
        status: view ? view.dataset.status : "absent",
        verdict: column.querySelector(".verdict").textContent,
      };
    })()
    """
  return try #require(try browser.evaluate(expression) as? [String: String])
}

/// The page opened, once its script has drawn a step.
private func opened(_ path: String, at fragment: String = "") throws -> HeadlessChromium {
  let browser = try HeadlessChromium()
  try browser.open(
    URL(string: URL(fileURLWithPath: path).absoluteString + fragment)!,
    readyWhen: """
      (() => {
        const title = document.getElementById("step-title");
        return title !== null && title.dataset.step !== undefined;
      })()
      """)
  return browser
}

/// Where the page is: its address, the step's title and the position beside the arrows. With
/// `action`, JavaScript that changes the address, where the page is once it has had the
/// `hashchange` that follows.
private func place(
  _ browser: HeadlessChromium, after action: String? = nil
) throws -> [String: String] {
  if let action {
    // NB: a new fragment fires `hashchange` in a task of its own, after the action; the promise
    // settles one task after that, so the page's own listener has run, whatever its order.
    let changed = try browser.evaluate(
      """
      new Promise((resolve) => {
        addEventListener("hashchange", () => setTimeout(() => resolve(true)), { once: true });
        \(action);
      })
      """, awaitingPromise: true)
    #expect(changed as? Bool == true)
  }
  let expression = """
    ({
      address: location.hash,
      step: document.getElementById("step-title").textContent,
      position: document.getElementById("position").textContent,
    })
    """
  return try #require(try browser.evaluate(expression) as? [String: String])
}

/// The notice the page shows, `""` while it shows none.
private func notice(_ browser: HeadlessChromium) throws -> String {
  let expression = """
    (() => {
      const notice = document.getElementById("notice");
      return notice.hidden ? "" : notice.textContent;
    })()
    """
  return try #require(try browser.evaluate(expression) as? String)
}

// NB: serialized, so the browser tests start one Chromium at a time.
@Suite("The page to step through (--format html)", .serialized)
struct HTMLPageTests {
  @Test("the page is one self-contained file: no network, no external asset, the data inline")
  func selfContained() throws {
    let folder = try TemporaryFolder()
    let text = try String(
      contentsOfFile: try page(["run", "favorites"], in: folder), encoding: .utf8)
    #expect(text.hasPrefix("<!DOCTYPE html>"))
    #expect(!text.contains("<link"))
    #expect(!text.contains(" src="))
    #expect(!text.contains("@import"))
    // NB: the charts' SVG namespace is a name, not something fetched.
    let addresses = text.split(separator: "\"").filter { $0.hasPrefix("http") }
    #expect(Set(addresses) == ["http://www.w3.org/2000/svg"])
    #expect(text.contains(#"<script type="application/json" id="lab-data">"#))
    #expect(text.contains("<svg"), "the charts are inline")
  }

  @Test("text from a script cannot close the page's data early")
  func dataIsEscaped() throws {
    let folder = try TemporaryFolder()
    let script = try folder.file(
      "a<b.lab", text: "scenario todos\nadd\nrename 0 </script><b>bold</b>\n")
    let text = try String(
      contentsOfFile: try page(["run", script, "--contestant", "store"], in: folder),
      encoding: .utf8)
    #expect(!text.contains("</script><b>"))
    #expect(text.contains(#"\u003c\/script>\u003cb>bold"#))
  }

  @Test("--format html needs --output, and only run and log write it")
  func needsOutput() {
    let bare = CompareCommand.run(["run", "basics", "--format", "html"])
    #expect(bare.status == 2)
    #expect(
      bare.errors.hasPrefix(
        "error: --format html writes a page: give it a file with --output FILE.html"))
    let bench = CompareCommand.run(["bench", "--format", "html", "--output", "/dev/null"])
    #expect(bench.status == 2)
    #expect(bench.errors.hasPrefix("error: 'bench' writes text, json or csv, not html"))
  }

  @Test(
    "issue 16: stepping with the keyboard finds vanilla/forwarding's AppView stale at the save",
    .needsBrowser)
  func stepsToTheStaleTabBar() throws {
    let folder = try TemporaryFolder()
    let browser = try opened(try page(["run", "favorites"], in: folder))
    func forwarding() throws -> [String: String] {
      try shown(browser, contestant: "vanilla/forwarding", path: "AppView")
    }
    #expect(
      try forwarding() == [
        "step": "favorites, step 0: mount", "status": "ran needed", "verdict": "stale",
      ])
    try browser.press("ArrowRight")
    #expect(
      try forwarding() == [
        "step": "favorites, step 1: increment", "status": "ran needed", "verdict": "stale",
      ])
    // The save: the tab bar re-renders (forwarded) but reads the profile's favorites, which no
    // sync brought over.
    try browser.press("ArrowRight")
    #expect(
      try forwarding() == [
        "step": "favorites, step 2: save", "status": "ran needed stale", "verdict": "stale",
      ])
    #expect(
      try browser.evaluate(
        """
        document.querySelector('[data-contestant="vanilla/forwarding"] .view[data-path="AppView"] .expected').textContent
        """) as? String == "reference:\nTabs: Counter 1 | Profile 1")
    #expect(
      try shown(browser, contestant: "vanilla", path: "AppView")["status"] == "ran needed",
      "the guarded contestant beside it is right")
    try browser.press("ArrowLeft")
    #expect(try forwarding()["step"] == "favorites, step 1: increment")
    try browser.press("End")
    #expect(try forwarding()["step"] == "favorites, step 12: remove-favorite 3")
    try browser.press("Home")
    #expect(try forwarding()["step"] == "favorites, step 0: mount")
  }

  @Test(
    "a changed address moves the page by the load's rule; an unknown script leaves it in place",
    .needsBrowser)
  func followsTheAddress() throws {
    let folder = try TemporaryFolder()
    let path = try page(["run", "basics", "favorites", "--contestant", "vanilla"], in: folder)
    let browser = try opened(path, at: "#script=favorites&step=2")
    let save = [
      "address": "#script=favorites&step=2", "step": "favorites, step 2: save",
      "position": "step 2 of 12",
    ]
    #expect(try place(browser) == save)
    // The fragment edited, as in the address bar: another script, and a step of it.
    #expect(
      try place(browser, after: "location.hash = 'script=basics&step=3'") == [
        "address": "#script=basics&step=3", "step": "basics, step 3: decrement",
        "position": "step 3 of 8",
      ])
    // Back: the entry before the edit, where the page was.
    #expect(try place(browser, after: "history.back()") == save)
    // A known script, a step it does not have: its first step, as at load.
    #expect(
      try place(browser, after: "location.hash = 'script=basics&step=99'") == [
        "address": "#script=basics&step=0", "step": "basics, step 0: mount",
        "position": "step 0 of 8",
      ])
    try browser.press("ArrowRight")
    let basicsStep1 = [
      "address": "#script=basics&step=1", "step": "basics, step 1: increment",
      "position": "step 1 of 8",
    ]
    #expect(try place(browser) == basicsStep1)
    #expect(try notice(browser) == "")
    // An unknown script: the page stays at basics' step 1 and says so; the address stays as
    // typed, so its history entry is the user's own.
    #expect(
      try place(browser, after: "location.hash = 'script=nothing&step=3'") == [
        "address": "#script=nothing&step=3", "step": "basics, step 1: increment",
        "position": "step 1 of 8",
      ])
    #expect(
      try notice(browser)
        == "No script named \u{201C}nothing\u{201D} in this page; still at basics, step 1.")
    // Back: the place before the edit, in one press, and the notice gone.
    #expect(try place(browser, after: "history.back()") == basicsStep1)
    #expect(try notice(browser) == "")
    // An address with no script at all says that.
    _ = try place(browser, after: "location.hash = 'step=4'")
    #expect(try notice(browser) == "The address names no script; still at basics, step 1.")
    // A typed name is shown with its controls escaped: a right-to-left override stays a code.
    _ = try place(browser, after: "location.hash = 'script=%E2%80%AEx'")
    #expect(
      try notice(browser)
        == "No script named \u{201C}\\u{202E}x\u{201D} in this page; still at basics, step 1.")
    // At load the page is at the first script's first step, so an unknown script opens that.
    #expect(
      try place(try opened(path, at: "#script=nothing&step=3")) == [
        "address": "#script=basics&step=0", "step": "basics, step 0: mount",
        "position": "step 0 of 8",
      ])
  }

  @Test(
    "the address is read as the page writes it: '+' and '%2B' are a plus, '%20' a space",
    .needsBrowser)
  func addressIsDecodedAsWritten() throws {
    let folder = try TemporaryFolder()
    let plus = try folder.file("a+b.lab", text: "scenario basics\nincrement\nincrement\n")
    let space = try folder.file("c d.lab", text: "scenario basics\nincrement\n")
    let path = try page(["run", plus, space, "--contestant", "vanilla"], in: folder)
    // The page's own address for the plus, and the same typed by hand.
    for address in ["#script=a%2Bb&step=2", "#script=a+b&step=2"] {
      #expect(try place(try opened(path, at: address))["step"] == "a+b, step 2: increment")
    }
    #expect(
      try place(try opened(path, at: "#script=c%20d&step=1"))["step"] == "c d, step 1: increment")
    // `+` is not a space here, and a malformed escape names no script: the first one opens.
    for address in ["#script=c+d&step=1", "#script=c%2&step=1"] {
      #expect(try place(try opened(path, at: address))["step"] == "a+b, step 0: mount")
    }
  }

  @Test(
    "the README's screenshot of the page shows what the page shows at the save today",
    .needsBrowser)
  func readmeScreenshotIsCurrent() throws {
    let folder = try TemporaryFolder()
    let browser = try opened(
      try page(["run", "favorites"], in: folder), at: "#script=favorites&step=2")
    // NB: the window of the README's command, `--window-size=1400,1050`.
    try browser.resize(width: 1_400, height: 1_050)
    let shown = try #require(try browser.evaluate(Self.textShownWhole) as? String) + "\n"
    let screenshot = try Data(
      contentsOf: repositoryRoot.appendingPathComponent("docs/images/page-favorites-save.png"))
    // NB: the text file starts with the screenshot's digest, so its text is known to be that
    // screenshot's: a text recorded without retaking the picture, or a picture replaced without
    // recording its text, fails.
    let digest = "page-favorites-save.png: \(screenshot.count) bytes, FNV-1a \(fnv1a(screenshot))"
    let textFile = repositoryRoot.appendingPathComponent("docs/images/page-favorites-save.txt")
    let recorded = try String(contentsOf: textFile, encoding: .utf8)
    let recordedDigest = recorded.prefix { $0 != "\n" }
    let recordedText = recorded.drop { $0 != "\n" }.dropFirst()
    // NB: record mode writes into the repository, and still fails, so a run that records
    // cannot pass: it is a step of retaking the screenshot, never of a test run.
    if ProcessInfo.processInfo.environment["LAB_RECORD_SCREENSHOT_TEXT"] == "1" {
      guard recordedDigest != digest || recordedText == shown else {
        Issue.record("the page's text changed but the screenshot did not: retake it first")
        return
      }
      try Data((digest + "\n" + shown).utf8).write(to: textFile)
      Issue.record("recorded \(textFile.path); run again without LAB_RECORD_SCREENSHOT_TEXT")
      return
    }
    let retake = """
      Retake the screenshot with the README's command, then record its text: \
      LAB_RECORD_SCREENSHOT_TEXT=1 swift test --filter readmeScreenshotIsCurrent
      """
    #expect(
      recordedDigest == digest,
      "docs/images/page-favorites-save.txt holds another screenshot's text. \(retake)")
    let lines = shown.split(separator: "\n", omittingEmptySubsequences: false)
    let expected = recordedText.split(separator: "\n", omittingEmptySubsequences: false)
    let first =
      zip(lines, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(lines.count, expected.count)
    #expect(
      lines == expected,
      """
      the page no longer shows what docs/images/page-favorites-save.png shows: line \(first + 1) \
      reads "\(first < lines.count ? lines[first] : "(none)")", the screenshot's text \
      "\(first < expected.count ? expected[first] : "(none)")". \(retake)
      """)
  }

  /// The 64-bit FNV-1a hash of `data`, in hex: enough to tell one screenshot from another.
  private func fnv1a(_ data: Data) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in data {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return String(hash, radix: 16)
  }

  /// The text of what a window shows whole: the page's header, the step's title and every
  /// contestant's column that fits inside the window, each as the browser lays it out.
  ///
  /// NB: whole columns, not every line inside the window: where the window cuts the next row of
  /// columns depends on the fonts' metrics, which another build of the browser may move by a
  /// pixel.
  private static let textShownWhole = """
    (() => {
      const parts = [
        document.querySelector("header").innerText,
        document.getElementById("step-title").innerText,
      ];
      for (const column of document.getElementById("contestants").children) {
        const box = column.getBoundingClientRect();
        if (box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth) {
          parts.push(column.innerText);
        }
      }
      return parts.join("\\n");
    })()
    """

  @Test(
    "the log's page opens at the step its address names and shows the events in causal order",
    .needsBrowser)
  func logPage() throws {
    let folder = try TemporaryFolder()
    let path = try page(["log", "favorites", "--contestant", "vanilla"], in: folder)
    let browser = try opened(path, at: "#script=favorites&step=2")
    #expect(
      try shown(browser, contestant: "vanilla", path: "AppView/ProfileView/FavoriteRow(1)")
        == ["step": "favorites, step 2: save", "status": "ran needed", "verdict": "correct"])
    let timeline = try #require(
      try browser.evaluate(
        "document.querySelector('[data-contestant=\"vanilla\"] .timeline').textContent") as? String)
    #expect(
      timeline == """
        CounterViewModel.objectWillChange
        ↳ AppViewModel.objectWillChange
          ↳ AppView marked
        ↳ AppView/CounterView marked
        CounterViewModel.$favorites sends
        ↳ AppViewModel.replay
          ProfileViewModel.objectWillChange
          ↳ AppViewModel.objectWillChange
          ↳ AppView/ProfileView marked
          ProfileViewModel.$favorites sends
          ↳ AppViewModel.guardSkip
        render pass 1
          AppView.body
          CounterView.body
          ProfileView.body
          FavoriteRow.body
        """)
    try browser.press("ArrowDown")
    #expect(
      try shown(browser, contestant: "vanilla", path: "AppView")["step"]
        == "favorites, step 2: save", "one script: ↓ stays on it")
  }
}
