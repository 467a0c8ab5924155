"""Play on finite game graphs with cycles: who wins, who survives, by retrograde analysis (the engine of
:mod:`combgames.cgt.loopy`).

A *state* is a position with the player to move. An *arena* is the finite set of states reachable from some
start states, each with its mover and its moves; every move carries a *tag* (which component of a sum it is
made in). A player with no move loses (normal play). Three analyses:

- :func:`forced_wins`: the states from which ``player`` forces a finite win (the opponent left without a
  move), by the attractor computed backwards from the states where the opponent is stuck (retrograde
  analysis: a state of the player is won when one move reaches a won state, a state of the opponent when all
  of its moves do). Every other state is a draw or a loss; infinite play is never a win.
- :func:`left_survives_buchi`: the states from which Left never loses *and*, if play is infinite, moves with
  tag ``target`` are made infinitely often (a Buchi condition for Left). This is the comparison of onsides
  and offsides of Winning Ways ch. 11 (see :func:`combgames.cgt.loopy.side_leq`), solved by the classical
  iteration: the states from which Left cannot force a ``target`` move (staying out of the lost states)
  are lost, and the attractor is recomputed, until nothing changes.

Bounds: an arena of more than :data:`MAX_STATES` states raises :class:`~combgames.base.checks.LimitError`.
"""

from __future__ import annotations

from collections import deque
from typing import Callable, Hashable, Iterable

from combgames.base.checks import LimitError

__all__ = ["Arena", "MAX_STATES", "forced_wins", "left_survives_buchi"]

LEFT, RIGHT = 0, 1

MAX_STATES = 400_000
"""The most states an arena holds (a sum or a comparison of loopy games): pure Python, about a second per
100,000 states."""


class Arena:
    """The states reachable from ``starts`` under ``moves``; ``moves(state)`` lists ``(next_state, tag)``, and
    ``mover(state)`` is 0 (Left) or 1 (Right).

    Attributes: ``states`` (list), ``index`` (state -> number), ``succ`` (per number, the list of
    ``(number, tag)``), ``who`` (per number, its mover), ``pred`` (per number, the numbers with a move to it).
    """

    def __init__(self, starts: Iterable[Hashable], moves: Callable, mover: Callable, limit: int | None = None):
        limit = MAX_STATES if limit is None else limit
        self.states: list = []
        self.index: dict = {}
        queue = deque()
        for s in starts:
            self._add(s, queue, limit)
        self.succ: list[list[tuple[int, object]]] = []
        while queue:
            s = queue.popleft()
            row = []
            for t, tag in moves(s):
                row.append((self._add(t, queue, limit), tag))
            self.succ.append(row)
        self.who = [mover(s) for s in self.states]
        self.pred: list[list[int]] = [[] for _ in self.states]
        for i, row in enumerate(self.succ):
            for j, _ in row:
                self.pred[j].append(i)

    def _add(self, s, queue, limit: int) -> int:
        i = self.index.get(s)
        if i is None:
            if len(self.states) >= limit:
                raise LimitError(f"a loopy game's analysis needs more than {limit:,} states (positions with the "
                                 "player to move); raise combgames.cgt.loopy_play.MAX_STATES or use smaller games")
            i = self.index[s] = len(self.states)
            self.states.append(s)
            queue.append(s)
        return i

    def __len__(self) -> int:
        return len(self.states)


def forced_wins(arena: Arena, player: int, won: set[int] | None = None) -> set[int]:
    """The states from which ``player`` forces, in finitely many moves, the opponent to be stuck (no move) or a
    state of ``won`` to be reached: the attractor, by backward induction on a graph with cycles (the states
    left over are draws or losses for ``player``)."""
    n = len(arena)
    wins = set(won or ())
    count = [len(arena.succ[i]) for i in range(n)]
    queue = deque(wins)
    for i in range(n):
        if i not in wins and arena.who[i] != player and count[i] == 0:
            wins.add(i)
            queue.append(i)
    while queue:
        j = queue.popleft()
        for i in arena.pred[j]:
            if i in wins:
                continue
            if arena.who[i] == player:
                wins.add(i)
                queue.append(i)
            else:
                count[i] -= 1
                if count[i] == 0:
                    wins.add(i)
                    queue.append(i)
    return wins


def _reach_target(arena: Arena, lost: set[int], target) -> set[int]:
    """The states not in ``lost`` from which Left forces a move tagged ``target`` into a state not in ``lost``
    (Right may make such a move himself), without entering ``lost`` before: a least fixed point."""
    n = len(arena)
    good: set[int] = set()
    count = [0] * n  # Right's states: the untagged moves not yet known good
    queue = deque()
    for i in range(n):
        if i in lost:
            continue
        if arena.who[i] == LEFT:
            if any(tag == target and j not in lost for j, tag in arena.succ[i]):
                good.add(i)
                queue.append(i)
        else:
            count[i] = sum(1 for j, tag in arena.succ[i] if tag != target)
            if count[i] == 0:
                good.add(i)
                queue.append(i)
    while queue:
        j = queue.popleft()
        for i in arena.pred[j]:
            if i in good or i in lost:
                continue
            if arena.who[i] == LEFT:
                if any(k == j and tag != target for k, tag in arena.succ[i]):
                    good.add(i)
                    queue.append(i)
            else:
                count[i] -= sum(1 for k, tag in arena.succ[i] if k == j and tag != target)
                if count[i] == 0:
                    good.add(i)
                    queue.append(i)
    return good


def left_survives_buchi(arena: Arena, target) -> set[int]:
    """The states from which Left never runs out of moves and, when play is infinite, makes moves tagged
    ``target`` happen infinitely often (by either player): Buchi's condition, solved by iterated attractors.

    A state of Right with no move is a win for Left; a state of Left with no move is lost. Returns the set of
    Left's winning states (the complement is Right's)."""
    lost = forced_wins(arena, RIGHT)
    while True:
        good = _reach_target(arena, lost, target)
        bad = {i for i in range(len(arena)) if i not in lost and i not in good}
        if not bad:
            return set(range(len(arena))) - lost
        lost = forced_wins(arena, RIGHT, won=lost | bad)
