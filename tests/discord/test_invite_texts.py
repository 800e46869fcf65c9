"""The invitation summary and the squad builder's pilot details in the reader's language (issue 20)."""

from __future__ import annotations

from bot.core import declared
from bot.core.protocol import Option
from bot.core.texts import msg
from bot.discord_bot import gametext
from bot.discord_bot.invite_texts import summary
from bot.games import registry

XWING = declared.setup_options(registry.get("xwing"))
DEADLINES = {"seconds": 1800.0, "on_expiry": "forfeit"}


def test_summary_in_russian() -> None:
    options = {"obstacles": "none", "deployment": "auto", "mission": "hide_and_seek", "points": 100}
    text = ", ".join(summary("xwing", options, XWING, DEADLINES, "ru"))
    assert text == (
        "астероиды: нет, расстановка: автоматическая, Миссия 2: Прятки в астероидах, очки звена: 100, "
        "0,5 ч на решение, по истечении: поражение опоздавшего"
    ), text
    assert summary("ti4", {}, (), None, "ru") == ["без особых условий"]


def test_summary_in_english_reads_in_words() -> None:
    options = {"obstacles": "none", "deployment": "auto", "points": 100}
    text = ", ".join(summary("xwing", options, XWING, {"seconds": 7200.0, "on_expiry": "pause"}, "en"))
    # words, not "obstacles=none, 2 h/decision, pause" (issue 21)
    assert text == "obstacles none, deployment auto, points 100, 2 hours per decision, then the match pauses"
    assert summary("ti4", {}, (), DEADLINES, "en") == [
        "standard set-up",
        "0.5 hours per decision, then the late player forfeits",
    ]


def test_builder_pilot_detail_in_russian_with_plural_points() -> None:
    pick = declared.secret_pick(registry.get("xwing"))
    assert pick is not None
    options = {o.id: o for o in pick.pick_options("rebel")}
    luke = gametext.option("xwing", options["lukeskywalker#1"], "ru")
    assert luke.detail == "X-wing, мастерство пилота 8, 28 очков", luke.detail
    assert luke.label == "Люк Скайуокер"
    english = gametext.option("xwing", options["lukeskywalker#1"], "en")
    assert english.detail == "X-wing, skill 8, 28 points" and english.label == "Luke Skywalker"
    # Russian plurals by CLDR category: 21 -> one, 23 -> few
    assert gametext.option("xwing", options["rookiepilot#2"], "ru").detail == "X-wing, мастерство пилота 2, 21 очко"
    assert gametext.option("xwing", options["dutchvander#1"], "ru").detail == "Y-wing, мастерство пилота 6, 23 очка"
    assert gametext.option("xwing", options["rookiepilot#2"], "ru").label == "Пилот-новичок #2"


def test_a_ti4_options_detail_in_russian() -> None:
    """A select option's detail goes through the catalog too: TI4's "keeps <fleet>" (issue 20)."""
    option = Option(
        "a0",
        "1 hit on a carrier",
        {"kind": "assign"},
        detail="keeps F",
        texts={"detail": msg("detail.keeps", fleet="F")},
    )
    assert gametext.option("ti4", option, "ru").detail == "останется: F"
    assert gametext.option("ti4", option, "en").detail == "keeps F"


def test_ia_invitation_names_the_mission_and_who_deploys() -> None:
    """The mission is a real choice players meet (L1069: drawn by the initiative player; here chosen or drawn at
    the start) and deployment by the players (L1071) is the default a new challenge shows."""
    ia = registry.get("ia")
    options = declared.setup_options(ia)
    drawn = summary("ia", declared.new_options(ia, {}), options, None, "en")
    assert drawn == [
        "army points 40",
        "Mission drawn at random when the match starts (the rules: the initiative player draws one)",
        "The players place their figures",
    ]
    chosen = summary(
        "ia", declared.new_options(ia, {"mission": "supply-run", "deployment": "auto"}), options, None, "ru"
    )
    assert chosen == ["очки армии: 40", "Вылазка за припасами (забирайте ящики)", "Автоматически, по порядку зоны"]
