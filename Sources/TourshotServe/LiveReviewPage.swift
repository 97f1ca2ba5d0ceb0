/// The review page: filters on top, the error box when an input is broken, and a grid per tour
/// — a row per step, a column per device, orientation and locale. Everything it shows is put
/// in by its script with `textContent` and attributes, never as markup, so no name from the
/// project can inject any.
enum LiveReviewPage {
    static let html = """
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>tourshot serve</title>
    <style>
    body { font: 14px/1.4 system-ui, sans-serif; margin: 0; background: #f4f4f5; color: #18181b; }
    header { position: sticky; top: 0; z-index: 1; background: #fff; border-bottom: 1px solid #d4d4d8; padding: 8px 16px; display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; }
    header h1 { font-size: 16px; margin: 0 8px 0 0; }
    label { white-space: nowrap; }
    #status { margin-left: auto; color: #52525b; }
    #error { margin: 12px 16px; padding: 8px 12px; border: 2px solid #dc2626; background: #fef2f2; }
    #error h2 { font-size: 15px; margin: 0 0 4px; color: #b91c1c; }
    #error pre { white-space: pre-wrap; margin: 0; font-size: 13px; }
    main { padding: 8px 16px 32px; }
    section h2 { font-size: 15px; margin: 16px 0 8px; }
    table { border-collapse: separate; border-spacing: 8px; }
    th { font-weight: 600; text-align: left; vertical-align: bottom; font-size: 12px; color: #3f3f46; }
    th.step { text-align: right; vertical-align: top; white-space: nowrap; }
    td { vertical-align: top; }
    figure { margin: 0; background: #fff; border: 1px solid #d4d4d8; border-radius: 6px; padding: 6px; width: 200px; }
    figure:has(details[open]) { width: 640px; }
    figure > img { display: block; max-width: 200px; max-height: 360px; margin: 0 auto; transition: filter .2s, opacity .2s; }
    .stale figure img { filter: grayscale(1); opacity: .45; }
    figcaption { font-size: 12px; margin-top: 4px; }
    .badge { display: inline-block; border-radius: 9px; padding: 0 7px; margin: 2px 4px 0 0; font-size: 11px; color: #fff; }
    .error { background: #dc2626; } .warning { background: #d97706; } .passed { background: #16a34a; } .failed { background: #dc2626; } .missing, .pending { background: #71717a; }
    ol.warnings { margin: 4px 0 0; padding-left: 18px; }
    ol.warnings .fix { color: #52525b; }
    details img { max-width: 100%; margin-top: 4px; }
    button.accept { margin-top: 4px; }
    </style>
    </head>
    <body>
    <header>
    <h1>tourshot serve</h1>
    <label>Tour <select id="f-tour"></select></label>
    <label>Device <select id="f-screen"></select></label>
    <label>Orientation <select id="f-orientation"></select></label>
    <label>Locale <select id="f-locale"></select></label>
    <label>Appearance <select id="f-appearance"><option value="">each tour's own</option><option value="light">light</option><option value="dark">dark</option></select></label>
    <label>Text scale <select id="f-textScale"><option value="">each tour's own</option><option value="0.8">×0.8</option><option value="1">×1</option><option value="1.3">×1.3</option><option value="1.6">×1.6</option><option value="2">×2</option></select></label>
    <label><input type="checkbox" id="f-annotate"> Warnings drawn</label>
    <span id="status" role="status">connecting…</span>
    </header>
    <div id="error" role="alert" hidden><h2>The inputs do not load</h2><pre id="error-lines"></pre><p>The images below are the last good ones, greyed; the page recovers by itself when the file is fixed.</p></div>
    <main id="grid"></main>
    <script src="/review.js"></script>
    </body>
    </html>
    """
}
