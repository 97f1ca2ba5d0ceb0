extension LiveReviewPage {
    /// The page's behaviour: filters kept in the URL, the grid built from /api/grid, a
    /// WebSocket that says when to ask again. An image's `<img>` is kept between updates and
    /// only its `src` changes, so only redrawn images load again.
    static let script = #"""
    "use strict";
    const query = new URLSearchParams(location.search);
    const token = query.get("token") || "";
    const keys = ["tour", "screen", "orientation", "locale", "appearance", "textScale"];
    const annotate = document.getElementById("f-annotate");
    const figures = new Map();
    let data = null;
    let loading = null;
    let again = false;
    let chosen = false;

    for (const key of keys) {
      const select = document.getElementById("f-" + key);
      select.dataset.wanted = query.get(key) || "";
      select.value = select.dataset.wanted;
      select.addEventListener("change", () => {
        select.dataset.wanted = select.value;
        keepInURL();
        if (key === "appearance" || key === "textScale") { load(); } else { draw(); }
      });
    }
    annotate.checked = query.get("annotate") === "1";
    annotate.addEventListener("change", () => { keepInURL(); draw(); });

    function value(key) { return document.getElementById("f-" + key).dataset.wanted; }

    function keepInURL() {
      const next = new URLSearchParams();
      if (token) next.set("token", token);
      for (const key of keys) { if (value(key)) next.set(key, value(key)); }
      if (annotate.checked) next.set("annotate", "1");
      history.replaceState(null, "", "?" + next.toString());
    }

    function status(text) { document.getElementById("status").textContent = text; }

    // following: asked by a live update, not by the user (the server then draws no variant it dropped).
    async function load(following = false) {
      if (!following) chosen = true;
      if (loading) { again = true; return loading; }
      loading = (async () => {
        do {
          again = false;
          const ask = new URLSearchParams();
          if (value("appearance")) ask.set("appearance", value("appearance"));
          if (value("textScale")) ask.set("textScale", value("textScale"));
          if (!chosen) ask.set("following", "1");
          chosen = false;
          try {
            const response = await fetch("/api/grid?" + ask.toString(), { cache: "no-store" });
            if (!response.ok) { showError([(await response.text()).trim()]); continue; }
            data = await response.json();
            draw();
          } catch (error) {
            status("cannot reach tourshot serve: " + error.message);
          }
        } while (again);
        loading = null;
      })();
      return loading;
    }

    function showError(lines) {
      const box = document.getElementById("error");
      box.hidden = !lines;
      document.getElementById("error-lines").textContent = lines ? lines.join("\n") : "";
      document.getElementById("grid").classList.toggle("stale", !!lines);
    }

    function fill(key, values) {
      const select = document.getElementById("f-" + key);
      const wanted = select.dataset.wanted;
      select.replaceChildren(new Option("all", ""), ...values.map(v => new Option(v, v)));
      select.value = values.includes(wanted) ? wanted : "";
    }

    function localeOf(image) { return image.locale === null ? "none" : image.locale; }

    function element(tag, text, className) {
      const node = document.createElement(tag);
      if (text !== undefined) node.textContent = text;
      if (className) node.className = className;
      return node;
    }

    function draw() {
      if (!data) return;
      showError(data.error);
      document.body.dataset.version = String(data.version);
      const images = data.images;
      const unique = f => [...new Set(images.map(f))];
      fill("tour", unique(i => i.tour));
      fill("screen", unique(i => i.screen));
      fill("orientation", unique(i => i.orientation));
      fill("locale", unique(localeOf));
      const shown = images.filter(i =>
        (!value("tour") || i.tour === value("tour")) && (!value("screen") || i.screen === value("screen")) &&
        (!value("orientation") || i.orientation === value("orientation")) && (!value("locale") || localeOf(i) === value("locale")));
      const grid = document.getElementById("grid");
      const sections = [];
      for (const tour of [...new Set(shown.map(i => i.tour))]) {
        const own = shown.filter(i => i.tour === tour);
        const column = i => i.screen + " · " + i.orientation + (i.locale === null ? "" : " · " + i.locale);
        const columns = [...new Set(own.map(column))];
        const section = element("section");
        section.append(element("h2", tour));
        const table = element("table");
        const head = table.insertRow();
        head.append(element("th"));
        for (const name of columns) head.append(element("th", name));
        for (const step of [...new Set(own.map(i => i.step))]) {
          const row = table.insertRow();
          row.append(element("th", "step " + step, "step"));
          for (const name of columns) {
            const cell = row.insertCell();
            const image = own.find(i => i.step === step && column(i) === name);
            if (image) cell.append(figure(image));
          }
        }
        section.append(table);
        sections.push(section);
      }
      if (sections.length === 0) sections.push(element("p", images.length ? "No image matches the filters." : "No images yet."));
      grid.replaceChildren(...sections);
      status(images.length + " images, " + shown.length + " shown · version " + data.version);
    }

    function figure(image) {
      let entry = figures.get(image.id);
      if (!entry) {
        const node = element("figure");
        const img = element("img");
        node.dataset.id = image.id;
        node.append(img, element("figcaption"));
        entry = { node, img, src: "" };
        figures.set(image.id, entry);
      }
      const src = "/image/" + encodeURIComponent(image.id) + (annotate.checked ? "/annotated.png" : ".png") + "?v=" + image.v;
      if (entry.src !== src) { entry.img.src = src; entry.src = src; }
      entry.img.alt = image.alt;
      entry.node.dataset.v = String(image.v);
      entry.node.dataset.golden = image.golden.status;
      entry.node.querySelector("figcaption").replaceChildren(...caption(image));
      return entry.node;
    }

    function caption(image) {
      const parts = [];
      const errors = image.warnings.filter(w => w.level === "error").length;
      const warnings = image.warnings.length - errors;
      if (errors) parts.push(element("span", errors + (errors === 1 ? " error" : " errors"), "badge error"));
      if (warnings) parts.push(element("span", warnings + (warnings === 1 ? " warning" : " warnings"), "badge warning"));
      const golden = { passed: "matches golden", failed: "differs from golden", missing: "no golden", pending: "checking…" }[image.golden.status];
      if (golden) {
        const badge = element("span", golden, "badge " + image.golden.status + " golden");
        badge.title = image.golden.summary;
        parts.push(badge);
      }
      if (annotate.checked && image.warnings.length) {
        const list = element("ol", undefined, "warnings");
        for (const w of image.warnings) {
          const item = element("li", w.level + " " + w.code + (w.element ? " (" + w.element + ")" : "") + ": " + w.message);
          if (w.fix) item.append(element("div", "fix: " + w.fix, "fix"));
          list.append(item);
        }
        parts.push(list);
      }
      if (image.golden.status === "failed" || image.golden.status === "missing") {
        if (image.golden.status === "failed") {
          const details = element("details");
          details.append(element("summary", image.golden.summary));
          const diff = element("img");
          diff.alt = "golden, actual and diff of " + image.alt;
          diff.src = "/image/" + encodeURIComponent(image.id) + "/diff.png?v=" + image.v;
          details.append(diff);
          parts.push(details);
        }
        const button = element("button", "Accept", "accept");
        button.type = "button";
        button.dataset.id = image.id;
        button.addEventListener("click", () => accept(image.id, image.v, button));
        parts.push(button);
      }
      return parts;
    }

    // Names the picture shown: the server refuses to record one drawn since.
    async function accept(id, version, button) {
      button.disabled = true;
      const response = await fetch("/api/accept/" + encodeURIComponent(id), { method: "POST", headers: { "X-Tourshot-Token": token, "X-Tourshot-Shown": String(version) } });
      const text = (await response.text()).trim();
      status(response.ok ? "accepted " + id + (text ? ": " + text.split("\n").join("; ") : "") : "Accept failed: " + text);
      button.disabled = false;
      await load();
    }

    function listen() {
      const socket = new WebSocket("ws://" + location.host + "/events");
      socket.onmessage = event => {
        const update = JSON.parse(event.data);
        if (!data || update.version !== data.version) load(true);
      };
      socket.onclose = () => { status("disconnected from tourshot serve; retrying"); setTimeout(listen, 1000); };
    }

    load();
    listen();
    """#
}
