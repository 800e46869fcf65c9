"""TI4 texts: every key has English and Russian, every literal key in the code has a template, and whole matches
speak only in keys the catalogs know: their English renders byte-identical to `say`/labels, their Russian renders."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from bot.core.chance import Chance
from bot.core.protocol import RuleError
from bot.core.texts import keys_used, msg, render
from bot.games.ti4 import GAME
from bot.games.ti4.texts import CATALOGS

SOURCE = Path(__file__).resolve().parents[2] / "bot" / "games" / "ti4"


def test_the_game_exposes_its_catalogs() -> None:
    assert GAME.texts is CATALOGS and CATALOGS.has("prompt.declare", "ru")


def test_every_literal_key_in_the_code_has_a_template() -> None:
    used: set[str] = set()
    for path in SOURCE.glob("*.py"):
        used |= set(re.findall(r'\bmsg\(\s*"([^"]+)"', path.read_text(encoding="utf-8")))
    assert used and all(k in CATALOGS["en"] for k in used), used - set(CATALOGS["en"])


def test_log_sentences_in_russian() -> None:
    line = msg(
        "say.assigned",
        side=msg("side.defender"),
        hits=2,
        where=msg("src.afb"),
        text=msg("hits.destroy", units="2 Fighter I"),
    )
    assert render(CATALOGS, line, "en") == "defender assigns 2 afb hit(s): destroy 2 Fighter I"
    # a log line opens with a capital (CAP), the assignment stands as its own sentence (issue 20: lowercase lines)
    assert render(CATALOGS, line, "ru") == (
        "Защищающийся присваивает попадания (заградительный огонь: 2). Уничтожено: 2 Fighter I"
    )
    declared = msg("say.declared", side=msg("side.attacker"))
    assert render(CATALOGS, declared, "ru") == "Атакующий объявляет об отступлении"
    # CAP leaves a player's name as he wrote it (the person phrase's .cap form)
    assert render(CATALOGS, declared, "ru", {"attacker": "bob"}) == "bob объявляет об отступлении"
    both = msg("hits.both", sustain=msg("hits.sustain", units="1 A"), destroy=msg("hits.destroy", units="2 B"))
    assert render(CATALOGS, both, "ru") == "Поглощение урона: 1 A. Уничтожено: 2 B"  # an option label too
    rolled = [render(CATALOGS, msg("say.rolled", side=msg("side.defender"), what="x", hits=n), "ru") for n in (0, 1, 2)]
    assert rolled == ["Защищающийся, x: 0 попаданий", "Защищающийся, x: 1 попадание", "Защищающийся, x: 2 попадания"]


MATCHES: list[tuple[dict[str, Any], str]] = [
    (
        {
            "attacker": {"fleet": "2 carrier 4 fighter 1 dreadnought 1 destroyer", "retreat": False},
            "defender": {"fleet": "1 carrier 1 dreadnought 3 fighter 1 cruiser", "pds": "2 pds", "retreat": True},
        },
        "plain",
    ),
    (
        {
            "attacker": {
                "fleet": "2 dreadnought 2 fighter",
                "faction": "letnev",
                "trade_goods": 4,
                "techs": ["duranium_armor"],
                "retreat": True,
            },
            "defender": {"fleet": "3 cruiser 2 destroyer", "techs": ["assault_cannon"], "retreat": True},
        },
        "retreat",
    ),
]


def _play(options: dict[str, Any], style: str, seed: str) -> list[Any]:
    chance = Chance(seed)
    state = GAME.setup(options, ["attacker", "defender"], chance)
    messages: list[Any] = []
    for _ in range(300):
        if GAME.outcome(state) is not None:
            return messages
        prompts = GAME.prompts(state)
        assert prompts
        for p in prompts:
            if "texts" in p.context:
                messages.append(p.context["texts"]["text"])
                assert render(CATALOGS, p.context["texts"]["text"], "en") == p.text
            for o in p.options or ():
                assert render(CATALOGS, o.texts["label"], "en") == o.label
                messages += list(o.texts.values())
        p = prompts[0]
        action = p.default if p.default is not None else (p.options or ())[0].action
        if style == "retreat" and p.options:  # announce the retreat, spend on Munitions Reserves
            action = next((o.action for o in p.options if o.action.get("retreat") or o.action.get("spend")), action)
        for event in GAME.act(state, p.seat, action, chance):
            if event.payload.get("say"):
                assert "say_key" in event.payload, event
                messages.append({"key": event.payload["say_key"], "params": event.payload["say_params"]})
                assert render(CATALOGS, messages[-1], "en") == event.payload["say"]
            state = GAME.evolve(state, event)
    raise AssertionError("the match did not end")


def test_whole_matches_render_every_used_key_in_russian() -> None:
    messages = [m for opts, style in MATCHES for seed in ("a", "b", "c") for m in _play(opts, style, seed)]
    keys = set().union(*(keys_used(m) for m in messages))
    assert {"say.round", "say.rolled_dice", "say.assigned", "side.attacker", "what.combat", "say.declared"} <= keys
    assert all(k in CATALOGS["ru"] for k in keys), keys - set(CATALOGS["ru"])
    for m in messages:
        ru = render(CATALOGS, m, "ru")
        assert ru and not re.search(r"\b(attacker|defender|hit\(s\)|assigns|destroy|sustain)\b", ru), ru


def test_rule_errors_carry_russian_texts() -> None:
    state = GAME.setup(MATCHES[0][0], ["attacker", "defender"], Chance("err"))
    with pytest.raises(RuleError) as err:
        GAME.act(state, "attacker", {"kind": "munitions", "spend": True}, Chance("err"))
    assert err.value.message == "Munitions Reserves is used at the start of a combat round"
    assert err.value.text is not None and err.value.text["game"] == "ti4"
    assert render(CATALOGS, err.value.text, "ru") == "«Резерв боеприпасов» используется в начале раунда боя"
    with pytest.raises(RuleError) as err:
        GAME.act(state, "attacker", {"kind": "fly"}, Chance("err"))
    assert err.value.message == "unknown action “fly”; expected declare, assign, remove, munitions or reroll"
    assert err.value.text is not None and render(CATALOGS, err.value.text, "ru").startswith(
        "неизвестное действие «fly»"
    )


def test_hit_assignment_errors_in_russian() -> None:
    from bot.games.ti4 import hits

    stats = {"fighter": {"name": "Fighter I", "fighter": True, "class": "ship", "sustain": False}}
    pack = hits.HitPack(1, 0, "any", True, 1, "combat")
    a = {"sustain": {}, "destroy": {"fighter": 2}}
    found = hits.check_msg({"fighter": [2, 0]}, stats, pack, a)
    assert found is not None
    assert hits.check({"fighter": [2, 0]}, stats, pack, a) == render(CATALOGS, found, "en")
    assert render(CATALOGS, found, "en") == "1 hit(s), 0 cancelled by Sustain Damage: destroy exactly 1 ship(s), not 2"
    assert render(CATALOGS, found, "ru") == "попаданий: 1, отменено поглощением урона: 0; уничтожьте ровно 1, а не 2"


def test_unit_lists_in_texts_never_follow_dict_order() -> None:
    """Issue 12: the retreat sentence listed units in dict order, which differs between a live state and one
    loaded from storage (sorted keys), so the rebuilt state differed from the live one. Most expensive first."""
    from bot.games.ti4 import hits
    from bot.games.ti4.narration import units_text as log_units_text
    from bot.games.ti4.texts import units_text
    from bot.games.ti4.units import unit_stats

    stats = {u: unit_stats(u) for u in ("fighter", "carrier", "dreadnought")}
    one = {"fighter": 2, "carrier": 1, "dreadnought": 1}
    other = dict(reversed(list(one.items())))
    want = "1 Dreadnought I, 1 Carrier I, 2 Fighter I"
    as_text = [msg("fleet.nothing")]  # any key renders a list param: the units joined with ", "
    for listed in (log_units_text(one, stats), log_units_text(other, stats), units_text(one, stats)):
        assert listed == units_text(other, stats)
        assert render(CATALOGS, msg("hits.destroy", units=listed), "en") == "destroy " + want
    assert as_text
    assert hits.describe({"destroy": one}, stats) == hits.describe({"destroy": other}, stats) == "destroy " + want


def test_a_long_number_in_a_fleet_in_russian() -> None:
    """The English keeps the fleet parser's grouped digit count; the Russian agrees with 21 and 14 digits."""
    for digits, word in ((21, "цифра"), (14, "цифр"), (22, "цифры")):
        with pytest.raises(RuleError) as err:
            GAME.setup(
                {"attacker": "9" * digits + " carrier", "defender": "1 destroyer"},
                ["attacker", "defender"],
                Chance("n"),
            )
        assert (
            err.value.message
            == f"attacker: the number 99999999… has {digits} digits; numbers here have at most 12 digits"
        )
        assert err.value.text is not None
        assert render(CATALOGS, err.value.text, "ru") == (
            f"атакующий: в числе 99999999… {digits} {word}; числа здесь не длиннее 12 цифр"
        )


@pytest.mark.parametrize(
    ("options", "english", "russian"),
    [
        (
            {"attacker": "2 carrier", "defender": "1 destroyer", "colour": "red"},
            "unknown option: “colour”; known: `attacker`, `defender`, `nebula`",
            "неизвестный параметр: «colour»; известные: `attacker`, `defender`, `nebula`",
        ),
        (
            {"attacker": "2 carrier"},
            'the defender\'s fleet is missing (e.g. `"defender": "2 carrier 4 fighter 1 dreadnought"`)',
            'не указан флот защищающегося (например, `"defender": "2 carrier 4 fighter 1 dreadnought"`)',
        ),
        (
            {"attacker": "2 carrier", "defender": "3 infantry"},
            "defender: the fleet needs at least one ship (ground forces alone do not fight in space)",
            "защищающийся: во флоте нужен хотя бы один корабль (наземные войска в космосе не сражаются)",
        ),
        (
            {"attacker": "2 carrier", "defender": {"fleet": "1 destroyer", "techs": ["non_euclidean_shielding"]}},
            "defender: Non-Euclidean Shielding is a faction technology of the Barony of Letnev",
            "защищающийся: «Неевклидово экранирование» — фракционная технология фракции «Барония Летнев»",
        ),
        (
            {"attacker": "1 destroyer 3 fighter", "defender": "1 destroyer"},
            "attacker: 3 fighters/ground forces need transport but the ships carry 0; capacity must be met before"
            " combat",
            "атакующий: перевозки требуют истребители/наземные войска: 3, а мест на кораблях: 0; вместимость должна"
            " соблюдаться до боя",
        ),
        (
            {"attacker": "2 carrier 2 gizmo", "defender": "1 destroyer"},
            None,
            "атакующий: неизвестный отряд «gizmo»; известные отряды: ",
        ),
        (
            {"attacker": "carrier carrier2", "defender": "1 destroyer"},
            "attacker: “carrier” and “carrier2” together: an upgrade applies to every carrier of a player",
            "атакующий: «carrier» и «carrier2» вместе: улучшение действует на все carrier игрока",
        ),
    ],
)
def test_setup_errors_in_russian(options: dict[str, Any], english: str | None, russian: str) -> None:
    """Issue 20: the set-up refusals were English strings; they carry catalog messages now."""
    with pytest.raises(RuleError) as err:
        GAME.setup(options, ["attacker", "defender"], Chance("setup"))
    assert err.value.text is not None and err.value.text["game"] == "ti4"
    if english is not None:
        assert err.value.message == english
    ru = render(CATALOGS, err.value.text, "ru")
    assert ru.startswith(russian), ru
    assert render(CATALOGS, err.value.text, "en") == err.value.message


@pytest.mark.parametrize(
    ("n", "russian"),
    [(1, "1 крейсер I"), (2, "2 крейсера I"), (5, "5 крейсеров I"), (21, "21 крейсер I"), (3, "3 крейсера I")],
)
def test_counted_units_take_the_case_forms_from_data(n: int, russian: str) -> None:
    """Issue 20: units are named in Russian with the forms data/ti4/units.json stores (Fluent selects by the
    plural category, it does not decline): 1 and 21 nominative, 2-4 genitive singular, 5-20 genitive plural."""
    from bot.games.ti4.texts import unit_count
    from bot.games.ti4.units import unit_stats

    counted = unit_count(n, unit_stats("cruiser"))
    assert render(CATALOGS, counted, "ru") == russian
    assert render(CATALOGS, counted, "en") == f"{n} Cruiser I"


def test_unit_names_in_russian_sentences() -> None:
    from bot.games.ti4 import hits
    from bot.games.ti4.narration import dice_text, fleet_msg
    from bot.games.ti4.units import unit_stats

    stats = {u: unit_stats(u) for u in ("fighter", "dreadnought", "destroyer2")}
    stats["flagship"] = unit_stats("flagship", "sardakk")
    fleet = fleet_msg({"dreadnought": [1, 1], "fighter": [5, 0], "flagship": [1, 0]}, stats)
    assert render(CATALOGS, msg("detail.keeps", fleet=fleet), "ru") == (
        "останется: 1 К'морран Н'орр (флагман), 2 дредноута I (повреждено: 1), 5 истребителей I"
    )
    rolled = dice_text([{"unit": "destroyer2", "value": 8, "mod": -1, "dice": [9, 2]}], stats)
    assert render(CATALOGS, msg("say.rolled_dice", side=msg("side.attacker"), what="x", dice=rolled, hits=1), "ru") == (
        "Атакующий, x: эсминец II 8+ (-1) [9 2] → 1 попадание"
    )
    pack = hits.HitPack(1, 0, "any", True, 1, "combat")
    found = hits.check_msg({"fighter": [2, 0]}, stats, pack, {"destroy": {"fighter": 5}})
    assert found is not None and render(CATALOGS, found, "ru") == "у вас только 2 истребителя I"
    found = hits.check_msg({"fighter": [2, 0]}, stats, pack, {"destroy": {"dreadnought": 1}})
    assert found is not None and render(CATALOGS, found, "ru") == "у вас нет дредноута I в этом бою"


def test_rule_citations_in_russian() -> None:
    """Issue 20: «(п. 39.4 правил)», not "(RU 39.4)", which reads as a language code."""
    from bot.engine.gametext import rule_error
    from bot.games.ti4.texts import cite_msg

    assert render(CATALOGS, msg("cite", rule=cite_msg("RU 39.4б")), "ru") == "п. 39.4б правил"
    assert render(CATALOGS, msg("cite", rule=cite_msg("LRR 16 / RU 39.10а")), "ru") == (
        "п. 16 справочника правил (LRR) / п. 39.10а правил"
    )
    assert render(CATALOGS, msg("cite", rule=cite_msg("TI4 rule 39.6")), "en") == "TI4 rule 39.6"
    state = GAME.setup(MATCHES[0][0], ["attacker", "defender"], Chance("err"))
    with pytest.raises(RuleError) as err:
        GAME.act(state, "defender", {"kind": "declare", "retreat": False}, Chance("err"))
    assert rule_error(err.value, "ru").endswith("(п. 39.4 правил)"), rule_error(err.value, "ru")
    assert rule_error(err.value, "en").endswith("(TI4 rule 39.4)")
