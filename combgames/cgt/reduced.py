"""Reduced canonical forms: short games modulo infinitesimals.

A game is *infinitesimal* when -x < G < x for every positive number x; equivalently both its stops are 0
([1]_ II.6). Two games are *infinitesimally close*, G = H (mod Inf), when G - H is infinitesimal, and

    G >= H (mod Inf)  iff  G + x >= H for every positive number x  iff  RS(G - H) >= 0

(the right stop of a sum with a positive number x is RS + x, and a game with a positive right stop is
positive). Every class modulo Inf has a unique simplest member, its *reduced canonical form* rcf(G)
(Calistrate [2]_; Grossman and Siegel [3]_; [1]_ II.6): a game whose stops are equal, to x, reduces to the
number x; otherwise the options are reduced and then

- an *Inf-dominated* option is removed: G^L1 with G^L1 <= G^L2 (mod Inf) for another Left option G^L2
  (dually G^R1 >= G^R2 (mod Inf) for Right);
- an *Inf-reversible* option is bypassed: a Left option G^L1 with a Right option G^L1R1 <= G (mod Inf) is
  replaced by the Left options of G^L1R1 (dually for Right),

until neither applies. So ``^*``, ``^`` and ``*`` reduce to 0, ``{1|^}`` to ``{1|0}``, and rcf(G) = rcf(H)
exactly when G - H is infinitesimal.

References
----------
.. [1] A. N. Siegel, *Combinatorial Game Theory* (AMS, 2013), ch. II.6 (reduced canonical form).
.. [2] D. Calistrate, The reduced canonical form of a game, in *Games of No Chance* (MSRI Publ. 29, 1996).
.. [3] J. P. Grossman, A. N. Siegel, Reductions of partizan games, in *Games of No Chance 3* (MSRI Publ. 56,
   2009).

Examples
--------
>>> from combgames.cgt import parse_game
>>> from combgames.cgt.reduced import reduced_canonical_form, is_infinitesimal
>>> [str(reduced_canonical_form(parse_game(x))) for x in ("^*", "{1|^}", "{2|1*}", "1/2*", "{3|-1}")]
['0', '{1|0}', '{2|1}', '1/2', '{3|-1}']
>>> is_infinitesimal(parse_game("{0|{0|-1}}")), is_infinitesimal(parse_game("{1|0}"))
(True, False)
"""

from __future__ import annotations

from combgames.cgt.short import ShortGame, as_game, number

__all__ = ["infinitesimally_close", "is_infinitesimal", "reduced_canonical_form"]

_REDUCED: dict[ShortGame, ShortGame] = {}


def is_infinitesimal(g: ShortGame) -> bool:
    """True when -x < G < x for every positive number x: both stops of G are 0 ([1]_ II.6). (0 counts.)"""
    g = as_game(g, "g")
    return g.left_stop == 0 and g.right_stop == 0


def infinitesimally_close(g: ShortGame, h: ShortGame) -> bool:
    """True when G - H is infinitesimal (G = H modulo Inf), that is rcf(G) == rcf(H)."""
    return is_infinitesimal(as_game(g, "g") - as_game(h, "h"))


def _inf_leq(g: ShortGame, h: ShortGame) -> bool:
    """G <= H modulo Inf: G <= H + x for every positive number x, i.e. LS(G - H) <= 0."""
    return (g - h).left_stop <= 0


def reduced_canonical_form(g: ShortGame) -> ShortGame:
    """The reduced canonical form of G: the simplest game infinitesimally close to G ([1]_ II.6; the
    reductions are in the module docstring).

    Raises
    ------
    TypeError
        If ``g`` is neither a ShortGame nor a number (text is read by parse_game, not here).

    Examples
    --------
    >>> from combgames.cgt import parse_game
    >>> [str(reduced_canonical_form(parse_game(x))) for x in ("^^*", "{1*|-1*}", "{2|0,*}")]
    ['0', '+-1', '{2|0}']
    """
    return _reduced(as_game(g, "g"))


def _reduced(g: ShortGame) -> ShortGame:
    if g.is_number:
        return g
    found = _REDUCED.get(g)
    if found is not None:
        return found
    if g.left_stop == g.right_stop:
        found = number(g.left_stop)
    else:
        left = list(dict.fromkeys(_reduced(gl) for gl in g.left))
        right = list(dict.fromkeys(_reduced(gr) for gr in g.right))
        changed = True
        while changed:
            left = _undominated(left, lambda a, b: _inf_leq(a, b))
            right = _undominated(right, lambda a, b: _inf_leq(b, a))
            left, changed_left = _bypassed(left, lambda glr: _inf_leq(glr, g), right=False)
            right, changed_right = _bypassed(right, lambda grl: _inf_leq(g, grl), right=True)
            changed = changed_left or changed_right
        found = ShortGame(left, right)
    _REDUCED[g] = found
    return found


def _undominated(options: list[ShortGame], worse) -> list[ShortGame]:
    """The options not ``worse`` than another (options are distinct reduced forms, so no two are equivalent)."""
    return [a for a in options if not any(b is not a and worse(a, b) for b in options)]


def _bypassed(options: list[ShortGame], reverses, right: bool) -> tuple[list[ShortGame], bool]:
    """Bypass the first Inf-reversible option: a Left option G^L1 with a G^L1R1 <= G (mod Inf) is replaced by
    the Left options of G^L1R1 (``right``: a Right option with a G^R1L1 >= G, replaced by its Right options)."""
    for k, option in enumerate(options):
        for reverser in (option.left if right else option.right):
            if reverses(reverser):
                replacement = reverser.right if right else reverser.left
                rest = options[:k] + options[k + 1:]
                return list(dict.fromkeys(rest + list(replacement))), True
    return options, False
