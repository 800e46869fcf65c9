"""Static import analysis for tests/test_layers.py: every import of every module (function-level ones included,
`if TYPE_CHECKING:` ones marked), checked against the layer rules of docs/architecture.md."""

from __future__ import annotations

import ast
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Import:
    module: str  # the importing module, e.g. "bot.discord_bot.commands"
    target: str  # the imported module (or module.name for `from m import name`), e.g. "bot.games.xwing.teams"
    line: int
    typing_only: bool  # under `if TYPE_CHECKING:`: no runtime dependency, still a layer dependency


def module_name(root: Path, path: Path) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _resolve(module: str, is_package: bool, node: ast.ImportFrom) -> str:
    if not node.level:
        return node.module or ""
    base = module.split(".") if is_package else module.split(".")[:-1]
    base = base[: len(base) - (node.level - 1)]
    return ".".join([*base, *([node.module] if node.module else [])])


def imports_in(root: Path, path: Path) -> Iterator[Import]:
    module = module_name(root, path)
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    typing_lines: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and _is_type_checking(node.test):
            for inner in node.body:
                for sub in ast.walk(inner):
                    if hasattr(sub, "lineno"):
                        typing_lines.add(sub.lineno)
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield Import(module, alias.name, node.lineno, node.lineno in typing_lines)
        elif isinstance(node, ast.ImportFrom):
            base = _resolve(module, path.name == "__init__.py", node)
            for alias in node.names:
                yield Import(module, f"{base}.{alias.name}", node.lineno, node.lineno in typing_lines)
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "import_module"
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
        ):
            yield Import(module, node.args[0].value, node.lineno, False)


def all_imports(root: Path, packages: Iterable[str]) -> list[Import]:
    out: list[Import] = []
    for package in packages:
        for path in sorted((root / package).rglob("*.py")):
            out.extend(imports_in(root, path))
    return out


def within(name: str, package: str) -> bool:
    return name == package or name.startswith(package + ".")


def game_of(name: str) -> str | None:
    """The game package of a module ("bot.games.xwing" for its modules); None for the shared registry and grid."""
    parts = name.split(".")
    if len(parts) < 3 or parts[:2] != ["bot", "games"] or parts[2] in ("registry", "grid"):
        return None
    return ".".join(parts[:3])


ADAPTERS = ("bot.discord_bot", "bot.local", "bot.cli", "bot.web")
ADAPTER_MAY_USE = ("bot.core", "bot.engine", "bot.quick", "renderers", "bot.games.registry", "bot.i18n")


def violation(imp: Import) -> str | None:
    """Why this import breaks the layers, or None. Only imports of this project's own packages are judged."""
    src, dst = imp.module, imp.target
    if not (within(dst, "bot") or within(dst, "renderers")) or dst in ("bot", "bot.__version__"):
        return None
    where = f"{src}:{imp.line} imports {dst}"
    own_game = game_of(src)
    if own_game is not None or within(src, "bot.games.grid"):
        own = own_game or "bot.games.grid"
        if not (within(dst, "bot.core") or within(dst, "bot.games.grid") or within(dst, own)):
            return f"{where}: a game imports bot.core, bot.games.grid and its own package only"
    elif within(src, "bot.core"):
        if not within(dst, "bot.core"):
            return f"{where}: bot.core imports nothing else of the project"
    elif within(src, "renderers"):
        if any(within(dst, a) for a in ADAPTERS):
            return f"{where}: a renderer imports no adapter"
    elif any(within(src, a) for a in ADAPTERS):
        if game_of(dst) is not None or within(dst, "bot.games.grid"):
            return f"{where}: adapters reach games through the registry (bot.core.declared), never a game's modules"
        if not (any(within(dst, a) for a in ADAPTER_MAY_USE) or any(within(dst, a) for a in ADAPTERS)):
            return f"{where}: adapters import {', '.join(ADAPTER_MAY_USE)} only"
    elif within(src, "bot.engine") and (
        game_of(dst) is not None or any(within(dst, a) for a in ADAPTERS) or within(dst, "bot.quick")
    ):
        return f"{where}: the engine reaches games through the registry only and imports no adapter"
    return None


def cycles(imports: Iterable[Import], package: str) -> list[list[str]]:
    """Import circles among the modules of `package` (runtime imports only), as strongly connected components."""
    graph: dict[str, set[str]] = {}
    mods = {i.module for i in imports if within(i.module, package)}
    for imp in imports:
        if imp.typing_only or imp.module not in mods:
            continue
        target = imp.target if imp.target in mods else imp.target.rpartition(".")[0]
        if target in mods and target != imp.module:
            graph.setdefault(imp.module, set()).add(target)
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(v: str) -> None:  # Tarjan's algorithm
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                found.append(sorted(comp))

    for v in sorted(mods):
        if v not in index:
            visit(v)
    return found
