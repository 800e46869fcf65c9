"""What the Discord pseudo-locale guard found untranslated (tests/discord/test_pseudo_locale_replies.py), read in
Russian as a player sees it (issue 20)."""

from __future__ import annotations

from bot.core import declared
from bot.core.chance import Chance
from bot.core.protocol import RuleError
from bot.discord_bot import gametext
from bot.discord_bot.invite_texts import summary
from bot.discord_bot.presenter import log_lines
from bot.discord_bot.replies import error_text
from bot.engine.errors import EngineError, UndoError
from bot.games import registry
from bot.quick.ti4_odds import odds
from tests.discord.conftest import Harness, start_duel
from tests.discord.test_async_play import pick


def test_the_invitation_names_ti4_and_swm_options_and_says_yes_or_no() -> None:
    ti4 = declared.setup_options(registry.get("ti4"))
    options = {"attacker": "2 cruiser", "defender": "1 destroyer", "nebula": True}
    assert ", ".join(summary("ti4", options, ti4, None, "ru")) == (
        "флот атакующего: 2 cruiser, флот защищающегося: 1 destroyer, туманность: да"
    )
    assert summary("ti4", {"nebula": False}, ti4, None, "en") == ["nebula no"]
    swm = declared.setup_options(registry.get("swm"))
    said = summary("swm", {"era": "rebellion", "points": 100, "round_limit": 0}, swm, None, "ru")
    assert said == ["Эра Восстания", "предел стоимости отряда: 100", "предел Раундов: нет"], said
    assert summary("swm", {"round_limit": 8}, swm, None, "ru") == ["предел Раундов: 8"]


def test_the_engines_refusals_in_russian() -> None:
    assert error_text(EngineError("the match is not paused", said="engine.not_paused"), "ru") == (
        "Нельзя: партия не на паузе"
    )
    undo = UndoError("x", said="engine.undo_not_a_move", seq=7, ends="3, 5")
    assert error_text(undo, "ru") == "Нельзя: событие №7 — не конец хода; выберите одно из: 3, 5"
    assert error_text(EngineError("plain English"), "ru") == "Нельзя: plain English"  # no message: as written


def test_ti4_odds_name_the_survivors_in_russian_in_the_genitive_after_a_fraction() -> None:
    result = odds({"fleet": "2 cruiser"}, {"fleet": "1 destroyer"})
    said = [gametext.localize("ti4", m, "", "ru") for m in result.said["attacker"]]
    assert len(said) == 1 and said[0].endswith(" крейсера I") and "," in said[0], said  # «1,85 крейсера I»
    english = [gametext.localize("ti4", m, "", "en") for m in result.said["attacker"]]
    assert english[0].endswith(" Cruiser I") and "." in english[0], english


def test_a_ti4_fleet_refusal_in_russian() -> None:
    from bot.quick.ti4_odds import prepare

    try:
        prepare({"fleet": "2 zorg"}, {"fleet": "1 destroyer"})
    except RuleError as exc:
        said = gametext.rule_error(exc, "ru")
    else:
        raise AssertionError("an unknown unit must be refused")
    assert said.startswith("атакующий: неизвестный отряд «zorg»; известные отряды: `carrier`"), said


def test_an_ia_figure_placed_by_its_player_in_russian() -> None:
    game = registry.get("ia")
    chance = Chance("placed")
    state = game.setup({"mission": "data-heist", "deployment": "players"}, ["p1", "p2"], chance)
    events = []
    for _ in range(4):
        (prompt, *_rest) = game.prompts(state)
        assert prompt.options
        new = game.act(state, prompt.seat, dict(prompt.options[0].action), chance)
        for e in new:
            state = game.evolve(state, e)
        events += [e.to_json() for e in new]
        if any(e["kind"] == "placed" for e in events):
            break
    placed = next(e for e in events if e["kind"] == "placed")
    (line,) = log_lines([placed], "ia", "ru")
    x, y = placed["payload"]["to"]
    assert line.endswith(f" размещается на {x},{y}.") and "placed" not in line, line


def test_ia_and_starfighter_pasted_picks_refused_in_russian() -> None:
    for name, typed, words in (
        ("ia", "nobody", "сначала укажите место (`p1`, `p2`), например `p1: darth-vader, stormtrooper`"),
        ("starfighter", "zz", "Сначала укажите свою сторону (`south`, `north`) и двоеточие, затем номера карт."),
        ("swm", "light: nobody", "«nobody» — не id и не имя персонажа из нашего набора."),
    ):
        pick = declared.secret_pick(registry.get(name))
        assert pick is not None
        try:
            declared.read_pick(pick, typed, {})
        except RuleError as exc:
            said = gametext.rule_error(exc, "ru")
        else:
            raise AssertionError(f"{typed!r} is no {name} pick")
        assert said == words, said


def test_an_ia_armys_problems_in_russian_with_plural_forms() -> None:
    """The builder's running total and a set-up refusal name what is wrong in Russian (they were English)."""
    from bot.core.chance import Chance
    from bot.core.texts import render
    from bot.games.ia.game import CATALOGS, GAME

    def tally(ids: list[str], **options: int) -> str:
        return render(CATALOGS, GAME.pick_tally("p1", ids, options), "ru")

    said = tally(["darth-vader#1", "stormtrooper#1", "cmd:brace#1", "cmd:hit-and-fade#1"])
    assert said.endswith(
        "Ещё исправить: в колоде командования ровно 15 карт, а не 2 (L569); "
        "«Ударить и скрыться» — только для армий Альянса, а это армия Империи"
    ), said
    said = tally(["darth-vader#1", "darth-vader#2"], points=30)
    assert said.endswith(
        "армия стоит 36 очков, а можно не больше 30; 2 копии карты «Дарт Вейдер», а уникальная карта — не больше 1"
    ), said
    five = tally([f"stormtrooper#{n}" for n in range(1, 5)] + ["stormtrooper#4"])
    assert "5 копий карты «Штурмовик», а обычная карта — не больше 4" in five, five
    try:
        GAME.setup(
            {"mission": "data-heist", "armies": {"p1": {"units": ["darth-vader", "luke-hero"]}}},
            ["p1", "p2"],
            Chance("x"),
        )
    except RuleError as exc:
        assert gametext.rule_error(exc, "ru") == (
            "Нельзя подготовить эту схватку: армия игрока 1: у армии одна принадлежность (L1198), "
            "а в этой смешаны карты Империи, Альянса"
        )
        assert exc.message == "player 1's army: one affiliation per army (L1198); this one mixes Imperial, Rebel"
    else:
        raise AssertionError("an army of two affiliations must be refused (L1198)")


async def test_an_undo_refused_in_a_russian_thread_names_the_player(harness: Harness) -> None:
    """Both players read Russian: the undo request and its refusal in the thread speak Russian (they spoke the
    server's default) and name who refused by mention, not by his seat's id («b refused the undo»)."""
    h = harness
    h.alice.locale = "ru"  # bob reads Russian too
    match_id, thread = await start_duel(h)
    dm = await h.fake.wait_dm(h.alice, lambda m: bool(m.custom_ids()))
    await pick(h, h.alice, dm, 2)
    await h.settle()
    await h.fake.slash(h.alice, "match undo", channel=thread)
    await h.settle()
    request = await h.fake.wait_message(lambda: h.fake.channel_messages(thread), lambda m: "отменить" in m.content)
    assert f"{h.alice.mention} просит отменить последнее решение в партии №{match_id}." in request.content
    assert request.labels() == ["Разрешить отмену", "Отказать"]
    await h.fake.click(h.bob, request, next(c for c in request.custom_ids() if c.endswith(":no")))
    await h.settle()
    said = [m.content for m in h.fake.channel_messages(thread)]
    assert f"{h.bob.mention} отказывается от отмены." in said, said
    refused = await h.fake.slash(h.bob, "match resume", channel=thread, match=match_id)
    assert refused.text() == "Нельзя: партия не на паузе", refused.text()


def test_the_xwing_builder_names_the_ship_type_in_russian() -> None:
    """data/xwing/ships.json's name_ru («TIE-улучшенный», «TIE-истребитель») in the builder's pilot details."""
    pick = declared.secret_pick(registry.get("xwing"))
    assert pick is not None
    options = {o.id: o for o in pick.pick_options("imperial")}
    vader = gametext.option("xwing", options["darthvader#1"], "ru")
    assert vader.detail == "TIE-улучшенный, мастерство пилота 9, 29 очков", vader.detail
    academy = gametext.option("xwing", options["academypilot#1"], "ru")
    assert academy.detail is not None and academy.detail.startswith("TIE-истребитель, "), academy.detail
    assert gametext.option("xwing", options["darthvader#1"], "en").detail == "TIE Advanced, skill 9, 29 points"


def test_players_content_is_named_by_kind_in_russian_with_plural_forms() -> None:
    """Issue 20: `/<game> content` names the kind with its Russian forms and gender, the game by its title."""
    from bot.engine.content import Added, ContentItem
    from bot.engine.content_text import added_text, describe, list_lines, removed_text
    from bot.engine.errors import ContentError

    def stored(game: str, kind: str, n: int) -> list[Added]:
        return [Added(ContentItem(game, kind, f"x{i}", {}, "1", 0.0), False) for i in range(n)]

    def first_line(game: str, kind: str, n: int) -> str:
        return added_text(stored(game, kind, n), "ru").splitlines()[0]

    assert first_line("ia", "deployment", 1) == "Карта дислокации «x0» сохранена."
    assert first_line("ia", "deployment", 2).startswith("Сохранено: 2 карты дислокации (x0, x1")
    assert first_line("ia", "map", 5).startswith("Сохранено: 5 карт поля (")
    assert first_line("starfighter", "card", 21).startswith("Сохранено: 21 карта отряда (")
    assert first_line("starfighter", "cruiser", 1) == "Сторона крейсера «x0» сохранена."
    assert first_line("swm", "character", 3).startswith("Сохранено: 3 персонажа (")
    item = ContentItem("ia", "map", "base", {}, "1", 0.0)
    assert removed_text(item, "ru").startswith("Карта поля «base» удалена.")
    assert list_lines([], "starfighter", "ru", str) == [
        "Для игры «Звёздные сражения» (Starfighter) здесь пока нет сохранённых данных."
    ]
    full = ContentError("content.err.full", game="swm", kind="character", have=200, adding=1, limit=200)
    assert describe(full, "ru") == (
        "Сервер хранит не больше 200 персонажей (сейчас 200, добавляется 1); сначала удалите лишние."
    )
    one = ContentError("content.err.too_many", game="ia", kind="deployment", count=201, limit=21)
    assert describe(one, "ru") == "В списке 201 запись, а сервер хранит не больше 21 карты дислокации."
    ambiguous = ContentError("content.err.ambiguous", game="ia", id="x", kinds=["deployment", "map"])
    assert describe(ambiguous, "ru") == (
        "Id «x» есть у записей нескольких видов (`deployment` (карта дислокации), `map` (карта поля)); укажите вид."
    )
    big = ContentError("content.err.item_too_big", game="swm", kind="character", id="x", size=20002, limit=20000)
    assert describe(big, "ru") == (
        "Персонаж «x» занимает в сжатом JSON 20002 байта, а предел для одной записи этого вида — 20000 байт."
    )


def test_ti4_odds_notes_and_refusals_in_russian() -> None:
    """Issue 20: a fleet over capacity is answered with a Russian note; fleets too large are refused in Russian
    (numbers grouped per locale)."""
    from bot.quick.ti4_odds import prepare

    result = odds({"fleet": "1 carrier 6 fighter"}, {"fleet": "1 cruiser"})
    said = [gametext.localize("ti4", m, n, "ru") for m, n in zip(result.notes_said, result.notes, strict=True)]
    assert said == [
        "Атакующий превышает вместимость (п. 16 справочника правил): перевозки требуют истребители/наземные войска: "
        "6, а мест на кораблях: 4. В партии лишние отряды убираются до боя; эти шансы посчитаны для флота как он "
        "есть, без проверок вместимости для этой стороны"
    ]
    assert result.notes[0].startswith("the attacker is over capacity (rule 16): 6 fighters/ground forces need room")
    try:
        prepare({"fleet": "20 dreadnought"}, {"fleet": "20 dreadnought"}, limit=100)
    except RuleError as exc:
        refusal = gametext.rule_error(exc, "ru")
    else:
        raise AssertionError("fleets over the limit must be refused")
    assert refusal.startswith("для этих флотов нужно рассчитать 1\u00a0681 состояние флотов, а предел — 100 ("), refusal
    assert "; самые большие флоты из этих отрядов, которые укладываются в предел: «" in refusal


def test_a_pause_reads_in_russian_with_or_without_a_seat() -> None:
    """Issue 20: the engine's pause reason by its message, not its English id, in the thread and the console."""
    from bot.engine.match_texts import pause_text

    def who(seat: str) -> str | None:
        return {"rebel": "<@1>"}.get(seat)

    assert pause_text("m1", {"reason": "deadline passed"}, "ru", who) == "Партия №m1 на паузе: истёк срок решения"
    assert pause_text("m1", {"reason": "deadline passed", "seat": "ghost"}, "ru", who) == (
        "Партия №m1 на паузе: истёк срок решения"
    )
    assert pause_text("m1", {"reason": "deadline passed", "seat": "rebel"}, "ru", who) == (
        "В партии №m1 истёк срок для <@1>: партия на паузе."
    )
    assert pause_text("m1", {"reason": "deadline passed"}, "en", who) == (
        "Match #m1 is paused: a decision's deadline passed"
    )


def test_the_ia_content_help_names_the_json_fields_a_player_types() -> None:
    """Issue 20: the Russian help names each field by the key a player types, with its Russian word beside it
    (before, it listed «имя, принадлежность», which no card takes)."""
    said = gametext.text("ia", "content.deployment", "ru")
    for field in ("name (имя)", "affiliation (принадлежность)", "health (здоровье)", "surges (перегрузки)"):
        assert field in said, said
    assert "(areas red, blue)" in gametext.text("ia", "content.map", "ru")
