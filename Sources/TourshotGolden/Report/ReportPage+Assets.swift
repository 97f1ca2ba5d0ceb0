extension ReportPage {
    /// Inline styles: system fonts, light and dark schemes, no external resources.
    static let style = """
    :root { color-scheme: light dark; --bg: #f6f6f4; --fg: #1d1d1f; --muted: #6e6e73; --card: #fff; --line: #d8d8d8;
      --failed: #c62828; --missing: #b26a00; --passed: #2e7d32; --accent: #0a66d8; }
    @media (prefers-color-scheme: dark) { :root { --bg: #161617; --fg: #f2f2f2; --muted: #a1a1a6; --card: #232325; --line: #3a3a3c; --accent: #5aa2ff; } }
    * { box-sizing: border-box; }
    body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; background: var(--bg); color: var(--fg); }
    header { padding: 16px 24px 8px; border-bottom: 1px solid var(--line); background: var(--card); position: sticky; top: 0; z-index: 2; }
    h1 { font-size: 20px; margin: 0 0 6px; }
    h2 { font-size: 16px; margin: 0 0 4px; word-break: break-all; }
    .verdict { font-weight: 500; margin-left: 8px; }
    .verdict.failed { color: var(--failed); } .verdict.passed { color: var(--passed); }
    .counts, .what, .files, .accept, .legend { margin: 4px 0; }
    .meta, .what, .files, .legend { color: var(--muted); }
    .status { display: inline-block; padding: 0 7px; border-radius: 9px; color: #fff; font-size: 12px; font-weight: 600; text-transform: uppercase; letter-spacing: .02em; }
    .status.failed { background: var(--failed); } .status.missing { background: var(--missing); } .status.passed { background: var(--passed); }
    .filters { margin: 8px 0 4px; color: var(--muted); }
    button { font: inherit; color: var(--fg); background: transparent; border: 1px solid var(--line); border-radius: 6px; padding: 3px 10px; cursor: pointer; }
    body[data-filter="problems"] .filters [data-filter="problems"], body[data-filter="passed"] .filters [data-filter="passed"],
    body[data-filter="all"] .filters [data-filter="all"] { background: var(--accent); border-color: var(--accent); color: #fff; }
    body[data-filter="problems"] [data-status="passed"], body[data-filter="passed"] .failure,
    body[data-filter="passed"] .thumb:not([data-status="passed"]) { display: none; }
    main { padding: 16px 24px 48px; }
    .failure { background: var(--card); border: 1px solid var(--line); border-left: 4px solid var(--failed); border-radius: 8px; padding: 14px 16px; margin: 0 0 20px; }
    .failure[data-status="missing"] { border-left-color: var(--missing); }
    .tabs { display: flex; gap: 4px; margin: 10px 0; flex-wrap: wrap; }
    .panel { display: none; }
    \(views.map { ".views[data-view=\"\($0.0)\"] .panel[data-panel=\"\($0.0)\"]" }.joined(separator: ", ")) { display: block; }
    \(views.map { ".views[data-view=\"\($0.0)\"] .tabs [data-view=\"\($0.0)\"]" }.joined(separator: ", ")) { background: var(--accent); border-color: var(--accent); color: #fff; }
    .panel img, .side img { display: block; max-width: 100%; max-height: 72vh; width: auto; height: auto; border: 1px solid var(--line); background: repeating-conic-gradient(#ddd 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
    .frame { position: relative; display: inline-block; }
    .bbox { position: absolute; outline: 2px dashed var(--accent); outline-offset: 2px; pointer-events: none; }
    .side { display: flex; gap: 16px; align-items: flex-start; flex-wrap: wrap; }
    .side figure { margin: 0; flex: 1 1 0; min-width: 0; } .side img { max-width: 100%; }
    figcaption { color: var(--muted); margin-bottom: 4px; }
    .compare { position: relative; display: inline-block; line-height: 0; }
    .compare .over { position: absolute; left: 0; top: 0; width: 100%; height: 100%; clip-path: inset(0 calc(100% - var(--pos)) 0 0); }
    .compare .handle { position: absolute; top: 0; bottom: 0; left: var(--pos); width: 2px; margin-left: -1px; background: var(--accent); pointer-events: none; }
    .range { display: flex; gap: 8px; align-items: center; color: var(--muted); margin-top: 6px; max-width: 480px; }
    .range input { flex: 1; }
    .legend .swatch { display: inline-block; width: 10px; height: 10px; margin: 0 4px 0 10px; vertical-align: -1px; border: 1px solid var(--line); }
    .swatch.red { background: #f00; } .swatch.yellow { background: #ff0; } .swatch.grey { background: #e6e6e6; } .swatch.box { outline: 2px dashed var(--accent); border: 0; }
    details.layout pre, details.versions pre { background: var(--bg); border: 1px solid var(--line); border-radius: 6px; padding: 8px 10px; overflow: auto; max-height: 360px; font: 12px/1.4 ui-monospace, "SF Mono", Menlo, Consolas, monospace; }
    .diff .add { color: #1b7f2a; background: rgba(46,160,67,.12); display: inline-block; width: 100%; }
    .diff .del { color: #b42318; background: rgba(248,81,73,.12); display: inline-block; width: 100%; }
    .diff .hunk { color: var(--accent); } .diff .file { color: var(--muted); }
    .texts del { color: #b42318; } .texts ins { color: #1b7f2a; text-decoration: none; }
    code { font: 12px ui-monospace, "SF Mono", Menlo, Consolas, monospace; background: var(--bg); border: 1px solid var(--line); border-radius: 4px; padding: 2px 6px; user-select: all; }
    .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(150px, 1fr)); gap: 12px; }
    .thumb { display: block; background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: 6px; color: inherit; text-decoration: none; }
    .thumb img { display: block; width: 100%; height: 200px; object-fit: contain; }
    .thumb[data-status="failed"] { border-color: var(--failed); } .thumb[data-status="missing"] { border-color: var(--missing); }
    .caption { display: block; font-size: 12px; margin-top: 4px; color: var(--muted); }
    .empty { font-size: 16px; color: var(--passed); }
    """

    /// View switching, the slider, filters and `#view=…`; marks the page ready for tests.
    static let script = """
    (function () {
      var views = document.querySelectorAll('.views');
      function show(container, view) {
        if ((' ' + container.dataset.views + ' ').indexOf(' ' + view + ' ') >= 0) container.dataset.view = view;
      }
      views.forEach(function (container) {
        container.querySelectorAll('.tabs button').forEach(function (button) {
          button.addEventListener('click', function () { show(container, button.dataset.view); });
        });
        container.querySelectorAll('input[type=range]').forEach(function (range) {
          var compare = container.querySelector('.compare');
          range.addEventListener('input', function () { compare.style.setProperty('--pos', range.value + '%'); });
        });
      });
      document.querySelectorAll('.filters button').forEach(function (button) {
        button.addEventListener('click', function () { document.body.dataset.filter = button.dataset.filter; });
      });
      var match = /view=([a-z]+)/.exec(location.hash);
      if (match) views.forEach(function (container) { show(container, match[1]); });
      var filter = /filter=([a-z]+)/.exec(location.hash);
      if (filter) document.body.dataset.filter = filter[1];
      document.documentElement.dataset.ready = 'yes';
    })();
    """
}
