"""Pages of the documentation generated at build time (called by ``conf.py``; output in ``docs/generated/``).

* ``generated/api/*.rst`` - one page per package (the top-level packages and every subpackage of
  ``combgames``, found by walking the packages, so a new module or subpackage appears without editing the
  docs); each page is the package's docstring and a recursive autosummary of its modules.
* ``generated/sources/*.rst`` - one page per source text (``combgames.sources.SOURCES``): its module's
  docstring, pictures drawn from the library, and the reproduce rows of that text (id, claim, published value,
  corrected reading). Rows are listed without running them unless ``COMBGAMES_DOCS_RUN=1`` (then each row is
  run and its computed value and verdict are shown: about 35 s in all).
* ``generated/gallery.rst`` and ``generated/pictures/*.svg`` - a gallery of pictures drawn at build time.
"""

from __future__ import annotations

import importlib
import os
import pkgutil
from pathlib import Path
from typing import Any, Callable

TOP = ("designs", "topology")
"""Top-level packages besides combgames, one page each."""

TITLES = {
    "designs": "designs: Latin squares, MOLS, planes and designs",
    "topology": "topology: boards on surfaces and their loops",
    "combgames": "combgames: the game interface and its plumbing",
}


def _write(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` unless it already holds it (so Sphinx rebuilds only what changed)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if not path.exists() or path.read_text() != text:
        path.write_text(text)


def _title(text: str, mark: str = "=") -> str:
    return f"{text}\n{mark * len(text)}\n"


def _summary(names: list[str]) -> str:
    lines = [".. autosummary::", "   :toctree: _autosummary", "   :recursive:", ""]
    return "\n".join(lines + [f"   {n}" for n in names]) + "\n"


def packages() -> list[tuple[str, list[str]]]:
    """``[(page name, [modules])]``: the top-level packages, each subpackage of combgames, and the top-level
    modules of combgames (the interface and its plumbing) on one page."""
    import combgames

    pages = [(name, [name]) for name in TOP]
    subpackages, modules = [], []
    for info in sorted(pkgutil.iter_modules(combgames.__path__), key=lambda i: i.name):
        if info.name.startswith("_"):
            continue
        (subpackages if info.ispkg else modules).append(f"combgames.{info.name}")
    pages.append(("combgames", modules))
    pages += [(name, [name]) for name in subpackages]
    return pages


def api_pages(out: Path) -> list[str]:
    """Write one page per package; return the page names in order."""
    names = []
    for name, modules in packages():
        title = TITLES.get(name) or f"{name}: {_first_line(name)}"
        head = ""
        if len(modules) > 1:
            head = ("The game interface every game implements and every solver reads, the walk over positions, "
                    "options, the catalogue of named games, and the command line.\n\n")
        _write(out / "api" / f"{name}.rst", _title(title) + "\n" + head + _summary(modules))
        names.append(name)
    _write(out / "api" / "index.rst", _title("Packages") + "\n" + ".. toctree::\n   :maxdepth: 1\n\n"
           + "".join(f"   {n}\n" for n in names))
    return names


def _first_line(module: str) -> str:
    try:
        doc = importlib.import_module(module).__doc__ or ""
    except Exception:  # noqa: BLE001 - a module that fails to import is reported by autodoc itself
        return module
    line = doc.strip().splitlines()[0] if doc.strip() else module
    return line.rstrip(".").split(": ", 1)[-1]


# ------------------------------------------------------------------------------------------------ pictures
def _pictures() -> dict[str, list[tuple[str, str, Callable[[], Any]]]]:
    """Per seed (and "gallery"): ``(file stem, caption, function returning a Picture)``."""
    from combgames.catalogue import make_game
    from combgames.pictures import picture

    def game(name: str, text: str | None = None, **kw: Any) -> Callable[[], Any]:
        def draw() -> Any:
            g = make_game(name)
            return picture(g, position=g.parse_position(text), **kw) if text else picture(g, **kw)
        return draw

    def pi4_grid() -> Any:
        from combgames.sources.affine_tictactoe import pi4_grid as grid
        return picture(grid())

    def figure1() -> Any:
        from combgames.sources.affine_tictactoe import figure1_mols4
        return picture(list(figure1_mols4()))

    def torus_example() -> Any:
        from topology import hex_torus

        from combgames.sources.three_player_torus import EXAMPLE_BOARD
        return picture(hex_torus(6), stones="/".join(row.replace(" ", "") for row in EXAMPLE_BOARD))

    def tactix() -> Any:
        from combgames.games.tactix import Tactix
        return picture(Tactix(board="xx../.xxx"))

    def mols3() -> Any:
        from designs import mols
        return picture(list(mols(3)))

    def graph() -> Any:
        return picture(make_game("pong-hau-ki"), view="graph")

    return {
        "000_673cd376e7bd542d.txt": [("picaria_start", "Picaria: the board and the start", game("picaria")),
                                     ("picaria_position", "A position of the second phase",
                                      game("picaria", "..o/oxx/x.o X"))],
        "001_b5e936bd6e3419b9.txt": [("pi4_grid", "The plane pi_4 as a grid (the paper's Figure 4)", pi4_grid),
                                     ("figure1", "The MOLS(4) of the paper's Figure 1", figure1)],
        "002_e4f40bb950069833.txt": [("picaria13", "The 13-point Picaria board", game("picaria13"))],
        "003_4502657011210c81.txt": [("torus_example", "The text's example board on the 6 x 6 hex torus, with "
                                                       "its loops", torus_example)],
        "004_7c4ca64fa9fabca3.txt": [("tactix", "A Tactix board", tactix)],
        "gallery": [("mols3", "Two MOLS of order 3", mols3), ("pong_hau_ki_graph",
                                                                "The position graph of Pong Hau K'i", graph),
                    ("mu_torere", "Mu Torere", game("mu-torere"))],
    }


MAX_SVG = 300_000
"""A registered game's picture larger than this (characters of SVG) is left out of the gallery."""


def _game_pictures() -> list[tuple[str, str, Callable[[], Any]]]:
    """One picture per registered game (so a new game appears in the gallery by itself): its board, or its
    position graph; a game whose graph is too large to draw is listed as not drawn."""
    from combgames.catalogue import game_names, make_game
    from combgames.pictures import picture

    def draw(name: str) -> Callable[[], Any]:
        def make() -> Any:
            return picture(make_game(name))  # ValueError when its position graph is too large to draw
        return make

    return [(f"game_{name}", f"combgames play {name}", draw(name)) for name in game_names()]


def _draw_all(out: Path, games: bool = True) -> dict[str, list[tuple[str, str]]]:
    """Draw every picture into ``out/pictures`` (with ``games``, one per registered game too); return per seed
    ``[(svg file name, caption)]``."""
    drawn: dict[str, list[tuple[str, str]]] = {}
    items_of = _pictures()
    if games:
        items_of["games"] = _game_pictures()
    for seed, items in items_of.items():
        for stem, caption, draw in items:
            path = out / "pictures" / f"{stem}.svg"
            path.parent.mkdir(parents=True, exist_ok=True)
            try:
                text = draw().svg()
            except ValueError as err:  # a registered game whose position graph is too large to draw
                drawn.setdefault("skipped", []).append((stem, f"{caption}: {err}"))
                continue
            if seed == "games" and len(text) > MAX_SVG:
                drawn.setdefault("skipped", []).append((stem, f"{caption}: picture too large"))
                continue
            if not path.exists() or path.read_text() != text:
                path.write_text(text)
            drawn.setdefault(seed, []).append((f"{stem}.svg", caption))
    return drawn


def _figure(name: str, caption: str, prefix: str) -> str:
    return f".. figure:: {prefix}pictures/{name}\n   :width: 45%\n\n   {caption}\n\n"


# ------------------------------------------------------------------------------------------------- sources
def _cell(value: Any) -> str:
    text = " ".join(str(value).split())
    return text.replace("\\", "\\\\").replace("|", "\\|").replace("*", "\\*").replace("`", "'") or "-"


def _rows_table(claims: list, run: bool) -> str:
    from combgames.reproduce import run_claim

    head = ["id", "claim", "published"] + (["computed", "verdict"] if run else ["corrected reading"])
    lines = [".. list-table::", "   :header-rows: 1", "   :widths: auto", ""]
    lines.append("   * - " + "\n     - ".join(head))
    for c in claims:
        cells = [f"``{c.id}``", _cell(c.claim), _cell(c.published)]
        if run:
            row = run_claim(c)
            cells += [_cell(row.computed), _cell(row.verdict)]
        else:
            cells.append(_cell(c.corrected) if c.corrected is not None else "-")
        lines.append("   * - " + "\n     - ".join(cells))
    return "\n".join(lines) + "\n"


def source_pages(out: Path, drawn: dict) -> list[str]:
    """Write one page per source text (and one for the rows citing other literature); return their names."""
    from combgames.reproduce import all_claims
    from combgames.sources import SOURCES

    run = os.environ.get("COMBGAMES_DOCS_RUN") == "1"
    claims = [c for c in all_claims() if not c.slow]
    names = []
    how = ("Run the rows with ``combgames reproduce --only 'ID'`` (patterns allowed); the verdicts are computed "
           "by comparing with the published value, never written in.\n\n")
    if not run:
        how += ("The table lists the rows without running them (set ``COMBGAMES_DOCS_RUN=1`` when building to "
                "show the computed values and verdicts).\n\n")
    for seed, module in SOURCES.items():
        mod = importlib.import_module(module)
        doc_title = (mod.__doc__ or module).strip().splitlines()[0].rstrip(".")
        mine = [c for c in claims if c.source.startswith(seed) or seed in c.source]
        text = _title(f"{seed[:3]}: {doc_title}") + "\n"
        text += f"Source file ``{seed}``; transcriptions in :mod:`{module}`.\n\n"
        text += f".. automodule:: {module}\n   :no-index:\n\n"
        if drawn.get(seed):
            text += _title("Pictures", "-") + "\n" + "".join(_figure(n, c, "../") for n, c in drawn[seed])
        text += _title(f"Claims ({len(mine)} rows)", "-") + "\n" + how + (_rows_table(mine, run) if mine else "")
        name = seed[:3]
        _write(out / "sources" / f"{name}.rst", text)
        names.append(name)
    others = [c for c in claims if not any(seed in c.source for seed in SOURCES)]
    text = _title("Other literature") + "\n" + ("Rows that check results of the wider literature the library "
                                                "relies on (books, tables, OEIS).\n\n") + how
    _write(out / "sources" / "other.rst", text + _rows_table(others, run))
    names.append("other")
    _write(out / "sources" / "index.rst", _title("Source texts") + "\n" + (
        "One page per source text: its transcriptions, pictures and the reproduce rows that check its claims.\n\n"
        ".. toctree::\n   :maxdepth: 1\n\n") + "".join(f"   {n}\n" for n in names))
    return names


def gallery(out: Path, drawn: dict) -> None:
    text = _title("Gallery") + "\nPictures drawn by :func:`combgames.pictures.picture` when these pages were built.\n\n"
    for seed, items in drawn.items():
        if seed not in ("games", "skipped"):
            text += "".join(_figure(n, c, "") for n, c in items)
    if drawn.get("games"):
        text += "\n" + _title("Every registered game", "-") + "\n" + "".join(_figure(n, c, "") for n, c in drawn["games"])
    if drawn.get("skipped"):
        text += "\nNot drawn:\n\n" + "".join(f"* {_cell(c)}\n" for _, c in drawn["skipped"])
    _write(out / "gallery.rst", text)


def generate(docs: Path) -> None:
    """Write every generated page under ``docs/generated``."""
    out = docs / "generated"
    api_pages(out)
    drawn = _draw_all(out)
    source_pages(out, drawn)
    gallery(out, drawn)
