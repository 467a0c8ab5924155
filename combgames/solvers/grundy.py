"""Grundy evaluation of impartial games: mex, Sprague-Grundy values, outcome classes (normal and misere).

Definitions. ``mex(S)`` is the least non-negative integer not in S. For an impartial game under the normal
play convention (a player who cannot move loses), the Sprague-Grundy value of a position is
``g(p) = mex{g(q) : q an option of p}``; a position with no options has value 0, and p is a second-player
win (outcome class *P*) iff g(p) = 0, else a first-player win (*N*). Under the misere convention (a player
who cannot move wins) Grundy values do not decide the outcome; :func:`outcome_class` then searches the game
itself: p is *N* iff it has no options or some option is *P*.

Both evaluations are depth-first with an explicit stack (no recursion limit), memoised by ``game.canonical``
when the game provides it. A position that can repeat makes these values undefined (loopy games need Smith's
theory); such a game raises ``ValueError`` naming the repeated position.

Reference: the Sprague-Grundy theorem and Nim as used in seeds/004_7c4ca64fa9fabca3.txt, Section 1.
"""

from __future__ import annotations

from typing import Any, Callable, Hashable

from combgames.base.checks import check_int, check_one_of, size_text
from combgames.base.mex import mex

from combgames.game import CONVENTIONS, Game, capabilities, checked_position, position_key
from combgames.solvers.values import SearchLimitError

__all__ = ["GrundyEvaluator", "MAX_NODES", "grundy_value", "mex", "outcome_class"]

MAX_NODES = 10**7
"""The default limit of positions a Grundy evaluation computes (a few GB of memo tables at most)."""


def _require_impartial(game: Game) -> None:
    if not capabilities(game).impartial:
        raise TypeError(f"Grundy evaluation needs an impartial game; {type(game).__name__} does not declare impartial=True")


class GrundyEvaluator:
    """Memoised evaluation of one impartial game; keep one to reuse its tables across many positions.

    Parameters
    ----------
    game : Game
        An impartial game (``game.impartial`` is True).
    symmetry : bool
        Memoise by ``game.canonical`` when the game provides it (default True).
    search : bool
        Always search the game (default False: use the game's ``nim_value`` / ``outcome_class`` when it
        declares them, e.g. Nim by XOR, so heaps of any size are answered; the tests compare both ways).
    max_nodes : int
        Stop with :class:`~combgames.solvers.values.SearchLimitError` after generating this many options of
        the positions it expands (default :data:`MAX_NODES`; that bounds both time and memory).
    """

    def __init__(self, game: Game, *, symmetry: bool = True, search: bool = False, max_nodes: int = MAX_NODES):
        _require_impartial(game)
        self.game = game
        caps = capabilities(game)
        self._nim_value = None if search else caps.nim_value
        self._outcome_class = None if search else caps.outcome_class
        self._position_count = caps.position_count
        self._convention = caps.convention
        self.key: Callable[[Any], Hashable] = position_key(game, symmetry)
        self.max_nodes = check_int(max_nodes, "max_nodes", minimum=1)
        self.generated = 0
        self.grundy: dict[Hashable, int] = {}
        self.misere_next_wins: dict[Hashable, bool] = {}
        self.nodes = 0

    def _options(self, p: Any) -> list:
        game = self.game
        if game.result(p) is not None:
            return []
        moves = game.moves(p)
        self.generated += len(moves)
        if self.generated > self.max_nodes:
            raise SearchLimitError(f"Grundy evaluation stopped after generating {self.generated:,} positions "
                                   f"(max_nodes={self.max_nodes:,}; {self.nodes:,} evaluated): pass a larger "
                                   "max_nodes, or use a closed form (the game's nim_value)")
        return [game.play(p, m) for m in moves]

    def _evaluate(self, p: Any, memo: dict, combine: Callable[[list], Any]) -> Any:
        """Post-order DFS: value(p) = combine([value(q) for q in options(p)])."""
        key = self.key
        k0 = key(p)
        if k0 in memo:
            return memo[k0]
        if self._position_count is not None:
            count = self._position_count(p)
            if count > self.max_nodes:
                raise SearchLimitError(f"Grundy evaluation refused: up to {size_text(count)} positions are reachable "
                                       f"from {_short(p)} (the game's bound), more than max_nodes="
                                       f"{size_text(self.max_nodes)}; pass a larger max_nodes to try anyway",
                                       refused=True)
        on_stack = {k0}
        stack = [(k0, p, self._options(p), 0)]
        while stack:
            k, q, opts, i = stack[-1]
            while i < len(opts) and key(opts[i]) in memo:
                i += 1
            if i < len(opts):
                stack[-1] = (k, q, opts, i + 1)
                c = opts[i]
                kc = key(c)
                if kc in on_stack:
                    raise ValueError(f"position {c!r} repeats: Grundy values are undefined for loopy games")
                on_stack.add(kc)
                stack.append((kc, c, self._options(c), 0))
                continue
            stack.pop()
            on_stack.discard(k)
            memo[k] = combine([memo[key(c)] for c in opts])
            self.nodes += 1
        return memo[k0]

    def value(self, p: Any) -> int:
        """The Sprague-Grundy value of ``p`` (normal play)."""
        if self._nim_value is not None:
            return self._nim_value(p)
        return self._evaluate(p, self.grundy, mex)

    def outcome(self, p: Any, convention: str = "normal") -> str:
        """``"N"`` (the player to move wins) or ``"P"`` (the previous player wins) under ``convention``."""
        check_one_of(convention, "convention", CONVENTIONS)
        if self._outcome_class is not None and convention == self._convention:
            return self._outcome_class(p)
        if convention == "normal":
            return "N" if self.value(p) else "P"
        next_wins = self._evaluate(p, self.misere_next_wins, lambda vals: (not vals) or not all(vals))
        return "N" if next_wins else "P"


def grundy_value(game: Game, position: Any = None, *, evaluator: GrundyEvaluator | None = None) -> int:
    """Return the Sprague-Grundy value of a position of an impartial game (normal play).

    Parameters
    ----------
    game : Game
        An impartial game.
    position : optional
        Default ``game.initial()``.
    evaluator : GrundyEvaluator, optional
        Reuse memo tables across calls.

    Raises
    ------
    TypeError
        If the game is not declared impartial.
    ValueError
        If a position repeats.

    Examples
    --------
    >>> from combgames.games.nim import Nim
    >>> grundy_value(Nim([3, 5, 6]))
    0
    """
    ev = evaluator if evaluator is not None else GrundyEvaluator(game)
    return ev.value(game.initial() if position is None else checked_position(game, position))


def outcome_class(game: Game, position: Any = None, *, convention: str | None = None,
                  evaluator: GrundyEvaluator | None = None) -> str:
    """Return the outcome class, "N" (next player wins) or "P" (previous player wins).

    Parameters
    ----------
    convention : {"normal", "misere"}, optional
        Default: the game's ``convention`` attribute, else "normal". Misere play is decided by search over
        the game, not from Grundy values.

    Examples
    --------
    >>> from combgames.games.nim import Nim
    >>> outcome_class(Nim([1, 1])), outcome_class(Nim([1, 1]), convention="misere")
    ('P', 'N')
    """
    ev = evaluator if evaluator is not None else GrundyEvaluator(game)
    conv = convention if convention is not None else capabilities(game).convention
    return ev.outcome(game.initial() if position is None else checked_position(game, position), conv)


def _short(p: Any, limit: int = 60) -> str:
    text = repr(p)
    return text if len(text) <= limit else text[:limit - 3] + "..."
