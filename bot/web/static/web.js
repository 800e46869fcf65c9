// The match page: step through the replay (buttons, slider, bookmarks, log links) and follow the live match by
// server-sent events. Texts arrive from the server already localized; everything is inserted as text, never HTML.
"use strict";
(function () {
  const cfg = JSON.parse(document.body.dataset.config);
  let step = cfg.step, steps = cfg.steps, loading = 0;
  const $ = (id) => document.getElementById(id);
  const base = "/m/" + cfg.pid;

  function setLines(box, lines, fallback) {
    box.replaceChildren();
    for (const line of (lines.length ? lines : [fallback])) {
      const p = document.createElement("p");
      p.textContent = line;
      box.appendChild(p);
    }
  }

  function setDice(dice) {
    const box = $("dice");
    box.replaceChildren();
    if (!dice.length) return;
    const h = document.createElement("h3");
    h.textContent = cfg.labels.dice;
    const ul = document.createElement("ul");
    for (const d of dice) {
      const li = document.createElement("li");
      const who = ["side", "seat", "ship", "unit"].map((k) => d[k]).filter(Boolean).join(" ");
      li.textContent = who + " [" + d.dice.join(" ") + "]";
      if (d.key) {
        const code = document.createElement("code");
        code.textContent = " " + d.key;
        li.appendChild(code);
      }
      ul.appendChild(li);
    }
    box.append(h, ul);
  }

  function show(doc) {
    step = doc.step;
    steps = doc.steps;
    $("slider").max = String(steps);
    $("slider").value = String(step);
    $("where").textContent = doc.where;
    setLines($("say"), doc.lines, cfg.labels.start);
    setDice(doc.dice);
    const board = $("board");
    if (board && doc.picture) board.src = doc.picture;
    for (const li of document.querySelectorAll("#log li")) {
      li.classList.toggle("current", Number(li.dataset.step) === step);
    }
    document.body.dataset.step = String(step);
    document.body.dataset.steps = String(steps);
  }

  async function go(n, push) {
    n = Math.max(0, Math.min(steps, n));
    const ticket = ++loading;
    const r = await fetch(base + "/step/" + n + ".json?lang=" + cfg.lang);
    if (!r.ok || ticket !== loading) return;
    const doc = await r.json();
    show(doc);
    const url = base + "?step=" + n + "&lang=" + cfg.lang;
    if (push) history.pushState({ step: n }, "", url);
    else history.replaceState({ step: n }, "", url);
  }

  function appendLog(n, lines) {
    const log = $("log");
    for (const line of lines) {
      const li = document.createElement("li");
      li.dataset.step = String(n);
      const a = document.createElement("a");
      a.href = base + "?step=" + n + "&lang=" + cfg.lang;
      a.dataset.step = String(n);
      a.textContent = String(n);
      li.append(a, " " + line);
      log.appendChild(li);
    }
  }

  async function advanced(info) {
    const old = steps, following = step === old;
    const status = $("status");
    status.textContent = info.status_text || info.status;
    status.className = "status-" + info.status;
    if (info.proof) setLines($("proof"), info.proof, "");
    if (info.steps <= old) return;
    for (let n = old + 1; n <= info.steps && n <= old + 50; n++) {
      const r = await fetch(base + "/step/" + n + ".json?lang=" + cfg.lang);
      if (r.ok) appendLog(n, (await r.json()).lines);
    }
    steps = info.steps;
    $("slider").max = String(steps);
    document.body.dataset.steps = String(steps);
    if (following) await go(steps, false);
  }

  $("first").addEventListener("click", () => go(0, true));
  $("previous").addEventListener("click", () => go(step - 1, true));
  $("next").addEventListener("click", () => go(step + 1, true));
  $("last").addEventListener("click", () => go(steps, true));
  $("slider").addEventListener("change", (e) => go(Number(e.target.value), true));
  document.addEventListener("click", (e) => {
    const a = e.target.closest && e.target.closest("a[data-step]");
    if (!a) return;
    e.preventDefault();
    go(Number(a.dataset.step), true);
  });
  window.addEventListener("popstate", (e) => { if (e.state) go(e.state.step, false); });
  document.addEventListener("keydown", (e) => {
    if (e.key === "ArrowLeft") go(step - 1, true);
    if (e.key === "ArrowRight") go(step + 1, true);
  });
  const source = new EventSource(base + "/events?lang=" + cfg.lang);
  source.onmessage = (e) => advanced(JSON.parse(e.data));
  for (const li of document.querySelectorAll("#log li")) {
    li.classList.toggle("current", Number(li.dataset.step) === step);
  }
  document.body.dataset.step = String(step);
  document.body.dataset.steps = String(steps);
  document.body.dataset.ready = "1";
})();
