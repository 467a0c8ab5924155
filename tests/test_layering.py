"""The layering contract of the project, checked over every import (module-level and function-level).

Data flows one way (``../shared/DESIGN.md``): structures are built, a game wraps a structure, a solver
consumes any game, and pictures, the sources' transcriptions, the reproduce table and the command line sit on
top. Each *unit* below may import only the units listed for it; the graph of units must have no cycle.

=====================  =======================================================================================
unit                   may import
=====================  =======================================================================================
combgames.base         nothing of the project (checks, the nauty bridge, kernel dispatch, files, checkpoints)
designs, topology      combgames.base (never the rest of combgames, never each other)
combgames              its own lazy attributes only (the interface, ``solve``): nothing is loaded eagerly
combgames.game         nothing (the interface)
combgames.options      combgames.base (declared game options)
combgames.explore      the interface, combgames.base
combgames.symmetry     combgames.base
combgames.games        the interface, explore, symmetry, designs, topology, combgames.base (no solver, no grundy,
                       no pictures)
combgames.solvers      the interface, explore, combgames.base (no game)
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
combgames.explorer     everything but the command line (the web explorer: a front end like the command line)
combgames.commands     everything
=====================  =======================================================================================

Inside each package the modules form no import cycle either (function-level imports included: a lazy import
hides a cycle from the interpreter, not from the reader). Compiled code has its own rule: ``@njit`` appears only
in kernel modules (a module named ``_kernels.py``, ``*_kernels.py`` or ``kernels.py``), so each compiled
concept has one home that every kernel composes; each planted violation of these rules is caught (the tests
at the end plant one of each).
"""

from __future__ import annotations

import ast
import functools
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PROJECT = ("designs", "topology", "combgames")

_BASE = {"combgames.base"}
_GAME = {"combgames.game"}
_BELOW_GAMES = _BASE | _GAME | {"combgames.explore", "combgames.symmetry", "combgames.options", "designs", "topology"}
_SOLVERS = _BASE | _GAME | {"combgames.explore"}
_GAMES = _BELOW_GAMES | {"combgames.games"}
_THEORY = _GAMES | _SOLVERS | {"combgames.solvers"}

ALLOWED: dict[str, set[str]] = {
    "combgames.base": set(),
    "designs": _BASE,
    "topology": _BASE,
    "combgames.game": set(),
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
    "combgames.explorer": _THEORY | {"combgames.analysis", "combgames.grundy", "combgames.cgt", "combgames.sources",
                                     "combgames.catalogue", "combgames.pictures", "combgames.reproduce"},
    "combgames.commands": _THEORY | {"combgames.analysis", "combgames.grundy", "combgames.cgt", "combgames.sources",
                                     "combgames.catalogue", "combgames.pictures", "combgames.reproduce",
                                     "combgames.openspiel", "combgames.explorer"},
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


Sources = dict[Path, str]
"""The library's files by path, each with its text (the tree as it is, or with a planted file)."""


def _library_sources(planted: dict[str, str] | None = None) -> Sources:
    """Every library file with its text; ``planted`` adds or replaces files (paths relative to the root)."""
    sources = {p: p.read_text() for top in PROJECT for p in sorted((ROOT / top).rglob("*.py"))}
    sources.update({ROOT / rel: text for rel, text in (planted or {}).items()})
    return sources


@functools.lru_cache(maxsize=None)
def _parse(path: Path, text: str) -> ast.Module:
    """A file's syntax tree, parsed once per text: the planted-violation tests re-check the whole tree many times,
    and parsing it is most of their cost. The tree is only read, never changed."""
    return ast.parse(text, filename=str(path))


@functools.lru_cache(maxsize=None)
def _nodes(path: Path, text: str, kinds: tuple[type, ...]) -> tuple[ast.AST, ...]:
    """The nodes of a file's tree that are instances of ``kinds``, in ``ast.walk`` order (walked once per text)."""
    return tuple(node for node in ast.walk(_parse(path, text)) if isinstance(node, kinds))


def _is_module(name: str, sources: Sources) -> bool:
    path = ROOT / Path(*name.split("."))
    return path.with_suffix(".py") in sources or path / "__init__.py" in sources


def _imports(path: Path, text: str, sources: Sources | None = None) -> list[tuple[int, str]]:
    """Every module imported by a file, at any depth (function bodies included), with line numbers.

    ``from package import submodule`` counts as importing the submodule only (the package's ``__init__`` runs,
    but the author depends on the submodule); ``from module import name`` counts as importing the module."""
    package = _module_name(path).split(".")
    if path.name != "__init__.py":
        package = package[:-1]
    found = []
    for node in _nodes(path, text, (ast.Import, ast.ImportFrom)):
        if isinstance(node, ast.Import):
            found.extend((node.lineno, alias.name) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[:len(package) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            subs = [f"{target}.{alias.name}" for alias in node.names
                    if (_is_module(f"{target}.{alias.name}", sources) if sources is not None else
                        (ROOT / Path(*target.split("."), alias.name)).with_suffix(".py").exists()
                        or (ROOT / Path(*target.split("."), alias.name, "__init__.py")).exists())]
            found.extend((node.lineno, sub) for sub in subs)
            if len(subs) < len(node.names):
                found.append((node.lineno, target))
    return found


def _edges(sources: Sources) -> dict[tuple[str, str], list[str]]:
    """Imports between units: ``{(unit, unit imported): [where, ...]}``."""
    edges: dict[tuple[str, str], list[str]] = {}
    for path, text in sources.items():
        source = _unit(_module_name(path))
        for line, target in _imports(path, text, sources):
            unit = _unit(target)
            if unit is not None and unit != source:
                edges.setdefault((source, unit), []).append(f"{path.relative_to(ROOT)}:{line} imports {target}")
    return edges


def _contract_violations(sources: Sources) -> list[str]:
    return [where for (src, dst), wheres in _edges(sources).items() if dst not in ALLOWED[src] for where in wheres]


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one member (Tarjan), each sorted: the import cycles."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def connect(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                connect(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            connect(v)
    return found


def _unit_cycles(sources: Sources) -> list[list[str]]:
    graph: dict[str, set[str]] = {}
    for src, dst in _edges(sources):
        graph.setdefault(src, set()).add(dst)
    return _cycles(graph)


def _module_cycles(sources: Sources) -> list[list[str]]:
    """Import cycles among the modules of one unit (a package's modules importing each other in a ring)."""
    graph: dict[str, set[str]] = {}
    for path, text in sources.items():
        module = _module_name(path)
        for _, target in _imports(path, text, sources):
            while target and not _is_module(target, sources):
                target = target.rpartition(".")[0]
            if target and target != module and _unit(target) == _unit(module):
                graph.setdefault(module, set()).add(target)
    return _cycles(graph)


KERNEL_MODULE = ("_kernels.py", "kernels.py")
"""A file whose name ends so is a kernel module: the only place compiled code is defined."""

_COMPILING_DECORATORS = {"njit", "jit", "vectorize", "guvectorize", "cfunc", "jitable", "register_jitable"}


def _name(node: ast.AST) -> str:
    return node.attr if isinstance(node, ast.Attribute) else getattr(node, "id", "")


def _kernel_origin(argument: ast.AST, tree: ast.Module, path: Path) -> str | None:
    """The module a function handed to ``kernel(...)`` comes from: this file when it is defined here, the
    module it is imported from, or None when the argument is not a name this file resolves (a parameter)."""
    module = _module_name(path)
    if isinstance(argument, ast.Name):
        for node in tree.body:
            if isinstance(node, ast.FunctionDef) and node.name == argument.id:
                return module
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and any((a.asname or a.name) == argument.id for a in node.names):
                return "." * node.level + (node.module or "")
        return None
    if isinstance(argument, ast.Attribute) and isinstance(argument.value, ast.Name):
        alias = argument.value.id
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and any((a.asname or a.name) == alias for a in node.names):
                return f"{node.module or ''}.{alias}"
            if isinstance(node, ast.Import) and any((a.asname or a.name) == alias for a in node.names):
                return next(a.name for a in node.names if (a.asname or a.name) == alias)
    return None


def _compiled_outside_kernel_modules(sources: Sources) -> list[str]:
    """Compiled code defined outside kernel modules: a function decorated by numba (``@njit``, ``@numba.jit``,
    ...) or marked ``@jitable``, or a function handed to ``kernel(...)`` that is not from a kernel module."""
    found = []
    for path, text in sources.items():
        tree = _parse(path, text)
        in_kernel_module = path.name.endswith(KERNEL_MODULE)
        for node in _nodes(path, text, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Call)):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and not in_kernel_module:
                for decorator in node.decorator_list:
                    if _name(decorator.func if isinstance(decorator, ast.Call) else decorator) in _COMPILING_DECORATORS:
                        found.append(f"{path.relative_to(ROOT)}:{node.lineno} compiles {node.name}")
            if isinstance(node, ast.Call) and _name(node.func) == "kernel" and node.args:
                origin = _kernel_origin(node.args[0], tree, path)
                if origin is not None and not origin.rpartition(".")[2].endswith("kernels"):
                    found.append(f"{path.relative_to(ROOT)}:{node.lineno} compiles {ast.unparse(node.args[0])} "
                                 f"from {origin}")
    return found


def test_every_import_follows_the_contract():
    bad = _contract_violations(_library_sources())
    assert not bad, "imports that break the layering:\n" + "\n".join(bad)


def test_units_form_no_cycle():
    cycles = _unit_cycles(_library_sources())
    assert not cycles, "import cycles between units: " + "; ".join(" <-> ".join(c) for c in cycles)


KNOWN_MODULE_CYCLES: dict[tuple[str, ...], str] = {
    # Empty: the last two rings (cgt's value type reaching its notation and thermography, Tactix reaching its
    # valuer) were broken by layering the type below the theory built on it. An entry would name a ring kept on
    # purpose, with the reason; each entry must still be a cycle of the tree (the test below says so when one is
    # broken, so the list only shrinks).
}
"""Module cycles left on purpose, with the reason; every other cycle inside a package fails the test."""


def _unexplained_module_cycles(sources: Sources) -> list[list[str]]:
    return [c for c in _module_cycles(sources) if tuple(c) not in KNOWN_MODULE_CYCLES]


def test_modules_inside_a_package_form_no_cycle():
    cycles = _module_cycles(_library_sources())
    unexplained = [c for c in cycles if tuple(c) not in KNOWN_MODULE_CYCLES]
    assert not unexplained, "import cycles inside a package: " + "; ".join(" <-> ".join(c) for c in unexplained)
    stale = set(KNOWN_MODULE_CYCLES) - {tuple(c) for c in cycles}
    assert not stale, f"no longer cycles, remove them from KNOWN_MODULE_CYCLES: {sorted(stale)}"


def test_numba_compiles_only_in_kernel_modules():
    offenders = _compiled_outside_kernel_modules(_library_sources())
    assert not offenders, "@njit outside a kernel module (*_kernels.py):\n" + "\n".join(offenders)


PLANTED = [
    # (rule, planted file relative to the root, its text)
    ("contract", "designs/_planted.py", "from combgames.games import nim\n"),
    ("contract", "topology/_planted.py", "def f():\n    import designs.latin\n"),
    ("contract", "combgames/base/_planted.py", "from combgames.game import Game\n"),
    ("contract", "combgames/solvers/_planted.py", "from combgames.games.nim import Nim\n"),
    ("contract", "combgames/games/_planted.py", "def f():\n    from combgames.solvers import solve\n"),
    ("contract", "combgames/games/_planted.py", "from combgames.grundy import grundy_value\n"),
    ("contract", "combgames/games/_planted.py", "from combgames.pictures import draw\n"),
    ("contract", "designs/_planted.py", "from topology import lattice\n"),
    ("unit cycle", "combgames/base/_planted.py", "import designs.latin\n"),
    ("module cycle", "designs/_planted.py", "from designs import _planted_too\n"),
    ("module cycle", "designs/_planted_too.py", "def f():\n    from designs._planted import g\n"),
    ("compiled", "combgames/games/_planted.py", "from numba import njit\n\n@njit(cache=True)\ndef f(x):\n    return x\n"),
    ("compiled", "designs/_planted.py", "import numba\n\n@numba.njit\ndef f(x):\n    return x\n"),
    ("compiled", "combgames/grundy/_planted.py", "from combgames.base.kernels import kernel\n\ndef twice(x):\n"
                 "    return 2 * x\n\ndef f():\n    return kernel(twice)(3)\n"),
    ("compiled", "combgames/games/_planted.py", "from combgames.base.kernels import jitable\n\n@jitable\n"
                 "def f(x):\n    return x\n"),
]
CHECKS = {"contract": _contract_violations, "unit cycle": _unit_cycles, "module cycle": _unexplained_module_cycles,
          "compiled": _compiled_outside_kernel_modules}


@pytest.mark.parametrize("rule, path, text", PLANTED, ids=[f"{r}:{p}:{i}" for i, (r, p, _) in enumerate(PLANTED)])
def test_a_planted_violation_is_caught(rule, path, text):
    planted = {path: text}
    if path == "designs/_planted.py" and rule == "module cycle":
        planted["designs/_planted_too.py"] = "def f():\n    from designs._planted import g\n"
    if path == "designs/_planted_too.py":
        planted["designs/_planted.py"] = "from designs import _planted_too\n"
    sources = _library_sources(planted)
    assert not CHECKS[rule](_library_sources()), f"the tree itself breaks the {rule} rule"
    found = CHECKS[rule](sources)
    assert found, f"the planted {rule} violation in {path} was not caught"
    if rule in ("contract", "compiled"):
        assert all("_planted" in item for item in found), found


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
            if any(t == "combgames.reproduce" or t.startswith("combgames.reproduce.") for _, t in _imports(path, path.read_text())):
                users.append(str(rel))
    allowed = {"tests/combgames/test_cli.py", "tests/combgames/test_reproduce.py",
               "tests/test_docs.py"}  # the docs render the rows: it tests that pages show them
    assert not set(users) - allowed, f"only tests of the reproduce table may import it: {sorted(set(users) - allowed)}"


def _loaded_after(statement: str) -> set[str]:
    code = f"import sys; {statement}; print(' '.join(sorted(sys.modules)))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT)
    return set(out.stdout.split())


@pytest.mark.parametrize("statement, absent", [
    ("import designs", ["numpy", "sympy", "networkx", "pynauty", "galois", "numba", "combgames.game",
                        "combgames.games", "combgames.solvers"]),
    ("import combgames.solvers.ranking, combgames.solvers.compiled_retrograde", ["numba", "combgames.games"]),
    ("import io; from combgames.cli import main; sys.stdout = io.StringIO(); main(['--help']); "
     "sys.stdout = sys.__stdout__",
     ["sympy", "networkx", "pynauty", "galois", "numba", "designs.latin"]),
    ("import topology", ["sympy", "networkx", "pynauty", "galois", "numba", "combgames.game", "combgames.games",
                         "combgames.solvers"]),
    ("import combgames", ["numpy", "sympy", "networkx", "pynauty", "galois", "numba", "combgames.solvers"]),
    ("import combgames.games.nim", ["combgames.solvers", "combgames.grundy", "combgames.pictures", "sympy",
                                    "networkx", "pynauty", "galois", "numba"]),
    ("import combgames.solvers", ["combgames.games", "sympy", "networkx", "pynauty", "galois", "numba"]),
])
def test_imports_stay_light(statement, absent):
    loaded = _loaded_after(statement)
    heavy = [m for m in absent if m in loaded]
    assert not heavy, f"{statement!r} loads {heavy}"
