"""The layers of docs/architecture.md, checked statically over every module (function-level imports included):
games import bot.core, bot.games.grid and their own package only; adapters reach games through the registry and
bot.core.declared, never a game's modules; renderers import no adapter; no import circle inside the Discord adapter.
The checker itself is tested on synthetic modules that break each rule."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from tests.support.layers import all_imports, cycles, game_of, imports_in, violation

ROOT = Path(__file__).resolve().parents[1]


def test_every_module_keeps_to_its_layer() -> None:
    found = [v for imp in all_imports(ROOT, ["bot", "renderers"]) if (v := violation(imp)) is not None]
    assert found == []


def test_the_command_line_loads_no_game_module_by_name() -> None:
    from bot.cli import SUBCOMMANDS  # imported by name (importlib), which the static check cannot see

    assert [name for name in SUBCOMMANDS if game_of(name) is not None] == []


def test_the_discord_adapter_has_no_import_circle() -> None:
    # typing-only imports count too: a circle of annotations is still a circle of modules that know each other
    imports = [imp for imp in all_imports(ROOT, ["bot"]) if imp.module.startswith("bot.discord_bot")]
    assert cycles([dataclasses.replace(imp, typing_only=False) for imp in imports], "bot.discord_bot") == []


def _write(root: Path, name: str, text: str) -> Path:
    path = root / Path(*name.split(".")).with_suffix(".py")
    path.parent.mkdir(parents=True, exist_ok=True)
    for parent in path.relative_to(root).parents:
        if parent != Path("."):
            (root / parent / "__init__.py").touch()
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("module", "source", "rule"),
    [
        ("bot.discord_bot.bad", "from bot.games.xwing.teams import seat_players\n", "adapters reach games"),
        ("bot.local.bad", "def f():\n    import bot.games.ti4.odds\n", "adapters reach games"),  # function-level
        ("bot.cli.bad", "from bot.games.grid import maps\n", "adapters reach games"),
        ("bot.games.swm.bad", "from bot.games.xwing import geometry\n", "a game imports bot.core"),
        ("bot.games.ia.bad", "from bot.engine import Engine\n", "a game imports bot.core"),
        ("bot.games.ia.bad2", "from ..xwing import rules\n", "a game imports bot.core"),  # relative
        ("renderers.bad", "from bot.discord_bot import boards\n", "a renderer imports no adapter"),
        ("bot.core.bad", "from bot.engine import Engine\n", "bot.core imports nothing"),
        ("bot.engine.bad", "from bot.games.xwing import GAME\n", "the engine reaches games"),
    ],
)
def test_the_checker_catches_a_wrong_way_import(tmp_path: Path, module: str, source: str, rule: str) -> None:
    path = _write(tmp_path, module, source)
    (found,) = [v for imp in imports_in(tmp_path, path) if (v := violation(imp)) is not None]
    assert rule in found and module in found


@pytest.mark.parametrize(
    ("module", "source"),
    [
        ("bot.discord_bot.ok", "from bot.games import registry\nfrom bot.core import declared\n"),
        ("bot.games.swm.ok", "from bot.games.grid import los\nfrom bot.games.swm import dice\nfrom . import data\n"),
        ("bot.quick.ok", "from bot.games.xwing.geometry import Pose\n"),
        ("renderers.ok", "from bot.games.xwing import geometry\n"),
    ],
)
def test_the_checker_allows_the_right_way(tmp_path: Path, module: str, source: str) -> None:
    path = _write(tmp_path, module, source)
    assert [v for imp in imports_in(tmp_path, path) if (v := violation(imp)) is not None] == []


def test_the_circle_finder_sees_a_circle_through_typing_only_imports(tmp_path: Path) -> None:
    a = _write(tmp_path, "pkg.a", "from pkg import b\n")
    b = _write(tmp_path, "pkg.b", "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg.a import A\n")
    imports = [*imports_in(tmp_path, a), *imports_in(tmp_path, b)]
    assert cycles(imports, "pkg") == []  # typing-only imports are not runtime edges...
    as_edges = [dataclasses.replace(imp, typing_only=False) for imp in imports]
    assert cycles(as_edges, "pkg") == [["pkg.a", "pkg.b"]]  # ...but they are dependencies between modules
