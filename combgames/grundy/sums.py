"""Disjunctive sums of impartial games.

The *disjunctive sum* G + H of games is played by choosing, at each turn, one component and making a legal
move there; it ends when no component has a move. Under normal play the Sprague-Grundy value of a sum is the
XOR (nim-sum) of the values of its components (seeds/004_7c4ca64fa9fabca3.txt, "Sprague-Grundy"). Under
misere play there is no such rule; outcomes of sums are decided by search over the sum itself.

:class:`DisjunctiveSum` builds the sum of any impartial games of the generic interface, so the generic
solvers can check the XOR rule (tests do, with Hypothesis) and play sums directly.
"""

from __future__ import annotations

from typing import Any, Iterable, Sequence

from combgames.base.checkpoint import game_identity
from combgames.game import CONVENTIONS, Game, IllegalMoveError, capabilities, position_key
from combgames.grundy.nim_theory import nim_sum
from combgames.base.checks import check_one_of, is_int

__all__ = ["DisjunctiveSum", "sum_value"]


def sum_value(values: Sequence[int]) -> int:
    """Return the Grundy value of a disjunctive sum from its components' values: their XOR.

    Examples
    --------
    >>> sum_value([1, 2, 3]), sum_value([4])
    (0, 4)

    Raises
    ------
    TypeError
        If ``values`` is not an iterable of integers.
    ValueError
        If a value is negative.
    """
    if isinstance(values, (str, bytes)) or not isinstance(values, Iterable):
        raise TypeError(f"values must be an iterable of Grundy values (non-negative integers), not "
                        f"{type(values).__name__} {values!r}"[:200])
    return nim_sum(values)


class DisjunctiveSum:
    """The disjunctive sum of impartial games, itself an impartial game.

    Positions are ``(component positions, player)``; each component position is stored as given by its
    game (its own player index is ignored). A move is ``(component index, move of that component)``.

    Parameters
    ----------
    games : sequence of Game
        Impartial games (``impartial`` True); their initial positions form the initial position.
    convention : {"normal", "misere"}
        Who cannot move loses (normal, default) or wins (misere).

    Raises
    ------
    TypeError
        If a component is not a game or not declared impartial.
    ValueError
        For an unknown convention.

    Examples
    --------
    >>> from combgames.games.nim import Nim
    >>> from combgames.solvers import grundy_value
    >>> grundy_value(DisjunctiveSum([Nim([1]), Nim([2]), Nim([2])]))
    1
    """

    players = 2
    impartial = True
    acyclic = True

    def __init__(self, games: Sequence[Game], *, convention: str = "normal"):
        if isinstance(games, (str, bytes)) or not isinstance(games, Iterable):
            raise TypeError(f"games must be a sequence of impartial games, not {type(games).__name__}")
        self.games = tuple(games)
        for g in self.games:
            if not isinstance(g, Game):
                raise TypeError(f"a disjunctive sum needs games (players, initial, to_move, moves, play, result); "
                                f"{type(g).__name__} is not one")
            if not capabilities(g).impartial:
                raise TypeError(f"a disjunctive sum needs impartial games; {type(g).__name__} is not declared impartial")
        self.convention = check_one_of(convention, "convention", CONVENTIONS)
        self._keys = tuple(position_key(g) for g in self.games)

    def __repr__(self) -> str:
        return f"DisjunctiveSum({list(self.games)!r}, convention={self.convention!r})"

    def initial(self) -> tuple[tuple, int]:
        return (tuple(g.initial() for g in self.games), 0)

    def to_move(self, p: tuple[tuple, int]) -> int:
        return p[1]

    def moves(self, p: tuple[tuple, int]) -> list[tuple[int, Any]]:
        out = []
        for i, (g, q) in enumerate(zip(self.games, p[0])):
            if g.result(q) is None:
                out.extend((i, m) for m in g.moves(q))
        return out

    def play(self, p: tuple[tuple, int], m: tuple[int, Any]) -> tuple[tuple, int]:
        parts, player = p
        try:
            i, mv = m
        except (TypeError, ValueError):
            raise IllegalMoveError(f"a move of a sum is (component index, move), not {m!r}") from None
        if not (is_int(i) and 0 <= i < len(self.games)):
            raise IllegalMoveError(f"illegal move {m!r}: component index must be in 0..{len(self.games) - 1}")
        q = self.games[i].play(parts[i], mv)
        return (parts[:i] + (q,) + parts[i + 1:], 1 - player)

    def result(self, p: tuple[tuple, int]) -> None:
        return None

    @property
    def no_move_rule(self) -> str:
        return "loss" if self.convention == "normal" else "win"

    def canonical(self, p: tuple[tuple, int]) -> tuple:
        """Component keys (each game's :func:`~combgames.game.position_key`), the player dropped."""
        return tuple(key(q) for key, q in zip(self._keys, p[0]))

    def cache_key(self) -> str:
        """The convention and the identity (class and ``cache_key()``) of every component, in order.

        Raises
        ------
        TypeError
            If a component has no ``cache_key()``.
        """
        return f"{self.convention}; " + "; ".join(game_identity(g) for g in self.games)
