"""Disjunctive sums of impartial games.

The *disjunctive sum* G + H of games is played by choosing, at each turn, one component and making a legal
move there; it ends when no component has a move. Under normal play the Sprague-Grundy value of a sum is the
XOR (nim-sum) of the values of its components (seeds/004_7c4ca64fa9fabca3.txt, "Sprague-Grundy"). Under
misere play there is no such rule; outcomes of sums are decided by search over the sum itself.

:class:`DisjunctiveSum` builds the sum of any impartial games of the generic interface, so the generic
solvers can check the XOR rule (tests do, with Hypothesis) and play sums directly.
"""

from __future__ import annotations

from typing import Any, Sequence

from combgames.game import Game, IllegalMoveError
from combgames.grundy.nim_theory import nim_sum

__all__ = ["DisjunctiveSum", "sum_value"]


def sum_value(values: Sequence[int]) -> int:
    """Return the Grundy value of a disjunctive sum from its components' values: their XOR.

    Examples
    --------
    >>> sum_value([1, 2, 3]), sum_value([4])
    (0, 4)
    """
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
        If a component is not declared impartial.

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
        self.games = tuple(games)
        for g in self.games:
            if not getattr(g, "impartial", False):
                raise TypeError(f"a disjunctive sum needs impartial games; {type(g).__name__} is not declared impartial")
        if convention not in ("normal", "misere"):
            raise ValueError(f"convention must be 'normal' or 'misere', not {convention!r}")
        self.convention = convention

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
        if not (isinstance(i, int) and 0 <= i < len(self.games)):
            raise IllegalMoveError(f"illegal move {m!r}: component index must be in 0..{len(self.games) - 1}")
        q = self.games[i].play(parts[i], mv)
        return (parts[:i] + (q,) + parts[i + 1:], 1 - player)

    def result(self, p: tuple[tuple, int]) -> None:
        return None

    @property
    def no_move_rule(self) -> str:
        return "loss" if self.convention == "normal" else "win"

    def canonical(self, p: tuple[tuple, int]) -> tuple:
        """Component keys (each game's ``canonical`` when it has one), the player dropped."""
        keys = []
        for g, q in zip(self.games, p[0]):
            c = getattr(g, "canonical", None)
            keys.append(c(q) if callable(c) else q)
        return tuple(keys)
