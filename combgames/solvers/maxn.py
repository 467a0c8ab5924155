"""max^n values of finite acyclic games of three or more players, with a named tie-break rule.

Definition [1]_. Every end of the game gives each player a payoff: 1 to the winner and 0 to the others, or
1/n to each of the n players for a draw. The max^n value of a position is the end reached when, from the
end backwards, the player to move always picks a move whose value gives them the largest payoff. A player
whose best payoffs tie (two ends in which other players win: 0 either way) chooses by the *tie-break rule*,
a fixed order of the other players' wins, stated for player i:

- ``"next"``: the win of the next player in turn order (i + 1), then i + 2, ...;
- ``"previous"``: the win of the previous player (i - 1), then i - 2, ....

max^n is a weaker notion than the coalition values (:mod:`combgames.solvers.coalition`): it predicts one
line of play under one assumption about how indifferent players choose, while a coalition value is a
guarantee against every play of the others. On the 3 x 3 torus game no player can win alone against the
other two, yet under max^n with either tie-break some player wins (see the example).

References
----------
.. [1] C. Luckhardt, K. Irani, "An algorithmic solution of N-person games", AAAI 1986 (max^n); N. R.
   Sturtevant, "A comparison of algorithms for multi-player games", CG 2002 (tie-breaking in max^n).

Examples
--------
>>> from combgames.games.torus import TorusConnectionGame
>>> from combgames.solvers.coalition import coalition_values
>>> g = TorusConnectionGame(3)
>>> coalition_values(g).paranoid()                 # nobody wins alone against the other two
{0: False, 1: False, 2: False}
>>> maxn(g, tie_break="next").outcome(), maxn(g, tie_break="previous").outcome()
(1, 1)
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any, Callable, Hashable

from combgames.base.checks import check_int, check_one_of

from combgames.game import DRAW, Game, capabilities, checked_position, final_result, position_key, \
    resolve_no_move_rule, successors
from combgames.solvers.coalition import MAX_POSITIONS, require_many_players
from combgames.solvers.values import SearchLimitError

__all__ = ["MaxnResult", "TIE_BREAKS", "maxn", "preference"]

TIE_BREAKS = ("next", "previous")


def preference(player: int, outcome: int, players: int, tie_break: str = "next") -> int:
    """Return the rank of ``outcome`` (a winner or DRAW) for ``player``: 0 is best (module docstring).

    Examples
    --------
    >>> [preference(0, w, 3, "next") for w in (0, DRAW, 1, 2)], preference(0, 2, 3, "previous")
    ([0, 1, 2, 3], 2)
    """
    if outcome == player:
        return 0
    if outcome == DRAW:
        return 1
    step = (outcome - player) % players if tie_break == "next" else (player - outcome) % players
    return 1 + step


@dataclass
class MaxnResult:
    """The max^n outcomes of the positions reachable from a start."""

    game: Game
    start: Any
    tie_break: str
    rule: str
    stats: dict = field(default_factory=dict)
    _key: Callable[[Any], Hashable] = field(default=None, repr=False)  # type: ignore[assignment]
    _memo: dict = field(default_factory=dict, repr=False)

    def outcome(self, position: Any = None) -> int:
        """The winner under max^n play (or DRAW) from ``position`` (default: the start)."""
        p = self.start if position is None else checked_position(self.game, position)
        return self._outcome(p)

    def _outcome(self, p: Any) -> int:
        r = final_result(self.game, p, None, self.rule)
        if r is not None:
            return r
        k = self._key(p)
        if k not in self._memo:
            raise KeyError(f"position {p!r} is not reachable from the solved start")
        return self._memo[k]

    def best_moves(self, position: Any = None) -> list:
        """The moves of the player to move that reach the max^n outcome."""
        p = self.start if position is None else checked_position(self.game, position)
        target = self._outcome(p)
        return [m for m, c in successors(self.game, p, self.rule) if self._outcome(c) == target]

    def pv(self, position: Any = None) -> list:
        """A line of max^n play to the end: the first best move at every step."""
        p = self.start if position is None else checked_position(self.game, position)
        line = []
        while final_result(self.game, p, None, self.rule) is None:
            m = self.best_moves(p)[0]
            line.append(m)
            p = self.game.play(p, m)
        return line


def maxn(game: Game, position: Any = None, *, tie_break: str = "next", symmetry: bool = True,
         no_move_rule: str | None = None, max_positions: int = MAX_POSITIONS) -> MaxnResult:
    """Return the max^n outcomes of every position reachable from ``position`` (module docstring).

    Parameters
    ----------
    game : Game
        An acyclic game of three or more players.
    position : optional
        The start (default ``game.initial()``).
    tie_break : {"next", "previous"}
        How a player indifferent between other players' wins chooses.
    symmetry : bool
        Key the table by the game's canonical key (the tie-break depends on outcomes only, so it is
        constant on orbits).
    no_move_rule : str, optional
        Override the game's rule for a player who cannot move.
    max_positions : int
        Stop with SearchLimitError beyond this many positions.

    Raises
    ------
    TypeError
        For a game of fewer than three players, or one not declared acyclic.
    ValueError
        For an unknown tie-break.
    """
    n = require_many_players(game, "maxn")
    check_one_of(tie_break, "tie_break", TIE_BREAKS)
    check_int(max_positions, "max_positions", minimum=1)
    if not capabilities(game).acyclic:
        raise TypeError(f"maxn needs a game declared acyclic; {type(game).__name__} is not")
    rule = resolve_no_move_rule(game, no_move_rule)
    p0 = game.initial() if position is None else checked_position(game, position)
    key = position_key(game, symmetry)
    memo: dict = {}
    t0 = time.perf_counter()
    stack = [] if final_result(game, p0, None, rule) is not None else [[p0, successors(game, p0, rule), 0, None]]
    while stack:
        top = stack[-1]
        p, kids, i = top[0], top[1], top[2]
        if i == len(kids):
            stack.pop()
            memo[key(p)] = top[3]
            if stack:
                _choose(game, stack[-1], top[3], n, tie_break)
            continue
        top[2] = i + 1
        c = kids[i][1]
        r = final_result(game, c, None, rule)
        v = r if r is not None else memo.get(key(c))
        if v is None:
            if len(memo) >= max_positions:
                raise SearchLimitError(f"maxn: more than max_positions={max_positions} positions reachable; pass a "
                                       "larger max_positions")
            stack.append([c, successors(game, c, rule), 0, None])
            continue
        _choose(game, top, v, n, tie_break)
    return MaxnResult(game, p0, tie_break, rule, {"positions": len(memo), "seconds": time.perf_counter() - t0},
                      _key=key, _memo=memo)


def _choose(game: Game, frame: list, outcome: int, n: int, tie_break: str) -> None:
    mover = game.to_move(frame[0])
    if frame[3] is None or preference(mover, outcome, n, tie_break) < preference(mover, frame[3], n, tie_break):
        frame[3] = outcome
