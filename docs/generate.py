"""Pages of the documentation generated at build time (called by ``conf.py``; output in ``docs/generated/``).

* ``generated/api/*.rst`` - one page per package (the top-level packages and every subpackage of
  ``combgames``, found by walking the packages, so a new module or subpackage appears without editing the
  docs); each page opens with the package's tour (``tours/<page>.rst``: a few sentences and a short example,
  run as a doctest by ``tests/test_docs.py``) and pictures drawn for it, then a recursive autosummary of its
  modules.
* ``generated/sources/*.rst`` - one page per source text (``combgames.sources.SOURCES``): its module's
  docstring, pictures drawn from the library, and the reproduce rows of that text (id, claim, published value,
  computed value, verdict, seconds) with the rows counted by verdict; the index page counts every page's rows
  by verdict. The rows are computed at build time (each once, in a pool of the machine's cores: about 3
  CPU-minutes), or read from a finished run with ``COMBGAMES_DOCS_ROWS=rows.json`` (``combgames reproduce
  --json > rows.json``), or only listed with ``COMBGAMES_DOCS_RUN=0``.
* ``generated/gallery.rst`` and ``generated/pictures/*.svg`` - a gallery of pictures drawn at build time.
"""

from __future__ import annotations

import concurrent.futures
import importlib
import json
import multiprocessing
import os
import pkgutil
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Mapping

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


TOURS = Path(__file__).resolve().parent / "tours"
"""Hand-written tours, ``tours/<page>.rst``: a few sentences and a short example (run by ``tests/test_docs.py``
as a doctest) that open a package's page, before the pictures drawn for it (:func:`_tour_pictures`)."""


def tour(name: str) -> str:
    """The tour of the package page ``name`` (``tours/<name>.rst``), or its docstring's first line if it has none."""
    path = TOURS / f"{name}.rst"
    return path.read_text() if path.exists() else f"{_first_line(name)}.\n"


def api_pages(out: Path, drawn: dict | None = None) -> list[str]:
    """Write one page per package: its tour, its pictures (from ``drawn``, see :func:`_draw_all`) and a recursive
    summary of its modules; return the page names in order."""
    names = []
    for name, modules in packages():
        title = TITLES.get(name) or f"{name}: {_first_line(name)}"
        text = _title(title) + "\n" + tour(name) + "\n"
        figures = (drawn or {}).get(f"tour:{name}", [])
        if figures:
            text += "".join(_figure(n, c, "../") for n, c in figures)
        text += _title("Modules", "-") + "\n" + _summary(modules)
        _write(out / "api" / f"{name}.rst", text)
        names.append(name)
    _write(out / "api" / "index.rst", _title("Packages") + "\n" + ".. toctree::\n   :maxdepth: 1\n\n"
           + "".join(f"   {n}\n" for n in names))
    for page in (out / "api").glob("*.rst"):  # the page of a package an earlier build had
        if page.stem not in names and page.stem != "index":
            page.unlink()
    return names


def _first_line(module: str) -> str:
    try:
        doc = importlib.import_module(module).__doc__ or ""
    except Exception:  # noqa: BLE001 - a module that fails to import is reported by autodoc itself
        return module
    line = doc.strip().splitlines()[0] if doc.strip() else module
    return line.rstrip(".").split(": ", 1)[-1]


# ------------------------------------------------------------------------------------------------ pictures
def _game_picture(name: str, text: str | None = None, **kw: Any) -> Callable[[], Any]:
    """A function drawing the registered game ``name`` (at the position written ``text``, else its start)."""
    def draw() -> Any:
        from combgames.catalogue import make_game
        from combgames.pictures import picture

        g = make_game(name)
        return picture(g, position=g.parse_position(text), **kw) if text else picture(g, **kw)
    return draw


def _pictures() -> dict[str, list[tuple[str, str, Callable[[], Any]]]]:
    """Per seed (and "gallery"): ``(file stem, caption, function returning a Picture)``."""
    from combgames.catalogue import make_game
    from combgames.pictures import picture

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
        "000_673cd376e7bd542d.txt": [("picaria_start", "Picaria: the board and the start", _game_picture("picaria")),
                                     ("picaria_position", "A position of the second phase",
                                      _game_picture("picaria", "..o/oxx/x.o X"))],
        "001_b5e936bd6e3419b9.txt": [("pi4_grid", "The plane pi_4 as a grid (the paper's Figure 4)", pi4_grid),
                                     ("figure1", "The MOLS(4) of the paper's Figure 1", figure1)],
        "002_e4f40bb950069833.txt": [("picaria13", "The 13-point Picaria board", _game_picture("picaria13"))],
        "003_4502657011210c81.txt": [("torus_example", "The text's example board on the 6 x 6 hex torus, with "
                                                       "its loops", torus_example)],
        "004_7c4ca64fa9fabca3.txt": [("tactix", "A Tactix board", tactix)],
        "gallery": [("mols3", "Two MOLS of order 3", mols3), ("pong_hau_ki_graph",
                                                                "The position graph of Pong Hau K'i", graph),
                    ("mu_torere", "Mu Torere", _game_picture("mu-torere"))],
    }


def _tour_pictures() -> dict[str, list[tuple[str, str, Callable[[], Any]]]]:
    """Per package page (``"tour:<page>"``): the pictures its tour shows, ``(file stem, caption, draw)``."""
    from combgames.pictures import picture

    def draw(make: Callable[[], Any], **kw: Any) -> Callable[[], Any]:
        return lambda: picture(make(), **kw)

    def designs_mols4() -> Any:
        from designs import mols
        return list(mols(4))

    def designs_ag3() -> Any:
        from designs import affine_plane
        return affine_plane(3)

    def torus_column() -> Any:
        from topology import hex_torus
        return picture(hex_torus(6), stones="/".join(["..x..."] * 6))

    def klein() -> Any:
        from topology import hex_klein_bottle
        return hex_klein_bottle(6)

    def thermograph(text: str) -> Callable[[], Any]:
        def make() -> Any:
            from combgames.cgt import parse_game
            return picture(parse_game(text))
        return make

    def tactix(board: str) -> Callable[[], Any]:
        def make() -> Any:
            from combgames.games.tactix import Tactix
            return picture(Tactix(board=board))
        return make

    def s_board() -> Any:
        from combgames.games.tactix import Tactix
        from combgames.grundy.sshape import s_board_text
        return picture(Tactix(board=s_board_text(5, 7)))

    def family5() -> Any:
        from combgames.analysis.picaria import family_game
        return picture(family_game(5, 3))

    def latin5() -> Any:
        from designs import LatinSquare
        return LatinSquare.cyclic(5)

    sources = _pictures()
    figure1 = sources["001_b5e936bd6e3419b9.txt"][1]
    pi4 = sources["001_b5e936bd6e3419b9.txt"][0]
    torus = sources["003_4502657011210c81.txt"][0]
    position = "..o/oxx/x.o X"
    return {
        "tour:designs": [("tour_designs_mols4", "mols(4): three mutually orthogonal Latin squares of order 4",
                          draw(designs_mols4)),
                         ("tour_designs_ag3", "affine_plane(3) as a tic-tac-toe grid", draw(designs_ag3))],
        "tour:topology": [("tour_topology_column", "hex_torus(6) with the stones of column C: a loop of class "
                                                   "(0, 1)", torus_column),
                          ("tour_topology_klein", "hex_klein_bottle(6): the fundamental domain and its "
                                                  "identified edges", draw(klein))],
        "tour:combgames": [("tour_combgames_phk", "Pong Hau K'i at the start", _game_picture("pong-hau-ki")),
                           ("pong_hau_ki_graph", "Its position graph, coloured by value",
                            _game_picture("pong-hau-ki", view="graph"))],
        "tour:combgames.analysis": [("picaria_position", f"Picaria, the position {position}",
                                     _game_picture("picaria", position)),
                                    ("tour_analysis_family5", "The relative of Picaria with five sides", family5)],
        "tour:combgames.base": [("tour_base_tactix", "A Tactix board of three components",
                                 tactix("xx.x/x..x/.xx."))],
        "tour:combgames.cgt": [("tour_cgt_thermograph", "The thermograph of {2 | -1}: mean 1/2, temperature 3/2",
                                thermograph("{2|-1}")),
                               ("tour_cgt_domineering", "Domineering at the start", _game_picture("domineering"))],
        "tour:combgames.commands": [("picaria_start", "combgames draw board picaria", _game_picture("picaria"))],
        "tour:combgames.explorer": [("tour_explorer_mu_torere", "Mu Torere's position graph, coloured by value",
                                     _game_picture("mu-torere", view="graph")),
                                    ("tour_explorer_thermograph", "The thermograph of {4 | {1 | -1}}",
                                     thermograph("{4|{1|-1}}"))],
        "tour:combgames.games": [("picaria_position", f"Picaria, {position}", _game_picture("picaria", position)),
                                 ("picaria13", "The 13-point Picaria board", _game_picture("picaria13")),
                                 ("tactix", "Tactix", tactix("xx../.xxx")),
                                 ("tour_games_hackenbush", "Hackenbush", _game_picture("hackenbush"))],
        "tour:combgames.grundy": [("tour_grundy_sshape", "The S-shaped Tactix board of 5 and 7 counters "
                                                         "(Grundy value 12)", s_board)],
        "tour:combgames.pictures": [("tour_pictures_latin5", "picture(LatinSquare.cyclic(5))", draw(latin5)),
                                    ("tour_pictures_klein", "picture(hex_klein_bottle(6))", draw(klein))],
        "tour:combgames.reproduce": [pi4,
                                     ("picaria_position", f"Picaria, {position} (X to move)",
                                      _game_picture("picaria", position))],
        "tour:combgames.solvers": [("pong_hau_ki_graph", "Pong Hau K'i: every position, coloured by its "
                                                              "retrograde value", _game_picture("pong-hau-ki", view="graph"))],
        "tour:combgames.sources": [figure1,
                                   torus],
        "tour:combgames.symmetry": [("picaria_position", f"Picaria, {position}", _game_picture("picaria", position)),
                                    ("tour_symmetry_b", "The same position turned a quarter clockwise",
                                     _game_picture("picaria", "xo./.x./oxo X"))],
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
    items_of = _pictures() | _tour_pictures()
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
RUN_VARIABLE = "COMBGAMES_DOCS_RUN"
"""``COMBGAMES_DOCS_RUN=0`` lists the reproduce rows without computing them (a quick draft build)."""

ROWS_VARIABLE = "COMBGAMES_DOCS_ROWS"
"""``COMBGAMES_DOCS_ROWS=rows.json`` reads the rows of a finished ``combgames reproduce --json > rows.json``
instead of computing them (rows the file lacks are computed)."""


@dataclass
class RowsRun:
    """The reproduce rows the source pages show: ``rows`` maps a claim id to its row as
    :meth:`combgames.reproduce.Row.as_json` gives it (empty when the rows are listed without running them);
    ``origin`` says where they come from, in a sentence of reStructuredText."""

    rows: dict[str, dict[str, Any]] = field(default_factory=dict)
    origin: str = ""


def _row_json(claim_id: str) -> dict[str, Any]:
    """Compute the claim ``claim_id`` (a worker of the process pool) and return its JSON row."""
    from combgames.reproduce import all_claims, run_claim

    return run_claim(next(c for c in all_claims() if c.id == claim_id)).as_json()


def _cores() -> int:
    """The cores this process may run on."""
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1


def compute_rows(claims: list, workers: int | None = None) -> dict[str, dict[str, Any]]:
    """Compute ``claims`` (each exactly once) in a pool of ``workers`` processes (default: the cores this
    process may use), the longest first by the times of the last ``combgames reproduce``; return
    ``{id: JSON row}``. One worker, or a platform without ``fork``, computes them here in turn."""
    from combgames.reproduce import expected_seconds
    from combgames.reproduce._timings import read_times

    recorded = read_times()
    by_id = {c.id: c for c in claims}
    ids = sorted(by_id, key=lambda i: -recorded.get(i, expected_seconds(by_id[i])))
    workers = min(workers or _cores(), len(ids))
    if workers <= 1 or "fork" not in multiprocessing.get_all_start_methods():
        return {i: _row_json(i) for i in ids}
    rows: dict[str, dict[str, Any]] = {}
    context = multiprocessing.get_context("fork")  # the workers inherit the imported library and this module
    with concurrent.futures.ProcessPoolExecutor(workers, mp_context=context) as pool:
        for done, row in enumerate(pool.map(_row_json, ids), 1):
            rows[row["id"]] = row
            if done % 50 == 0 or done == len(ids):
                print(f"docs: {done}/{len(ids)} reproduce rows computed", file=sys.stderr, flush=True)
    return rows


def read_rows(path: str | Path) -> dict[str, dict[str, Any]]:
    """The rows of a ``combgames reproduce --json`` output file, ``{id: row}``; ``ValueError`` naming the file
    and the row when it is not such a file."""
    from combgames.reproduce import VERDICTS

    try:
        data = json.loads(Path(path).read_text())
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as err:
        raise ValueError(f"{ROWS_VARIABLE}={path}: not a readable JSON file ({err})") from None
    if not isinstance(data, list):
        raise ValueError(f"{ROWS_VARIABLE}={path}: expected the JSON list of `combgames reproduce --json`")
    rows = {}
    for n, row in enumerate(data):
        if not (isinstance(row, dict) and isinstance(row.get("id"), str) and "computed" in row
                and row.get("verdict") in VERDICTS + ("error",)
                and isinstance(row.get("seconds"), (int, float))):
            raise ValueError(f"{ROWS_VARIABLE}={path}: row {n} is not a reproduce row (id, computed, verdict, "
                             f"seconds): {str(row)[:80]}")
        rows[row["id"]] = row
    return rows


def rows_run(claims: list, environ: Mapping[str, str] = os.environ) -> RowsRun:
    """The rows for ``claims`` as the environment asks: read from the file ``COMBGAMES_DOCS_ROWS`` names (rows
    it lacks computed), not run with ``COMBGAMES_DOCS_RUN=0``, else all computed now."""
    if environ.get(RUN_VARIABLE) == "0":
        return RowsRun(origin=(f"The rows are listed without computing them (this build set ``{RUN_VARIABLE}=0``)."))
    wanted = {c.id for c in claims}
    start, cpu = time.perf_counter(), _cpu_seconds()
    path = environ.get(ROWS_VARIABLE)
    rows = {}
    if path:
        rows = {i: r for i, r in read_rows(path).items() if i in wanted}
        origin = f"The rows were read from a finished run, ``combgames reproduce --json`` (``{Path(path).name}``)"
        missing = [c for c in claims if c.id not in rows]
        if missing:
            rows |= compute_rows(missing)
            origin += f"; the file lacked {len({c.id for c in missing})} of them, computed now"
    else:
        rows = compute_rows(claims)
        origin = "The rows were computed when these pages were built" + (
            f", in a pool of {_cores()} processes" if _cores() > 1 else "")
    wall, cpu = time.perf_counter() - start, _cpu_seconds() - cpu
    origin += (f" ({time.strftime('%Y-%m-%d', time.gmtime())}; {len(rows)} rows in {wall:.0f} s of wall-clock "
               f"time, {cpu:.0f} CPU-s).")
    print(f"docs: {len(rows)} reproduce rows in {wall:.0f} s of wall-clock time, {cpu:.0f} CPU-s", file=sys.stderr,
          flush=True)
    return RowsRun(rows, origin)


def _cpu_seconds() -> float:
    """The CPU time of this process and of its finished children (the pool's workers)."""
    times = os.times()
    return times.user + times.system + times.children_user + times.children_system


def _cell(value: Any) -> str:
    text = " ".join(str(value).split())
    return text.replace("\\", "\\\\").replace("|", "\\|").replace("*", "\\*").replace("`", "'") or "-"


def verdict_counts(rows: list[dict[str, Any]]) -> dict[str, int]:
    """``{verdict: number of rows}``, in the order of :data:`combgames.reproduce.VERDICTS` (then ``error``)."""
    from combgames.reproduce import VERDICTS

    counts = {v: sum(r["verdict"] == v for r in rows) for v in VERDICTS + ("error",)}
    return {v: n for v, n in counts.items() if n}


def _summary_line(rows: list[dict[str, Any]]) -> str:
    counts = ", ".join(f"{n} {v}" for v, n in verdict_counts(rows).items())
    seconds = sum(r["seconds"] for r in rows)
    return f"**{len(rows)} rows: {counts}** ({seconds:.1f} s of computation, the sum of the rows' times).\n\n"


def _rows_table(claims: list, run: RowsRun) -> str:
    head = ["id", "claim", "published"] + (["computed", "verdict", "s"] if run.rows else ["corrected reading"])
    widths = "16 42 16 16 6 4" if run.rows else "16 48 18 18"
    lines = [".. list-table::", "   :header-rows: 1", f"   :widths: {widths}", ""]
    lines.append("   * - " + "\n     - ".join(head))
    for c in claims:
        cells = [f"``{c.id}``", _cell(c.claim), _cell(c.published if c.published is not None else "-")]
        if run.rows:
            row = run.rows[c.id]
            cells += [_cell("-" if row["computed"] is None else row["computed"]), f"**{row['verdict']}**",
                      f"{row['seconds']:.2f}"]
        else:
            cells.append(_cell(c.corrected) if c.corrected is not None else "-")
        lines.append("   * - " + "\n     - ".join(cells))
    return "\n".join(lines) + "\n"


def _claims_section(claims: list, run: RowsRun, how: str) -> str:
    text = _title(f"Claims ({len(claims)} rows)", "-") + "\n" + how + run.origin + "\n\n"
    if run.rows and claims:
        text += _summary_line([run.rows[c.id] for c in claims])
    return text + (_rows_table(claims, run) if claims else "")


def _page_of(claim: Any) -> list[str]:
    """The source pages a claim's row appears on (a row citing two texts appears on both; "other" if none)."""
    from combgames.sources import SOURCES

    return [seed[:3] for seed in SOURCES if seed in claim.source] or ["other"]


def source_pages(out: Path, drawn: dict, run: RowsRun | None = None, claims: list | None = None) -> list[str]:
    """Write one page per source text (and one for the rows citing other literature) and their index, with the
    reproduce rows of ``claims`` (default: every row a default ``combgames reproduce`` computes) on the pages of
    the texts they cite, computed, read or listed as :func:`rows_run` decides unless ``run`` is given; return
    the page names."""
    from combgames.reproduce import all_claims
    from combgames.sources import SOURCES

    if claims is None:
        claims = [c for c in all_claims() if not c.slow]
    if run is None:
        run = rows_run(claims)
    how = ("Run the rows with ``combgames reproduce --only 'ID'`` (patterns allowed); the verdicts are computed "
           "by comparing with the published value, never written in. ")
    per_page: dict[str, list] = {}
    for c in claims:
        for page in _page_of(c):
            per_page.setdefault(page, []).append(c)
    names = []
    for seed, module in SOURCES.items():
        mod = importlib.import_module(module)
        doc_title = (mod.__doc__ or module).strip().splitlines()[0].rstrip(".")
        name = seed[:3]
        text = _title(f"{name}: {doc_title}") + "\n"
        text += f"Source file ``{seed}``; transcriptions in :mod:`{module}`.\n\n"
        text += f".. automodule:: {module}\n   :no-index:\n\n"
        if drawn.get(seed):
            text += _title("Pictures", "-") + "\n" + "".join(_figure(n, c, "../") for n, c in drawn[seed])
        text += _claims_section(per_page.get(name, []), run, how)
        _write(out / "sources" / f"{name}.rst", text)
        names.append(name)
    text = _title("Other literature") + "\n" + ("Rows that check results of the wider literature the library "
                                                "relies on (books, tables, OEIS).\n\n")
    _write(out / "sources" / "other.rst", text + _claims_section(per_page.get("other", []), run, how))
    names.append("other")
    _write(out / "sources" / "index.rst", _title("Source texts") + "\n" + (
        "One page per source text: its transcriptions, pictures and the reproduce rows that check its claims. "
        + run.origin + "\n\n" + _verdict_table(per_page, names, run) +
        ".. toctree::\n   :maxdepth: 1\n\n") + "".join(f"   {n}\n" for n in names))
    return names


def _verdict_table(per_page: dict[str, list], names: list[str], run: RowsRun) -> str:
    """The rows of each page by verdict, one line per page (nothing when the rows were not run)."""
    from combgames.reproduce import VERDICTS

    if not run.rows:
        return ""
    columns = VERDICTS + ("error",)
    lines = [".. list-table:: Rows by verdict", "   :header-rows: 1", "", "   * - page\n     - rows\n" +
             "".join(f"     - {v}\n" for v in columns).rstrip("\n")]
    every = {c.id: c for claims in per_page.values() for c in claims}  # a row citing two texts is on both pages
    for name, claims in [(f":doc:`{n}`", per_page.get(n, [])) for n in names] + [("all, each row once",
                                                                                 list(every.values()))]:
        counts = verdict_counts([run.rows[c.id] for c in claims])
        lines.append(f"   * - {name}\n     - {len(claims)}\n" +
                     "".join(f"     - {counts.get(v, 0)}\n" for v in columns).rstrip("\n"))
    return "\n".join(lines) + "\n\n"


def gallery(out: Path, drawn: dict) -> None:
    text = _title("Gallery") + "\nPictures drawn by :func:`combgames.pictures.picture` when these pages were built.\n\n"
    for seed, items in drawn.items():
        if seed not in ("games", "skipped") and not seed.startswith("tour:"):
            text += "".join(_figure(n, c, "") for n, c in items)
    if drawn.get("games"):
        text += "\n" + _title("Every registered game", "-") + "\n"
        text += "".join(_figure(n, c, "") for n, c in drawn["games"])
    if drawn.get("skipped"):
        text += "\nNot drawn:\n\n" + "".join(f"* {_cell(c)}\n" for _, c in drawn["skipped"])
    _write(out / "gallery.rst", text)


def _remove_stale_module_pages(folder: Path) -> None:
    """Remove the module pages an earlier build wrote for modules that no longer exist (autosummary would try to
    import them, and fail the build)."""
    import importlib.util

    for page in folder.glob("*.rst"):
        try:
            found = importlib.util.find_spec(page.stem) is not None
        except (ImportError, ValueError):  # a parent package that is gone, or does not import
            found = False
        if not found:
            page.unlink()


def generate(docs: Path) -> None:
    """Write every generated page under ``docs/generated``."""
    out = docs / "generated"
    _remove_stale_module_pages(out / "api" / "_autosummary")
    drawn = _draw_all(out)
    api_pages(out, drawn)
    source_pages(out, drawn)
    gallery(out, drawn)
