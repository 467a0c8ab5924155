"""Incentives of a short game: what a move gains the player who makes it.

A Left move from G to G^L changes the value by G^L - G, Left's *incentive*; a Right move to G^R gains Right
G - G^R ([2]_ ch. 6, "incentives"; [1]_ II.5). In a sum the incentives of a move in a component are the incentives
in that component, so a player may look for the component with the *hottest* incentive: the incentives that no
other incentive of the game exceeds (:func:`dominant_incentives`; there may be several, confused with each other).
A number's incentives are all negative (the number avoidance theorem: nobody wants to move in a number).

References
----------
.. [1] A. N. Siegel, *Combinatorial Game Theory* (AMS, 2013), ch. II.5.
.. [2] E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your Mathematical Plays*, 2nd ed., vol. 1,
   ch. 6 ("The Heat of Battle": incentives) and ch. 8 (the incentives of the unit of Norton multiplication).

Examples
--------
>>> from combgames.cgt import parse_game
>>> from combgames.cgt.incentives import left_incentives, right_incentives, dominant_incentives
>>> up = parse_game("^")
>>> [str(d) for d in left_incentives(up)], [str(d) for d in right_incentives(up)]
(['v'], ['^*'])
>>> [str(d) for d in dominant_incentives(parse_game("{2|-1}"))]
['{3|0}']
"""

from __future__ import annotations

from combgames.cgt.short import ShortGame, as_game

__all__ = ["dominant_incentives", "incentives", "left_incentives", "right_incentives"]


def left_incentives(g: ShortGame) -> tuple[ShortGame, ...]:
    """Left's incentives G^L - G, one per Left option of G's canonical form (equal ones once)."""
    g = as_game(g, "g")
    return _distinct(gl - g for gl in g.left)


def right_incentives(g: ShortGame) -> tuple[ShortGame, ...]:
    """Right's incentives G - G^R, one per Right option of G's canonical form (equal ones once)."""
    g = as_game(g, "g")
    return _distinct(g - gr for gr in g.right)


def incentives(g: ShortGame) -> tuple[ShortGame, ...]:
    """All incentives of G: Left's and Right's (equal ones once)."""
    return _distinct(left_incentives(g) + right_incentives(g))


def dominant_incentives(g: ShortGame) -> tuple[ShortGame, ...]:
    """The hottest incentives of G ([2]_ ch. 6): those not below another incentive of G (empty for a game
    with no options, 0).

    Examples
    --------
    >>> from combgames.cgt import parse_game
    >>> g = parse_game("{4|0||-1}")
    >>> [str(d) for d in incentives(g)], [str(d) for d in dominant_incentives(g)]
    (['{4,{5|1}|0}', '{5|1||0}'], ['{4,{5|1}|0}'])
    """
    all_incentives = incentives(g)
    return tuple(d for d in all_incentives if not any(d < e for e in all_incentives))


def _distinct(games) -> tuple[ShortGame, ...]:
    return tuple(dict.fromkeys(games))
