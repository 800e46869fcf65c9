"""The match page's HTML: every piece of text escaped (seat names, ship ids and sentences carry user input); the
behaviour is in static/web.js (a Content-Security-Policy forbids inline scripts)."""

from __future__ import annotations

import json
from html import escape
from typing import Any

from bot.core.texts import Rendered
from bot.i18n import said, t


def _json_attr(value: Any) -> str:
    return escape(json.dumps(value, ensure_ascii=False, separators=(",", ":")), quote=True)


def render_page(doc: dict[str, Any], lang: str) -> str:
    """`doc` is the step document (app.step_doc) plus "pid", "title", "seats", "log", "marks", "proof" (and
    "note": a line under the header, e.g. a `?lang=` we have no texts in)."""
    pid, step, steps = doc["pid"], doc["step"], doc["steps"]
    labels = {k: t(f"web.{k}", lang) for k in ("first", "previous", "next", "last", "bookmarks", "log", "dice", "data")}
    labels["start"] = t("web.start", lang)
    labels["no_picture"] = t("web.no_picture", lang)
    status = status_text(doc["status"], lang)
    marks = "".join(
        f'<li><a href="/m/{pid}?step={m["step"]}&amp;lang={lang}" data-step="{m["step"]}">{escape(m["label"])}</a></li>'
        for m in doc["marks"]
    )
    log_items = "".join(
        f'<li data-step="{e["step"]}"><a href="/m/{pid}?step={e["step"]}&amp;lang={lang}" data-step="{e["step"]}">'
        f"{e['step']}</a> {escape(e['text'])}</li>"
        for e in doc["log"]
        if e["text"]
    )
    proof = "".join(f"<p>{escape(line)}</p>" for line in doc["proof"])
    picture = (
        f'<img id="board" alt="" src="{escape(doc["picture"])}" width="800">'
        if doc["picture"]
        else f"<p>{escape(labels['no_picture'])}</p>"
    )
    config = {"pid": pid, "lang": lang, "step": step, "steps": steps, "status": doc["status"], "labels": labels}
    return f"""<!doctype html>
<html lang="{lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{escape(doc["title"])}</title>
<link rel="stylesheet" href="/static/web.css">
<script src="/static/web.js" defer></script>
</head><body data-config="{_json_attr(config)}">
<header><h1>{escape(doc["title"])}</h1>
<p><span id="status" class="status-{escape(doc["status"])}">{escape(status)}</span> ·
{escape(doc["seats"])}</p>{f'<p id="note">{escape(doc["note"])}</p>' if doc.get("note") else ""}</header>
<main>
<section id="table">{picture}
<nav id="controls">
<button id="first">{escape(labels["first"])}</button>
<button id="previous">{escape(labels["previous"])}</button>
<input id="slider" type="range" min="0" max="{steps}" value="{step}" aria-label="step">
<button id="next">{escape(labels["next"])}</button>
<button id="last">{escape(labels["last"])}</button>
</nav>
<p id="where">{escape(doc["where"])}</p>
<div id="say">{"".join(f"<p>{escape(line)}</p>" for line in doc["lines"]) or escape(labels["start"])}</div>
<div id="dice">{_dice_html(doc["dice"], labels["dice"])}</div>
</section>
<aside>
<h2>{escape(labels["bookmarks"])}</h2><ul id="marks">{marks}</ul>
<h2>{escape(labels["log"])}</h2><ol id="log">{log_items}</ol>
<section id="proof">{proof}</section>
<p><a href="/m/{pid}/log.jsonl">{escape(labels["data"])}</a></p>
</aside></main></body></html>
"""


def _dice_html(dice: list[dict[str, Any]], label: str) -> str:
    if not dice:
        return ""
    rows = "".join(
        "<li>"
        + escape(" ".join(str(d.get(k)) for k in ("side", "seat", "ship", "unit") if d.get(k)))
        + " ["
        + escape(" ".join(str(x) for x in d["dice"]))
        + "]"
        + (f" <code>{escape(d['key'])}</code>" if d.get("key") else "")
        + "</li>"
        for d in dice
    )
    return f"<h3>{escape(label)}</h3><ul>{rows}</ul>"


_STATUSES = ("active", "paused", "finished", "abandoned")


def status_text(status: str, lang: str) -> str:
    """A match status in the reader's language (an unknown one as it is stored)."""
    return t(f"web.status.{status}", lang) if status in _STATUSES else status


def proof_lines(commitment: str, seed: str | None, verdict: tuple[bool, str] | None, lang: str) -> list[str]:
    """The verification box: the commitment always; the seed and the replay verdict once the match is over."""
    lines = [t("web.commitment", lang, commitment=commitment)]
    if seed is not None and verdict is not None:
        ok, detail = verdict
        lines.append(t("web.seed", lang, seed=seed))
        lines.append(t("web.verified" if ok else "web.not_verified", lang, detail=Rendered(said(detail, lang))))
    else:
        lines.append(t("web.seed_secret", lang))
    return lines
