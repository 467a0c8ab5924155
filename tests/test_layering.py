"""The layering contract of the project, checked over every import (module-level and function-level).

Data flows one way (``../shared/DESIGN.md``): structures are built, a game wraps a structure, a solver
consumes any game, and pictures, the sources' transcriptions, the reproduce table and the command line sit on
top. Each *unit* below may import only the units listed for it; the graph of units must have no cycle.

=====================  =======================================================================================
unit                   may import
=====================  =======================================================================================
groundwork             nothing of the project (checks, the nauty bridge, kernel dispatch)
designs, topology      groundwork (never combgames, never each other)
combgames.game         nothing (the interface)
combgames.checkpoint   groundwork (safe file writes)
combgames.options      groundwork (declared game options)
combgames.explore      the interface, groundwork
combgames.symmetry     groundwork
combgames.games        the interface, explore, symmetry, designs, topology, groundwork (no solver, no grundy,
                       no pictures)
combgames.solvers      the interface, explore, checkpoint, groundwork (no game)
combgames.grundy       games, solvers and what they may import
combgames.cgt          games, solvers, grundy and what they may import (partizan values, thermographs,
                       misere quotients: theory over the interface, like grundy)
combgames.analysis     games, solvers, symmetry and what they may import
combgames.openspiel    the interface, explore
combgames.strategies   games, designs, topology
combgames.sources      games, solvers, analysis, symmetry, designs, topology
combgames.catalogue    the games and the sources (the registry of named games)
combgames.pictures     everything below the sources (it draws library objects, not papers)
combgames.reproduce    everything but the command line
combgames.commands     everything
=====================  =======================================================================================
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PROJECT = ("groundwork", "designs", "topology", "combgames")

_BASE = {"groundwork"}
_GAME = {"combgames.game"}
_BELOW_GAMES = _BASE | _GAME | {"combgames.explore", "combgames.symmetry", "combgames.options", "designs", "topology"}
_SOLVERS = _BASE | _GAME | {"combgames.explore", "combgames.checkpoint"}
_GAMES = _BELOW_GAMES | {"combgames.games"}
_THEORY = _GAMES | _SOLVERS | {"combgames.solvers"}

ALLOWED: dict[str, set[str]] = {
    "groundwork": set(),
    "designs": _BASE,
    "topology": _BASE,
    "combgames.game": set(),
    "combgames.checkpoint": _BASE,
    "combgames.options": _BASE,
    "combgames.explore": _GAME | _BASE,
    "combgames.symmetry": _BASE,
    "combgames.games": _BELOW_GAMES,
    "combgames.solvers": _SOLVERS,
    "combgames.grundy": _THEORY,
    "combgames.cgt": _THEORY | {"combgames.grundy"},
    "combgames.analysis": _THEORY,
    "combgames.openspiel": _GAME | _BASE | {"combgames.explore"},
    "combgames.strategies": _GAMES,
    "combgames.sources": _THEORY | {"combgames.analysis"},
    "combgames.catalogue": _THEORY | {"combgames.analysis", "combgames.sources"},
    "combgames.pictures": _THEORY | {"combgames.analysis", "combgames.grundy", "combgames.cgt"},
    "combgames.reproduce": _THEORY | {"combgames.analysis", "combgames.grundy", "combgames.cgt", "combgames.sources",
                                      "combgames.pictures", "combgames.openspiel"},
    "combgames.commands": _THEORY | {"combgames.analysis", "combgames.grundy", "combgames.cgt", "combgames.sources",
                                     "combgames.catalogue", "combgames.pictures", "combgames.reproduce",
                                     "combgames.openspiel"},
    "combgames.cli": {"combgames.commands"},
    "combgames": _GAME | {"combgames.solvers"},
}
UNITS = sorted(ALLOWED, key=len, reverse=True)


def _unit(module: str) -> str | None:
    """The unit a project module belongs to (longest matching prefix), or None outside the project."""
    if module.split(".")[0] not in PROJECT:
        return None
    for unit in UNITS:
        if module == unit or module.startswith(unit + "."):
            return unit
    raise AssertionError(f"module {module} belongs to no unit of the contract; add it to ALLOWED")


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _imports(path: Path) -> list[tuple[int, str]]:
    """Every module imported by a file, at any depth (function bodies included), with line numbers."""
    tree = ast.parse(path.read_text(), filename=str(path))
    package = _module_name(path).split(".")
    if path.name != "__init__.py":
        package = package[:-1]
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.extend((node.lineno, alias.name) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[:len(package) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            found.append((node.lineno, target))
            # "from combgames import games" imports the subpackage combgames.games
            found.extend((node.lineno, f"{target}.{alias.name}") for alias in node.names
                         if (ROOT / Path(*target.split("."), alias.name)).with_suffix(".py").exists()
                         or (ROOT / Path(*target.split("."), alias.name, "__init__.py")).exists())
    return found


def _library_files() -> list[Path]:
    return sorted(p for top in PROJECT for p in (ROOT / top).rglob("*.py"))


def _edges() -> dict[tuple[str, str], list[str]]:
    edges: dict[tuple[str, str], list[str]] = {}
    for path in _library_files():
        source = _unit(_module_name(path))
        for line, target in _imports(path):
            unit = _unit(target)
            if unit is not None and unit != source:
                edges.setdefault((source, unit), []).append(f"{path.relative_to(ROOT)}:{line} imports {target}")
    return edges


def test_every_import_follows_the_contract():
    bad = [where for (src, dst), wheres in _edges().items() if dst not in ALLOWED[src] for where in wheres]
    assert not bad, "imports that break the layering:\n" + "\n".join(bad)


def test_units_form_no_cycle():
    graph: dict[str, set[str]] = {}
    for src, dst in _edges():
        graph.setdefault(src, set()).add(dst)
    state: dict[str, int] = {}

    def visit(u: str, path: list[str]) -> None:
        state[u] = 1
        for v in sorted(graph.get(u, ())):
            if state.get(v) == 1:
                raise AssertionError("import cycle: " + " -> ".join(path[path.index(v):] + [v]))
            if v not in state:
                visit(v, path + [v])
        state[u] = 2

    for u in sorted(graph):
        if u not in state:
            visit(u, [u])


def test_no_renderer_is_chosen_by_module_name():
    offenders = [f"{p.relative_to(ROOT)}" for p in (ROOT / "combgames" / "pictures").rglob("*.py")
                 if "__module__" in p.read_text()]
    assert not offenders, f"pictures must dispatch on types, not module names: {offenders}"


def test_only_the_published_tests_use_the_reproduce_table():
    users = []
    for top in ("examples", "benchmarks", "tests"):
        for path in sorted((ROOT / top).rglob("*.py")):
            rel = path.relative_to(ROOT)
            if rel.parts[:2] == ("tests", "published") or rel == Path("tests/test_layering.py"):
                continue
            if any(t == "combgames.reproduce" or t.startswith("combgames.reproduce.") for _, t in _imports(path)):
                users.append(str(rel))
    allowed = {"tests/combgames/test_cli.py", "tests/combgames/test_reproduce.py"}
    assert not set(users) - allowed, f"only tests of the reproduce table may import it: {sorted(set(users) - allowed)}"


def _loaded_after(statement: str) -> set[str]:
    code = f"import sys; {statement}; print(' '.join(sorted(sys.modules)))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT)
    return set(out.stdout.split())


@pytest.mark.parametrize("statement, absent", [
    ("import designs", ["numpy", "sympy", "networkx", "pynauty", "galois", "numba", "combgames"]),
    ("import combgames.solvers.ranking, combgames.solvers.compiled_retrograde", ["numba", "combgames.games"]),
    ("import io; from combgames.cli import main; sys.stdout = io.StringIO(); main(['--help']); "
     "sys.stdout = sys.__stdout__",
     ["sympy", "networkx", "pynauty", "galois", "numba", "designs.latin"]),
    ("import topology", ["sympy", "networkx", "pynauty", "galois", "numba", "combgames"]),
    ("import combgames", ["numpy", "sympy", "networkx", "pynauty", "galois", "numba", "combgames.solvers"]),
    ("import combgames.games.nim", ["combgames.solvers", "combgames.grundy", "combgames.pictures", "sympy",
                                    "networkx", "pynauty", "galois", "numba"]),
    ("import combgames.solvers", ["combgames.games", "sympy", "networkx", "pynauty", "galois", "numba"]),
])
def test_imports_stay_light(statement, absent):
    loaded = _loaded_after(statement)
    heavy = [m for m in absent if m in loaded]
    assert not heavy, f"{statement!r} loads {heavy}"
