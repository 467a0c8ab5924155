"""Outcomes of Domineering rectangles by a compiled proof search, with winning strategies exported as proofs.

Left places vertical dominoes and Right horizontal ones (:mod:`combgames.games.domineering`). The outcome class of
a rectangle (CGT's L, R, N, P) says who wins with each player moving first: L, Left wins either way; R, Right
does; N, the first player wins; P, the second player wins. :class:`OutcomeSearch` answers "does the player to
move win?" for any position of a rectangle of at most 64 cells (Breuker, Uiterwijk and van den Herik solved 8 x 8
this way [1]_) with the kernel
:func:`combgames.analysis.domineering_kernels.outcome_search` (a boolean negamax on bitboards with a transposition
table, the board's reflections, move ordering and Bullock's safe-move test [2]_); :func:`rectangle_outcome` puts the
two answers together, with the nodes searched and the CPU time.

Proofs: :func:`winning_strategy` records, in a second pass over the solved table (the kernel
:func:`~combgames.analysis.domineering_kernels.record_proof`), the winner's move at each of its turns that the
counting lemma does not decide, as a :class:`~combgames.analysis.domineering_proof.DomineeringProof`;
:mod:`combgames.analysis.domineering_proof` saves it as data (``.npz``) and checks it with a checker that shares
no code with the search (its own move generator, counting lemma and board images). 7 x 7: 40250 positions
stored (119 kB), 585839 positions walked by the checker for each first player.

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

import time
from dataclasses import dataclass
from typing import Any, Callable

import numpy as np

from combgames.analysis.domineering_kernels import (CONTROL_SIZE, MAX_NODES, NODES, RECORDED, STATIC_CUTS, STOP,
                                                   TABLE_HITS, outcome_search, record_proof)
from combgames.analysis.domineering_proof import DomineeringProof
from combgames.base.checks import LimitError, check_int
from combgames.base.kernels import kernel, resolve_backend, run_interruptible
from combgames.games.partizan import LEFT, RIGHT

__all__ = ["OutcomeSearch", "RectangleOutcome", "outcome_class", "rectangle_outcome", "winning_strategy"]


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
def winning_strategy(search: OutcomeSearch, first: int, *, limit: int = 20_000_000) -> DomineeringProof:
    """The proof that the winner of the empty board with ``first`` to move wins: its strategy at each of its
    turns that the checker's counting lemma does not decide (:mod:`combgames.analysis.domineering_proof`),
    recorded by the kernel :func:`~combgames.analysis.domineering_kernels.record_proof` in a second pass after
    the search (only the winner's chosen move is searched again, usually a table hit; every reply is followed).

    Sizes, Left first (CPU on a shared machine): 7 x 7, 895023 nodes searched, 40250 positions stored (119 kB),
    585839 walked by the checker; 6 x 8, 7.8 million nodes, 560949 stored (1.8 MB), 6.2 million walked, 5.5 s to
    record and 3.6 s to check; 8 x 8, 1.57e9 nodes (590 CPU s), 50,016,317 positions stored (139 MB; 1,107 CPU s
    to record), 762,652,656 walked by the checker for each first player (550-700 CPU s each), 3.8 GB at most in
    all. The ``limit`` sizes the arrays (9 bytes a position, and a set of 8 bytes a slot, at most 3/4 full).

    Raises
    ------
    LimitError
        When the proof passes ``limit`` stored positions.
    """
    first = check_int(first, "first", minimum=0, maximum=1)
    limit = check_int(limit, "limit", minimum=1)
    winner = first if search.wins(search.full, first) else 1 - first
    positions = np.zeros(limit, dtype=np.uint64)
    moves = np.zeros(limit, dtype=np.uint8)
    seen = np.zeros(1 << max(4, (limit * 4 // 3).bit_length()), dtype=np.uint64)   # at most 3/4 full
    record = kernel(record_proof, search.backend)
    search.control[MAX_NODES] = 0
    began = time.monotonic()

    def report() -> dict:
        return {"phase": "domineering proof", "seconds": time.monotonic() - began,
                "positions": int(search.control[RECORDED])}

    count = run_interruptible(lambda: int(record(first, winner, search.rows, search.cols, search.masks,
                                                 search.reverse, search.tt_key, search.tt_data, search.control,
                                                 positions, moves, seen)),
                              search.control, STOP, progress=search.progress, report=report)
    if count == -1:
        raise KeyboardInterrupt("the Domineering proof recording was stopped")
    if count == -3:
        raise LimitError(f"the proof of the {search.rows} x {search.cols} board passes {limit} positions")
    if count < 0:
        raise AssertionError(f"the proof recording failed with code {count}: the search contradicts itself")
    order = np.argsort(positions[:count], kind="stable")
    return DomineeringProof(search.rows, search.cols, first, winner, positions[:count][order], moves[:count][order])
