"""Ordinal sums G:H of short games: H played on top of G, where a move in G destroys H.

The *ordinal sum* of G (the base) and H (the subordinate) is ([1]_ ch. II, ordinal sums; [2]_ ch. 2 and 7;
Conway, *On Numbers and Games*)

    G:H = {G^L, G:H^L | G^R, G:H^R}:

either player may move in H (leaving G:H'), or in G, which removes H entirely. The value depends on the form of
G (here its canonical form, as in CGSuite) but only on the value of H. It is associative, (G:H):K = G:(H:K), and
is how Hackenbush stalks are read: a Blue-Red-Green string from the ground is the ordinal sum of its edges,
each 1 (blue), -1 (red) or ``*`` (green), from the ground up. So blue-then-red is 1:-1 = {0 | 1} = 1/2, and a
green stalk of n edges is ``*:*:...:*`` = ``*n``.

By Conway's *colon principle* ([2]_ ch. 7), H >= H' implies G:H >= G:H'. The sign of G:H - G is the sign of H
(its outcome class relative to G: G:H > G when H > 0, = when H = 0, < when H < 0, confused when H || 0).

References
----------
.. [1] A. N. Siegel, *Combinatorial Game Theory* (AMS, 2013), ch. II (ordinal sums, Hackenbush).
.. [2] E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your Mathematical Plays*, 2nd ed., vol. 1,
   ch. 2 (Hackenbush strings) and ch. 7 (the colon principle).

Examples
--------
>>> from combgames.cgt import number, nimber
>>> from combgames.cgt.ordinal import ordinal_sum, ordinal_sum_of
>>> str(ordinal_sum(number(1), number(-1))), str(ordinal_sum_of([1, -1, -1])), str(ordinal_sum(nimber(1), nimber(1)))
('1/2', '1/4', '*2')
"""

from __future__ import annotations

from fractions import Fraction
from typing import Iterable, Union

from combgames.cgt.short import ShortGame, as_game, number

__all__ = ["ordinal_sum", "ordinal_sum_of"]

_SUMS: dict[tuple[ShortGame, ShortGame], ShortGame] = {}


def ordinal_sum(g: Union[ShortGame, int, Fraction], h: Union[ShortGame, int, Fraction]) -> ShortGame:
    """The ordinal sum G:H (see the module docstring), G in canonical form.

    Raises
    ------
    TypeError
        If ``g`` or ``h`` is neither a ShortGame nor a number.

    Examples
    --------
    >>> from combgames.cgt import number, STAR
    >>> [str(ordinal_sum(number(1), h)) for h in (1, -1, STAR, 0)]
    ['2', '1/2', '1*', '1']
    """
    return _ordinal(as_game(g, "g"), as_game(h, "h"))


def _ordinal(g: ShortGame, h: ShortGame) -> ShortGame:
    key = (g, h)
    found = _SUMS.get(key)
    if found is None:
        found = ShortGame(g.left + tuple(_ordinal(g, hl) for hl in h.left),
                          g.right + tuple(_ordinal(g, hr) for hr in h.right))
        _SUMS[key] = found
    return found


def ordinal_sum_of(games: Iterable[Union[ShortGame, int, Fraction]]) -> ShortGame:
    """G_1 : G_2 : ... : G_n, from the base up (ordinal sums are associative); 0 for no games.

    Examples
    --------
    >>> str(ordinal_sum_of([1, 1, -1])), str(ordinal_sum_of([-1, 1, 1]))
    ('3/2', '-1/4')
    """
    total = None
    for k, g in enumerate(games):
        game = as_game(g, f"games[{k}]")
        total = game if total is None else _ordinal(total, game)
    return total if total is not None else number(0)
