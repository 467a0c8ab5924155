"""Thermography of short games: stops, thermographs, mean and temperature; atomic weight of all-small games.

Stops ([1]_ II.4): a number's stops are itself; otherwise Left's stop LS(G) is the largest right stop of a
Left option and Right's stop RS(G) the smallest left stop of a Right option.

Thermograph ([1]_ II.5): the walls of G cooled by t, for t >= -1. A number x has both walls at x for every t.
Otherwise the *scaffolds* are

    S_L(t) = max over G^L of (right wall of G^L at t) - t,     S_R(t) = min over G^R of (left wall of G^R at t) + t,

the temperature tau is the least t >= -1 with S_L(t) <= S_R(t), and the walls are the scaffolds up to tau and
the *mast* S_L(tau) = S_R(tau) above it. The mast's value is the *mean* m(G), tau the *temperature* t(G). A
number m/2^k (lowest terms) has temperature -1/2^k (an integer -1). All values are exact (Fractions); a wall is
piecewise linear with slopes -1, 0, +1 and is stored as its corner points.

Confusion interval ([3]_ ch. 6; [1]_ II.4): the numbers x with G || x. For RS(G) < x < LS(G) the first player
wins G - x (its stops have opposite signs); for x < RS(G), G > x and for x > LS(G), G < x. So it is the interval
from RS(G) to LS(G), each end included exactly when G is confused with that number (decided by the order: Lessons
in Play reads it from the adorned stops); a number is confused with no number.

Atomic weight ([1]_ II.7; Berlekamp-Conway-Guy [2]_ ch. 8): for an all-small G let
G'' = {aw(G^L) - 2 | aw(G^R) + 2}. If G'' is not an integer, aw(G) = G''. If it is (the eccentric case), compare
G with a remote star ``*N`` (N a power of two beyond every nimber G can reach): if G > ``*N``, aw(G) is the largest
integer x with x <| aw(G^R) + 2 for every G^R; if G < ``*N``, the least integer x with aw(G^L) - 2 <| x for every
G^L; otherwise 0.

References
----------
.. [1] A. N. Siegel, *Combinatorial Game Theory* (AMS, 2013), ch. II.4 (stops), II.5 (thermographs), II.7
   (atomic weights).
.. [2] E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your Mathematical Plays*, 2nd ed., vol. 1,
   ch. 6 (cooling, thermographs) and ch. 8 (atomic weights).
.. [3] M. H. Albert, R. J. Nowakowski, D. Wolfe, *Lessons in Play* (A K Peters, 2007), ch. 6 (stops and the
   confusion interval).

Examples
--------
>>> from combgames.cgt import parse_game, thermograph, atomic_weight
>>> t = thermograph(parse_game("{2|-1}"))
>>> t.mean, t.temperature, t.left_wall_at(0), t.right_wall_at(0)
(Fraction(1, 2), Fraction(3, 2), Fraction(2, 1), Fraction(-1, 1))
>>> str(atomic_weight(parse_game("^^*"))), str(atomic_weight(parse_game("*")))
('2', '0')
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from combgames.cgt.short import ShortGame, ZERO, nimber_unchecked, add, canonical_form, leq, number

__all__ = ["ConfusionInterval", "Thermograph", "Wall", "atomic_weight", "confusion_interval", "left_stop", "mean",
           "right_stop", "stops", "temperature", "thermograph"]

_MINUS_ONE = Fraction(-1)
_THERMOGRAPHS: dict[int, "Thermograph"] = {}
_WEIGHTS: dict[int, ShortGame] = {}


@dataclass(frozen=True)
class Wall:
    """A piecewise-linear function of the temperature t >= -1: straight between its corner ``points``
    ((t, value) pairs, the first at t = -1) and continuing with ``slope`` after the last one.

    Examples
    --------
    >>> w = Wall(((Fraction(-1), Fraction(3)), (Fraction(1), Fraction(1))), Fraction(0))
    >>> w.at(0), w.at(5)
    (Fraction(2, 1), Fraction(1, 1))
    """

    points: tuple[tuple[Fraction, Fraction], ...]
    slope: Fraction

    @staticmethod
    def constant(x: Fraction) -> "Wall":
        return Wall(((_MINUS_ONE, Fraction(x)),), Fraction(0))

    def at(self, t: Fraction) -> Fraction:
        """The value at temperature t (t >= -1)."""
        t = Fraction(t)
        pts = self.points
        if t >= pts[-1][0]:
            return pts[-1][1] + self.slope * (t - pts[-1][0])
        for (t0, v0), (t1, v1) in zip(pts, pts[1:]):
            if t0 <= t <= t1:
                return v0 + (v1 - v0) * (t - t0) / (t1 - t0)
        raise ValueError(f"temperature must be >= -1, not {t}")

    def plus_t(self, a: int) -> "Wall":
        """The function t -> self(t) + a * t."""
        return Wall(tuple((t, v + a * t) for t, v in self.points), self.slope + a)

    def combine(self, other: "Wall", pick) -> "Wall":
        """The pointwise ``pick`` (max or min) of two walls."""
        ts = sorted({t for t, _ in self.points} | {t for t, _ in other.points})
        grid = list(ts)
        for t0, t1 in zip(ts, ts[1:]):
            c = _crossing(self, other, t0, t1)
            if c is not None:
                grid.append(c)
        last = ts[-1]
        d0 = self.at(last) - other.at(last)
        ds = self.slope - other.slope
        if ds != 0 and d0 != 0 and (d0 > 0) != (ds > 0):  # the rays cross after the last corner
            grid.append(last - d0 / ds)
        grid = sorted(set(grid))
        points = tuple((t, pick(self.at(t), other.at(t))) for t in grid)
        end = grid[-1]
        a, b = self.at(end), other.at(end)
        if a == b:
            slope = pick(self.slope, other.slope)
        else:
            slope = self.slope if pick(a, b) == a else other.slope
        return Wall(points, slope).simplified()

    def until(self, tau: Fraction) -> "Wall":
        """This wall up to ``tau``, then constant (the mast)."""
        pts = [(t, v) for t, v in self.points if t < tau] + [(tau, self.at(tau))]
        return Wall(tuple(pts), Fraction(0)).simplified()

    def simplified(self) -> "Wall":
        """The same function with collinear corner points dropped."""
        pts = list(self.points)
        out = [pts[0]]
        for k in range(1, len(pts)):
            t1, v1 = pts[k]
            if k + 1 < len(pts):
                t2, v2 = pts[k + 1]
                s_next = (v2 - v1) / (t2 - t1)
            else:
                s_next = self.slope
            t0, v0 = out[-1]
            if (v1 - v0) / (t1 - t0) == s_next:
                continue
            out.append((t1, v1))
        return Wall(tuple(out), self.slope)


def _crossing(f: Wall, g: Wall, t0: Fraction, t1: Fraction) -> Fraction | None:
    """The t strictly between t0 and t1 where the (linear there) f - g changes sign, if any."""
    d0 = f.at(t0) - g.at(t0)
    d1 = f.at(t1) - g.at(t1)
    if d0 == 0 or d1 == 0 or (d0 > 0) == (d1 > 0):
        return None
    return t0 + (t1 - t0) * d0 / (d0 - d1)


@dataclass(frozen=True)
class Thermograph:
    """The thermograph of a short game ([1]_ II.5): its left and right walls (:class:`Wall`, values as
    functions of t >= -1), its mean (the mast) and its temperature.

    Attributes
    ----------
    left_wall, right_wall : Wall
    mean : Fraction
    temperature : Fraction
    game : str
        The game's text (for captions).
    """

    left_wall: Wall
    right_wall: Wall
    mean: Fraction
    temperature: Fraction
    game: str = ""

    def left_wall_at(self, t) -> Fraction:
        """The left wall's value at temperature t (t >= -1)."""
        return self.left_wall.at(t)

    def right_wall_at(self, t) -> Fraction:
        """The right wall's value at temperature t (t >= -1)."""
        return self.right_wall.at(t)

    def to_dict(self) -> dict:
        """Walls as lists of [t, value] corner texts, with the slopes after the last corner, mean and temperature
        as texts (a JSON-ready form)."""
        def wall(w: Wall) -> dict:
            return {"points": [[str(t), str(v)] for t, v in w.points], "slope": str(w.slope)}
        return {"left_wall": wall(self.left_wall), "right_wall": wall(self.right_wall), "mean": str(self.mean),
                "temperature": str(self.temperature)}


def thermograph(g: ShortGame) -> Thermograph:
    """The thermograph of ``g`` (see the module docstring), memoised per game.

    Examples
    --------
    >>> from combgames.cgt import parse_game, thermograph
    >>> t = thermograph(parse_game("{3|{1|-1}}"))
    >>> t.mean, t.temperature, [tuple(map(str, p)) for p in t.right_wall.points]
    (Fraction(3, 2), Fraction(3, 2), [('-1', '1'), ('1', '1'), ('3/2', '3/2')])
    """
    if not isinstance(g, ShortGame):
        raise TypeError(f"g must be a ShortGame, not {type(g).__name__}")
    found = _THERMOGRAPHS.get(g.id)
    if found is not None:
        return found
    if g.number is not None:
        x = g.number
        t = Thermograph(Wall.constant(x), Wall.constant(x), x, Fraction(-1, x.denominator), str(g))
    else:
        t = _hot_thermograph(g)
    _THERMOGRAPHS[g.id] = t
    return t


def _hot_thermograph(g: ShortGame) -> Thermograph:
    left = None
    for gl in g.left:
        w = thermograph(gl).right_wall.plus_t(-1)
        left = w if left is None else left.combine(w, max)
    right = None
    for gr in g.right:
        w = thermograph(gr).left_wall.plus_t(1)
        right = w if right is None else right.combine(w, min)
    # a canonical game that is not a number has options on both sides
    tau = _first_meeting(left, right)
    m = left.at(tau)
    return Thermograph(left.until(tau), right.until(tau), m, tau, str(g))


def _first_meeting(left: Wall, right: Wall) -> Fraction:
    """The least t >= -1 with left(t) <= right(t) (left - right never increases)."""
    ts = sorted({t for t, _ in left.points} | {t for t, _ in right.points})
    if left.at(ts[0]) <= right.at(ts[0]):
        return ts[0]
    for t0, t1 in zip(ts, ts[1:]):
        d1 = left.at(t1) - right.at(t1)
        if d1 <= 0:
            d0 = left.at(t0) - right.at(t0)
            return t0 + (t1 - t0) * d0 / (d0 - d1)
    last = ts[-1]
    d0 = left.at(last) - right.at(last)
    ds = left.slope - right.slope
    if ds >= 0:
        raise ArithmeticError("the scaffolds never meet (not a short game?)")
    return last - d0 / ds


def stops(g: ShortGame) -> tuple[Fraction, Fraction]:
    """(left stop, right stop) of ``g`` ([1]_ II.4).

    Examples
    --------
    >>> from combgames.cgt import parse_game, stops
    >>> stops(parse_game("{2|-1}")), stops(parse_game("^"))
    ((Fraction(2, 1), Fraction(-1, 1)), (Fraction(0, 1), Fraction(0, 1)))
    """
    return g.left_stop, g.right_stop


def left_stop(g: ShortGame) -> Fraction:
    """Left's stop of ``g``."""
    return g.left_stop


def right_stop(g: ShortGame) -> Fraction:
    """Right's stop of ``g``."""
    return g.right_stop


@dataclass(frozen=True)
class ConfusionInterval:
    """An interval of numbers from ``low`` to ``high``, each end included when its flag is set: the numbers a
    game is confused with (:func:`confusion_interval`).

    Examples
    --------
    >>> i = ConfusionInterval(Fraction(-1), Fraction(2), True, False)
    >>> str(i), 0 in i, 2 in i, i.is_empty
    ('[-1, 2)', True, False, False)
    """

    low: Fraction
    high: Fraction
    low_closed: bool
    high_closed: bool

    @property
    def is_empty(self) -> bool:
        """True when no number lies in the interval."""
        return self.low > self.high or (self.low == self.high and not (self.low_closed and self.high_closed))

    def __contains__(self, x) -> bool:
        x = Fraction(x)
        above = x > self.low or (x == self.low and self.low_closed)
        below = x < self.high or (x == self.high and self.high_closed)
        return above and below

    def __str__(self) -> str:
        if self.is_empty:
            return "empty"
        return f"{'[' if self.low_closed else '('}{self.low}, {self.high}{']' if self.high_closed else ')'}"


def confusion_interval(g: ShortGame) -> ConfusionInterval:
    """The numbers x with G || x: from the right stop to the left stop, each end closed when G is confused
    with it (see the module docstring).

    Examples
    --------
    >>> from combgames.cgt import parse_game
    >>> [str(confusion_interval(parse_game(x))) for x in ("{2|-1}", "*", "^", "1/2", "{1|^}", "{1*|0}")]
    ['[-1, 2]', '[0, 0]', 'empty', 'empty', '(0, 1]', '[0, 1)']
    """
    if not isinstance(g, ShortGame):
        raise TypeError(f"g must be a ShortGame, not {type(g).__name__}")
    high, low = g.left_stop, g.right_stop
    if g.is_number:
        return ConfusionInterval(low, high, False, False)
    return ConfusionInterval(low, high, g.confused_with(number(low)), g.confused_with(number(high)))


def mean(g: ShortGame) -> Fraction:
    """The mean of ``g`` (the mast of its thermograph)."""
    return thermograph(g).mean


def temperature(g: ShortGame) -> Fraction:
    """The temperature of ``g`` (where its thermograph's walls meet; -1/2^k for numbers)."""
    return thermograph(g).temperature


def atomic_weight(g: ShortGame) -> ShortGame:
    """The atomic weight of an all-small game (see the module docstring), memoised.

    Raises
    ------
    ValueError
        If ``g`` is not all-small (the message shows it).

    Examples
    --------
    >>> from combgames.cgt import parse_game, atomic_weight
    >>> [str(atomic_weight(parse_game(t))) for t in ("^", "v*", "^3*2", "{0,^*|0}", "0")]
    ['1', '-1', '3', '1', '0']
    """
    if not isinstance(g, ShortGame):
        raise TypeError(f"g must be a ShortGame, not {type(g).__name__}")
    if not g.is_all_small:
        raise ValueError(f"atomic weight is defined for all-small games; {g} is not all-small (a subposition "
                         "has moves for one player only)")
    return _atomic_weight(g)


def _atomic_weight(g: ShortGame) -> ShortGame:
    if g.number is not None:  # the only all-small number is 0
        return ZERO
    found = _WEIGHTS.get(g.id)
    if found is not None:
        return found
    lefts = [add(_atomic_weight(gl), number(-2)) for gl in g.left]
    rights = [add(_atomic_weight(gr), number(2)) for gr in g.right]
    w = canonical_form(lefts, rights)
    if w.is_integer:
        w = _eccentric(g, lefts, rights, int(w.number))
    _WEIGHTS[g.id] = w
    return w


def _eccentric(g: ShortGame, lefts: list, rights: list, n: int) -> ShortGame:
    """The atomic weight when G'' is the integer n: by G's comparison with a remote star."""
    far = nimber_unchecked(1 << (g.birthday.bit_length() + 1))
    if leq(far, g) and not leq(g, far):  # G > remote star: the largest x with x <| every aw(G^R) + 2
        x = n
        while all(not leq(r, number(x + 1)) for r in rights):
            x += 1
        while not all(not leq(r, number(x)) for r in rights):
            x -= 1
        return number(x)
    if leq(g, far) and not leq(far, g):  # G < remote star: the least x with aw(G^L) - 2 <| x for every G^L
        x = n
        while all(not leq(number(x - 1), left) for left in lefts):
            x -= 1
        while not all(not leq(number(x), left) for left in lefts):
            x += 1
        return number(x)
    return ZERO
