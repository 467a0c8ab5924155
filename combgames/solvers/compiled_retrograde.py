"""Compiled retrograde analysis of stone games: ranked positions, moves in the kernel, arrays instead of graphs.

For a game that declares ``stone_structure()`` (:mod:`combgames.game`: stones of two players on n cells,
placed and then slid along a move graph, with winning lines and the restrictions of the Picaria family and the
blockade games), :func:`compiled_retrograde` computes the same values and distances as
:func:`combgames.solvers.retrograde` (win / loss in d plies, draw, for the player to move), for every position
of the game at once:

1. positions are ranked to integers by the combinatorial number system
   (:class:`~combgames.solvers.ranking.StoneRanking`: layers ``(nx, no, turn)``, colex ranks of the stone
   sets), so the state space is a range of integers and no dictionary or position object is built;
2. a numba kernel labels the terminal positions (the player who just moved has a line; no move, under the
   no-move rule) and counts every other position's moves;
3. a second kernel propagates labels backwards in breadth-first order, generating the parents of a position by
   undoing a move (a slide back, a placed stone taken back) and checking that move's legality, as the generic
   analysis does over its reverse edges (a position with a child lost in d is won in d + 1; one whose
   children are all won is lost in 1 + their largest distance; what is never labelled is a draw). Positions
   are ranked by the stones of the player who just moved first, so a child's parents (which keep the other
   player's stones) share one block of ranks and differ from the child in one or two cells of the mover's set
   (a byte table of colex ranks); each level of the queue is read sorted by those stones, and one int8 per
   position holds its count of undecided moves, then its label and distance
   (:mod:`combgames.solvers._stone_kernels`; widened to int16 if a distance passes 62, and so on).

Every consistent position is solved, not only those reachable from the start; the values of reachable
positions depend only on reachable ones, so they agree with :func:`~combgames.solvers.retrograde`. There is no
symmetry reduction: ranks replace orbits, and the memory is about 10 bytes per position (18 above 30 cells;
stated, and refused up front beyond ``max_positions``).

Examples
--------
>>> from combgames.games.picaria import Picaria
>>> g = Picaria()
>>> r = compiled_retrograde(g)
>>> str(r.value(g.initial())), r.size
('draw', 5710)
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any, Callable, Iterator

import numpy as np

from combgames.game import Game, capabilities, checked_position, require_two_players, resolve_no_move_rule
from combgames.solvers.ranking import StoneRanking, stone_layers
from combgames.solvers.retrograde import OUTCOME_DRAW, OUTCOME_LOSS, OUTCOME_WIN, RetrogradeResult
from combgames.base.checks import check_int, size_text
from combgames.base.kernels import run_interruptible

__all__ = ["AUTO_MINIMUM_POSITIONS", "MAX_RANKED_POSITIONS", "CompiledRetrogradeResult", "compiled_retrograde",
           "compiled_retrograde_unsuitable"]

MAX_RANKED_POSITIONS = 400_000_000
"""The default limit of ranked positions of one compiled analysis: about 4 GB (10 bytes a position)."""

AUTO_MINIMUM_POSITIONS = 100_000
""":func:`combgames.solvers.solve` with ``method="auto"`` uses the compiled analysis from this many positions on
(below, loading the compiled code costs more than the generic analysis takes)."""

_BYTES_PER_POSITION = 10  # state int8 (later the distances), queue int64 (two above 30 cells), outcome int8
_NO_MOVE = {"win": OUTCOME_WIN, "loss": OUTCOME_LOSS, "draw": OUTCOME_DRAW}
_WIDER = {np.int8: np.int16, np.int16: np.int32, np.int32: np.int64}
_PACKED_CELLS = 30  # up to this many cells a queued position is one int64 (x, o, turn, label), else two
_SORT_CHUNK = 1 << 20  # the propagation sorts the queue by this many positions at a time (8 MB of room)


def compiled_retrograde_unsuitable(game: Game, options: dict | None = None, *, minimum_positions: int = 0
                                   ) -> str | None:
    """Why :func:`compiled_retrograde` cannot solve ``game`` (with these solver options), or None if it can.

    With ``minimum_positions`` (what :func:`combgames.solvers.solve` passes when it chooses the method), a game
    with fewer positions is left to the generic analysis, which is faster there (no compiled code to load).

    Examples
    --------
    >>> from combgames.games.nim import Nim
    >>> compiled_retrograde_unsuitable(Nim([1, 2]))
    'Nim does not declare stone_structure()'
    """
    caps = capabilities(game)
    if caps.stone_structure is None:
        return f"{type(game).__name__} does not declare stone_structure()"
    options = options or {}
    unknown = sorted(set(options) - {"no_move_rule", "max_positions", "symmetry", "progress"})
    if unknown:
        return f"the compiled retrograde analysis takes no option {', '.join(unknown)}"
    rule = resolve_no_move_rule(game, options.get("no_move_rule"))
    if rule not in _NO_MOVE:
        return f"the compiled retrograde analysis has no no-move rule {rule!r} (only {', '.join(_NO_MOVE)})"
    structure = caps.stone_structure()
    if structure["cells"] > 62:
        return f"{structure['cells']} cells: the compiled retrograde analysis takes at most 62"
    if minimum_positions:
        size = StoneRanking(structure["cells"], stone_layers(tuple(structure["stones"]), structure["placement"])).size
        if size < minimum_positions:
            return (f"{size:,} positions: the generic retrograde analysis is faster below "
                    f"{minimum_positions:,}")
    return None


@dataclass
class CompiledRetrogradeResult(RetrogradeResult):
    """Every position of a stone game solved; the interface of :class:`~combgames.solvers.RetrogradeResult`.

    ``value(p)``, ``move_values(p)``, ``best_moves(p)`` and ``pv(p)`` work as there; nodes are ranks
    (:attr:`ranking`), and :meth:`items` unranks them one by one.
    """

    ranking: StoneRanking | None = None

    @property
    def size(self) -> int:
        """Number of positions solved (every consistent position; there is no symmetry reduction)."""
        return self.ranking.size  # type: ignore[union-attr]

    def _node(self, p: Any, check: bool = True) -> int:
        if check:
            p = checked_position(self.game, p)
        x, o, t = p
        return self.ranking.rank(x, o, t)  # type: ignore[union-attr]

    def __contains__(self, p: Any) -> bool:
        try:
            self._node(p)
        except (TypeError, ValueError, KeyError):
            return False
        return True

    def items(self) -> Iterator[tuple[Any, Any]]:
        """Yield ``(position, value)`` for every position, in rank order."""
        make = type(self.game.initial())
        for i in range(self.size):
            yield make(*self.ranking.unrank(i)), self._value_of(i)  # type: ignore[union-attr]


def compiled_retrograde(game: Game, *, no_move_rule: str | None = None, symmetry: bool = False,
                        max_positions: int = MAX_RANKED_POSITIONS,
                        progress: Callable[[dict], None] | None = None) -> CompiledRetrogradeResult:
    """Solve every position of a stone game by compiled retrograde analysis (see the module docstring).

    Parameters
    ----------
    game : Game
        A two-player game declaring ``stone_structure()``.
    no_move_rule : {"loss", "win", "draw"}, optional
        What happens to a player with no legal move; default the game's.
    symmetry : bool
        Accepted for the interface of :func:`~combgames.solvers.retrograde` and ignored: positions are ranked,
        not reduced by symmetry (the result says ``symmetry=False``).
    max_positions : int
        Refuse up front, with the count and the memory it needs, a game with more positions than this
        (default :data:`MAX_RANKED_POSITIONS`).
    progress : callable, optional
        Called at the end of each phase ("rank", "propagate") with ``{"phase", "positions", "seconds"}``, and
        about once a second while a phase runs with the positions done so far (ranked; labelled in
        "propagate") and ``"total"``, the positions of the game. The kernels are interruptible: Ctrl-C (or
        SIGTERM, SIGHUP under the command line) stops them within a fraction of a second and raises
        KeyboardInterrupt.

    Returns
    -------
    CompiledRetrogradeResult
        With ``stats``: ``positions``, ``labelled``, ``longest`` (the largest distance), ``backend`` ("numba"),
        ``rank_seconds``, ``propagate_seconds``.

    Raises
    ------
    TypeError
        If the game is not two-player or does not declare ``stone_structure()``.
    ValueError
        If the no-move rule is "pass", the board has more than 62 cells, or there are more than
        ``max_positions`` positions.

    Examples
    --------
    >>> from combgames.games.blockade import mu_torere
    >>> g = mu_torere()
    >>> r = compiled_retrograde(g)
    >>> str(r.value(g.initial())), r.counts["draw"] > 0
    ('draw', True)
    """
    require_two_players(game, "retrograde analysis")
    check_int(max_positions, "max_positions", minimum=1)
    caps = capabilities(game)
    if caps.stone_structure is None:
        raise TypeError(f"compiled retrograde analysis needs stone_structure(); {type(game).__name__} does not "
                        "provide it (use retrograde)")
    problem = compiled_retrograde_unsuitable(game, {"no_move_rule": no_move_rule})
    if problem is not None:
        raise ValueError(problem)
    rule = resolve_no_move_rule(game, no_move_rule)
    t0 = time.perf_counter()
    structure = caps.stone_structure()
    n = structure["cells"]
    stones = tuple(structure["stones"])
    ranking = StoneRanking(n, stone_layers(stones, bool(structure["placement"])))
    if ranking.size > max_positions:
        memory = ranking.size * (_BYTES_PER_POSITION + 8 * (n > _PACKED_CELLS))
        raise ValueError(f"compiled retrograde analysis refused: {size_text(ranking.size)} positions (about "
                         f"{size_text(memory)} bytes), more than "
                         f"max_positions={size_text(max_positions)}; pass a larger max_positions to try anyway")
    arrays = _rule_arrays(structure)
    from combgames.solvers import _stone_kernels as kernels

    state, queue, tail, edges = _initial_labels(ranking, arrays, _NO_MOVE[rule], progress, t0)
    t1 = time.perf_counter()
    if progress is not None:
        progress({"phase": "rank", "positions": ranking.size, "seconds": t1 - t0})
    where = np.array([0, tail, 0, tail, 0], dtype=np.int64)       # head, tail, level, end of the level, stop
    wide = n > _PACKED_CELLS
    chunk = min(_SORT_CHUNK, ranking.size) * (2 if wide else 1)
    buckets = (np.empty(kernels.SORT_BUCKETS, dtype=np.int64), np.empty(chunk, dtype=np.int64))

    def propagate(state: np.ndarray) -> int:
        return kernels.propagate(n, ranking.offset, ranking.layer_of, ranking.colex_table, ranking.binom,
                                 arrays["into"], arrays["lines"], arrays["stones"], arrays["rules"],
                                 arrays["witnesses"], state, queue, wide, where, *buckets, _longest(state.dtype))

    def report() -> dict:
        return {"phase": "propagate", "positions": int(where[1]), "total": ranking.size,
                "seconds": time.perf_counter() - t0}

    while not run_interruptible(lambda: propagate(state), where, kernels.WHERE_STOP, progress=progress,
                                report=report):
        state = state.astype(_WIDER[state.dtype.type])
    del queue
    outcome = np.empty(ranking.size, dtype=np.int8)
    longest = kernels.split_state(state, outcome)
    t2 = time.perf_counter()
    if progress is not None:
        progress({"phase": "propagate", "positions": ranking.size, "seconds": t2 - t0})
    return CompiledRetrogradeResult(
        game=game, rule=rule, key=tuple, index={}, representatives=[], outcome=outcome, distance=state,
        seconds=t2 - t0, build_seconds=t1 - t0, symmetry=False, edges=int(edges), ranking=ranking,
        stats={"positions": ranking.size, "labelled": int(where[1]), "longest": int(longest), "backend": "numba",
               "rank_seconds": t1 - t0, "propagate_seconds": t2 - t1})


def _longest(state_type: np.dtype) -> int:
    """The largest distance a state of this integer type holds (its code -(2 d + 2) must fit)."""
    return (int(np.iinfo(state_type).max) - 2) // 2


def _initial_labels(ranking: StoneRanking, arrays: dict[str, np.ndarray], no_move: int,
                    progress: Callable[[dict], None] | None = None, t0: float = 0.0
                    ) -> tuple[np.ndarray, np.ndarray, int, int]:
    """The state array (int8 when every count of moves fits, else int16) with the terminal positions labelled
    and queued; return (state, queue, queued, moves). ``progress`` hears of the positions done about once a
    second (``t0``: the :func:`time.perf_counter` of the start)."""
    from combgames.solvers import _stone_kernels as kernels

    n = ranking.cells
    degrees = sorted((int(m).bit_count() for m in arrays["nbr"]), reverse=True)
    most_moves = max(n, sum(degrees[:int(max(arrays["stones"]))]))
    state = np.empty(ranking.size, dtype=np.int8 if most_moves <= 127 else np.int16)
    wide = n > _PACKED_CELLS
    queue = np.empty(ranking.size * (2 if wide else 1), dtype=np.int64)
    control = np.zeros(2, dtype=np.int64)  # stop flag, positions done

    def report() -> dict:
        return {"phase": "rank", "positions": int(control[kernels.DONE]), "total": ranking.size,
                "seconds": time.perf_counter() - t0}

    tail, edges = run_interruptible(
        lambda: kernels.initial_labels(n, ranking.offset, ranking.layer_nx, ranking.layer_no, ranking.layer_turn,
                                       arrays["nbr"], arrays["lines"], arrays["stones"], arrays["rules"],
                                       arrays["witnesses"], no_move, state, queue, wide, control),
        control, kernels.STOP, progress=progress, report=report)
    return state, queue, int(tail), int(edges)


def _rule_arrays(structure: dict) -> dict[str, np.ndarray]:
    """The structure's rules as the int64 arrays the kernels read."""
    n = structure["cells"]
    witnesses = tuple(structure.get("witnesses", ())) or (0,) * n
    return {
        "nbr": np.array(structure["neighbours"], dtype=np.int64),
        "into": np.array([sum(1 << a for a in range(n) if structure["neighbours"][a] >> b & 1) for b in range(n)],
                         dtype=np.int64),
        "lines": np.array(structure["lines"] or (), dtype=np.int64).reshape(-1),
        "stones": np.array(structure["stones"], dtype=np.int64),
        "rules": np.array([int(bool(structure["placement"])), structure.get("place_forbidden", 0),
                           structure.get("place_forbidden_early", 0), structure.get("slide_forbidden", 0),
                           structure.get("guarded", 0)], dtype=np.int64),
        "witnesses": np.array(witnesses, dtype=np.int64),
    }
