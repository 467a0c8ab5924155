"""The command matrix: every registered game crossed with every command that accepts it, run through the
installed ``combgames`` console script in a subprocess, as a user runs it.

Each cell must end in one of three ways (issue 25): an answer (exit 0); the user's mistake (exit 2, one line on
stderr naming it); or a stated limit (exit 1, ``stopped: ...`` naming the limit). Never a traceback, and never
a message that is only a Python key or type name (``error: rate``, ``error: KeyError: ...``).

The fast cells run in the default test run (two at a time: they are separate processes); the rest (every method
that applies to every game, and a second setting of each game's options) run with ``--runslow``. The times of
the cells that ran are printed at the end of the test session (``tests/conftest.py``), as a table of games x
commands.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from combgames.catalogue import game_names

GAMES = game_names()
COMBGAMES = shutil.which("combgames")
LIMITS = ["--max-nodes", "200000", "--max-positions", "300000"]
"""Every solve of the matrix runs under these stated limits, so it answers or stops at one within seconds."""
HEAVY_LIMITS = ["--max-nodes", "5000", "--max-positions", "20000"]
"""The limits of the games whose nodes cost milliseconds (loop detection on surfaces, planes of order 9)."""

OTHER_SETTING = {
    "affine-plane": ["--option", "q=2"], "backsliding-toads-and-frogs": ["--option", "row=TT.F"],
    "clobber": ["--option", "board=xox/oxo"],
    "amazons": ["--option", "board=x.../o..."], "cram": ["--option", "rows=4", "--option", "cols=5"], "konane": ["--option", "board=xo.o/.x.o"],
    "toppling-dominoes": ["--option", "board=BRRBB GG"],
    "col": ["--option", "board=cycle 5; tints 0:L"], "node-kayles": ["--option", "board=grid 3x3"],
    "snort": ["--option", "board=grid 2x3"], "wythoff": ["--option", "heaps=8 13"],
    "cutcake": ["--option", "width=3", "--option", "height=3"], "dawsons-kayles": ["--option", "heaps=7"],
    "domineering": ["--option", "rows=3", "--option", "cols=4"], "grundys-game": ["--option", "heaps=12"],
    "hackenbush": ["--option", "picture=BR GG"], "hypercube": ["--option", "n=2", "--option", "d=3"],
    "kayles": ["--option", "heaps=4 5"], "klein-hex": ["--option", "n=3"], "misere-nim": ["--option", "heaps=1 2 3"],
    "mu-torere": ["--option", "centre_entry=false"], "nim": ["--option", "heaps=1 10**100"],
    "octal": ["--option", "code=0.07", "--option", "heaps=9"], "pi4": ["--option", "reduced=true"],
    "picaria": ["--option", "stalemate=draw"], "picaria13": ["--option", "stones=4"],
    "plane-of-order-9": ["--option", "plane=hughes"], "pong-hau-ki": ["--option", "no_move_rule=draw"],
    "projective-plane": ["--option", "q=2"], "projex": ["--option", "n=3"], "projex-square": ["--option", "n=3"],
    "qubic": ["--option", "reduced=true"], "tactix": ["--option", "rows=3", "--option", "cols=3"],
    "tactix-misere": ["--option", "rows=2", "--option", "cols=3"], "tapatan": ["--option", "stalemate=draw"],
    "three-mens-morris": ["--option", "stalemate=draw"], "three-mens-morris-diagonals": ["--option", "stalemate=draw"],
    "tictactoe": ["--option", "n=4"], "toads-and-frogs": ["--option", "row=TT..FF"],
    "token-cycle": ["--option", "n=5"], "torus-hex": ["--option", "n=3"], "torus3": ["--option", "n=3"],
    "transversal-design": ["--option", "k=3", "--option", "q=3"],
}
"""A second setting of each game's options (the first is its defaults)."""

SMALL = {  # games whose whole state space is small: --save then query, in the default run
    "tictactoe", "picaria", "mu-torere", "pong-hau-ki", "nim", "token-cycle", "toads-and-frogs",
    "three-mens-morris", "cutcake", "clobber", "backsliding-toads-and-frogs",
}
NO_NOTATION = {"token-cycle"}
"""Games without a position notation: a solved database (every position as text) is refused before work."""
HEAVY_DEFAULTS = {"klein-hex", "plane-of-order-9", "projex", "projex-square", "torus-hex", "torus3",
                  "transversal-design", "affine-plane"}
"""Games whose default solve takes more than a few seconds (or stops at the matrix's limits): slow cells."""

VALUED = {"domineering", "hackenbush", "clobber", "toads-and-frogs", "cutcake", "nim", "kayles", "dawsons-kayles",
          "octal", "snort", "col", "node-kayles", "wythoff", "amazons", "konane", "toppling-dominoes",
          "backsliding-toads-and-frogs", "cram"}
"""Games ``combgames value`` answers (partizan games with Left/Right options; impartial games under normal play)."""

METHODS_FAST = {"tictactoe", "picaria", "nim", "qubic", "domineering", "torus3"}
"""The games whose ``--methods`` and refused ``value`` cells run by default (one per family of capabilities)."""

PYTHON_NAME = re.compile(r"error: ([A-Za-z_]*(Error|Exception)\b|'?\w+'?$)")


@dataclass
class Cell:
    """One command of the matrix: its arguments, what it may end in, and (after it ran) how it ended."""

    game: str
    command: str
    args: list[str]
    allowed: tuple[str, ...] = ("answer",)
    slow: bool = False
    stdin: str | None = None
    check: object = None  # a function of the completed process, for cells with a value to assert
    ran: dict = field(default_factory=dict)

    @property
    def id(self) -> str:
        return f"{self.game}:{self.command}"


def _cells(tmp: Path) -> list[Cell]:
    cells: list[Cell] = []
    for g in GAMES:
        heavy = g in HEAVY_DEFAULTS
        refused = ("usage",) if g == "torus3" else ()  # 6 x 6: too large for the coalition kernel's table
        limits = HEAVY_LIMITS if heavy else LIMITS
        cells.append(Cell(g, "solve", ["solve", g, *limits], ("answer", "limit", *refused), slow=heavy))
        cells.append(Cell(g, "solve --methods", ["solve", g, "--methods"], slow=g not in METHODS_FAST))
        cells.append(Cell(g, "solve (other setting)", ["solve", g, *OTHER_SETTING[g], *limits], ("answer", "limit"),
                          slow=True))
        cells.append(Cell(g, "draw game", ["draw", "game", g, "-o", str(tmp / f"{g}.svg")],
                          ("answer",) if g in SMALL else ("answer", "limit"), slow=g not in SMALL,
                          check=lambda done, g=g: (tmp / f"{g}.svg").read_text().startswith("<svg")))
        cells.append(Cell(g, "play (hint, undo)", ["play", g, "--seconds", "0.5", "--max-nodes", "20000"],
                          stdin="hint\nundo\nquit\n", slow=heavy or g not in SMALL))
        if g in VALUED:
            cells.append(Cell(g, "value", ["value", g, "--max-positions", "200000"], ("answer", "limit")))
        else:
            cells.append(Cell(g, "value (refused)", ["value", g], ("usage",), slow=g not in METHODS_FAST))
        if g in NO_NOTATION:
            cells.append(Cell(g, "solve --save (refused)", ["solve", g, "--save", str(tmp / f"{g}.npz")], ("usage",)))
        elif g in SMALL:
            db = tmp / f"{g}.npz"
            cells.append(Cell(g, "solve --save", ["solve", g, "--save", str(db), "--quiet"]))
            cells.append(Cell(g, "query", ["query", str(db)]))
        elif g == "torus3":
            cells.append(Cell(g, "solve --save (refused)", ["solve", g, "--save", str(tmp / "t3.npz")], ("usage",)))
    for g in GAMES:  # every method that applies (the matrix's slow part); methods that do not apply are refused
        for method in ("search", "retrograde", "grundy", "compiled", "pns"):
            limits = HEAVY_LIMITS if g in HEAVY_DEFAULTS else LIMITS
            cells.append(Cell(g, f"solve --method {method}", ["solve", g, "--method", method, *limits, "--quiet"],
                              ("answer", "limit", "usage"), slow=True))
    cells += [
        Cell("tactix", "grundy board", ["grundy", "xx../.xxx"],
             check=lambda done: "value: 5" in done.stdout),
        Cell("tactix", "grundy 5x5", ["grundy", "/".join(["xxxxx"] * 5)], slow=True),
        Cell("kayles", "grundy --code", ["grundy", "--code", "0.77", "--values", "20"],
             check=lambda done: "values G(0..20)" in done.stdout),
        Cell("picaria13", "solve stones=5 (progress printer)", ["solve", "picaria13", "--option", "stones=5"],
             check=lambda done: "value:" in done.stdout),
        Cell("qubic", "solve (stored certificate)", ["solve", "qubic", "--quiet"],
             check=lambda done: "certificate" in done.stdout and "value:      win" in done.stdout),
        Cell("nim", "solve (bad option)", ["solve", "nim", "--option", "heaps=-3"], ("usage",)),
        Cell("tictactoe", "solve (bad position)", ["solve", "tictactoe", "--position", "xxx/ooo/... X"], ("usage",)),
        Cell("tictactoe", "solve (method not for it)", ["solve", "tictactoe", "--method", "grundy"], ("usage",)),
        Cell("-", "query (missing file)", ["query", str(tmp / "missing.npz")], ("usage",)),
        Cell("-", "unknown game", ["solve", "no-such-game"], ("usage",)),
    ]
    return cells


def outcome(done: subprocess.CompletedProcess) -> str:
    """How a command ended: "answer", "usage", "limit", or "failure" (exit 1 other than a limit)."""
    if done.returncode == 0:
        return "answer"
    if done.returncode == 2:
        return "usage"
    if done.returncode == 1 and "stopped:" in done.stderr:
        return "limit"
    return f"failure (exit {done.returncode})"


def problems(cell: Cell, done: subprocess.CompletedProcess) -> list[str]:
    """What is wrong with how ``cell`` ended (empty when it ended in an allowed way, with a user's message)."""
    found = []
    how = outcome(done)
    if how not in cell.allowed:
        found.append(f"ended as {how}, expected one of {cell.allowed}")
    if "Traceback" in done.stderr:
        found.append("a traceback on stderr")
    errors = [line for line in done.stderr.splitlines() if ": error: " in line or ": stopped: " in line]
    if how == "usage" and len(errors) != 1:
        found.append(f"{len(errors)} error lines, expected one")
    for line in errors:
        message = line.split(": error: ", 1)[-1].split(": stopped: ", 1)[-1]
        if PYTHON_NAME.search(line) or len(message.split()) < 3:
            found.append(f"a message that is a Python name, not words: {line!r}")
    if how == "answer" and cell.check is not None and not cell.check(done):
        found.append("the answer is not the expected one")
    return found


def run_cell(cell: Cell, env: dict) -> None:
    t0 = time.perf_counter()
    cpu0 = os.times()
    done = subprocess.run([COMBGAMES, *cell.args], input=cell.stdin, capture_output=True, text=True, env=env,
                          timeout=300)
    cpu1 = os.times()
    cell.ran = {"done": done, "seconds": time.perf_counter() - t0,
                "cpu": (cpu1.children_user + cpu1.children_system) - (cpu0.children_user + cpu0.children_system)}


MATRIX: list[Cell] = []
"""The cells that ran in this session (read by tests/conftest.py for the table at the end)."""


@pytest.fixture(scope="module")
def matrix(request, tmp_path_factory):
    """Run the cells this session selects (fast ones; all with --runslow), two processes at a time; in order,
    since a query reads the file its save wrote."""
    if COMBGAMES is None:
        pytest.skip("the combgames console script is not installed (pip install -e .)")
    tmp = tmp_path_factory.mktemp("matrix")
    slow = request.config.getoption("--runslow")
    cells = [c for c in _cells(tmp) if slow or not c.slow]
    env = {**os.environ, "COMBGAMES_CACHE": str(tmp / "cache"), "COLUMNS": "100"}
    env.pop("COMBGAMES_DEBUG", None)
    saves = [c for c in cells if c.command.startswith("solve --save")]
    rest = [c for c in cells if c not in saves and c.command != "query"]
    with ThreadPoolExecutor(max_workers=2) as pool:
        list(pool.map(lambda c: run_cell(c, env), saves + rest))
        list(pool.map(lambda c: run_cell(c, env), [c for c in cells if c.command == "query"]))
    MATRIX.extend(cells)
    return {c.id: c for c in cells}


def _ids(slow: bool) -> list[str]:
    return [c.id for c in _cells(Path("/nonexistent")) if c.slow == slow]


@pytest.mark.parametrize("cell_id", _ids(False))
def test_cell(matrix, cell_id):
    cell = matrix[cell_id]
    done = cell.ran["done"]
    assert not problems(cell, done), (problems(cell, done), done.stdout[-1500:], done.stderr[-1500:])


@pytest.mark.slow
@pytest.mark.parametrize("cell_id", _ids(True))
def test_slow_cell(matrix, cell_id):
    cell = matrix[cell_id]
    done = cell.ran["done"]
    assert not problems(cell, done), (problems(cell, done), done.stdout[-1500:], done.stderr[-1500:])


def test_the_checks_catch_what_users_met():
    """The matrix's own checks fail on the messages of issue 25 (so a cell cannot pass by accident)."""
    cell = Cell("picaria13", "solve", [])
    rate = subprocess.CompletedProcess([], 2, "", "combgames solve: error: rate\n")
    key = subprocess.CompletedProcess([], 1, "", "combgames solve: error: KeyError: 'rate'\n")
    trace = subprocess.CompletedProcess([], 1, "", "Traceback (most recent call last):\n")
    assert problems(cell, rate) and problems(cell, key) and problems(cell, trace)
    fine = subprocess.CompletedProcess([], 0, "value: draw\n", "")
    assert problems(cell, fine) == []


def matrix_table(cells: list[Cell]) -> str:
    """The cells that ran as a table: game, command, how it ended, wall and CPU seconds."""
    rows = [f"{'game':<28} {'command':<36} {'ended':<10} {'wall s':>7} {'cpu s':>7}"]
    for c in sorted(cells, key=lambda c: (c.game, c.command)):
        if c.ran:
            rows.append(f"{c.game:<28} {c.command:<36} {outcome(c.ran['done']):<10} {c.ran['seconds']:>7.2f} "
                        f"{c.ran['cpu']:>7.2f}")
    return "\n".join(rows)


if __name__ == "__main__":  # pragma: no cover - python tests/combgames/test_command_matrix.py [--slow]
    import tempfile

    with tempfile.TemporaryDirectory() as d:
        chosen = [c for c in _cells(Path(d)) if "--slow" in sys.argv or not c.slow]
        env = {**os.environ, "COMBGAMES_CACHE": str(Path(d) / "cache")}
        for c in chosen:
            run_cell(c, env)
            bad = problems(c, c.ran["done"])
            print(f"{c.id:<60} {outcome(c.ran['done']):<12} {c.ran['seconds']:6.2f} s {'; '.join(bad)}", flush=True)
        print(matrix_table(chosen))
