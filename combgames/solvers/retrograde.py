"""Retrograde analysis: exact values of every position of a finite two-player game whose positions may repeat.

Definitions (for the player to move). A position is a *win in d* if the player to move can force the end of
the game with a win for themself within d plies and not within fewer; a *loss in d* if the opponent can
force a win, and the player to move can delay it to exactly d plies; a *draw* if neither side can force a win
(play may go on for ever, or end in a drawn result). Terminal positions are those where ``result`` is not
None, or the player to move has no legal move and the no-move rule is not "pass" (see :mod:`combgames.game`).

Algorithm: the state space (all positions reachable from the start, built by the shared walk
:class:`combgames.explore.StateSpace`, or an enumeration given by the game) is a graph of integer node ids;
its reverse edges go into CSR arrays. Terminal nodes are labelled,
then labels propagate backwards in breadth-first order: a node with a child lost in d is won in d + 1 (the
first such child found has the least d, since labels are found in order of distance); a node all of whose
children are won is lost in 1 + (the largest of their distances). What is never labelled is a draw. With
``symmetry=True`` nodes are orbits (keys ``game.canonical(p)``), which is sound because a symmetry of the game
maps wins to wins and losses to losses with the same distances.

Complexity: O(V + E) after the graph is built; building it costs one ``moves``/``play``/``canonical`` call per
edge.
"""

from __future__ import annotations

import time
from collections import deque
from pathlib import Path
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Hashable, Iterable, Iterator

from combgames.base.checkpoint import Checkpoint, checkpoint_header, default_cache_dir, header_digest
from combgames.base.checks import size_text

from combgames.explore import ExplorationLimitError, StateSpace
from combgames.game import (DRAW, Game, capabilities, checked_position, final_result, position_key,
                            require_two_players, resolve_no_move_rule, successors)
from combgames.solvers.values import DRAW_VALUE, LOSS, WIN, Value

if TYPE_CHECKING:
    import numpy as np  # imported where used: a solve by another method does not load numpy

__all__ = ["MAX_POSITIONS", "RetrogradeResult", "retrograde"]

MAX_POSITIONS = 50_000_000
"""The default limit of positions (orbits with symmetry) one retrograde analysis builds: about 10 GB."""

OUTCOME_UNKNOWN, OUTCOME_WIN, OUTCOME_LOSS, OUTCOME_DRAW = 0, 1, 2, 3
"""The codes of ``RetrogradeResult.outcome``, for the player to move: not labelled (yet), a win, a loss, a
draw (positions never labelled are draws). Package-internal (not in ``__all__``): the compiled retrograde
analysis (:mod:`combgames.solvers.compiled_retrograde`) writes the same codes."""


@dataclass
class RetrogradeResult:
    """The solved state space. Look up a position with :meth:`value`; iterate with :meth:`items`."""

    game: Game
    rule: str
    key: Callable[[Any], Hashable]
    index: dict
    representatives: list
    outcome: np.ndarray
    distance: np.ndarray
    seconds: float
    build_seconds: float
    symmetry: bool
    edges: int
    stats: dict = field(default_factory=dict)

    @property
    def size(self) -> int:
        """Number of nodes solved (orbits when ``symmetry`` is True)."""
        return len(self.representatives)

    @property
    def counts(self) -> dict[str, int]:
        """Number of nodes per outcome for the player to move: ``{"win": .., "loss": .., "draw": ..}``."""
        import numpy as np

        return {
            "win": int(np.count_nonzero(self.outcome == OUTCOME_WIN)),
            "loss": int(np.count_nonzero(self.outcome == OUTCOME_LOSS)),
            "draw": int(np.count_nonzero((self.outcome == OUTCOME_DRAW) | (self.outcome == OUTCOME_UNKNOWN))),
        }

    def _node(self, p: Any, check: bool = True) -> int:
        """The node of ``p``; ``check=False`` for positions the game itself produced (moves from a checked one)."""
        k = self.key(checked_position(self.game, p) if check else p)
        if k not in self.index:
            raise KeyError(f"position {p!r} is not in the solved state space")
        return self.index[k]

    def value(self, p: Any) -> Value:
        """Return the value of position ``p`` for the player to move.

        Raises
        ------
        KeyError
            If ``p`` is not in the solved state space.
        """
        return self._value_of(self._node(p))

    def __contains__(self, p: Any) -> bool:
        try:
            return self.key(checked_position(self.game, p)) in self.index
        except (TypeError, ValueError):  # not a position of this game at all
            return False

    def _value_of(self, i: int) -> Value:
        o = self.outcome[i]
        if o == OUTCOME_WIN:
            return Value(WIN, int(self.distance[i]))
        if o == OUTCOME_LOSS:
            return Value(LOSS, int(self.distance[i]))
        return DRAW_VALUE

    def items(self) -> Iterator[tuple[Any, Value]]:
        """Yield ``(representative position, value)`` for every node."""
        for i, p in enumerate(self.representatives):
            yield p, self._value_of(i)

    def move_values(self, p: Any) -> list[tuple[Any, Value]]:
        """Return ``[(move, value for the mover after it), ...]`` for every legal move in ``p``."""
        return self._move_values(checked_position(self.game, p))

    def _move_values(self, p: Any) -> list[tuple[Any, Value]]:
        return [(m, self._value_of(self._node(c, check=False)).negate())
                for m, c in successors(self.game, p, self.rule)]

    def best_moves(self, p: Any) -> list:
        """Every move of ``p`` that keeps its value (distance included)."""
        return self._best_moves(checked_position(self.game, p))

    def _best_moves(self, p: Any) -> list:
        if final_result(self.game, p, None, self.rule) is not None:
            return []
        target = self._value_of(self._node(p, check=False))
        return [m for m, v in self._move_values(p) if v == target]

    def pv(self, p: Any, limit: int = 200) -> list:
        """A principal variation from ``p``: best moves to the end, or until a position repeats (draws)."""
        p = checked_position(self.game, p)
        line, seen = [], {self.key(p)}
        while len(line) < limit:
            bm = self._best_moves(p)
            if not bm:
                break
            line.append(bm[0])
            p = self.game.play(p, bm[0]) if bm[0] is not None else self.game.pass_turn(p)  # type: ignore
            k = self.key(p)
            if k in seen:
                break
            seen.add(k)
        return line


def retrograde(
    game: Game,
    *,
    start: Any = None,
    positions: Iterable[Any] | str | None = None,
    no_move_rule: str | None = None,
    symmetry: bool = True,
    progress: Callable[[dict], None] | None = None,
    checkpoint: str | Path | None = None,
    checkpoint_every: float = 60.0,
    max_positions: int = MAX_POSITIONS,
) -> RetrogradeResult:
    """Solve every position of a two-player game by retrograde analysis.

    Parameters
    ----------
    game : Game
        A two-player game with finitely many positions reachable (or enumerated).
    start : optional
        Explore the positions reachable from ``start`` (default ``game.initial()``).
    positions : iterable or "all", optional
        Solve exactly these positions instead (``"all"``: ``game.positions()``). Every successor of a given
        position must be given too.
    no_move_rule : {"loss", "win", "draw", "pass"}, optional
        What happens to a player with no legal move; default the game's ``no_move_rule``, else "loss".
    symmetry : bool
        Identify positions with the same ``game.canonical`` key (default True, when the game has one).
    progress : callable, optional
        Called about once a second with ``{"phase", "positions", "expanded", "seconds", "rate"}``.
    checkpoint : path or "auto", optional
        A checkpoint file (see :mod:`combgames.base.checkpoint`): the state space built so far is saved there every
        ``checkpoint_every`` seconds, on Ctrl-C, and when the solve ends; a later call with the same path and
        the same game, rules and options resumes from it. The file's header names the computation (the
        game's ``cache_key()``, the no-move rule, symmetry, the start or a digest of the enumerated positions,
        the format version), and the saved positions must have the keys the game gives them now: a file made
        for anything else, corrupted or truncated, is ignored with one warning
        (:class:`~combgames.base.checkpoint.CheckpointWarning`). A path that cannot be written (a directory, a
        read-only place, the empty string) is reported by a warning and the solve goes on without saving.
        ``"auto"``: a file in :func:`~combgames.base.checkpoint.default_cache_dir` named by a hash of the game, rules
        and options, written only by solves that run longer than ``checkpoint_every`` (or are interrupted).
    max_positions : int
        Stop, with :class:`~combgames.explore.ExplorationLimitError`, when more positions than this are found
        (default :data:`MAX_POSITIONS`; about 200 bytes each in memory, more with many moves).

    Returns
    -------
    RetrogradeResult

    Raises
    ------
    TypeError
        If the game is not two-player, or ``positions="all"`` and the game has no ``positions()``.
    ValueError
        If an enumerated position has a successor outside the enumeration, or ``checkpoint_every`` is negative.

    Examples
    --------
    >>> from combgames.games.token import TokenGame
    >>> g = TokenGame({0: [1], 1: [0, 2], 2: []}, start=0)
    >>> r = retrograde(g)
    >>> str(r.value(g.initial())), str(r.value((1, 0)))
    ('loss in 2', 'win in 1')
    """
    require_two_players(game, "retrograde analysis")
    rule = resolve_no_move_rule(game, no_move_rule)
    t0 = time.perf_counter()
    caps = capabilities(game)
    symmetric = symmetry and caps.canonical is not None
    key = position_key(game, symmetry)
    every_position = isinstance(positions, str)
    if every_position:
        if positions != "all":
            raise ValueError(f"positions must be an iterable of positions or 'all', not {positions!r}")
        if caps.positions is None:
            raise TypeError(f"positions='all' needs positions(); {type(game).__name__} does not provide it")
        positions = caps.positions()
    store = None
    auto = checkpoint == "auto"
    if checkpoint is not None:
        if not checkpoint_every >= 0:  # also refuses nan
            raise ValueError(f"checkpoint_every must be a number of seconds >= 0, not {checkpoint_every!r}")
        if positions is None:
            origin = repr(game.initial() if start is None else checked_position(game, start))
        elif every_position:  # game.positions(), fixed by the game's identity
            origin = "all positions"
        else:  # the enumeration is part of the computation: name it by a digest of its positions
            positions = list(positions)
            origin = "enumerated " + _digest(positions)
        header = checkpoint_header("retrograde", game, rule=rule, symmetry=symmetric, start=origin)
        if auto:
            checkpoint = default_cache_dir() / f"retrograde-{header_digest(header)}.ckpt"
        store = Checkpoint(checkpoint, header, probe=not auto)
    if positions is None and caps.position_count is not None:
        root = game.initial() if start is None else checked_position(game, start)
        count = caps.position_count(root)
        if count > max_positions:
            raise ExplorationLimitError(f"retrograde analysis refused: up to {size_text(count)} positions are reachable "
                                        f"(the game's bound), more than max_positions={size_text(max_positions)}; "
                                        "pass a larger max_positions to try anyway", refused=True)
    space = StateSpace(game, key, rule, limit=max_positions)
    resumed = None
    if store is not None:
        restored: list[dict] = []
        if store.load(check=_restorer(game, key, rule, restored)) is not None:
            resumed = restored[0]
    if resumed is not None:
        space.restore(resumed)
    elif positions is None:
        space.add(game.initial() if start is None else checked_position(game, start))
    else:
        for p in positions:
            space.add(p)
        space.closed = True

    def save() -> None:
        try:
            state = _saved_state(game, space.snapshot())
        except (TypeError, ValueError) as err:  # positions without a faithful text nor plain data
            store.save_failed(str(err))  # type: ignore[union-attr]
            return
        store.save(state)  # type: ignore[union-attr]

    saver = save if store is not None else None
    graph = space.expand(progress=progress, phase="build", saver=saver, every=checkpoint_every, t0=t0)
    if store is not None and (store.saves or resumed is not None or not auto):
        save()
    build_seconds = time.perf_counter() - t0
    outcome, distance, edges = _propagate(game, graph.positions, graph.children, graph.terminal)
    return RetrogradeResult(
        game=game, rule=rule, key=key, index=graph.index, representatives=graph.positions, outcome=outcome,
        distance=distance, seconds=time.perf_counter() - t0, build_seconds=build_seconds,
        symmetry=symmetric, edges=edges, stats={"resumed": resumed is not None},
    )


def _digest(positions: list) -> str:
    """A SHA-256 digest of a set of positions (their sorted reprs: the order they are given in is not part of
    the computation)."""
    import hashlib

    h = hashlib.sha256()
    for text in sorted({repr(p) for p in positions}):
        h.update(text.encode())
        h.update(b"\n")
    return h.hexdigest()


_STATE_FIELDS = {"encoding", "positions", "keys", "depth", "children", "terminal", "closed"}


def _saved_state(game: Game, snapshot: dict) -> dict:
    """A :meth:`StateSpace.snapshot` as plain data for a checkpoint: positions by their text (the game's
    ``format_position``, checked to read back as the same position) or, for a game without a notation, as
    plain data (:func:`combgames.base.checkpoint.encode_data`); the keys as plain data, or None when each key is
    its position (no symmetry).

    Raises
    ------
    TypeError
        If the positions have neither a faithful text nor a plain-data form, or the keys are neither plain
        data nor the positions themselves.
    """
    from combgames.base.checkpoint import encode_data

    caps = capabilities(game)
    positions = snapshot["positions"]
    encoding = "data"
    if caps.format_position is not None and caps.parse_position is not None:
        texts = [caps.format_position(p) for p in positions]
        if all(caps.parse_position(t) == p for t, p in zip(texts[:64], positions[:64])):
            encoding, positions = "text", texts
    if encoding == "data":
        encode_data(positions[:64])  # a TypeError names a type that is not plain data
    keys = snapshot["keys"]
    try:
        encode_data(keys)
    except TypeError:
        if not all(k is p for k, p in zip(keys, snapshot["positions"])):
            raise
        keys = None
    if snapshot["moves"] is not None:
        raise TypeError("a checkpoint of a state space keeps no moves")
    return {"encoding": encoding, "positions": positions, "keys": keys, "depth": snapshot["depth"],
            "children": snapshot["children"], "terminal": snapshot["terminal"], "closed": snapshot["closed"]}


def _restorer(game: Game, key: Callable[[Any], Hashable], rule: str, out: list) -> Callable[[Any], None]:
    """The check of a checkpoint's payload: every field typed and in range, the positions read back (by the
    game's ``parse_position`` or as plain data), the keys the game gives them now the keys saved (or the
    positions themselves), and each terminal node's result the one the rules give; the
    :meth:`StateSpace.snapshot` built is appended to ``out``.

    The game's identity leaves out how it keys positions (a positional game's key method and key depth);
    positions keyed another way would be looked up under keys the index does not hold.
    """

    def check(state: Any) -> None:
        if not isinstance(state, dict) or set(state) != _STATE_FIELDS:
            raise ValueError("its payload is not a retrograde state space")
        saved, depth, children, terminal = state["positions"], state["depth"], state["children"], state["terminal"]
        if type(saved) is not list or type(depth) is not list or type(children) is not list \
                or type(terminal) is not dict or type(state["closed"]) is not bool:
            raise ValueError("its payload's fields are not of their types")
        n, expanded = len(saved), len(children)
        if len(depth) != n or expanded > n or not all(type(d) is int and d >= 0 for d in depth):
            raise ValueError("its depths do not fit its positions")
        if not all(type(c) is list and all(type(j) is int and 0 <= j < n for j in c) for c in children):
            raise ValueError("its arcs name nodes it does not hold")
        if state["encoding"] == "text":
            parse = capabilities(game).parse_position
            if parse is None or not all(type(t) is str for t in saved):
                raise ValueError("its positions are not texts of this game")
            positions = [parse(t) for t in saved]
        elif state["encoding"] == "data":
            positions = saved
        else:
            raise ValueError("its positions have an unknown encoding")
        keys = [key(p) for p in positions]
        saved_keys = positions if state["keys"] is None else state["keys"]
        if type(saved_keys) is not list or len(saved_keys) != n or keys != saved_keys or len(set(keys)) != n:
            raise ValueError("its positions were keyed another way (the game's symmetry key differs)")
        results = {0, 1, DRAW}
        for i, r in terminal.items():
            if type(i) is not int or not 0 <= i < expanded or children[i] or type(r) is not int or r not in results:
                raise ValueError("its terminal positions are out of range")
            if final_result(game, positions[i], None, rule) != r:
                raise ValueError("a terminal position's result is not the one the rules give")
        out.append({"keys": keys, "positions": positions, "depth": depth, "children": children, "moves": None,
                    "terminal": terminal, "closed": state["closed"]})

    return check


def _propagate(game: Game, reps: list, children: list[list[int]], terminal: dict[int, int]):
    """Label nodes WIN/LOSS with distances by backward breadth-first propagation; the rest are draws.

    Arcs are counted once per (parent, child) pair: several moves into one orbit are one escape.
    """
    import numpy as np

    n = len(reps)
    children = [sorted(set(c)) if len(c) > 1 else c for c in children]
    counts = np.fromiter((len(c) for c in children), dtype=np.int64, count=n)
    edges = int(counts.sum())
    # Reverse edges in CSR form: parents of node j are rev[start[j]:start[j+1]].
    src = np.repeat(np.arange(n, dtype=np.int64), counts)
    dst = np.fromiter((j for c in children for j in c), dtype=np.int64, count=edges)
    order = np.argsort(dst, kind="stable")
    rev = src[order].tolist()
    start = np.zeros(n + 1, dtype=np.int64)
    np.cumsum(np.bincount(dst, minlength=n), out=start[1:])
    start_l = start.tolist()

    outcome = [OUTCOME_UNKNOWN] * n
    distance = [0] * n
    remaining = counts.tolist()
    queue: deque[int] = deque()
    for i, r in terminal.items():
        if r == DRAW:
            outcome[i] = OUTCOME_DRAW
        elif r == game.to_move(reps[i]):
            outcome[i] = OUTCOME_WIN
            queue.append(i)
        else:
            outcome[i] = OUTCOME_LOSS
            queue.append(i)
    # Terminal labels all have distance 0; process in FIFO order so distances are nondecreasing.
    while queue:
        j = queue.popleft()
        dj = distance[j] + 1
        if outcome[j] == OUTCOME_LOSS:
            for k in range(start_l[j], start_l[j + 1]):
                i = rev[k]
                if outcome[i] == OUTCOME_UNKNOWN:
                    outcome[i] = OUTCOME_WIN
                    distance[i] = dj
                    queue.append(i)
        else:  # child j is won for its mover: one fewer escape for each parent
            for k in range(start_l[j], start_l[j + 1]):
                i = rev[k]
                if outcome[i] == OUTCOME_UNKNOWN:
                    remaining[i] -= 1
                    if remaining[i] == 0:
                        outcome[i] = OUTCOME_LOSS
                        distance[i] = dj
                        queue.append(i)
    out = np.array(outcome, dtype=np.int8)
    out[out == OUTCOME_UNKNOWN] = OUTCOME_DRAW
    return out, np.array(distance, dtype=np.int64), edges

