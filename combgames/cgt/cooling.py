"""Cooling, heating, overheating and Norton multiplication of short games.

Cooling ([1]_ II.5; [2]_ ch. 6). For a short game G and a dyadic t >= 0, *G cooled by t*, G_t, is

    G_t = n                                   if G is equal to an integer n,
    G_t = m(G)                                if t > tau(G)  (G is *frozen*: its mean),
    G_t = {G^L_t - t | G^R_t + t}             otherwise,

where tau(G) is G's temperature and m(G) its mean (:mod:`combgames.cgt.thermography`): tau(G) is the least
t' at which {G^L_t' - t' | G^R_t' + t'} is infinitesimally close to a number, and that number is m(G). So a
number is its own cooling for every t >= 0 (a non-integer number m/2^k has temperature -1/2^k < 0), a game is
frozen at its mean strictly above its temperature, and exactly *at* its temperature it is still cooled by the
formula, which is how ``+-1`` cools by 1 to ``*`` rather than to 0. The walls of G's thermograph at t are the
stops of G_t, and G_t is invariant of form (G = H implies G_t = H_t, [1]_ II.5).

Heating ([1]_ II.5; [2]_ ch. 6), by any game T, the unwinding of cooling:

    Heat(G, T) = G if G is equal to a number, else {Heat(G^L, T) + T | Heat(G^R, T) - T}.

Overheating (Berlekamp's operator, [1]_ II.5; [2]_ ch. 6, Blockbusting), from S to T:

    Overheat(G, S, T) = n.S (n copies of S) if G is equal to an integer n,
                        else {Overheat(G^L, S, T) + T | Overheat(G^R, S, T) - T}.

Overheating is not invariant of form in general ([1]_ II.5): these functions apply the definitions to the
canonical form of G (as CGSuite does). The standard one is ``overheat(g, 1, parse_game("1*"))``, written
integral from 1 to 1* in [1]_ and [2]_.

Norton multiplication ([2]_ ch. 8; [1]_ II): for a positive game U with incentives Delta (the games U^L - U and
U - U^R),

    G.U = n.U (n copies of U, or -n copies of -U) if G is equal to an integer n,
          else {G^L.U + U + Delta | G^R.U - U - Delta}  (every option of G with every incentive of U).

The product depends only on the value of G when U > 0 and is then additive and order-preserving in G; it is
taken for the canonical form of U. G.1 = G for every G, and n.U is n copies of U.

Heating is not always the inverse of cooling: cooling forgets infinitesimals (``*`` and ``^`` both cool to 0
by any t > 0) and heating a number does nothing. Cooling by t undoes heating by t (Heat(G, t) cooled by t is G,
for t >= 0), and heating undoes cooling when every follower of G that is not a number has temperature >= t.
Cooling is additive, (G + H)_t = G_t + H_t ([1]_ II.5), and keeps the mean, m(G_t) = m(G), lowering the
temperature to tau(G) - t where t <= tau(G); heating by a number t is additive and raises the temperature of a
game that is not a number by t. (The tests check each of these on random games.)

References
----------
.. [1] A. N. Siegel, *Combinatorial Game Theory* (AMS, 2013), ch. II.5 (cooling, heating, overheating).
.. [2] E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your Mathematical Plays*, 2nd ed., vol. 1,
   ch. 6 (cooling, heating, overheating) and ch. 8 (Norton multiplication).

Examples
--------
>>> from combgames.cgt import parse_game
>>> from combgames.cgt.cooling import cool, heat, norton_product
>>> g = parse_game("{2|-1}")
>>> [str(cool(g, t)) for t in (0, "1/2", "3/2", 2)]
['{2|-1}', '{3/2|-1/2}', '1/2*', '1/2']
>>> up = parse_game("^")
>>> str(cool(parse_game("+-1"), 1)), str(heat(parse_game("*"), 1)), str(norton_product(parse_game("3"), up))
('*', '+-1', '^3')
"""

from __future__ import annotations

from fractions import Fraction
from typing import Union

from combgames.cgt.incentives import incentives
from combgames.cgt.short import ZERO, ShortGame, as_game, dyadic, number
from combgames.cgt.thermography import mean, temperature

__all__ = ["cool", "heat", "norton_product", "overheat"]

GameOrNumber = Union[ShortGame, int, Fraction]

_COOLED: dict[tuple[ShortGame, Fraction], ShortGame] = {}
_HEATED: dict[tuple[ShortGame, ShortGame], ShortGame] = {}
_OVERHEATED: dict[tuple[ShortGame, ShortGame, ShortGame], ShortGame] = {}
_PRODUCTS: dict[tuple[ShortGame, ShortGame], ShortGame] = {}


def _temperature(t: int | Fraction | str | ShortGame) -> ShortGame:
    """A cooling temperature as a number game: text such as ``"3/4"`` is read as a dyadic number."""
    return number(dyadic(t, "t")) if isinstance(t, str) else as_game(t, "t")


def cool(g: ShortGame, t: int | Fraction | str | ShortGame) -> ShortGame:
    """G cooled by t, G_t, for a dyadic t >= 0 (the definition is in the module docstring).

    Parameters
    ----------
    g : ShortGame
    t : int, Fraction, str or ShortGame
        A dyadic number >= 0 (a ShortGame must be a number).

    Raises
    ------
    TypeError
        If ``g`` is neither a ShortGame nor a number (an int or a dyadic Fraction), or ``t`` is not a number.
    ValueError
        If ``t`` is negative or not dyadic.

    Examples
    --------
    >>> from combgames.cgt import parse_game
    >>> [str(cool(parse_game(x), 1)) for x in ("+-1", "{1||0|-2}", "3/4", "{3|-3}")]
    ['*', '^', '3/4', '+-2']
    """
    g = as_game(g, "g")
    temp = _temperature(t)
    if not temp.is_number:
        raise TypeError(f"t must be a number, not the game {temp}")
    if temp.number < 0:
        raise ValueError(f"the cooling temperature t must be >= 0, not {temp.number}")
    return _cool(g, temp.number, temp)


def _cool(g: ShortGame, t: Fraction, t_game: ShortGame) -> ShortGame:
    if g.is_number:  # an integer is its own cooling; a non-integer number is frozen at itself for t >= 0
        return g
    key = (g, t)
    found = _COOLED.get(key)
    if found is not None:
        return found
    if temperature(g) < t:
        cooled = number(mean(g))
    else:
        cooled = ShortGame([_cool(gl, t, t_game) - t_game for gl in g.left],
                           [_cool(gr, t, t_game) + t_game for gr in g.right])
    _COOLED[key] = cooled
    return cooled


def heat(g: ShortGame, t: GameOrNumber) -> ShortGame:
    """G heated by T, the integral of G from 0 to T: G itself for a number, else {Heat(G^L) + T | Heat(G^R) - T}
    ([1]_ II.5; T may be any game).

    Raises
    ------
    TypeError
        If ``g`` or ``t`` is neither a ShortGame nor a number (an int or a dyadic Fraction; text is refused).

    Examples
    --------
    >>> from combgames.cgt import parse_game
    >>> [str(heat(parse_game(x), 1)) for x in ("*", "^", "1/2", "{1|0}")]
    ['+-1', '{1||0|-2}', '1/2', '{2|-1}']
    """
    return _heat(as_game(g, "g"), as_game(t, "t"))


def _heat(g: ShortGame, t: ShortGame) -> ShortGame:
    if g.is_number:
        return g
    key = (g, t)
    found = _HEATED.get(key)
    if found is None:
        found = ShortGame([_heat(gl, t) + t for gl in g.left], [_heat(gr, t) - t for gr in g.right])
        _HEATED[key] = found
    return found


def overheat(g: ShortGame, s: GameOrNumber, t: GameOrNumber) -> ShortGame:
    """G overheated from S to T (the definition is in the module docstring; applied to G's canonical form).

    Raises
    ------
    TypeError
        If ``g``, ``s`` or ``t`` is neither a ShortGame nor a number (an int or a dyadic Fraction).

    Examples
    --------
    >>> from combgames.cgt import parse_game
    >>> one_star = parse_game("1*")
    >>> [str(overheat(parse_game(x), 1, one_star)) for x in ("2", "*", "1/2")]
    ['2', '+-(1*)', '{1*|*}']
    """
    return _overheat(as_game(g, "g"), as_game(s, "s"), as_game(t, "t"))


def _overheat(g: ShortGame, s: ShortGame, t: ShortGame) -> ShortGame:
    if g.is_integer:
        return _copies(s, int(g.number))
    key = (g, s, t)
    found = _OVERHEATED.get(key)
    if found is None:
        found = ShortGame([_overheat(gl, s, t) + t for gl in g.left], [_overheat(gr, s, t) - t for gr in g.right])
        _OVERHEATED[key] = found
    return found


def _copies(u: ShortGame, n: int) -> ShortGame:
    """n copies of U added (-n copies of -U for a negative n)."""
    return u * n if n else ZERO


def norton_product(g: ShortGame, u: GameOrNumber) -> ShortGame:
    """Norton's product G.U of G by a positive unit U ([2]_ ch. 8; the definition is in the module docstring).

    Raises
    ------
    TypeError
        If ``g`` or ``u`` is neither a ShortGame nor a number (an int or a dyadic Fraction).
    ValueError
        If U is not positive (the product is defined for U > 0).

    Examples
    --------
    >>> from combgames.cgt import parse_game
    >>> up = parse_game("^")
    >>> [str(norton_product(parse_game(x), up)) for x in ("2", "-1", "*", "{1|0}")]
    ['^^', 'v', '+-(^^*)', '{^3*|vv*}']
    """
    g, unit = as_game(g, "g"), as_game(u, "u")
    if not unit > ZERO:
        raise ValueError(f"Norton multiplication is defined for a positive unit U; {unit} is not > 0")
    return _norton(g, unit, tuple(dict.fromkeys(unit + delta for delta in incentives(unit))))


def _norton(g: ShortGame, u: ShortGame, u_plus_incentives: tuple[ShortGame, ...]) -> ShortGame:
    if g.is_integer:
        return _copies(u, int(g.number))
    key = (g, u)
    found = _PRODUCTS.get(key)
    if found is None:
        found = ShortGame(
            [_norton(gl, u, u_plus_incentives) + v for gl in g.left for v in u_plus_incentives],
            [_norton(gr, u, u_plus_incentives) - v for gr in g.right for v in u_plus_incentives])
        _PRODUCTS[key] = found
    return found
