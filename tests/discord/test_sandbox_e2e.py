"""/sandbox through the fake Discord: a table per channel, changes answered in the channel with the explanation and a
picture, bad requests refused ephemerally with an example (nothing changes), and the table kept across a restart."""

from __future__ import annotations

from tests.discord.conftest import Harness
from tests.fakediscord import FakeInteraction


def picture(answer: FakeInteraction) -> bytes:
    (message,) = answer.messages()
    (attachment,) = message.attachments
    assert message.embeds[0]["image"]["url"] == f"attachment://{attachment.filename}"
    return attachment.data


async def test_sandbox_scenario_place_fly_measure_undo(harness: Harness) -> None:
    fake, alice, channel = harness.fake, harness.alice, harness.channel

    placed = await fake.slash(alice, "sandbox place", channel=channel, ship="luke", type="x-wing", x=450, y=100)
    assert not placed.ephemeral
    assert "placed luke (X-wing, small base) by coordinates at (450.0, 100.0, 0°)" in placed.text()
    assert picture(placed).startswith(b"\x89PNG")
    assert "1 ship(s), 0 asteroid(s)" in placed.text()

    near = await fake.slash(
        alice,
        "sandbox near",
        channel=channel,
        ship="vader",
        type="tie-advanced",
        anchor="luke",
        forward=250,
        right=20,
        heading=180,
    )
    assert (
        "vader (TIE Advanced, small base) 250 mm ahead and 20 mm right of luke at (470.0, 350.0, 180°)" in near.text()
    )

    rock = await fake.slash(alice, "sandbox asteroid", channel=channel, shape="3", x=300, y=450)
    assert "added asteroid a1 (asteroid-3) at (300.0, 450.0)" in rock.text()

    # a preview shows where the ship would end; nothing moves
    preview = await fake.slash(
        alice, "sandbox move", channel=channel, ship="luke", maneuver="2 bank left", preview=True
    )
    assert "preview (nothing moved)" in preview.text() and "Would end: (397.8, 226.1, 315°)" in preview.text()
    shown = await fake.slash(alice, "sandbox show", channel=channel)
    assert "luke (X-wing, small) at (450.0, 100.0, 0°)" in shown.text()
    assert picture(shown).startswith(b"\x89PNG")

    flown = await fake.slash(alice, "sandbox move", channel=channel, ship="luke", maneuver="2 bank left")
    assert "luke flies 2-bank-left" in flown.text() and "To: (397.8, 226.1, 315°)" in flown.text()

    checked = await fake.slash(alice, "sandbox check", channel=channel, a="luke", b="vader")
    assert "luke and vader: range 1" in checked.text()
    assert "vader → luke: in arc, range 1" in checked.text() and "luke → vader: not in arc" in checked.text()

    rolled = await fake.slash(alice, "sandbox roll", channel=channel, ship="vader", side="left")
    assert "vader barrel rolls left (slide +0.0 mm)" in rolled.text()

    undone = await fake.slash(alice, "sandbox undo", channel=channel)
    assert "undone: vader barrel rolls left" in undone.text()
    text = await fake.slash(alice, "sandbox do", channel=channel, line="show")
    assert "vader (TIE Advanced, small) at (470.0, 350.0, 180°)" in text.text()
    assert "luke (X-wing, small) at (397.8, 226.1, 315°)" in text.text()

    removed = await fake.slash(alice, "sandbox remove", channel=channel, item="a1")
    assert "removed a1" in removed.text() and "2 ship(s), 0 asteroid(s)" in removed.text()
    cleared = await fake.slash(alice, "sandbox reset", channel=channel)
    assert "the table is empty (undo restores it)" in cleared.text()
    back = await fake.slash(alice, "sandbox undo", channel=channel)
    assert "undone: table cleared" in back.text() and "2 ship(s)" in back.text()


async def test_sandbox_bad_requests_are_ephemeral_with_an_example_and_change_nothing(harness: Harness) -> None:
    fake, alice, channel = harness.fake, harness.alice, harness.channel
    await fake.slash(alice, "sandbox place", channel=channel, ship="luke", type="x-wing", x=450, y=100)

    unknown = await fake.slash(alice, "sandbox move", channel=channel, ship="wedge", maneuver="2 straight")
    assert unknown.ephemeral and "no ship 'wedge' on the table (ships: luke)" in unknown.text()
    assert "Example: `move luke 2-bank-left`" in unknown.text()

    bad_maneuver = await fake.slash(alice, "sandbox move", channel=channel, ship="luke", maneuver="7 loop")
    assert bad_maneuver.ephemeral and "Nothing changed" in bad_maneuver.text() and "Example:" in bad_maneuver.text()

    overlap = await fake.slash(alice, "sandbox place", channel=channel, ship="wedge", type="x-wing", x=460, y=110)
    assert overlap.ephemeral and "would overlap luke" in overlap.text() and "Nothing changed" in overlap.text()

    off_mat = await fake.slash(alice, "sandbox place", channel=channel, ship="wedge", type="x-wing", x=5, y=100)
    assert off_mat.ephemeral and "off the 914.4 mm mat" in off_mat.text()

    bad_line = await fake.slash(alice, "sandbox do", channel=channel, line="place wedge x-wing somewhere")
    assert bad_line.ephemeral and "Example:" in bad_line.text()

    shown = await fake.slash(alice, "sandbox show", channel=channel)
    assert "1 ship(s), 0 asteroid(s)" in shown.text() and "0 step(s)" not in shown.text()
    undone = await fake.slash(alice, "sandbox undo", channel=channel)
    assert "undone: placed luke" in undone.text()
    nothing = await fake.slash(alice, "sandbox undo", channel=channel)
    assert nothing.ephemeral and "nothing to undo" in nothing.text()


async def test_each_channel_has_its_own_table_and_it_survives_a_restart(harness: Harness) -> None:
    fake, alice, bob = harness.fake, harness.alice, harness.bob
    other = fake.add_channel(harness.guild, "teaching")
    await fake.slash(alice, "sandbox place", channel=harness.channel, ship="luke", type="x-wing", x=450, y=100)
    await fake.slash(alice, "sandbox move", channel=harness.channel, ship="luke", maneuver="3 straight")
    await fake.slash(bob, "sandbox place", channel=other, ship="howl", type="tie-fighter", x=200, y=800, heading=180)

    await harness.restart()

    here = await fake.slash(alice, "sandbox show", channel=harness.channel)
    # 3 straight: a 120 mm template plus the 40 mm base
    assert "1 ship(s)" in here.text() and "luke (X-wing, small) at (450.0, 260.0, 0°)" in here.text()
    there = await fake.slash(bob, "sandbox show", channel=other)
    assert "howl (TIE Fighter, малая) в точке (200,0; 800,0; 180°)" in there.text() and "luke" not in there.text()
    undone = await fake.slash(alice, "sandbox undo", channel=harness.channel)  # the undo history is kept too
    assert "undone: luke flies 3-straight" in undone.text()
    assert (
        "luke (X-wing, small) at (450.0, 100.0, 0°)"
        in (await fake.slash(alice, "sandbox show", channel=harness.channel)).text()
    )


async def test_sandbox_texts_follow_the_players_language(harness: Harness) -> None:
    fake, channel = harness.fake, harness.channel
    bad = await fake.slash(harness.bob, "sandbox move", channel=channel, ship="luke", maneuver="1 straight")
    assert bad.ephemeral and bad.text().startswith("Ничего не изменилось: на столе нет корабля «luke»")
    shown = await fake.slash(harness.bob, "sandbox show", channel=channel)
    assert "Песочница" in shown.text() and "кораблей: 0" in shown.text()
