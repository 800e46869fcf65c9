"""The match reel's last frame names the winner and the reason, and no frame of an animation ends in an empty
band (frames shorter than the tallest carry the step's news below the table) — issue 19."""

from __future__ import annotations

import numpy as np
from PIL import Image

from renderers.common.colors import BACKGROUND, PANEL
from renderers.xwing.animate import _frame, round_frames
from renderers.xwing.panel import result_line, turn_line
from tests.renderers import fixtures as fx


def _finished() -> fx.View:
    v = fx.attack_through_asteroid()
    v.update(
        phase="over",
        winner="imperial",
        win_reason="all Rebel ships destroyed",
        last_attack=None,
        log=["Obsidian destroys Luke Skywalker", "Imperial wins"],
    )
    return v


def _band(img: Image.Image, top: int) -> np.ndarray:
    return np.asarray(img.convert("RGB"))[top:, :, :]


def test_the_result_is_named_in_the_header_line() -> None:
    v = _finished()
    assert result_line(v) == "Imperial wins: all Rebel ships destroyed"
    assert turn_line(v) == result_line(v)
    assert result_line(fx.attack_through_asteroid()) == ""


def test_no_empty_band_below_a_shorter_frame() -> None:
    views = [fx.attack_through_asteroid(), fx.bump(), _finished()]  # the first has a dice strip: the tallest
    own = [_frame(v, 720).height for v in views]
    frames = round_frames(views)
    assert len({f.size for f in frames}) == 1 and own[0] > own[1]
    for frame, height in zip(frames[1:], own[1:], strict=True):
        band = _band(frame, height)
        assert band.size, "a shorter frame gets a band"
        colours = {tuple(px) for px in band.reshape(-1, 3)}
        assert tuple(BACKGROUND) not in colours or len(colours) > 2  # never the bare background
        assert len(colours) > 2, "the band carries text, not an empty strip"
    # the last frame's band names the winner in the highlight colour
    last = _band(frames[-1], own[-1])
    assert (np.abs(last.astype(int) - np.array(PANEL)).sum(axis=2) > 60).any()
