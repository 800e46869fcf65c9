"""Russian grammar in the catalogs (issue 20): numerals 1/2/5/21 agree with each counted noun (CLDR plural
categories chosen in the catalog), sides agree with their verbs, and the issue's wrong phrasings are gone."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from bot.core.texts import msg, quoted, render
from bot.games.ti4.texts import CATALOGS as TI4
from bot.games.xwing.cards.common import pilot_name
from bot.games.xwing.texts import CATALOGS, player_msg, seat_msg, token_msg


def ru(key: str, **params: object) -> str:
    return render(CATALOGS, msg(key, **params), "ru")


@pytest.mark.parametrize(
    ("token", "forms"),
    [
        ("focus", ("1 жетон концентрации", "2 жетона концентрации", "5 жетонов концентрации", "21 жетон концентрации")),
        ("evade", ("1 жетон уклонения", "2 жетона уклонения", "5 жетонов уклонения", "21 жетон уклонения")),
        ("stress", ("1 жетон перегрузки", "2 жетона перегрузки", "5 жетонов перегрузки", "21 жетон перегрузки")),
        ("ion", ("1 жетон ионизации", "2 жетона ионизации", "5 жетонов ионизации", "21 жетон ионизации")),
    ],
)
def test_tokens_agree_with_their_number(token: str, forms: tuple[str, ...]) -> None:
    for n, form in zip((1, 2, 5, 21), forms, strict=True):
        assert ru("say.tokens", ship="LS", value=n, token=token_msg(token)) == f"У LS теперь {form}."


def test_counted_nouns_with_1_2_5_21() -> None:
    dice = {n: ru("bonus.attackN", n=n) for n in (1, 2, 5, 21)}
    assert dice == {1: "+1 кубик атаки", 2: "+2 кубика атаки", 5: "+5 кубиков атаки", 21: "+21 кубик атаки"}
    cards = [ru("say.deck_reshuffled", n=n) for n in (1, 2, 5, 21)]
    assert [c.split("(")[1].split(")")[0] for c in cards] == ["1 карта", "2 карты", "5 карт", "21 карта"]
    blanks = [ru("what.reroll_blanks", n=n) for n in (1, 2, 5, 21)]
    assert blanks == [
        "перебросить 1 пустой результат",
        "перебросить 2 пустых результата",
        "перебросить 5 пустых результатов",
        "перебросить 21 пустой результат",
    ]
    cost = ru("err.squad_cost", seat=seat_msg("rebel"), cost=21, points=100)
    assert cost == "звено мятежников стоит 21 очко, больше лимита в 100 очков"
    assert ru("err.squad_cost", seat=seat_msg("imperial"), cost=102, points=100).startswith(
        "звено Империи стоит 102 очка"
    )
    ships = [ru("say.may_reinforce", who=player_msg("imperial"), n=n, pilot="Курсант Академии") for n in (1, 2, 5, 21)]
    assert ships[0] == "Имперец может вызвать подкрепление: Курсант Академии (1 корабль)."
    assert [s.split("(")[1] for s in ships[1:]] == ["2 корабля).", "5 кораблей).", "21 корабль)."]
    crits = [ru("say.shuttle_crits", n=n) for n in (1, 2, 5)]
    assert crits[0] == "Против челнока 1 критическое попадание считается обычным."
    assert crits[1].startswith("Против челнока 2 критических попадания считаются")
    assert crits[2].startswith("Против челнока 5 критических попаданий считаются")
    focus = [ru("say.marksmanship", card="M", n=n) for n in (1, 2, 5, 21)]
    assert focus == [
        "M: 1 концентрация → критическое попадание, 1 концентрация → попадание.",
        "M: 1 концентрация → критическое попадание, 2 концентрации → попадания.",
        "M: 1 концентрация → критическое попадание, 5 концентраций → попадания.",
        "M: 1 концентрация → критическое попадание, 21 концентрация → попадание.",
    ]
    units = [render(TI4, msg("err.sustain_undamaged", n=n, unit="Dreadnought"), "ru") for n in (1, 2, 5, 21)]
    assert [u.rsplit(": ", 1)[1] for u in units] == ["1 отряд", "2 отряда", "5 отрядов", "21 отряд"]


def test_sides_and_players_agree_with_their_verbs() -> None:
    # «Империя побеждают» (issue 20) -> a form with no verb to agree with
    assert ru("say.game_over", winner=seat_msg("imperial", True), reason="x") == "Победа: Империя (x)."
    assert ru("say.game_over", winner=seat_msg("rebel", True), reason="x") == "Победа: Мятежники (x)."
    # a player is «мятежник»/«имперец» (rulebook p.4): singular, masculine, with a singular verb
    assert ru("say.concedes", who=player_msg("rebel")) == "Мятежник сдаётся."
    assert ru("say.concedes", who=player_msg("imperial-2")) == "Имперец сдаётся."  # a team player names the side
    assert ru("say.edge_north") == "Мятежник занимает северный край игровой зоны."


def test_the_issues_wrong_phrasings_are_fixed() -> None:
    # «{ship} управляет {owner}» read as the ship controlling the owner
    flown = ru("err.flown_by", ship=pilot_name("lukeskywalker"), owner="alice", player="bob")
    assert flown == "Люк Скайуокер — корабль, которым управляет alice, а не bob"
    # the stressed-dial hint said the reverse of the rule (rulebook line 737: the opponent replaces a red maneuver)
    hint = ru("prompt.dial_stressed", round=2, ship="LS")
    assert "если выберете красный манёвр, соперник заменит его другим" in hint
    assert ru("err.roll_slide") == "сдвиг — число мм от −20 до 20"  # a real minus sign
    assert ru("reason.fled") == "вышел из боя"
    assert "этого раунда, п. 39.4 правил)" in render(TI4, msg("prompt.declare", round=1), "ru")


def test_names_from_data_in_the_readers_language() -> None:
    from bot.games.xwing.cards.common import card_effect, card_name, pilot_name

    # the rulebook spells «Бигс» (xwing-rules-ru.txt line 931), «Люк Скайуокер» (179), «Прямое попадание!» (1338)
    assert render(CATALOGS, msg("say.vader", card=pilot_name("biggsdarklighter")), "ru").startswith("Бигс Дарклайтер")
    luke = card_effect(pilot_name("lukeskywalker"), msg("what.luke"))
    assert render(CATALOGS, luke, "ru") == "Люк Скайуокер: заменить 1 результат концентрации на уклонение"
    assert render(CATALOGS, luke, "en") == "Luke Skywalker: change 1 focus result to an evade"
    dealt = msg("say.dealt_faceup", ship=pilot_name("nightbeast"), card=card_name("direct_hit"))
    assert (
        render(CATALOGS, dealt, "ru")
        == "«Ночной Зверь» получает карту урона «Прямое попадание!» лицевой стороной вверх."
    )
    # a name the rulebook does not give is our own translation, labelled as such in the data
    assert render(CATALOGS, msg("say.vader", card=pilot_name("darthvader")), "ru").startswith("Дарт Вейдер")


def test_reasons_and_sides_inside_sentences_are_russian() -> None:
    from bot.games.xwing.rules import _why_msg

    # «не выполняет действие (stressed)» (issue 20): the reason is a catalog text too
    assert ru("say.no_action", ship="NB", why=_why_msg("stressed")) == "NB не выполняет действие (под перегрузкой)."
    said = ru("say.stressed_red", ship="HS", seat=player_msg("imperial", lower=True))
    assert said == "HS под перегрузкой раскрыл красный манёвр: имперец выбирает ему не красный манёвр."


def test_the_match_log_reads_in_the_readers_language() -> None:
    from bot.discord_bot.presenter import log_lines

    events: list[Mapping[str, Any]] = [
        {"kind": "note", "payload": {"say": "Combat phase.", "say_key": "say.combat", "say_params": {}}},
        {"kind": "awaiting", "payload": {"pending": None}},
        {
            "kind": "note",
            "payload": {"say": "NB does not attack.", "say_key": "say.no_attack", "say_params": {"ship": "NB"}},
        },
    ]
    assert log_lines(events, "xwing", "ru") == ["Фаза боя.", "NB не атакует."]
    assert log_lines(events, "xwing", "en") == ["Combat phase.", "NB does not attack."]
    assert log_lines(events) == ["Combat phase.", "NB does not attack."]  # no game named: the English it stored


def test_team_players_wait_kinds_and_offered_effects_in_russian() -> None:
    """Issue 20: no raw seat id («rebel-2»), decision kind («swarm tactics») or effect id list in Russian."""
    from bot.games.xwing.says import _kind_msg
    from bot.games.xwing.texts import either_msg, who_msg

    assert ru("wait.seat", seat=who_msg("imperial-2", "whom"), what=_kind_msg("swarm_tactics")) == (
        "Ход за имперцем 2: выбрать мастерство пилота, которое даёт «Тактика стаи»"
    )
    assert ru("wait.seat", seat=who_msg("rebel", "whom"), what=_kind_msg("political_escort_reinforce")) == (
        "Ход за мятежниками: выбрать, где появится подкрепление"
    )
    deciders = either_msg([who_msg("rebel-1", "whom"), who_msg("rebel-3", "whom")])
    assert ru("err.team_decision", who=deciders, player=who_msg("imperial-1", "whom")) == (
        "это решение за мятежником 1 или мятежником 3, а не за имперцем 1"
    )
    offered = [msg("effect.offered", label=msg("effect.focus"), id="focus")]
    assert (
        ru("err.not_available", name=quoted("x"), offered=offered)
        == "«x» сейчас недоступно (доступно: Концентрация (`focus`))"
    )


def test_spent_focus_results_agree_with_their_number() -> None:
    """«тратит концентрацию: 1 концентрации -> попадание» (issue 20): the counted results agree (1/2/5/21), the
    token is named, and the arrow is a real one."""
    hits = [ru("say.spend_focus_hit", ship="LS", n=n) for n in (1, 2, 5, 21)]
    assert hits == [
        "LS тратит жетон концентрации: 1 концентрация → попадание.",
        "LS тратит жетон концентрации: 2 концентрации → попадания.",
        "LS тратит жетон концентрации: 5 концентраций → попадания.",
        "LS тратит жетон концентрации: 21 концентрация → попадание.",
    ]
    evades = [ru("say.spend_focus_evade", ship="LS", n=n) for n in (1, 2, 5)]
    assert [e.split(": ")[1] for e in evades] == [
        "1 концентрация → уклонение.",
        "2 концентрации → уклонения.",
        "5 концентраций → уклонения.",
    ]
    garven = ru("say.garven", card="GD", n=2, face=msg("face.hit"), ship="LS")
    assert garven == "GD тратит концентрацию (2 концентрации → попадание) и передаёт жетон LS."
    assert "->" not in ru("say.card_reroll", card="H", faces="x")


def test_damage_words_are_the_rulebooks() -> None:
    """A damage card is «карта урона» [146], one damage «1 урон» [611], stress «перегрузка» [124], a blank die
    «пустой результат» [654]: none of «карта повреждения», «1 повреждение», «под стрессом», «пусто» in play."""
    assert ru("say.card_discarded", ship="LS") == "LS сбрасывает карту урона."
    assert ru("say.ion_hit", ship="LS").endswith(": 1 урон и 1 жетон ионизации.")
    assert ru("say.stunned_pilot", card="C", ship="LS").endswith("получает 1 урон.")
    assert ru("err.stressed_no_action", ship="LS") == "LS под перегрузкой и не может выполнять действия"
    assert ru("say.asteroid_roll", ship="LS", face=msg("face.blank")).endswith(": пустой результат.")
    assert "карты урона" in ru("err.r5_card", ship="LS", card="'x'")
    assert ru("err.howlrunner").startswith("«Ревун»")  # the pilot by his Russian name, not "Howlrunner"


def test_ships_are_set_up_as_the_rulebook_says() -> None:
    """Rulebook line 183: a ship «выставляется» «полностью в пределах дистанции 1» of its edge (not «поместите»);
    a mission's reason reads «миссия 1: …», not a parenthesis inside the result's parenthesis."""
    deploy = ru("prompt.deploy", ship="LS", skill=8)
    assert deploy.startswith("Выставьте LS (мастерство пилота 8) полностью в пределах дистанции 1 от своего края")
    assert ru("wait.deploy", ship="LS") == "выставить LS"
    over = ru("say.game_over", winner=seat_msg("imperial", True), reason=msg("reason.m1_destroyed"))
    assert over == "Победа: Империя (миссия 1: челнок сенатора уничтожен)."


def test_barrel_roll_slides_read_with_a_decimal_comma_and_a_real_minus() -> None:
    """«Бочка влево, назад (-20.0 мм)» (issue 20): the game passes the slide as signed text ("-20.0"); the Russian
    catalog shows it through SIGNED(): «−20,0», «+20,0», «−17,5»; English keeps "-20.0"."""
    from bot.games.xwing.texts import CATALOGS as XW

    def label(mm: str, lang: str = "ru") -> str:
        return render(XW, msg("opt.roll_slide", side=msg("side.left"), where=msg("slide.back"), mm=mm), lang)

    assert label("-20.0") == "Бочка влево, назад (−20,0 мм)"
    assert label("+20.0") == "Бочка влево, назад (+20,0 мм)"
    assert label("-20.0", "en") == "Roll left, back (-20.0 mm)"
    said = render(XW, msg("say.barrel_roll_slide", ship="LS", side=msg("side.right"), slide="-17.5"), "ru")
    assert said == "LS делает бочку вправо (−17,5 мм)."
