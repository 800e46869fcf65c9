"""Unit tests of the adapter's pure parts: catalog, command localizations, component layout, settings, logs."""

from __future__ import annotations

import json
import logging
import re
from typing import Any

import discord
import pytest

from bot.core.protocol import Option, Prompt
from bot.discord_bot.components import key_hash
from bot.discord_bot.logs import JsonFormatter
from bot.discord_bot.settings import Settings, SettingsError
from bot.discord_bot.views import batch_view, fits_buttons, option_token, prompt_view, resolve_option
from bot.i18n import CATALOGS, language, t
from tests.discord.conftest import Harness


def test_every_adapter_text_is_translated() -> None:
    en, ru = CATALOGS["en"], CATALOGS["ru"]
    assert set(en) == set(ru)  # keys and $variables: tests/test_catalogs.py
    for key in en:
        words = re.sub(r"\b(?:" + "|".join(CATALOGS.variables(key, "en") or {"$"}) + r")\b", " ", en[key])
        wordless = not re.search(r"[^\W\d_]{2,}", words)  # only its values and punctuation: "{ $first }; { $rest }"
        assert en[key] != ru[key] or key.startswith("choice.") or wordless, f"{key} is not translated"


def test_language_choice() -> None:
    assert language("ru-RU") == "ru" and language("en-GB") == "en" and language("de") == "en" and language(None) == "en"
    assert t("err.stale", "ru").startswith("Этот выбор")
    with pytest.raises(KeyError):
        t("no.such.key")


async def test_commands_are_synced_with_russian_localizations(harness: Harness) -> None:
    commands = {c["name"]: c for c in harness.fake.guild_commands[harness.guild.id]}
    assert {"duel", "xwing", "match", "settings", "roll", "odds", "range"} <= set(commands)
    status = next(o for o in commands["match"]["options"] if o["name"] == "status")
    assert status["description"] == CATALOGS["en"]["cmd.match.status"]
    assert status["description_localizations"]["ru"] == CATALOGS["ru"]["cmd.match.status"]
    new = next(o for o in commands["duel"]["options"] if o["name"] == "new")
    policy = next(o for o in new["options"] if o["name"] == "on_deadline")
    assert {c["value"] for c in policy["choices"]} == {"default", "pause", "forfeit"}
    assert all("ru" in c["name_localizations"] for c in policy["choices"])
    # a game that declares nothing gets a plain challenge, not another game's texts (issue 13)
    assert new["description"] == CATALOGS["en"]["cmd.game.new"] != CATALOGS["en"]["cmd.xwing.new"]
    assert [o["name"] for o in new["options"]] == ["opponent", "deadline", "on_deadline"]
    # X-Wing's /new is generated from its declared options, secret pick and team play
    xwing_new = next(o for o in commands["xwing"]["options"] if o["name"] == "new")
    params = {o["name"]: o for o in xwing_new["options"]}
    assert list(params) == [
        "opponent", "squad", "builder", "points", "obstacles", "mission", "deadline", "on_deadline", "teammate",
        "opponent2",
    ]  # fmt: skip
    assert (params["points"]["min_value"], params["points"]["max_value"]) == (1, 1000)
    assert params["obstacles"]["type"] == 5 and not params["obstacles"].get("required")  # BOOLEAN
    assert [c["value"] for c in params["builder"]["choices"]] == ["rebel", "imperial"]
    assert (
        params["mission"]["choices"][0]["name_localizations"]["ru"] == CATALOGS["ru"]["choice.mission.political_escort"]
    )
    assert params["points"]["description_localizations"]["ru"] == CATALOGS["ru"]["opt.points"]


def maneuvers() -> tuple[Option, ...]:
    out = []
    for speed in (1, 2, 3):
        for bearing, style in (("bank-left", "white"), ("straight", "green"), ("bank-right", "white")):
            out.append(
                Option(
                    f"{speed}-{bearing}",
                    f"{speed} {bearing}",
                    {"kind": "dial", "m": f"{speed}{bearing}"},
                    group=str(speed),
                    style=style,
                )
            )
    out.append(Option("3-kturn", "3 K-turn", {"kind": "dial", "m": "3k"}, group="3", style="red"))
    return tuple(out)


def rows(view: discord.ui.View) -> list[list[dict[str, Any]]]:
    return [row["components"] for row in view.to_components()]


def test_maneuvers_as_buttons_grouped_by_speed_with_colours() -> None:
    prompt = Prompt("rebel", "dial", "Set the dial of LS", "r1:dial:luke", maneuvers(), secret=True)
    assert fits_buttons(prompt)
    layout = rows(prompt_view("m1", prompt))
    assert [[c["label"] for c in row] for row in layout] == [
        ["1 bank-left", "1 straight", "1 bank-right"],
        ["2 bank-left", "2 straight", "2 bank-right"],
        ["3 bank-left", "3 straight", "3 bank-right", "3 K-turn"],
    ]
    styles = {c["label"]: c["style"] for row in layout for c in row}
    assert styles["1 straight"] == discord.ButtonStyle.success.value
    assert styles["3 K-turn"] == discord.ButtonStyle.danger.value
    assert styles["2 bank-left"] == discord.ButtonStyle.secondary.value
    key = key_hash("r1:dial:luke", "rebel")
    assert layout[0][0]["custom_id"] == f"tm:o:m1:{key}:1-bank-left"


def test_too_many_options_or_several_choices_become_selects() -> None:
    many = tuple(Option(f"t{i}", f"target {i}", {"kind": "attack", "target": i}, group=str(i // 3)) for i in range(30))
    prompt = Prompt("a", "target", "Pick", "k", many)
    layout = rows(prompt_view("m1", prompt))
    assert [row[0]["type"] for row in layout] == [3, 3]
    assert sum(len(row[0]["options"]) for row in layout) == 30
    assert all(len(row[0]["options"]) <= 25 for row in layout)
    dice = Prompt(
        "a",
        "reroll",
        "Reroll which dice?",
        "k2",
        tuple(Option(str(i), f"die {i}", {"kind": "reroll", "die": i}) for i in range(3)),
        min_choices=0,
        max_choices=2,
    )
    (row,) = rows(prompt_view("m1", dice))
    assert row[0]["type"] == 3 and row[0]["min_values"] == 0 and row[0]["max_values"] == 2


def test_long_or_colon_ids_are_carried_by_index() -> None:
    opts = (Option("focus:spend", "Spend focus", {"kind": "modify"}), Option("x" * 120, "long", {"kind": "x"}))
    prompt = Prompt("a", "modify", "Modify", "k", opts)
    assert option_token(prompt, opts[0], 90) == "#0" and option_token(prompt, opts[1], 90) == "#1"
    assert resolve_option(prompt, "#1") is opts[1] and resolve_option(prompt, "#7") is None
    for row in rows(prompt_view("m1", prompt)):
        assert all(len(str(c["custom_id"])) <= 100 for c in row)


def test_batch_of_secret_picks_is_one_select_per_ship() -> None:
    prompts = [
        Prompt("imperial", "dial", f"Dial of {s}", f"r1:dial:{s}", maneuvers(), secret=True)
        for s in ("howl", "nightbeast")
    ]
    layout = rows(batch_view("m1", prompts))
    assert [row[0]["type"] for row in layout] == [3, 3]
    assert layout[0][0]["options"][1]["emoji"]["name"] == "🟢"


def test_settings_from_env(tmp_path: object) -> None:
    with pytest.raises(SettingsError, match="developers/applications"):
        Settings.from_env({}, dotenv=None)
    s = Settings.from_env({"DISCORD_TOKEN": "abc.def", "DISCORD_GUILD_IDS": "1, 2"}, dotenv=None)
    assert s.guild_ids == (1, 2) and "abc.def" not in repr(s)
    with pytest.raises(SettingsError, match="comma-separated"):
        Settings.from_env({"DISCORD_TOKEN": "x", "DISCORD_GUILD_IDS": "one"}, dotenv=None)


def test_logs_are_json_and_never_contain_the_token() -> None:
    token = "MTA5ODc2NTQzMjEwOTg3NjU0.GaBcDe.abcdefghijklmnopqrstuvwxyz0123456789AB"
    formatter = JsonFormatter(secrets=("my-configured-secret",))
    record = logging.makeLogRecord(
        {"msg": "login with %s and %s", "args": (token, "my-configured-secret"), "levelname": "INFO", "name": "x"}
    )
    record.__dict__["match"] = "m1"
    line = formatter.format(record)
    data = json.loads(line)
    assert token not in line and "my-configured-secret" not in line
    assert data["match"] == "m1" and data["msg"].count("[token]") == 2


async def test_quick_tools_answer_in_the_channel_and_refuse_bad_requests(harness: Harness) -> None:
    fake, alice, channel = harness.fake, harness.alice, harness.channel
    rolled = await fake.slash(alice, "roll", channel=channel, game="xwing", request="3 red focus vs 2 green")
    assert not rolled.ephemeral and "seed " in rolled.text()
    odds = await fake.slash(alice, "odds", channel=channel, request="3 red focus vs 2 green evade")
    assert "Expected damage" in odds.text()
    bad = await fake.slash(alice, "odds", channel=channel, request="three red dice please")
    assert bad.ephemeral and "Example:" in bad.text()
    nowhere = await fake.slash(alice, "range", channel=channel, a="luke", b="howl")
    assert "no running match" in nowhere.text()


def test_quick_card_keeps_the_seed_and_stays_within_discords_embed_limits() -> None:
    from bot.discord_bot.quick_embeds import TOTAL, VALUE, Card

    card = Card("t" * 300, "d", tuple((f"field {i}", "x" * 2000) for i in range(30)), "seed abc", "roll.png", b"", "")
    embed = card.embed()
    assert len(embed) <= TOTAL and embed.footer.text == "seed abc" and len(embed.title or "") == 256
    assert 0 < len(embed.fields) < 30 and all(len(f.value or "") <= VALUE for f in embed.fields)


def test_refused_pastes_are_kept_per_invitation_and_player_and_bounded() -> None:
    from bot.discord_bot.pastes import PASTE_LIMIT, RefusedPastes

    kept = RefusedPastes(limit=2)
    kept.keep(1, 10, "x" * (PASTE_LIMIT + 5))
    assert kept.get(1, 10) == "x" * PASTE_LIMIT  # Discord pre-fills at most 4000 characters
    assert kept.get(1, 11) is None and kept.get(2, 10) is None  # another player's, another invitation's
    kept.keep(2, 10, "b")
    kept.keep(1, 10, "a")  # a newer refusal replaces the older and counts as recent
    kept.keep(3, 10, "c")  # over the bound: the oldest (invitation 2) is forgotten
    assert (kept.get(1, 10), kept.get(2, 10), kept.get(3, 10)) == ("a", None, "c")
    kept.drop(1, 10)  # accepted: nothing to pre-fill any more
    assert kept.get(1, 10) is None
