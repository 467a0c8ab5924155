"""Misere outcomes of partizan games by search: :func:`misere_outcome_class` plays a partizan (or impartial) game
under misere play by memoised search over Left's and Right's options.

Left, moving first, wins iff she has no move or some Left option is lost by Right moving first; the outcome class
is L, R, N or P as in normal play ([3]_ ch. V). No canonical theory is used (misere sums of partizan games do not
decompose), so this is for small boards; :func:`misere_sum_outcome_class` searches a sum of positions of several
games the same way.

References
----------
.. [3] A. N. Siegel, *Combinatorial Game Theory*, AMS, 2013, ch. V (misere play).
"""

from __future__ import annotations

import gc
from typing import Any, Hashable, Iterable

from combgames.base.checks import LimitError, check_int
from combgames.cgt.misere_forms import DEFAULT_MAX_POSITIONS
from combgames.game import capabilities, checked_position, position_key, position_text

__all__ = ["misere_outcome_class", "misere_sum_outcome_class"]


def misere_outcome_class(game: Any, position: Any = None, *,
                         max_positions: int = DEFAULT_MAX_POSITIONS) -> str:
    """The misere outcome class of a position of a partizan (or impartial) game, by memoised search: ``"L"``
    (Left wins whoever starts), ``"R"``, ``"N"`` (the player to move wins) or ``"P"``. The player who cannot
    move wins.

    The board is what counts, not who is to move in ``position``: both starts are searched. Positions are
    memoised by the game's value key (boards equal up to the symmetries the game recognises have isomorphic
    game trees) or transposition key.

    Raises
    ------
    TypeError
        If the game has neither Left/Right options nor impartial moves.
    LimitError
        If more than ``max_positions`` (position, player) pairs would be searched.

    Examples
    --------
    >>> from combgames.games.hackenbush import Hackenbush
    >>> misere_outcome_class(Hackenbush("B"))     # the integer 1 = {0 | } is a Right win in misere play
    'R'
    """
    check_int(max_positions, "max_positions", minimum=1)
    left_options, right_options, key = _misere_options(game)
    start = game.initial() if position is None else checked_position(game, position)
    return _outcome_class(start, left_options, right_options, key, max_positions,
                          lambda: position_text(game, start))


def misere_sum_outcome_class(components: Iterable[tuple[Any, Any]], *,
                             max_positions: int = DEFAULT_MAX_POSITIONS) -> str:
    """The misere outcome class (L, R, N or P) of the disjunctive sum of positions of games, each component a pair
    ``(game, position)`` (position None: the game's start), by memoised search over the sum: a move is a move in
    one component, and the player who cannot move in any component wins. Misere sums do not decompose, so the
    whole sum is searched (see :func:`misere_outcome_class`).

    Raises
    ------
    TypeError, LimitError
        As :func:`misere_outcome_class`; ValueError if a component is not a pair.

    Examples
    --------
    >>> from combgames.games.hackenbush import Hackenbush
    >>> one, minus_one = Hackenbush("B"), Hackenbush("R")
    >>> misere_sum_outcome_class([(one, None), (minus_one, None)])   # 1 + (-1) is not 0 in misere play
    'N'
    """
    check_int(max_positions, "max_positions", minimum=1)
    games, start = [], []
    for item in components:
        if not (isinstance(item, tuple) and len(item) == 2):
            raise ValueError(f"a component of a sum is a pair (game, position), not {item!r}")
        game, position = item
        games.append(_misere_options(game))
        start.append(game.initial() if position is None else checked_position(game, position))
    if not games:
        raise ValueError("the sum has no components; give at least one (game, position) pair")
    keys = [k for _, _, k in games]

    def sum_key(parts: tuple) -> Hashable:
        return tuple(keys[i](q) for i, q in enumerate(parts))

    def moves_of(side: int):
        def options(parts: tuple) -> list[tuple]:
            out = []
            for i, q in enumerate(parts):
                for c in games[i][side](q):
                    out.append(parts[:i] + (c,) + parts[i + 1:])
            return out
        return options

    return _outcome_class(tuple(start), moves_of(0), moves_of(1), sum_key, max_positions,
                          lambda: f"a sum of {len(start)} positions")


def _misere_options(game: Any):
    """(Left's options, Right's options, key) of a game for misere search: its partizan capability with its value
    key (boards equal up to the symmetries it recognises have isomorphic game trees), or for an impartial game
    its moves (the same for both players) with its transposition key."""
    caps = capabilities(game)
    if caps.left_options is not None and caps.right_options is not None:
        return caps.left_options, caps.right_options, caps.value_key or position_key(game)
    if caps.impartial:
        def options(p):
            return [game.play(p, m) for m in game.moves(p)]
        return options, options, position_key(game)
    raise TypeError(f"misere outcome search needs left_options(p) and right_options(p), or an impartial game; "
                    f"{type(game).__name__} provides neither")


def _outcome_class(start, left_options, right_options, key, max_positions: int, where) -> str:
    wins = _MisereSearch(left_options, right_options, key, max_positions, where)
    left_first, right_first = wins.first_player_wins(start, 0), wins.first_player_wins(start, 1)
    return {(True, True): "N", (True, False): "L", (False, True): "R", (False, False): "P"}[(left_first, right_first)]


class _MisereSearch:
    """``first_player_wins(p, player)``: whether ``player`` (0 Left, 1 Right), moving first in p, wins under misere
    play. Iterative depth-first search with a memo keyed by (key(p), player)."""

    def __init__(self, left_options, right_options, key, max_positions: int, where):
        self.options = (left_options, right_options)
        self.key, self.max_positions, self.where = key, max_positions, where
        self.memo: dict = {}

    def first_player_wins(self, start, player: int) -> bool:
        memo, key, options = self.memo, self.key, self.options
        root = (key(start), player)
        stack = [(start, player, root, None)]
        collecting = gc.isenabled()
        gc.disable()
        try:
            while stack:
                p, who, k, kids = stack[-1]
                if k in memo:
                    stack.pop()
                    continue
                if kids is None:
                    kids = [(c, (key(c), 1 - who)) for c in options[who](p)]
                    stack[-1] = (p, who, k, kids)
                # wins iff no move, or some option is lost by the opponent moving first there
                result = not kids or any(ck in memo and not memo[ck] for _, ck in kids)
                if not result:
                    missing = [(c, ck) for c, ck in kids if ck not in memo]
                    if missing:
                        if len(memo) + len(stack) > self.max_positions:
                            raise LimitError(f"misere_outcome_class stopped after {len(memo):,} positions from "
                                             f"{self.where()}: more than max_positions={self.max_positions:,} "
                                             "(position, player) pairs to search (raise max_positions)")
                        c, ck = missing[-1]
                        stack.append((c, 1 - who, ck, None))
                        continue
                memo[k] = result
                stack.pop()
        finally:
            if collecting:
                gc.enable()
        return memo[root]
