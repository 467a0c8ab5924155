"""Proofs of Domineering outcomes as data, and their checker, which shares no code with the search.

A proof (:class:`DomineeringProof`) says: on the empty ``rows`` x ``cols`` board with ``first`` to move,
``winner`` wins. It is a memoryless strategy of the winner, stored only where it is needed: the positions of the
winner's turn (each as the least of its images under the board's two reflections) and a move at each. The
checker (:func:`check_proof`, the kernel :func:`combgames.analysis.domineering_proof_kernels.check_walk`) plays
every reply of the loser itself, with its own move generator, and accepts a line of play as won when

- the winner's position is stored, and its stored move is legal (then every reply is followed);
- or the counting lemma of Lachmann, Moore and Rapaport (safe moves against the opponent's packing, with the
  refinement of Breuker, Uiterwijk and van den Herik, and Bullock; stated in
  :mod:`combgames.analysis.domineering_proof_kernels`) says the winner to move wins, or says the loser loses
  after one of the winner's moves;
- or the loser, after a stored move, loses by the lemma (this includes having no move).

Transpositions and reflections merge (a position is walked once). A proof for a square board proves the other
first player's claim too: transposing the board swaps the players, and :func:`check_proof` walks the same stored
strategy a second time in the transposed frame, on the real board and with the real player's moves
(``transposed=True``), so that claim is checked move by move, not assumed.

File format (:func:`save_proof`): a numpy ``.npz`` archive (compressed, read with ``allow_pickle=False``) of
``format`` (the text ``combgames.domineering-proof/2``), ``board`` ``[rows, cols, first, winner]`` (int64),
``positions`` (uint64 masks of empty cells, increasing) and ``moves`` (uint8, the first cell ``r * cols + c`` of
the winner's domino in the stored image's frame; Left's covers cells k and k + cols, Right's k and k + 1).

Examples
--------
>>> from combgames.analysis.domineering import OutcomeSearch, winning_strategy
>>> proof = winning_strategy(OutcomeSearch(4, 4), first=0)
>>> report = check_proof(proof)
>>> report["claim"]
'4 x 4, Left to move: the first player (Left) wins'
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

import numpy as np

from combgames.analysis.domineering_proof_kernels import (CHECK_CONTROL_SIZE, CHECK_STOP, EXPANDED, ILLEGAL,
                                                         LEMMA_LEAVES, LOSER_TURNS, NOT_DECIDED, OUT_OF_BOARD,
                                                         STACK_FULL, WINNER_TURNS, check_walk)
from combgames.base.files import atomic_write, check_input_path, check_output_path
from combgames.base.kernels import kernel, resolve_backend, run_interruptible

__all__ = ["SHIPPED_PROOFS", "DomineeringProof", "ProofError", "check_proof", "load_proof", "save_proof",
           "shipped_proof"]

PLAYER_NAMES = ("Left", "Right")
PROOF_FORMAT = "combgames.domineering-proof/2"

SHIPPED_PROOFS = {(7, 7): "domineering_7x7_proof.npz"}
"""The proofs shipped as package data of :mod:`combgames.analysis` (under 2 MB each), by board: 7 x 7 with Left
first (40250 positions, 119 kB; made by :func:`combgames.analysis.domineering.winning_strategy` on
``OutcomeSearch(7, 7, table_bits=22)``). Larger proofs are built by the reproduce rows."""


class ProofError(ValueError):
    """A proof that does not prove its claim: the message names the failure and the position."""


@dataclass(frozen=True)
class DomineeringProof:
    """``winner`` (0 Left, 1 Right) wins the empty ``rows`` x ``cols`` board with ``first`` to move, by the move
    ``moves[i]`` at each stored position ``positions[i]`` (see the module docstring)."""

    rows: int
    cols: int
    first: int
    winner: int
    positions: np.ndarray = field(repr=False)
    moves: np.ndarray = field(repr=False)

    @property
    def claim(self) -> str:
        """The claim in words."""
        who = "the first player" if self.winner == self.first else "the second player"
        return (f"{self.rows} x {self.cols}, {PLAYER_NAMES[self.first]} to move: {who} "
                f"({PLAYER_NAMES[self.winner]}) wins")

    def transposed(self) -> DomineeringProof:
        """The claim on the transposed board, with the other player first (checked by walking this proof in the
        transposed frame)."""
        return DomineeringProof(self.cols, self.rows, 1 - self.first, 1 - self.winner, self.positions, self.moves)


def save_proof(path: str | Path, proof: DomineeringProof) -> Path:
    """Write ``proof`` as a compressed ``.npz`` archive (module docstring); returns the path written."""
    target = check_output_path(path)
    with atomic_write(target, "wb") as f:
        np.savez_compressed(f, format=np.array(PROOF_FORMAT),
                            board=np.array([proof.rows, proof.cols, proof.first, proof.winner], dtype=np.int64),
                            positions=np.ascontiguousarray(proof.positions, dtype=np.uint64),
                            moves=np.ascontiguousarray(proof.moves, dtype=np.uint8))
    return target


def load_proof(path: str | Path) -> DomineeringProof:
    """Read a proof written by :func:`save_proof` (data only: ``allow_pickle=False``), checking its fields.

    Raises
    ------
    ValueError
        Naming the file and the field, when it is not such an archive, or a field is of the wrong kind."""
    source = check_input_path(path)
    try:
        with np.load(source, allow_pickle=False) as archive:
            arrays = {name: archive[name] for name in archive.files}
    except (OSError, EOFError, ValueError) as err:
        raise ValueError(f"{path}: not a Domineering proof archive (.npz): {err}") from err
    if "format" not in arrays or str(arrays["format"]) != PROOF_FORMAT:
        raise ValueError(f"{path}: not a Domineering proof (format {PROOF_FORMAT!r} expected)")
    board, positions, moves = arrays.get("board"), arrays.get("positions"), arrays.get("moves")
    if board is None or board.dtype != np.int64 or board.shape != (4,):
        raise ValueError(f"{path}: 'board' must be four int64 numbers: rows, cols, first, winner")
    rows, cols, first, winner = (int(x) for x in board)
    if not (rows >= 1 and cols >= 1 and rows * cols <= 64 and first in (0, 1) and winner in (0, 1)):
        raise ValueError(f"{path}: 'board' {board.tolist()} is not a board of at most 64 cells with first and "
                         "winner 0 (Left) or 1 (Right)")
    if positions is None or moves is None or positions.dtype != np.uint64 or moves.dtype != np.uint8 \
            or positions.ndim != 1 or positions.shape != moves.shape:
        raise ValueError(f"{path}: 'positions' (uint64) and 'moves' (uint8) must be arrays of one length")
    if positions.size > 1 and not bool(np.all(positions[1:] > positions[:-1])):
        raise ValueError(f"{path}: 'positions' must be increasing")
    return DomineeringProof(rows, cols, first, winner, positions, moves)


def shipped_proof(rows: int, cols: int) -> DomineeringProof:
    """The proof for the ``rows`` x ``cols`` board shipped with the package (:data:`SHIPPED_PROOFS`), read by
    :func:`load_proof`: data to check with :func:`check_proof`, which needs no search.

    Raises
    ------
    KeyError
        When no proof of that board is shipped."""
    if (rows, cols) not in SHIPPED_PROOFS:
        raise KeyError(f"no Domineering proof of the {rows} x {cols} board is shipped (only "
                       f"{', '.join(f'{r} x {c}' for r, c in SHIPPED_PROOFS)})")
    from importlib.resources import as_file, files

    with as_file(files("combgames.analysis").joinpath(SHIPPED_PROOFS[rows, cols])) as path:
        return load_proof(path)


def _board_text(empty: int, rows: int, cols: int) -> str:
    """The board with '.' for an empty cell and '#' for a covered one, rows separated by '/'."""
    return "/".join("".join("." if empty >> (r * cols + c) & 1 else "#" for c in range(cols)) for r in range(rows))


_FAILURES = {NOT_DECIDED: "the proof has no move for the winner here and the counting lemma does not decide it",
             ILLEGAL: "the stored move is not a legal move of the winner here",
             OUT_OF_BOARD: "the stored move is not a domino of the board",
             STACK_FULL: "more positions pending than the checker's stack holds"}


def check_proof(proof: DomineeringProof | str | Path, *, transposed: bool = False, rows: int | None = None,
                cols: int | None = None, backend: str = "auto",
                progress: Callable[[dict], Any] | None = None) -> dict:
    """Check ``proof`` (or the file of one) by walking every line of play (module docstring); with
    ``transposed``, check the claim of :meth:`DomineeringProof.transposed` instead. ``rows`` and ``cols``, when
    given, are the board the proof must be about.

    Returns ``{"claim", "positions", "stored", "lemma_leaves"}``: the claim checked, the positions walked (the
    winner's and the loser's turns), the stored moves used and the turns of the winner decided by the lemma.

    Raises
    ------
    ProofError
        When a line of play is not won: the message names the failure and the position (the winner to move).
    ValueError
        When the file is not a proof (:func:`load_proof`) or is about another board.
    """
    data = proof if isinstance(proof, DomineeringProof) else load_proof(proof)
    claim = data.transposed() if transposed else data
    if (rows is not None and rows != claim.rows) or (cols is not None and cols != claim.cols):
        raise ValueError(f"the proof is about the {claim.rows} x {claim.cols} board, not {rows} x {cols}")
    walk = kernel(check_walk, resolve_backend(backend))
    control = np.zeros(CHECK_CONTROL_SIZE, dtype=np.int64)
    failure = np.zeros(1, dtype=np.uint64)
    used = np.zeros(data.positions.shape[0], dtype=np.uint8)

    def call() -> int:
        return int(walk(claim.rows, claim.cols, claim.first, claim.winner, transposed, data.positions, data.moves,
                        used, control, failure))

    def report() -> dict:
        return {"phase": "domineering proof check", "positions": int(control[WINNER_TURNS] + control[LOSER_TURNS])}

    code = run_interruptible(call, control, CHECK_STOP, progress=progress, report=report)
    if code < 0:
        raise KeyboardInterrupt("the Domineering proof check was stopped")
    if code > 0:
        raise ProofError(f"{claim.claim}: not proved: {_FAILURES[code]}, at "
                         f"{_board_text(int(failure[0]), claim.rows, claim.cols)} with {PLAYER_NAMES[claim.winner]} "
                         "to move")
    return {"claim": claim.claim, "positions": int(control[WINNER_TURNS] + control[LOSER_TURNS]),
            "stored": int(control[EXPANDED]), "lemma_leaves": int(control[LEMMA_LEAVES])}
