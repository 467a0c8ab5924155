"""No library module uses another module's private names (STYLE.md, "Private names across modules").

A name with a leading underscore is private to its module: a module that imports ``_helper`` from another
module (``from designs.incidence import _items``), or reaches it through an imported module
(``from combgames.cgt import misere as m`` ... ``m._prove(...)``), depends on an API without a name. Such a helper
gets a public name and a docstring in its home (in ``__all__`` when it belongs to the module's API, or documented
as package-internal when not), and every importer uses that name.

Checked over every file of ``designs``, ``topology`` and ``combgames``, imports at any depth (function bodies
included), each file parsed once:

* ``from M import _x`` where ``M._x`` is not itself a module, with M a project module (relative imports
  resolved);
* ``A._x`` where A is a name an import bound to a project module (``import M as A``, ``from P import A`` with
  ``P.A`` a module, or the first part of ``import M.N``, read through its attributes), and ``._x`` is not a module.

Allowed: importing a private *module* of a package (``from combgames.solvers.compiled import _kernels``,
``from combgames.cgt import _core``), a public name renamed private (``from pkg import main as _main``), dunder
names (``__version__``), names of modules outside the project, and the entries of :data:`KNOWN_PRIVATE_IMPORTS`
(old private names kept as one-line aliases while the files that import them are being moved over; each entry must
still occur, so the list only shrinks). Private attributes of classes (``LatinSquare._trusted``, STYLE's
"``_trusted`` path") are not imports and are outside this check. The planted tests at the end show that each kind
of violation is caught and the allowed forms are not.
"""

from __future__ import annotations

import ast
import functools
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PROJECT = ("designs", "topology", "combgames")

KNOWN_PRIVATE_IMPORTS: dict[tuple[str, str, str], str] = {
    # (importing file, home module, private name): why it is still there (none now; s37 moved every one over)
}
"""Private names still imported across modules, with the reason; every other one fails the test."""

Sources = dict[Path, str]
"""The library's files by path, each with its text (the tree as it is, or with planted files)."""

_MODULE_SUFFIXES = (".py", ".c", ".pyx", ".so", ".pyd")


def _library_sources(planted: dict[str, str] | None = None) -> Sources:
    sources = {p: p.read_text() for top in PROJECT for p in sorted((ROOT / top).rglob("*.py"))}
    sources.update({ROOT / rel: text for rel, text in (planted or {}).items()})
    return sources


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


@functools.lru_cache(maxsize=1)
def _compiled_modules() -> frozenset[str]:
    """Modules of the project that are not Python files (C extensions: their source or their built library)."""
    found = set()
    for top in PROJECT:
        for path in (ROOT / top).rglob("*"):
            if path.suffix in _MODULE_SUFFIXES[1:]:
                stem = path.name.split(".")[0]
                found.add(".".join([*path.parent.relative_to(ROOT).parts, stem]))
    return frozenset(found)


def _modules(sources: Sources) -> frozenset[str]:
    return frozenset(_module_name(p) for p in sources) | _compiled_modules()


@functools.lru_cache(maxsize=None)
def _parse(path: Path, text: str) -> ast.Module:
    """A file's syntax tree, parsed once per text (the planted tests re-check the whole tree)."""
    return ast.parse(text, filename=str(path))


def _private(name: str) -> bool:
    return name.startswith("_") and not (name.startswith("__") and name.endswith("__"))


def _in_project(module: str) -> bool:
    return module.split(".")[0] in PROJECT


def _target(node: ast.ImportFrom, path: Path) -> str:
    """The absolute module a ``from ... import`` reads from."""
    if not node.level:
        return node.module or ""
    package = _module_name(path).split(".")
    if path.name != "__init__.py":
        package = package[:-1]
    base = package[:len(package) - node.level + 1]
    return ".".join(base + ([node.module] if node.module else []))


def _bound_modules(tree: ast.Module, path: Path, modules: frozenset[str]) -> dict[str, str]:
    """Names that imports anywhere in the file bind to project modules: {name: module}."""
    bound = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if _in_project(alias.name):
                    bound[alias.asname or alias.name.split(".")[0]] = (alias.name if alias.asname else
                                                                       alias.name.split(".")[0])
        elif isinstance(node, ast.ImportFrom):
            target = _target(node, path)
            for alias in node.names:
                if _in_project(target) and f"{target}.{alias.name}" in modules:
                    bound[alias.asname or alias.name] = f"{target}.{alias.name}"
    return bound


def _attribute_path(node: ast.Attribute, bound: dict[str, str], modules: frozenset[str]) -> str | None:
    """The module that ``node.value`` names (``m`` or ``pkg.sub`` through bound names), or None."""
    parts = []
    value = node.value
    while isinstance(value, ast.Attribute):
        parts.append(value.attr)
        value = value.value
    if not isinstance(value, ast.Name) or value.id not in bound:
        return None
    module = ".".join([bound[value.id], *reversed(parts)])
    return module if module in modules else None


def _private_uses(path: Path, text: str, modules: frozenset[str]) -> list[tuple[int, str, str]]:
    """(line, home module, private name) of each private name of another project module the file uses."""
    tree = _parse(path, text)
    own = _module_name(path)
    found = []
    bound = None
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            target = _target(node, path)
            if not _in_project(target) or target == own:
                continue
            found.extend((node.lineno, target, alias.name) for alias in node.names
                         if _private(alias.name) and f"{target}.{alias.name}" not in modules)
        elif isinstance(node, ast.Attribute) and _private(node.attr):
            bound = _bound_modules(tree, path, modules) if bound is None else bound
            home = _attribute_path(node, bound, modules)
            if home is not None and home != own and f"{home}.{node.attr}" not in modules:
                found.append((node.lineno, home, node.attr))
    return found


def _violations(sources: Sources, only: set[Path] | None = None) -> tuple[list[str], set[tuple[str, str, str]]]:
    """(the private names used across modules that are not known, the known entries seen), over the files
    ``only`` (default all) of the tree ``sources``."""
    modules = _modules(sources)
    bad, seen = [], set()
    for path, text in sources.items():
        if only is not None and path not in only:
            continue
        rel = path.relative_to(ROOT).as_posix()
        for line, home, name in _private_uses(path, text, modules):
            if (rel, home, name) in KNOWN_PRIVATE_IMPORTS:
                seen.add((rel, home, name))
            else:
                bad.append(f"{rel}:{line} uses {name} of {home}")
    return sorted(set(bad)), seen


def _planted(path: str, text: str) -> list[str]:
    """The violations found in one planted file, read with the module names of the tree plus the planted one
    (the rest of the tree is checked once, by the test above)."""
    return _violations(_library_sources({path: text}), only={ROOT / path})[0]


def test_no_module_uses_another_modules_private_names():
    bad, seen = _violations(_library_sources())
    assert not bad, ("private names used across modules (give each a public name in its home, STYLE.md):\n"
                     + "\n".join(bad))
    stale = sorted(set(KNOWN_PRIVATE_IMPORTS) - seen)
    assert not stale, f"no longer used, remove them from KNOWN_PRIVATE_IMPORTS: {stale}"


PLANTED_BAD = [
    ("designs/_planted.py", "from designs.incidence import IncidenceStructure, _index_list\n"),
    ("designs/_planted.py", "def f():\n    from designs.latin import _INTEGER\n    return _INTEGER\n"),
    ("designs/_planted.py", "from .incidence import _index_list as index_list\n"),
    ("combgames/cgt/_planted.py", "def f():\n    from combgames.cgt import misere as m\n    return m._heights({})\n"),
    ("combgames/cgt/_planted.py", "import combgames.cgt.misere\n\ncombgames.cgt.misere._image\n"),
    ("combgames/cgt/_planted.py", "import combgames.cgt.misere as m\n\nm._image\n"),
    ("combgames/games/torus/_planted.py", "from combgames.games.torus._kernels import _endings\n"),
    ("combgames/games/torus/_planted.py", "from ._kernels import _endings\n"),
]
PLANTED_GOOD = [
    ("combgames/solvers/_planted.py", "from combgames.solvers.compiled import _kernels\n\n_kernels.probe\n"),
    ("combgames/cgt/_planted.py", "from combgames.cgt import _core as _CORE\n"),
    ("designs/_planted.py", "from designs.latin import LatinSquare as _LatinSquare\n"),
    ("designs/_planted.py", "import designs\n\ndesigns.__version__\n"),
    ("designs/_planted.py", "from numpy import _globals\n"),
    ("designs/_planted.py", "_helper = 1\n\n\ndef f():\n    from designs._planted import _helper\n    return _helper\n"),
]


@pytest.mark.parametrize("path, text", PLANTED_BAD, ids=[f"bad:{i}" for i in range(len(PLANTED_BAD))])
def test_a_planted_private_import_is_caught(path, text):
    bad = _planted(path, text)
    assert bad and all(item.startswith(path + ":") for item in bad), bad


@pytest.mark.parametrize("path, text", PLANTED_GOOD, ids=[f"good:{i}" for i in range(len(PLANTED_GOOD))])
def test_an_allowed_import_is_not_caught(path, text):
    assert not _planted(path, text)
