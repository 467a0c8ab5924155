"""Outcomes of Domineering rectangles by a compiled proof search, with winning strategies exported as proofs.

Left places vertical dominoes and Right horizontal ones (:mod:`combgames.games.domineering`). The outcome class of
a rectangle (CGT's L, R, N, P) says who wins with each player moving first: L, Left wins either way; R, Right
does; N, the first player wins; P, the second player wins. :class:`OutcomeSearch` answers "does the player to
move win?" for any position of a rectangle of at most 64 cells (Breuker, Uiterwijk and van den Herik solved 8 x 8
this way [1]_) with the kernel
:func:`combgames.analysis.domineering_kernels.outcome_search` (a boolean negamax on bitboards with a transposition
table, the board's reflections, move ordering and Bullock's safe-move test [2]_); :func:`rectangle_outcome` puts the
two answers together, with the nodes searched and the CPU time.

Proofs: :func:`winning_strategy` walks every position the winner's strategy lets the loser reach, naming the
winner's domino at each of its turns (a memoryless strategy: one move per position, every reply of the loser
followed); :func:`save_proof` writes it as gzipped JSON (data only: the board as a hexadecimal mask of empty
cells, the move in the game's notation ``a1-a2``), and :func:`check_proof` checks a proof file with
:func:`combgames.solvers.strategy.check_memoryless_strategy` on :class:`~combgames.games.domineering.Domineering`
positions: the moves are read and played by the game's own rules and every end is checked, sharing no code with
the search.

References
----------
.. [1] D. M. Breuker, J. W. H. M. Uiterwijk, H. J. van den Herik, "Solving 8x8 Domineering", Theoretical
   Computer Science 230 (2000) 195-206.
.. [2] N. Bullock, "Domineering: solving large combinatorial search spaces", ICGA Journal 25 (2002) 67-84.

Examples
--------
>>> r = rectangle_outcome(3, 3)
>>> r.outcome, r.left_first, r.right_first
('N', True, True)
>>> rectangle_outcome(2, 4).outcome      # two rows of four: Right wins moving first or second
'R'
"""

from __future__ import annotations

import gzip
import json
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

import numpy as np

from combgames.analysis.domineering_kernels import (CONTROL_SIZE, MAX_NODES, NODES, STATIC_CUTS, STOP, TABLE_HITS,
                                                   outcome_search)
from combgames.base.checks import LimitError, check_int
from combgames.base.files import atomic_write, check_input_path, check_output_path
from combgames.base.kernels import kernel, resolve_backend, run_interruptible
from combgames.games.domineering import Domineering
from combgames.games.partizan import LEFT, RIGHT
from combgames.solvers.strategy import check_memoryless_strategy

__all__ = ["OutcomeSearch", "RectangleOutcome", "check_proof", "load_proof", "outcome_class", "rectangle_outcome",
           "save_proof", "winning_strategy"]

PLAYER_NAMES = ("Left", "Right")
PROOF_FORMAT = "combgames.domineering-proof/1"


def outcome_class(left_first_wins: bool, right_first_wins: bool) -> str:
    """The outcome class from who wins moving first: N (both), L (Left only), R (Right only), P (neither)."""
    return {(True, True): "N", (True, False): "L", (False, True): "R", (False, False): "P"}[
        (bool(left_first_wins), bool(right_first_wins))]


class OutcomeSearch:
    """Answers "does the player to move win?" for positions of a ``rows`` x ``cols`` Domineering board.

    Parameters
    ----------
    rows, cols : int
        The board, at most 64 cells and at most 16 columns.
    backend : {"auto", "numba", "python"}
        The compiled kernel or its Python twin (:func:`combgames.base.kernels.kernel`).
    table_bits : int
        The transposition table holds ``2 ** table_bits`` entries (16 bytes each), kept between questions.
    progress : callable, optional
        Called about once a second during a long search with ``{"phase", "seconds", "nodes"}``.

    Attributes
    ----------
    nodes, table_hits, static_cuts : int
        Totals over every question asked so far.
    """

    def __init__(self, rows: int, cols: int, *, backend: str = "auto", table_bits: int = 20,
                 progress: Callable[[dict], Any] | None = None):
        self.rows = check_int(rows, "rows", minimum=1)
        self.cols = check_int(cols, "cols", minimum=1, maximum=16)
        if rows * cols > 64:
            raise LimitError(f"a {rows} x {cols} board has {rows * cols} cells; the outcome search takes at most 64")
        table_bits = check_int(table_bits, "table_bits", minimum=4, maximum=30)
        self.backend = resolve_backend(backend)
        self._search = kernel(outcome_search, self.backend)
        cells = rows * cols
        every = (1 << cells) - 1
        not_first = sum(1 << (r * cols + c) for r in range(rows) for c in range(1, cols))
        not_last = sum(1 << (r * cols + c) for r in range(rows) for c in range(cols - 1))
        self.full = every
        self.masks = np.array([not_first, not_last, every >> cols], dtype=np.uint64)
        self.reverse = np.array([int(format(p, f"0{cols}b")[::-1], 2) for p in range(1 << cols)], dtype=np.uint64)
        self.tt_key = np.zeros(1 << table_bits, dtype=np.uint64)
        self.tt_data = np.zeros(1 << table_bits, dtype=np.int64)
        self.control = np.zeros(CONTROL_SIZE, dtype=np.int64)
        self.progress = progress

    @property
    def nodes(self) -> int:
        return int(self.control[NODES])

    @property
    def table_hits(self) -> int:
        return int(self.control[TABLE_HITS])

    @property
    def static_cuts(self) -> int:
        return int(self.control[STATIC_CUTS])

    def _call(self, empty: int, side: int, max_nodes: int) -> int:
        self.control[MAX_NODES] = self.control[NODES] + max_nodes if max_nodes else 0
        return int(self._search(np.uint64(empty), side, self.rows, self.cols, self.masks, self.reverse, self.tt_key,
                                self.tt_data, self.control))

    def wins(self, empty: int, side: int) -> bool:
        """Whether ``side`` (0 Left, 1 Right), to move on the board whose empty cells are ``empty``, wins.

        A short question is answered by a direct call; one that passes 200000 nodes is asked again in a worker
        thread (:func:`combgames.base.kernels.run_interruptible`), so Ctrl-C and SIGTERM stop it within a second."""
        if not 0 <= empty <= self.full or side not in (LEFT, RIGHT):
            raise ValueError(f"not a position of the {self.rows} x {self.cols} board: empty={empty!r}, side={side!r}")
        r = self._call(empty, side, 200_000)
        if r == -2:
            start, began = self.nodes, time.monotonic()

            def report() -> dict:
                return {"phase": "domineering outcome", "seconds": time.monotonic() - began,
                        "nodes": self.nodes - start}

            r = run_interruptible(lambda: self._call(empty, side, 0), self.control, STOP,
                                  progress=self.progress, report=report)
        if r < 0:
            raise KeyboardInterrupt("the Domineering outcome search was stopped")
        return r == 1

    def moves(self, empty: int, side: int) -> list[int]:
        """The first cells of the dominoes ``side`` can place (Left: k and k + cols; Right: k and k + 1)."""
        step = self.cols if side == LEFT else 1
        starts = int(self.masks[2]) if side == LEFT else int(self.masks[1])
        pairs = empty & (empty >> step) & starts
        return [i for i in range(self.rows * self.cols) if pairs >> i & 1]

    def play(self, empty: int, side: int, first_cell: int) -> int:
        """The empty cells after ``side`` places its domino starting at ``first_cell``."""
        step = self.cols if side == LEFT else 1
        return empty & ~((1 << first_cell) | (1 << (first_cell + step)))

    def winning_move(self, empty: int, side: int) -> int | None:
        """A move of ``side`` after which the opponent, to move, loses (its first cell), or None if there is none:
        of those, one leaving the opponent the fewest replies, which keeps a proof small (the loser's every reply
        is followed)."""
        after = [(self.play(empty, side, m), m) for m in self.moves(empty, side)]
        after.sort(key=lambda child: len(self.moves(child[0], 1 - side)))
        for child, m in after:
            if not self.wins(child, 1 - side):
                return m
        return None


@dataclass(frozen=True)
class RectangleOutcome:
    """The outcome of the empty ``rows`` x ``cols`` rectangle: who wins moving first, the class, the work."""

    rows: int
    cols: int
    left_first: bool
    right_first: bool
    nodes: int
    cpu_seconds: float
    backend: str

    @property
    def outcome(self) -> str:
        """L, R, N or P (:func:`outcome_class`)."""
        return outcome_class(self.left_first, self.right_first)


def rectangle_outcome(rows: int, cols: int, *, backend: str = "auto", table_bits: int = 20,
                      progress: Callable[[dict], Any] | None = None) -> RectangleOutcome:
    """Solve the empty ``rows`` x ``cols`` rectangle with Left and with Right moving first (one table for both)."""
    search = OutcomeSearch(rows, cols, backend=backend, table_bits=table_bits, progress=progress)
    start = time.process_time()
    left = search.wins(search.full, LEFT)
    right = search.wins(search.full, RIGHT)
    return RectangleOutcome(rows, cols, left, right, search.nodes, time.process_time() - start, search.backend)


# ------------------------------------------------------------------------------------------------- proofs
def winning_strategy(search: OutcomeSearch, first: int, *, limit: int = 2_000_000) -> tuple[int, dict[int, int]]:
    """(the winner, {empty mask: first cell of the winner's domino}) from the empty board with ``first`` to move:
    one move at every position of the winner's turn reachable when the winner follows it and the loser plays
    anything (each position once).

    Raises
    ------
    LimitError
        When the strategy passes ``limit`` positions (the message gives the count so far).
    """
    winner = first if search.wins(search.full, first) else 1 - first
    strategy: dict[int, int] = {}
    seen: set[tuple[int, int]] = set()
    stack = [(search.full, first)]
    while stack:
        empty, side = stack.pop()
        if (empty, side) in seen:
            continue
        seen.add((empty, side))
        if len(seen) > limit:
            raise LimitError(f"the strategy of the {search.rows} x {search.cols} board passes {limit} positions "
                             f"({len(strategy)} of the winner's turn so far)")
        if side == winner:
            m = search.winning_move(empty, side)
            if m is None:
                raise AssertionError(f"no winning move from {empty:#x} for side {side}: the search contradicts itself")
            strategy[empty] = m
            stack.append((search.play(empty, side, m), 1 - side))
        else:
            stack.extend((search.play(empty, side, m), 1 - side) for m in search.moves(empty, side))
    return winner, strategy


def save_proof(path: str | Path, rows: int, cols: int, first: int, winner: int, strategy: dict[int, int]) -> None:
    """Write a strategy of :func:`winning_strategy` as gzipped JSON: ``{"format", "game", "rows", "cols", "first",
    "winner", "positions", "moves": {hex mask of empty cells: move text}}`` (moves in the game's notation)."""
    game = Domineering(rows, cols)
    step = cols if winner == LEFT else 1
    moves = {}
    for empty, cell in sorted(strategy.items()):
        other = cell + step
        moves[format(empty, "x")] = game.move_name((divmod(cell, cols), divmod(other, cols)))
    data = {"format": PROOF_FORMAT, "game": game.cache_key(), "rows": rows, "cols": cols,
            "first": PLAYER_NAMES[first], "winner": PLAYER_NAMES[winner], "positions": len(moves), "moves": moves}
    with atomic_write(check_output_path(path), "wb") as f:
        f.write(gzip.compress(json.dumps(data, sort_keys=True).encode("utf-8"), mtime=0))


def load_proof(path: str | Path) -> dict:
    """Read a proof written by :func:`save_proof` (data only), checking its head.

    Raises
    ------
    ValueError
        Naming the file, when it is not gzipped JSON of this format or its fields are of the wrong kind."""
    source = check_input_path(path)
    try:
        data = json.loads(gzip.decompress(source.read_bytes()).decode("utf-8"))
    except (OSError, EOFError, ValueError) as err:
        raise ValueError(f"{path}: not a gzipped JSON proof: {err}") from err
    if not isinstance(data, dict) or data.get("format") != PROOF_FORMAT:
        raise ValueError(f"{path}: not a Domineering proof (format {PROOF_FORMAT!r} expected)")
    ok = (type(data.get("rows")) is int and type(data.get("cols")) is int and data.get("first") in PLAYER_NAMES
          and data.get("winner") in PLAYER_NAMES and isinstance(data.get("moves"), dict)
          and all(isinstance(v, str) for v in data["moves"].values()))
    if not ok:
        raise ValueError(f"{path}: a proof has int rows and cols, first and winner Left or Right, moves texts")
    return data


def check_proof(path: str | Path) -> dict:
    """Check a proof file by the game's rules: from the empty rectangle with ``first`` to move, the winner plays
    the stored move (read by :meth:`Domineering.parse_move`, which refuses an illegal one) and the loser every
    legal move, until every line ends in a win for the winner
    (:func:`combgames.solvers.strategy.check_memoryless_strategy`). Returns ``{"claim", "positions"}``: the claim
    in words and the positions checked.

    Raises
    ------
    combgames.solvers.strategy.StrategyError
        With the failing line, when a position lacks a move or a line is lost.
    ValueError
        When the file is not a proof (:func:`load_proof`)."""
    data = load_proof(path)
    game = Domineering(data["rows"], data["cols"])
    if data.get("game") != game.cache_key():
        raise ValueError(f"{path}: the proof names the game {data.get('game')!r}, not {game.cache_key()!r}")
    first, winner = PLAYER_NAMES.index(data["first"]), PLAYER_NAMES.index(data["winner"])
    moves = data["moves"]

    def strategy(p: tuple) -> Any:
        text = moves.get(format(p[0][2], "x"))
        return None if text is None else game.parse_move(text, p)

    start = (game.initial_board(), first)
    positions = check_memoryless_strategy(game, strategy, winner, start)
    who = "the first player" if winner == first else "the second player"
    claim = f"{data['rows']} x {data['cols']}, {data['first']} to move: {who} ({data['winner']}) wins"
    return {"claim": claim, "positions": positions}
