/// The shell of the page ``HTMLReport`` writes: its style, its header, the summary, and the
/// script that draws one step at a time from the page's data.
///
/// Keys: → or `j` the next step, ← or `k` the previous one, Home and End the first and the
/// last, ↓ or `]` the next script, ↑ or `[` the previous one. The address keeps the script and
/// step (`#script=favorites&step=2`), so a step can be linked to and reloads where it was, and
/// an address changed in the open page (edited, back, forward) moves the page there.
///
/// The page marks each view by class and by `data-status`, a space-separated list of `ran`,
/// `needed`, `wasted` and `stale` (`"ran needed"`), or `unchanged` alone, so a reader selects
/// with `[data-status~=stale]`; each contestant's column by `data-contestant` and each view by
/// `data-path`, which is what a reader's eye and the headless-browser test both find. An address
/// changed while the page is open to name no script of it leaves the page where it is and says
/// so in a notice; at load, such an address opens the first script's first step.
enum HTMLPage {
  /// From the doctype to the step view, before the summary.
  static func head(title: String) -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>\(escape(title))</title>
    <style>
    \(style)
    </style>
    </head>
    <body>
    <header>
    <h1>\(escape(title))</h1>
    <nav>
    <button id="previous-script" title="previous script (↑)">↑</button>
    <select id="script" aria-label="script"></select>
    <button id="next-script" title="next script (↓)">↓</button>
    <button id="previous" title="previous step (←)">←</button>
    <span id="position"></span>
    <button id="next" title="next step (→)">→</button>
    </nav>
    <p class="legend">Each view:
    <span class="badge ran">re-rendered</span> its body ran in this step;
    <span class="badge needed">needed</span> the reference says it had to (it is new, or what it
    shows changed);
    <span class="badge wasted">wasted</span> it ran beyond that;
    <span class="badge stale">stale</span> it shows something else than the reference.
    Keys: ← → step, Home End first and last, ↑ ↓ script.
    Events in the order they happened: indented by notification depth,
    <code>↳</code> a subscriber handed the send above it; <code>X.$x sends</code> a publisher
    handing a new value to the sinks under it.</p>
    </header>
    <main>
    <p id="notice" role="status" hidden></p>
    <h2 id="step-title"></h2>
    <div id="contestants"></div>
    </main>

    """
  }

  /// The summary below the steps: the text report and the charts, inline.
  static func summary(text: String, charts: [String]) -> String {
    """
    <section id="summary">
    <h2>Summary</h2>
    <pre>\(escape(text))</pre>
    <div class="charts">
    \(charts.joined(separator: "\n"))
    </div>
    </section>

    """
  }

  /// The script that draws the steps, and the end of the page.
  static let tail = """
    <script>
    \(script)
    </script>
    </body>
    </html>

    """

  /// Text safe in an element or an attribute.
  static func escape(_ text: String) -> String {
    text.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;")
      .replacing("\"", with: "&quot;")
  }

  private static let style = """
    body { font: 14px/1.4 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; margin: 0;
      color: #222; }
    header { position: sticky; top: 0; background: #fafafa; border-bottom: 1px solid #ddd;
      padding: 0.5rem 1rem; z-index: 1; }
    h1 { font-size: 1.1rem; margin: 0 0 0.3rem; }
    nav { display: flex; gap: 0.4rem; align-items: center; }
    nav button { font-size: 1rem; min-width: 2.2rem; }
    #position { min-width: 8rem; text-align: center; font-variant-numeric: tabular-nums; }
    .legend { margin: 0.3rem 0 0; font-size: 0.85rem; color: #555; }
    main, #summary { padding: 0 1rem 1rem; }
    #notice { margin: 0.6rem 0 0; padding: 0.3rem 0.6rem; border-left: 3px solid #c77;
      background: #fbeeee; }
    #contestants { display: grid; gap: 0.8rem;
      grid-template-columns: repeat(auto-fill, minmax(18rem, 1fr)); }
    .contestant { border: 1px solid #ddd; border-radius: 6px; padding: 0.5rem; }
    .contestant h3 { font-size: 0.95rem; margin: 0 0 0.4rem; display: flex;
      justify-content: space-between; gap: 0.5rem; }
    .verdict { font-weight: normal; padding: 0 0.4rem; border-radius: 3px; }
    .verdict.correct { background: #e3f1df; }
    .verdict.stale { background: #fbdada; }
    .verdict.loop, .verdict.timeout { background: #fde7c8; }
    .view { border: 1px solid #d6d6d6; border-left: 4px solid #d6d6d6; border-radius: 3px;
      margin: 0.2rem 0; padding: 0.15rem 0.35rem; }
    .view.needed { border-left-color: #59a14f; }
    .view.ran { background: #eef4fb; }
    .view.wasted { background: #fff1e0; border-color: #f28e2b; }
    .view.stale { background: #fde8e8; border-color: #e15759; border-width: 2px 2px 2px 4px; }
    .view .head { display: flex; flex-wrap: wrap; gap: 0.3rem; align-items: baseline; }
    .label { font-weight: 600; }
    .badge { font-size: 0.75rem; padding: 0 0.3rem; border-radius: 3px; color: #fff; }
    .badge.ran { background: #4e79a7; }
    .badge.needed { background: #59a14f; }
    .badge.wasted { background: #f28e2b; }
    .badge.stale { background: #e15759; }
    pre { margin: 0.1rem 0; white-space: pre-wrap; font: 12px/1.35 Menlo, Consolas, monospace; }
    .expected { color: #a02c2c; }
    .note { font-size: 0.85rem; color: #8a5a00; margin: 0.2rem 0; }
    .totals { border-collapse: collapse; margin: 0.4rem 0; font-size: 0.8rem; }
    .totals th, .totals td { border: 1px solid #ddd; padding: 0 0.3rem; text-align: right; }
    .timeline { background: #f6f6f6; padding: 0.3rem; border-radius: 3px; white-space: pre;
      overflow-x: auto; }
    .offscreen { font-size: 0.8rem; color: #555; }
    .charts svg { max-width: 100%; height: auto; margin: 0.5rem 1rem 0 0; }
    """

  private static let script = #"""
    (function () {
      "use strict";
      const data = JSON.parse(document.getElementById("lab-data").textContent);
      const state = { script: 0, step: 0 };
      const select = document.getElementById("script");
      data.scripts.forEach(function (script, index) {
        const option = document.createElement("option");
        option.value = String(index);
        option.textContent = script.shownName + " (" + script.scenario + ")";
        select.appendChild(option);
      });

      function element(tag, className, text) {
        const node = document.createElement(tag);
        if (className) node.className = className;
        if (text !== undefined) node.textContent = text;
        return node;
      }

      function marks(view) {
        const list = [];
        if (view.runs > 0) list.push(["ran", view.runs > 1 ? "re-rendered ×" + view.runs : "re-rendered"]);
        if (view.needed) list.push(["needed", "needed"]);
        if (view.wasted > 0) list.push(["wasted", view.wasted > 1 ? "wasted ×" + view.wasted : "wasted"]);
        if (view.stale) list.push(["stale", "stale"]);
        return list;
      }

      function totals(run) {
        const table = element("table", "totals");
        const names = ["bodies", "floor", "wasted", "stale", "notif", "sync", "stores"];
        const values = [run.totals.bodies, run.totals.floor, run.totals.wasted, run.totals.stale,
          run.totals.notifications, run.totals.sync, run.totals.stores];
        const head = element("tr");
        const row = element("tr");
        names.forEach(function (name, index) {
          head.appendChild(element("th", "", name));
          row.appendChild(element("td", "", String(values[index])));
        });
        table.appendChild(head);
        table.appendChild(row);
        table.title = "running totals, first render included";
        return table;
      }

      function column(contestant, run) {
        const section = element("section", "contestant");
        section.dataset.contestant = contestant.name;
        const title = element("h3");
        title.appendChild(element("span", "name", contestant.name));
        title.appendChild(element("span", "verdict " + contestant.verdict, contestant.verdict));
        title.title = "declared " + contestant.expected + (contestant.why ? "; " + contestant.why : "");
        section.appendChild(title);
        if (!run) {
          section.classList.add("stopped");
          section.appendChild(element("p", "note",
            "stopped before this step" + (contestant.why ? " (" + contestant.why + ")" : "")));
          return section;
        }
        if (run.note) section.appendChild(element("p", "note", run.note));
        const tree = element("div", "tree");
        run.views.forEach(function (view) {
          const node = element("div", "view");
          const list = marks(view);
          list.forEach(function (mark) { node.classList.add(mark[0]); });
          node.dataset.path = view.path;
          node.dataset.status = list.length ? list.map(function (mark) { return mark[0]; }).join(" ") : "unchanged";
          node.style.marginLeft = (view.depth * 1.1) + "em";
          const head = element("div", "head");
          head.appendChild(element("span", "label", view.label));
          list.forEach(function (mark) { head.appendChild(element("span", "badge " + mark[0], mark[1])); });
          node.appendChild(head);
          node.appendChild(element("pre", "lines", view.lines.join("\n")));
          if (view.expected) node.appendChild(element("pre", "expected", "reference:\n" + view.expected.join("\n")));
          tree.appendChild(node);
        });
        run.missing.forEach(function (view) {
          const node = element("div", "view stale missing");
          node.dataset.path = view.path;
          node.dataset.status = "stale";
          const head = element("div", "head");
          head.appendChild(element("span", "label", view.path));
          head.appendChild(element("span", "badge stale", "missing"));
          node.appendChild(head);
          node.appendChild(element("pre", "expected", "reference:\n" + view.expected.join("\n")));
          tree.appendChild(node);
        });
        if (!run.checked) tree.appendChild(element("p", "note", "the screen was not checked"));
        section.appendChild(tree);
        if (run.offscreen.length) {
          const text = run.offscreen.map(function (view) {
            return view.path + " ran " + view.runs + (view.wasted ? ", wasted " + view.wasted : "");
          }).join("; ");
          section.appendChild(element("p", "offscreen", "off screen: " + text));
        }
        section.appendChild(totals(run));
        section.appendChild(element("pre", "timeline", run.timeline.join("\n") || "(no events)"));
        return section;
      }

      function draw() {
        const script = data.scripts[state.script];
        const step = script.steps[state.step];
        select.value = String(state.script);
        document.getElementById("position").textContent =
          "step " + step.index + " of " + script.steps[script.steps.length - 1].index;
        const title = document.getElementById("step-title");
        title.textContent = script.shownName + ", step " + step.index + ": " + step.text;
        title.dataset.step = String(step.index);
        const container = document.getElementById("contestants");
        container.replaceChildren();
        document.getElementById("notice").hidden = true;
        script.contestants.forEach(function (contestant, index) {
          container.appendChild(column(contestant, step.runs[index]));
        });
        history.replaceState(null, "", "#script=" + encodeURIComponent(script.name) + "&step=" + step.index);
      }

      function goScript(offset) {
        const next = Math.max(0, Math.min(data.scripts.length - 1, state.script + offset));
        if (next !== state.script) go(next, 0);
      }

      function go(script, step) {
        state.script = Math.max(0, Math.min(data.scripts.length - 1, script));
        const steps = data.scripts[state.script].steps;
        state.step = Math.max(0, Math.min(steps.length - 1, step));
        draw();
      }

      document.addEventListener("keydown", function (event) {
        if (event.altKey || event.ctrlKey || event.metaKey) return;
        switch (event.key) {
          case "ArrowRight": case "j": go(state.script, state.step + 1); break;
          case "ArrowLeft": case "k": go(state.script, state.step - 1); break;
          case "Home": go(state.script, 0); break;
          case "End": go(state.script, Infinity); break;
          case "ArrowDown": case "]": goScript(1); break;
          case "ArrowUp": case "[": goScript(-1); break;
          default: return;
        }
        event.preventDefault();
      });
      document.getElementById("previous").onclick = function () { go(state.script, state.step - 1); };
      document.getElementById("next").onclick = function () { go(state.script, state.step + 1); };
      document.getElementById("previous-script").onclick = function () { goScript(-1); };
      document.getElementById("next-script").onclick = function () { goScript(1); };
      select.onchange = function () { go(Number(select.value), 0); };

      // NB: one rule for the address, at load and whenever it changes (an edited fragment, an
      // in-page link, back and forward): a known script goes to the step named, or to its first
      // step when it has none of that number. At load, an unknown script, or none, opens the
      // first script's first step and puts that place in the address.
      function placeNamed(wanted) {
        const scriptIndex = data.scripts.findIndex(function (script) { return script.name === wanted.script; });
        if (scriptIndex < 0) return null;
        const stepIndex = data.scripts[scriptIndex].steps.findIndex(function (step) {
          return String(step.index) === wanted.step;
        });
        return { script: scriptIndex, step: Math.max(0, stepIndex) };
      }

      function followAtLoad(address) {
        const place = placeNamed(fields(address));
        if (place) go(place.script, place.step); else go(0, 0);
      }

      // NB: an address changed to an unknown script, or none, leaves the page where it is and
      // says so, and the address as it was typed: its history entry is then the user's own, so
      // Back returns to the place before it. Putting the current place back in the address made
      // that entry a copy of the one before, and Back seemed to do nothing.
      // NB: a name typed in the address, shown with its control, format and separator
      // characters escaped, much as the lab shows a script's name (`escapingControls`, which
      // writes a newline as \\n, keeps an emoji's joiners and escapes noncharacters): a
      // right-to-left override would otherwise turn the rest of the notice around.
      function shown(text) {
        return text.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, function (character) {
          return "\\u{" + character.codePointAt(0).toString(16).toUpperCase().padStart(2, "0") + "}";
        });
      }

      function followChange(address) {
        const wanted = fields(address);
        const place = placeNamed(wanted);
        if (place) { go(place.script, place.step); return; }
        const here = data.scripts[state.script];
        const notice = document.getElementById("notice");
        notice.textContent = (wanted.script === undefined
          ? "The address names no script"
          : "No script named \u201c" + shown(wanted.script) + "\u201d in this page")
          + "; still at " + here.shownName + ", step " + here.steps[state.step].index + ".";
        notice.hidden = false;
      }

      // NB: the fields of an address decoded as draw() encodes them (encodeURIComponent), not
      // as a form (URLSearchParams), which reads a `+` as a space: a script named `a+b` is
      // written `a%2Bb`, and a `+` typed by hand means a plus too. A field whose escape is
      // malformed is left out, so it names nothing.
      function fields(address) {
        const found = {};
        address.replace(/^#/, "").split("&").forEach(function (field) {
          const equals = field.indexOf("=");
          if (equals < 0) return;
          try {
            found[decodeURIComponent(field.slice(0, equals))] = decodeURIComponent(field.slice(equals + 1));
          } catch (malformed) {}
        });
        return found;
      }
      // NB: draw() keeps the address with replaceState, which fires no hashchange: this hears
      // only a change made from outside the script.
      window.addEventListener("hashchange", function () { followChange(location.hash); });
      followAtLoad(location.hash);
    })();
    """#
}
