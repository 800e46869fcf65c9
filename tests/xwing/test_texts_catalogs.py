"""X-Wing texts: every template key has English and Russian, every key the code uses exists, and a whole default
match speaks only in keys the catalogs know, rendered in Russian without a single English word left over."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from bot.core.chance import Chance
from bot.core.texts import keys_used, msg, render
from bot.games.xwing import GAME
from bot.games.xwing.texts import CATALOGS, maneuver_msg

SOURCE = Path(__file__).resolve().parents[2] / "bot" / "games" / "xwing"


def test_every_literal_key_in_the_code_has_a_template() -> None:
    used = set()
    for path in SOURCE.rglob("*.py"):
        if path.name == "picks.py":  # declared texts: the game's catalogs, then the shared one (see below)
            continue
        used |= set(re.findall(r'\bmsg\(\s*"([^"]+)"', path.read_text(encoding="utf-8")))
        used |= set(re.findall(r'"((?:prompt|say|err|wait|opt)\.[a-z_]+)"', path.read_text(encoding="utf-8")))
    assert used and all(k in CATALOGS["en"] for k in used), used - set(CATALOGS["en"])


def _message(found: dict[str, Any] | str) -> dict[str, Any]:
    assert isinstance(found, dict), found  # a known maneuver is a message, not the id as is
    return found


def test_every_text_the_game_declares_for_adapters_has_a_template() -> None:
    # the creation options, their choices and the secret pick's texts, rendered by adapters (bot.core.declared)
    from bot.core import declared
    from bot.i18n import CATALOGS as SHARED

    pick = declared.secret_pick(GAME)
    assert pick is not None
    keys = {GAME.describe, GAME.new_help, *(o.help for o in declared.setup_options(GAME))}
    keys |= {c.label for o in declared.setup_options(GAME) for c in o.choices}
    keys |= {v for k, v in vars(pick.secret_pick).items() if k.endswith("_text") or k.startswith("paste_")}
    for lang in ("en", "ru"):
        missing = {k for k in keys if k not in CATALOGS[lang] and k not in SHARED[lang]}
        assert missing == set(), (lang, missing)


def test_maneuver_names() -> None:
    label = msg("mv.with_diff", maneuver=maneuver_msg("2-bank-left"), diff=msg("diff.white"))
    assert render(CATALOGS, label, "en") == "2 bank left (white)"
    assert render(CATALOGS, label, "ru") == "2 вираж влево (белый)"
    assert render(CATALOGS, _message(maneuver_msg("2-bank-left")), "ru") == "2 вираж влево"
    assert render(CATALOGS, _message(maneuver_msg("4-koiogran")), "ru") == "4 разворот Койограна"
    assert render(CATALOGS, _message(maneuver_msg("3-turn-right")), "ru") == "3 поворот вправо"
    assert render(CATALOGS, {"key": "say.combat", "params": {}}, "de") == "Combat phase."  # no German: English


def test_a_whole_default_match_speaks_in_known_keys() -> None:
    chance = Chance("texts")
    state = GAME.setup({}, ["rebel", "imperial"], chance)
    messages: list[Any] = []
    for _ in range(400):
        if GAME.outcome(state) is not None:
            break
        prompts = GAME.prompts(state)
        assert prompts
        for p in prompts:
            if "texts" in p.context:
                messages.append(p.context["texts"]["text"])
            messages += [t for o in p.options or () for t in o.texts.values()]
        p = prompts[0]
        action = p.default if p.default is not None else (p.options or ())[0].action
        for event in GAME.act(state, p.seat, action, chance):
            if "say_key" in event.payload:
                messages.append({"key": event.payload["say_key"], "params": event.payload["say_params"]})
                assert render(CATALOGS, messages[-1], "en") == event.payload["say"]
            state = GAME.evolve(state, event)
    keys = set().union(*(keys_used(m) for m in messages))
    assert {"prompt.dial", "mv.straight", "say.flies", "say.reveals_diff", "say.round_planning", "effect.focus"} <= keys
    assert all(k in CATALOGS["ru"] for k in keys), keys - set(CATALOGS["ru"])
    for m in messages:
        assert render(CATALOGS, m, "ru")


def test_ti4_prompt_texts_have_both_languages_and_render() -> None:
    from bot.games.ti4 import GAME as TI4

    used = set(re.findall(r'\bmsg\(\s*"([^"]+)"', (SOURCE.parent / "ti4" / "game.py").read_text(encoding="utf-8")))
    assert used and used <= set(TI4.texts["en"]), used - set(TI4.texts["en"])
    declare = render(TI4.texts, msg("prompt.declare", round=2), "ru")
    assert declare.startswith("Раунд 2: объявить об отступлении?")


def test_play_rule_errors_carry_russian_texts() -> None:
    import pytest

    from bot.core.protocol import RuleError
    from tests.xwing.match_support import ScriptedChance, scenario

    chance = ScriptedChance()
    ships = [
        ("rookie", "rookiepilot", "rebel", (450, 100, 0)),
        ("academy", "academypilot", "imperial", (600, 800, 180)),
    ]
    state = scenario(ships, chance=chance)
    with pytest.raises(RuleError) as err:
        GAME.act(state, "rebel", {"kind": "dial", "ship": "rookie", "maneuver": "5-straight"}, chance)
    assert err.value.message.startswith("“5-straight” is not on the X-wing dial (choose from ")
    assert err.value.text is not None and err.value.text["game"] == "xwing"
    assert render(CATALOGS, err.value.text, "ru").startswith("манёвра «5-straight» нет на диске X-wing (выберите из: ")
    with pytest.raises(RuleError) as err:
        GAME.act(state, "rebel", {"kind": "dial", "ship": "ghost", "maneuver": "1-straight"}, chance)
    assert err.value.text is not None and render(CATALOGS, err.value.text, "ru") == "корабля «ghost» нет в игре"


def test_squad_errors_carry_russian_texts() -> None:
    import pytest

    from bot.core.protocol import RuleError

    with pytest.raises(RuleError) as err:
        GAME.setup({"squads": {"rebel": [], "imperial": ["academypilot"]}}, ["rebel", "imperial"], Chance("sq"))
    assert err.value.message == "the rebel squad must be a non-empty list of pilot ids"
    assert err.value.text is not None
    assert render(CATALOGS, err.value.text, "ru") == "звено мятежников должно быть непустым списком id пилотов"
