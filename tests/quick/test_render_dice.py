"""The dice strip and the odds chart draw what they are given."""

from bot.quick.common import DieIcon
from bot.quick.odds import odds_request
from bot.quick.roll import roll
from renderers.dice import BACKGROUND, dice_strip, odds_chart


def test_strip_size_wraps_rows_and_draws_each_die() -> None:
    icons = [DieIcon("xwing-attack", "hit")] * 3
    img = dice_strip(icons, size=32, per_row=12, gap=4)
    assert img.size == (4 + 3 * 36, 40)
    assert dice_strip([DieIcon("d10", "7")] * 13, per_row=12).size == (4 + 12 * 36, 4 + 2 * 36)
    # the centre of each die is not background; a gap pixel is
    for k in range(3):
        assert img.getpixel((4 + k * 36 + 16, 20)) != BACKGROUND
    assert img.getpixel((2, 2)) == BACKGROUND


def test_cancelled_die_is_faded() -> None:
    kept = dice_strip([DieIcon("xwing-defense", "blank")])
    faded = dice_strip([DieIcon("xwing-defense", "blank", "cancelled")])
    k, f = kept.getpixel((8, 20)), faded.getpixel((8, 20))
    assert isinstance(k, tuple) and isinstance(f, tuple)
    assert sum(k) > sum(f)


def test_every_game_renders_from_json_too() -> None:
    for game, req in [
        ("xwing", "3 red focus lock vs 2 green evade"),
        ("ia", "red blue yellow green vs black white"),
        ("ti4", "3x 9"),
        ("swm", "+8 vs 16"),
        ("dice", "4d6kh3+2"),
    ]:
        r = roll(game, req, seed="render")
        img = dice_strip(r.to_json()["icons"])
        assert img.width >= 36 and img.height >= 36


def test_odds_chart_has_one_bar_per_damage_value() -> None:
    j = odds_request("2 red vs 1 green").to_json()
    img = odds_chart(j, width=300, height=160)
    assert img.size == (300, 160)
    bars = {x for x in range(300) if img.getpixel((x, 160 - 23)) != BACKGROUND}
    assert bars  # the bars reach the baseline


def test_the_dice_pictures_speak_russian() -> None:
    """Issue 20: the chart's words and Imperial Assault's face letters from the pictures' catalog, in DejaVu Sans
    (Pillow's bundled font has no Cyrillic: the words would be boxes)."""
    from renderers.common.fonts import font_family
    from tests.test_pseudo_locale import _Drawn

    with _Drawn() as drawn:
        odds_chart(odds_request("3 red vs 2 green").to_json(), locale="ru")
        dice_strip(roll("ia", "red blue green", seed="ru").icons, locale="ru")
    texts = set(drawn.texts)
    assert any(t.startswith("ожидаемый урон ") and "," in t for t in texts)  # decimal comma
    assert "столбик: P(урон = d), тёмная часть — с критом; сверху: P(≥ d)" in texts
    assert any("У" in t for t in texts if len(t) < 8)  # a damage face: «У» (урон), not "D"
    assert not {t for t in texts if any(c in t for c in "DSBE")}
    if font_family() == "dejavu":
        img = odds_chart(odds_request("3 red vs 2 green").to_json(), locale="ru")
        title = img.crop((10, 4, 150, 18))
        assert len(set(title.getdata())) > 2  # glyphs drawn, not an empty strip


def test_the_dice_pictures_words_come_from_a_catalog() -> None:
    """The pseudo-locale guard for the dice pictures (tests/test_pseudo_locale.py does the match pictures)."""
    from bot.core.texts import PSEUDO
    from tests.test_pseudo_locale import _Drawn, _unmarked

    with _Drawn() as drawn:
        odds_chart(odds_request("3 red vs 2 green").to_json(), locale=PSEUDO)
        for game, req in [("xwing", "3 red focus vs 2 green"), ("ia", "red blue yellow green vs black white")]:
            dice_strip(roll(game, req, seed="xx").icons, locale=PSEUDO)
    assert {t: _unmarked(t, set()) for t in drawn.texts if _unmarked(t, set())} == {}
