"""Short partizan games in canonical form: the value type ``{L | R}``, its order and its arithmetic.

A *short game* G = {G^L | G^R} is a pair of finite sets of short games, Left's options and Right's options
(Siegel [1]_, ch. II.1). Under normal play (a player who cannot move loses) games are compared by

    G <= H  iff  no G^L >= H  and no H^R <= G            (Conway's order, [1]_ II.1)

and added disjunctively (G + H = {G^L + H, G + H^L | G^R + H, G + H^R}). Every short game equals exactly one
game in *canonical form*, with no dominated option (a Left option below another, a Right option above another)
and no reversible option (a Left option G^L with some G^LR <= G, bypassed by putting the left options of
G^LR in its place; dually for Right) ([1]_ II.2, Theorem 2.9).

:class:`ShortGame` is that canonical form. Constructing ``ShortGame(left, right)`` returns the canonical form
of {left | right}; canonical forms are *interned* (one object per value, like ``sys.intern`` for strings), so
two games are equal iff they are the same object and hashing is by identity. Order, sums and negatives are
memoised on the pair of objects. Numbers (dyadic rationals) know their value (:attr:`ShortGame.number`) and
are added and compared as numbers; a number's options are made only when asked for, so ``number(10**9)`` is
cheap.

Names follow [1]_: ``<=``, ``<``, :meth:`ShortGame.confused_with` (G || H, neither G <= H nor H <= G),
:meth:`ShortGame.outcome` ("L", "R", "N", "P": who wins, [1]_ I.1). ``str(g)`` is the text of the canonical form
in CGSuite's notation (:func:`game_text`); :mod:`combgames.cgt.notation` reads that text, and
:mod:`combgames.cgt.thermography` (mean, temperature, atomic weight) is built on this module.

Notes
-----
The intern table and the operation caches are the package's one piece of process-wide state: the table only
grows (an object must stay the unique form of its value), the caches may be emptied with :func:`clear_caches`.
Executing this file a second time (as pytest's importlib import mode does to collect doctests) reuses the
first execution's names, so there is one table per process.
Recursion depth is bounded by the sum of the *depths* of the games involved (the levels of options that are not
numbers: 0 for a number, else 1 + the largest depth of an option); a canonical form deeper than
:data:`MAX_DEPTH` is refused with a :class:`GameDepthError` (a ValueError) instead of exhausting Python's
recursion. Numbers of any size are exact (Fractions; floats only where they are exact).

References
----------
.. [1] A. N. Siegel, *Combinatorial Game Theory*, Graduate Studies in Mathematics 146, AMS (2013), ch. II.

Examples
--------
>>> from combgames.cgt import ShortGame, number, nimber, UP, STAR
>>> g = ShortGame([2], [-1])
>>> str(g), str(g + (-g)), str(UP + STAR), str(ShortGame([0, STAR], [0]))
('{2|-1}', '0', '^*', '^*')
>>> number("3/4") < 1, UP > 0, STAR.confused_with(0), str(nimber(2) + nimber(3))
(True, True, True, '*')
"""

from __future__ import annotations

import math
import sys
import types
from fractions import Fraction
from typing import Iterable, Union

__all__ = [
    "DOWN",
    "GameDepthError",
    "MAX_DEPTH",
    "MAX_MULTIPLE",
    "STAR",
    "ShortGame",
    "UP",
    "ZERO",
    "bottom_up",
    "clear_caches",
    "dyadic",
    "game_text",
    "integer",
    "miny",
    "nimber",
    "number",
    "number_text",
    "simplest_number",
    "switch",
    "tiny",
    "up_multiple",
]

MAX_MULTIPLE = 128
"""The largest nimber ``*n``, up multiple n.^ and number of copies of a game that is not a number the constructors
build (their canonical forms have about n options or birthday n; numbers are not limited)."""

MAX_DEPTH = 160
"""The deepest canonical form made: the levels of options that are not numbers (a number is depth 0, ``*`` and
``{1|0}`` depth 1, n.^ depth n + 1). Order, sums and printing recurse through these levels (sums through both
summands'), so this bounds their recursion well within Python's default limit of 1000 frames; deeper values are
refused with :class:`GameDepthError`. (The nimbers a computation makes internally, such as the remote stars of
atomic weights, are exempt; a game with one of them as an option is not.)"""


class GameDepthError(ValueError):
    """A canonical form deeper than :data:`MAX_DEPTH` levels of options that are not numbers was asked for."""


GameLike = Union["ShortGame", int, Fraction]
"""What the constructors accept as an option: a :class:`ShortGame`, an int or a dyadic Fraction (value text is
read by :func:`combgames.cgt.notation.parse_game`)."""

_TABLE: dict[tuple, "ShortGame"] = {}     # (left ids, right ids) -> the canonical game
_NUMBERS: dict[Fraction, "ShortGame"] = {}  # number value -> the canonical game
_FLOATS: dict[float, "ShortGame"] = {}  # the same for the numbers that are exact floats (each entered when made)
_LEQ: dict[tuple[int, int], bool] = {}
_SUM: dict[tuple[int, int], "ShortGame"] = {}
_NEG: dict[int, "ShortGame"] = {}
_NIMBERS: list["ShortGame"] = []  # *0, *1, ... as far as made
_NIM_VALUES: dict[int, int | None] = {}  # the invariants of a game, by its id (each computed once)
_BIRTHDAYS: dict[int, int] = {}
_ALL_SMALL: dict[int, bool] = {}
_NUS: dict[int, tuple | None] = {}  # id -> (x, n, m) when the game is x + n.^ + *m, else None (for printing)
_COUNTER = [0]


class ShortGame:
    """A short game in canonical form; ``ShortGame(left, right)`` is the canonical form of {left | right}.

    Parameters
    ----------
    left, right : iterable of ShortGame, int or Fraction
        Left's and Right's options (ints and dyadic Fractions are numbers; value text is read by
        :func:`combgames.cgt.notation.parse_game`).

    Raises
    ------
    TypeError
        If an option is of another type (text included).
    ValueError
        If a number option is not a dyadic rational.

    Notes
    -----
    ``depth`` is the number of levels of options that are not numbers (0 for a number; at most
    :data:`MAX_DEPTH`). Canonical forms are unique, so ``==`` is identity and ``hash`` is the object's.
    Comparisons with ints and Fractions treat them as numbers. ``<=`` is the partial order of games; ``a < b`` is
    ``a <= b and not b <= a``; two games may be *confused* (:meth:`confused_with`), so ``not a <= b`` does not
    mean ``a > b``.

    Examples
    --------
    >>> from combgames.cgt import ShortGame
    >>> ShortGame([0], [0]).is_nimber, str(ShortGame([0], []))
    (True, '1')
    >>> str(ShortGame([ShortGame([2], [0])], [0])), str(ShortGame([3], [ShortGame([1], [0])]))
    ('Miny(2)', '{3||1|0}')
    """

    __slots__ = ("_left", "_right", "id", "number", "_num", "_stops", "_hash", "depth", "__weakref__")

    def __new__(cls, left: Iterable[GameLike] = (), right: Iterable[GameLike] = ()) -> "ShortGame":
        return canonical_form([as_game(g, "left option") for g in left], [as_game(g, "right option") for g in right])

    # ------------------------------------------------------------------ construction (trusted)
    @classmethod
    def _make(cls, left: tuple, right: tuple, value: Fraction | None) -> "ShortGame":
        obj = object.__new__(cls)
        obj._left, obj._right, obj.number, obj._stops = left, right, value, None
        obj.depth = 0  # set by interned_form for a game that is not a number
        if value is None:
            obj._num, obj._hash = None, object.__hash__(obj)
        else:  # a number hashes as its value does (a float's hash, cheaper, is the Fraction's)
            obj._num = _fast(value)
            obj._hash = hash(obj._num)
        obj.id = _COUNTER[0]
        _COUNTER[0] += 1
        return obj

    def __reduce__(self):
        if self.number is not None:
            return (number, (self.number,))
        return (_rebuild, (self.left, self.right))

    def __copy__(self) -> "ShortGame":
        return self

    def __deepcopy__(self, memo) -> "ShortGame":
        return self

    # ------------------------------------------------------------------ options
    @property
    def left(self) -> tuple["ShortGame", ...]:
        """Left's options (canonical, in a fixed order)."""
        if self._left is None:
            self._number_options()
        return self._left

    @property
    def right(self) -> tuple["ShortGame", ...]:
        """Right's options (canonical, in a fixed order)."""
        if self._right is None:
            self._number_options()
        return self._right

    def _number_options(self) -> None:
        """The options of the canonical form of a number ([1]_ II.3): n = {n-1 |}, -n = {| -n+1} for an
        integer n > 0, and m/2^k = {(m-1)/2^k | (m+1)/2^k} for odd m, k >= 1."""
        f = self._num
        if type(f) is float and -2.0 ** 52 < f < 2.0 ** 52:  # x and x -+ 1/2^k are exact floats: no Fractions
            d = f.as_integer_ratio()[1]
            if d == 1:
                if f > 0:
                    self._left, self._right = (float_number(f - 1.0),), ()
                elif f < 0:
                    self._left, self._right = (), (float_number(f + 1.0),)
                else:
                    self._left, self._right = (), ()
            else:
                step = 1.0 / d
                self._left, self._right = (float_number(f - step),), (float_number(f + step),)
            return
        x = self.number
        if x.denominator == 1:
            if x > 0:
                self._left, self._right = (number(x - 1),), ()
            elif x < 0:
                self._left, self._right = (), (number(x + 1),)
            else:
                self._left, self._right = (), ()
        else:
            step = Fraction(1, x.denominator)
            self._left, self._right = (number(x - step),), (number(x + step),)

    # ------------------------------------------------------------------ kinds
    @property
    def is_number(self) -> bool:
        """True for a number (a dyadic rational); its value is :attr:`number`."""
        return self.number is not None

    @property
    def is_integer(self) -> bool:
        """True for an integer."""
        return self.number is not None and self.number.denominator == 1

    @property
    def is_nimber(self) -> bool:
        """True for a nimber ``*n`` = {0, ``*1``, ..., ``*(n-1)`` | 0, ``*1``, ..., ``*(n-1)``} (0 is ``*0``)."""
        return self.nim_value is not None

    @property
    def nim_value(self) -> int | None:
        """n when the game is the nimber ``*n``, else None."""
        if self.number is not None:
            return 0 if self.number == 0 else None
        if self.id in _NIM_VALUES:
            return _NIM_VALUES[self.id]
        n = len(self._left)
        found = None
        if n == len(self._right) and self._left == self._right:
            values = sorted(g.nim_value if g.nim_value is not None else -1 for g in self._left)
            found = n if values == list(range(n)) else None
        _NIM_VALUES[self.id] = found
        return found

    @property
    def birthday(self) -> int:
        """The birthday: 0 for 0, else 1 + the largest birthday of an option ([1]_ II.1)."""
        return _birthday(self)

    # ------------------------------------------------------------------ order
    def __le__(self, other: GameLike) -> bool:
        return leq(self, as_game(other, "other"))

    def __ge__(self, other: GameLike) -> bool:
        return leq(as_game(other, "other"), self)

    def __lt__(self, other: GameLike) -> bool:
        other = as_game(other, "other")
        return leq(self, other) and not leq(other, self)

    def __gt__(self, other: GameLike) -> bool:
        other = as_game(other, "other")
        return leq(other, self) and not leq(self, other)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, ShortGame):
            return self is other
        if isinstance(other, (int, Fraction)) and not isinstance(other, bool):
            return self.number is not None and self.number == other
        return NotImplemented

    def __hash__(self) -> int:
        return self._hash

    def confused_with(self, other: GameLike) -> bool:
        """True when G || H: neither G <= H nor H <= G (the first player wins G - H)."""
        other = as_game(other, "other")
        return not leq(self, other) and not leq(other, self)

    def outcome(self) -> str:
        """The outcome class under normal play ([1]_ I.1): "L" (G > 0: Left wins), "R" (G < 0), "P" (G = 0:
        the second player wins) or "N" (G || 0: the first player wins)."""
        ge, le = leq(ZERO, self), leq(self, ZERO)
        return "P" if ge and le else "L" if ge else "R" if le else "N"

    # ------------------------------------------------------------------ arithmetic
    def __neg__(self) -> "ShortGame":
        return negative(self)

    def __pos__(self) -> "ShortGame":
        return self

    def __add__(self, other: GameLike) -> "ShortGame":
        return add(self, as_game(other, "other"))

    __radd__ = __add__

    def __sub__(self, other: GameLike) -> "ShortGame":
        return add(self, negative(as_game(other, "other")))

    def __rsub__(self, other: GameLike) -> "ShortGame":
        return add(as_game(other, "other"), negative(self))

    def __mul__(self, n: int) -> "ShortGame":
        """n copies of G added (n an int; a negative n adds copies of -G). Not Norton's product."""
        if isinstance(n, bool) or not isinstance(n, int):
            return NotImplemented
        return multiple(self, n)

    __rmul__ = __mul__

    # ------------------------------------------------------------------ text
    def __str__(self) -> str:
        return game_text(self)

    def __repr__(self) -> str:
        return f"ShortGame({str(self)!r})"

    @property
    def left_stop(self) -> Fraction:
        """Left's stop: the number reached when Left moves first and both play to a number ([1]_ II.4)."""
        return Fraction(_stops(self)[0])

    @property
    def right_stop(self) -> Fraction:
        """Right's stop ([1]_ II.4)."""
        return Fraction(_stops(self)[1])

    @property
    def is_all_small(self) -> bool:
        """True when every subposition with a move for one player has moves for both ([1]_ II.7)."""
        return _all_small(self)


def _fast(x: Fraction) -> float | Fraction:
    """``x`` as a float when that is exact (comparisons of floats with Fractions are exact), else ``x`` (also when
    it is beyond a float's range, about 1.8e308)."""
    n, d = x.numerator, x.denominator
    if n.bit_length() <= 53 and d.bit_length() <= 1000:  # n / d is then exact: no Fraction made to check
        return n / d
    try:
        f = float(x)
    except OverflowError:
        return x
    return f if Fraction(f) == x else x


def _rebuild(left, right) -> ShortGame:
    return canonical_form(list(left), list(right))


# ---------------------------------------------------------------------------------------------- coercion
def as_game(value: GameLike, name: str = "game") -> ShortGame:
    """Return ``value`` as a :class:`ShortGame` (ints and dyadic Fractions are numbers).

    Raises
    ------
    TypeError
        For another type, text included (the message names ``name``).
    ValueError
        For a non-dyadic number.
    """
    if isinstance(value, ShortGame):
        return value
    if isinstance(value, (int, Fraction)) and not isinstance(value, bool):
        return number(value)
    if isinstance(value, str):
        raise TypeError(f"{name} must be a ShortGame, an int or a dyadic Fraction, not the text {value!r}: "
                        "read value text with combgames.cgt.parse_game")
    raise TypeError(f"{name} must be a ShortGame, an int or a dyadic Fraction, not {type(value).__name__} {value!r}")


def dyadic(value: int | Fraction | str, name: str = "value") -> Fraction:
    """Return ``value`` as a Fraction whose denominator is a power of two.

    Raises
    ------
    ValueError
        If it is not a dyadic rational (the message shows it).
    TypeError
        If it is not an int, Fraction or text.

    Examples
    --------
    >>> dyadic("3/8"), dyadic(-2)
    (Fraction(3, 8), Fraction(-2, 1))
    """
    if isinstance(value, bool) or not isinstance(value, (int, Fraction, str)):
        raise TypeError(f"{name} must be an int, a Fraction or text, not {type(value).__name__} {value!r}")
    try:
        x = Fraction(value)
    except (ValueError, ZeroDivisionError) as err:
        raise ValueError(f"{name} must be a dyadic rational such as 3/8, not {value!r}") from err
    d = x.denominator
    if d & (d - 1):
        raise ValueError(f"{name} must be a dyadic rational (denominator a power of 2), not {value!r}: a short game "
                         "number has a denominator 2^k")
    return x


# ---------------------------------------------------------------------------------------------- named values
def number(value: int | Fraction | str) -> ShortGame:
    """The number ``value`` (a dyadic rational) as a game.

    Raises
    ------
    ValueError
        If ``value`` is not a dyadic rational.

    Examples
    --------
    >>> from combgames.cgt import number
    >>> [str(g) for g in number("5/4").left + number("5/4").right]
    ['1', '3/2']
    """
    x = value if type(value) is Fraction and not (value.denominator & (value.denominator - 1)) else dyadic(value)
    g = _NUMBERS.get(x)
    if g is None:
        g = ShortGame._make(None, None, x)
        _NUMBERS[x] = g
        if type(g._num) is float:
            _FLOATS[g._num] = g
    return g


def integer(n: int) -> ShortGame:
    """The integer ``n`` as a game (n = ``{n-1 |}`` for n > 0)."""
    from combgames.base.checks import check_int

    return number(check_int(n, "n"))


def nimber(n: int) -> ShortGame:
    """The nimber ``*n`` = {0, ``*1``, ..., ``*(n-1)`` | 0, ``*1``, ..., ``*(n-1)``} ([1]_ II.1).

    Raises
    ------
    ValueError
        If n is not an integer in 0..:data:`MAX_MULTIPLE` (sums of nimbers may go beyond it).
    """
    from combgames.base.checks import check_int

    return nimber_unchecked(check_int(n, "n", minimum=0, maximum=MAX_MULTIPLE, why="its canonical form has n options"))


def nimber_unchecked(n: int) -> ShortGame:
    """The nimber ``*n`` for any n >= 0, made once for every k <= n: :func:`nimber` without its check of n
    against :data:`MAX_MULTIPLE`, for the nimbers a computation makes internally (the remote stars of atomic
    weights, :mod:`combgames.cgt.thermography`). Package-internal (not in ``__all__``)."""
    while len(_NIMBERS) <= n:
        options = tuple(_NIMBERS)
        _NIMBERS.append(interned_form(options, options, None))
    return _NIMBERS[n]


def up_multiple(n: int, star: int = 0) -> ShortGame:
    """n.^ + ``*star``: n copies of up ^ = ``{0 | *}`` (n < 0: copies of down v = ``{* | 0}``), plus the nimber
    ``*star``.

    Built from the canonical forms n.^ = {0 | (n-1).^*} (n >= 1), ^* = {0, * | 0} and n.^* = {0 | (n-1).^}
    (n >= 2) ([1]_ II.4); other nimbers are added.

    Raises
    ------
    ValueError
        If ``|n|`` or star exceeds :data:`MAX_MULTIPLE`, or ``|n|`` * star > 2048 for star >= 2.
    """
    from combgames.base.checks import check_int

    n = check_int(n, "n", minimum=-MAX_MULTIPLE, maximum=MAX_MULTIPLE, why="the birthday of n.^ is about n")
    star = check_int(star, "star", minimum=0, maximum=MAX_MULTIPLE, why="*n has n options")
    if n < 0:
        return negative(up_multiple(-n, star))
    plain, starred = ZERO, STAR  # k.^ and k.^* for k = 0
    for k in range(1, n + 1):
        plain, starred = (interned_form((ZERO,), (starred,)),
                          interned_form((ZERO, STAR), (ZERO,)) if k == 1 else interned_form((ZERO,), (plain,)))
    if star <= 1:
        return starred if star else plain
    if n * star > 2048:
        raise ValueError(f"up_multiple(n, star) adds *{star} to {n}.^ by the definition of sums; n * star must be at "
                         f"most 2048 (time grows with it), not {n} * {star} = {n * star}")
    return add(plain, nimber_unchecked(star))


def switch(a: GameLike, b: GameLike) -> ShortGame:
    """The game {a | b} (a switch when a > b are numbers; ``switch(x, -x)`` is +-x)."""
    return ShortGame([a], [b])


def tiny(g: GameLike) -> ShortGame:
    """tiny-G = {0 || 0 | -G} ([1]_ II.6); written ``Tiny(G)`` by CGSuite."""
    g = as_game(g, "g")
    return ShortGame([ZERO], [ShortGame([ZERO], [negative(g)])])


def miny(g: GameLike) -> ShortGame:
    """miny-G = -(tiny-G) = {G | 0 || 0}; written ``Miny(G)`` by CGSuite."""
    return negative(tiny(g))


def simplest_number(low: Fraction | None, high: Fraction | None) -> Fraction:
    """The simplest number x with low < x < high (None: unbounded), by the simplicity rule ([1]_ II.3): the
    integer of least magnitude if one fits, else the dyadic with the least denominator.

    Raises
    ------
    ValueError
        If low >= high.

    Examples
    --------
    >>> simplest_number(Fraction(1, 4), Fraction(1)), simplest_number(None, Fraction(-3, 2))
    (Fraction(1, 2), Fraction(-2, 1))
    """
    if low is not None and high is not None and low >= high:
        raise ValueError(f"no number lies strictly between {low} and {high}")
    if (low is None or low < 0) and (high is None or high > 0):
        return Fraction(0)
    if low is not None and low >= 0:
        n = low.numerator // low.denominator + 1
        if high is None or n < high:
            return Fraction(n)
    elif high is not None:  # high <= 0
        n = -((-high.numerator) // high.denominator + 1)
        if low is None or n > low:
            return Fraction(n)
    scale = 2
    while True:
        m = (low * scale).numerator // (low * scale).denominator + 1
        if Fraction(m, scale) < high:
            return Fraction(m, scale)
        scale *= 2


# ---------------------------------------------------------------------------------------------- canonical form
def interned_form(left: tuple, right: tuple, limit: int | None = MAX_DEPTH) -> ShortGame:
    """The game with these (already canonical, non-number) option tuples, made once: no canonical-form
    reduction and no check, so the options must already be those of a canonical form that is not a number.
    Package-internal (not in ``__all__``): :mod:`combgames.cgt.values` rebuilds stored canonical forms with it;
    users call :func:`canonical_form` or the constructors.

    Raises
    ------
    GameDepthError
        If the game would be deeper than ``limit`` (:data:`MAX_DEPTH`; None: no limit).
    """
    if len(left) > 1:
        left = tuple(sorted(left, key=_ident))
    if len(right) > 1:
        right = tuple(sorted(right, key=_ident))
    key = (tuple([g.id for g in left]), tuple([g.id for g in right]))
    g = _TABLE.get(key)
    if g is None:
        depth = 0
        for o in left + right:
            if o.depth > depth:
                depth = o.depth
        depth += 1
        if limit is not None and depth > limit:
            raise GameDepthError(f"the canonical form asked for is {depth} levels deep (options that are not "
                                 f"numbers); combgames.cgt makes games up to MAX_DEPTH={limit} levels deep")
        g = ShortGame._make(left, right, None)
        g.depth = depth
        _invariants(g)
        _TABLE[key] = g
    return g


def _invariants(g: ShortGame) -> None:
    """Compute a new game's stops, birthday and all-smallness from its options' (known already: options are made
    first), so that reading them never recurses."""
    left, right = g._left, g._right
    if left and right:
        g._stops = _stop_bounds(left, right)
    born = 0
    small = bool(left) and bool(right)
    for o in left + right:
        day = _BIRTHDAYS.get(o.id)
        if day is None:
            day = _birthday(o)
        if day > born:
            born = day
        if small:
            small = _ALL_SMALL.get(o.id) if o._num is None else o._num == 0
            if small is None:
                small = _all_small(o)
    _BIRTHDAYS[g.id] = 1 + born
    _ALL_SMALL[g.id] = small


def _stop_bounds(left, right) -> tuple:
    """(a, b): a = max RS(G^L) over Left's options, b = min LS(G^R) over Right's (None for a side without
    options); for a game that is not a number (a >= b) its left and right stops ([1]_ II.4)."""
    a = b = None
    for o in left:
        x = (o._stops or _stops(o))[1]
        if a is None or x > a:
            a = x
    for o in right:
        x = (o._stops or _stops(o))[0]
        if b is None or x < b:
            b = x
    return a, b


def bottom_up(g: ShortGame, known) -> list[ShortGame]:
    """The subpositions of ``g`` (``g`` included, numbers excluded) for which ``known(h)`` is false, each after
    its options: computing a memoised function of games in this order, each from its options' values, needs no
    recursion (the explicit stack here replaces it)."""
    order: list[ShortGame] = []
    seen: set[int] = set()
    stack: list[tuple[ShortGame, bool]] = [(g, False)]
    while stack:
        h, expanded = stack.pop()
        if expanded:
            order.append(h)
            continue
        if h.id in seen or h.number is not None or known(h):
            continue
        seen.add(h.id)
        stack.append((h, True))
        for o in h.left + h.right:
            if o.id not in seen:
                stack.append((o, False))
    return order


def _ident(g: ShortGame) -> int:
    return g.id


def _number_of(left: list, right: list) -> ShortGame | None:
    """The number the canonical options {left | right} (at most one each) make, else None."""
    a = left[0]._num if left else None
    b = right[0]._num if right else None
    if (left and a is None) or (right and b is None):
        return None
    if a is not None and b is not None and a >= b:
        return None
    return _simplest(a, b)


def _simplest(a, b) -> ShortGame:
    """The simplest number strictly between a and b (None: unbounded): computed in floats when both are floats
    (exact: dyadic rationals of a float's precision; see :func:`_float_simplest`), else by
    :func:`simplest_number`."""
    if type(a) is not Fraction and type(b) is not Fraction:
        return float_number(_float_simplest(a, b))
    return number(simplest_number(None if a is None else Fraction(a), None if b is None else Fraction(b)))


def _float_simplest(a: float | None, b: float | None) -> float:
    """:func:`simplest_number` for floats a < b holding dyadic rationals (None: unbounded). Every step is exact
    in floats: floors, products and quotients by powers of two of numbers that are exact floats."""
    if (a is None or a < 0) and (b is None or b > 0):
        return 0.0
    if a is not None and a >= 0:
        n = math.floor(a) + 1
        if b is None or n < b:
            return float(n)
    elif b is not None:  # b <= 0
        n = -(math.floor(-b) + 1)
        if a is None or n > a:
            return float(n)
    scale = 2.0
    while True:
        m = math.floor(a * scale) + 1
        if m / scale < b:
            return m / scale
        scale *= 2.0


def float_number(x: float) -> ShortGame:
    """The number x (a float whose value is exactly a dyadic rational) as a game, read from the table of numbers
    made so far (made when new). Package-internal (not in ``__all__``): the unchecked path of
    :mod:`combgames.cgt.values` for numbers it stores as floats; users call :func:`number`."""
    g = _FLOATS.get(x)
    if g is None:  # a number whose value is an exact float is entered in _FLOATS when made: this one is new
        g = number(Fraction(x))
    return g


def canonical_form(left: list[ShortGame], right: list[ShortGame]) -> ShortGame:
    """The canonical form of {left | right} for canonical options: dominated options removed, reversible
    options bypassed ([1]_ II.2).

    Examples
    --------
    >>> from combgames.cgt.short import canonical_form, number, ZERO, STAR
    >>> str(canonical_form([ZERO, STAR], [ZERO])), str(canonical_form([number(-1)], []))
    ('^*', '0')
    """
    if len(left) > 1:
        left = _kept(left, False)
    if len(right) > 1:
        right = _kept(right, True)
    for g in left:
        if g._num is None:
            break
    else:
        for g in right:
            if g._num is None:
                break
        else:
            return _numbers_form(left, right)
    a, b = _stop_bounds(left, right)
    if a is None or b is None or a < b:
        return _number_between(left, right, a, b)
    if a == 0 and b == 0 and len(left) == len(right) and left[0].nim_value is not None and _same(left, right) \
            and all(g.nim_value is not None for g in left):  # nimbers' stops are 0
        values = {g.nim_value for g in left}
        mex = next(k for k in range(len(values) + 1) if k not in values)
        return nimber_unchecked(mex)
    if len(left) > 1:  # _kept left one number a side: _maximal's and _minimal's first step is done
        left = _undominated(left, False)
    if len(right) > 1:
        right = _undominated(right, True)
    left, right, bypassed = _bypass(left, right, a, b)  # a and b stay: a dominated option's stops are lower
    if bypassed:  # replacements may dominate or be dominated; without any, the options are already undominated
        left = _maximal(left)
        right = _minimal(right)
    if len(left) < 2 and len(right) < 2:
        x = _number_of(left, right)
        if x is not None:
            return x
    return interned_form(tuple(left), tuple(right))


def _same(left: list, right: list) -> bool:
    """True when the two lists (without repeats) hold the same games."""
    ids = {g.id for g in left}
    return all(g.id in ids for g in right)


def _kept(options: list, right: bool) -> list:
    """The options without repeats (by id: cheaper than hashing the games) and, of the numbers among them, only
    the largest for Left (the least for Right, ``right``): a number is dominated by a larger one."""
    games: dict = {}
    best = None
    for g in options:
        x = g._num
        if x is None:
            games[g.id] = g
        elif best is None or (x < best._num if right else x > best._num):
            best = g
    if best is None:
        return list(games.values())
    kept = list(games.values())
    kept.append(best)
    return kept


def _number_between(left: list, right: list, a, b) -> ShortGame:
    """{left | right} when it is a number: when a = max RS(G^L) < b = min LS(G^R) (None for a side without
    options). A game G^L <| x <| G^R for every option (x not <= G^L, x not >= G^R) is the simplest such number x
    (the simplicity theorem, [1]_ II.3); such x lie in [a, b] (x < RS(H) gives x <= H, and dually) and every x
    strictly between a and b is one. So G is the simplest of: a or b when they qualify, and the simplest
    number strictly between them. No game but the result is made."""
    if type(a) is not Fraction and type(b) is not Fraction:
        x = _float_simplest(a, b)
    else:
        x = simplest_number(None if a is None else Fraction(a), None if b is None else Fraction(b))
    born = _number_birthday(x)
    if born:  # else x = 0, the simplest number
        ends = []
        if a is not None:
            ends.append((_number_birthday(a), a, False))
        if b is not None:
            ends.append((_number_birthday(b), b, True))
        if len(ends) == 2 and ends[1][0] < ends[0][0]:
            ends.reverse()
        for day, end, upper in ends:
            if day >= born:
                break
            g = float_number(end) if type(end) is float else number(end)  # a stop of an option: made already
            if all(not leq(h, g) for h in right) if upper else all(not leq(g, h) for h in left):
                return g
    return float_number(x) if type(x) is float else number(x)


def _number_birthday(x) -> int:
    """The birthday of the number x (a dyadic float or Fraction): ``|integer part|`` + the binary digits after
    the point, + 1 when there are any ([1]_ II.3)."""
    n, d = x.as_integer_ratio()
    k = d.bit_length() - 1
    return abs(n) // d + k + (1 if k else 0)


def _numbers_form(left: list, right: list) -> ShortGame:
    """{left | right} when every option is a number: a number, or the switch {max left | min right}."""
    top = (left[0] if len(left) == 1 else max(left, key=_value)) if left else None
    bottom = (right[0] if len(right) == 1 else min(right, key=_value)) if right else None
    a = None if top is None else top._num
    b = None if bottom is None else bottom._num
    if a is None or b is None or a < b:
        return _simplest(a, b)
    return interned_form((top,), (bottom,))


def _maximal(options: list) -> list:
    """Left's options with the dominated ones (those <= another) removed (of the numbers, only the largest can
    stay)."""
    if len(options) < 2:
        return options
    numbers = [g for g in options if g._num is not None]
    if len(numbers) > 1:
        top = max(numbers, key=_value)
        options = [g for g in options if g._num is None or g is top]
    return _undominated(options, False)


def _undominated(options: list, right: bool) -> list:
    """The options that no other option dominates: for Left, g with no other h >= g; for Right (``right``),
    g with no other h <= g.

    Since g <= h needs LS(g) <= LS(h) and RS(g) <= RS(h) (stops are monotone, [1]_ II.4), the options are
    taken in decreasing order of stops for Left (increasing for Right) and each is compared only with those
    kept so far (an option dominated by another is dominated by a kept one: domination is transitive); a later
    option can dominate a kept one only when their stops are equal."""
    if len(options) < 3:
        return options if len(options) < 2 else _undominated_pair(options, right)
    order = sorted([(g._stops or _stops(g), i) for i, g in enumerate(options)], reverse=not right)
    kept: list = []  # (game, left stop, right stop)
    for (gl, gr), i in order:
        g = options[i]
        gid = g.id
        for h, hl, hr in kept:
            if right:  # h <= g? (LS(h) <= LS(g) by the order)
                if hr <= gr:
                    r = _LEQ.get((h.id, gid))
                    if r or (r is None and leq(h, g)):
                        break
            elif gr <= hr:  # g <= h?
                r = _LEQ.get((gid, h.id))
                if r or (r is None and leq(g, h)):
                    break
        else:
            if kept and kept[-1][1] == gl and kept[-1][2] == gr:  # equal stops: g may dominate kept ones
                kept = [k for k in kept
                        if not (k[1] == gl and k[2] == gr and (leq(g, k[0]) if right else leq(k[0], g)))]
            kept.append((g, gl, gr))
    return [k[0] for k in kept]


def _undominated_pair(options: list, right: bool) -> list:
    """:func:`_undominated` for two options."""
    g, h = options
    (gl, gr), (hl, hr) = g._stops or _stops(g), h._stops or _stops(h)
    if gl <= hl and gr <= hr and leq(g, h):  # g <= h: Left keeps h, Right keeps g
        return [g] if right else [h]
    if hl <= gl and hr <= gr and leq(h, g):
        return [h] if right else [g]
    return options


def _minimal(options: list) -> list:
    """Right's options with the dominated ones (those >= another) removed (of the numbers, only the smallest
    can stay)."""
    if len(options) < 2:
        return options
    numbers = [g for g in options if g._num is not None]
    if len(numbers) > 1:
        bottom = min(numbers, key=_value)
        options = [g for g in options if g._num is None or g is bottom]
    return _undominated(options, True)


def _value(g: ShortGame):
    return g._num


def _bypass(left: list, right: list, a, b) -> tuple[list, list, bool]:
    """Bypass reversible options of G = {left | right}: a Left option A with some A^R <= G is replaced by
    the Left options of A^R, a Right option B with some B^L >= G by the Right options of B^L; replacements are
    checked in turn. Reversibility depends only on the option and the value of G, which bypassing keeps.
    Returns (new left, new right, whether any option was bypassed); with none, the lists are the ones given.

    H <= G needs LS(H) <= LS(G) and RS(H) <= RS(G) (stops are monotone, [1]_ II.4). With a = max RS(G^L) and
    b = min LS(G^R): when a >= b, G's stops are (a, b) (G is not a number, or the number a = b); when a < b, G
    is a number x with a <= x <= b. So H <= G needs RS(H) <= b, and LS(H) <= a when a >= b (and dually for
    H >= G); options with no candidate reverser are not bypassed, with no further comparison. The caller
    gives a and b (None for a side without options)."""
    exact = a is not None and b is not None and a >= b
    if not _candidates(left, b, a if exact else None, True) and not _candidates(right, a, b if exact else None, False):
        return left, right, False

    def may_be_below(h: ShortGame) -> bool:
        hl, hr = h._stops or _stops(h)
        return (b is None or hr <= b) and (not exact or hl <= a)

    def may_be_above(h: ShortGame) -> bool:
        hl, hr = h._stops or _stops(h)
        return (a is None or hl >= a) and (not exact or hr >= b)

    below: dict[int, bool] = {}  # id(h) -> h <= G
    above: dict[int, bool] = {}  # id(h) -> h >= G

    def le_g(h: ShortGame) -> bool:  # h <= G: no h^L >= G and no G^R <= h
        r = below.get(h.id)
        if r is None:
            r = may_be_below(h) and not any(leq(gr, h) for gr in right) and not any(ge_g(x) for x in h.left)
            below[h.id] = r
        return r

    def ge_g(h: ShortGame) -> bool:  # G <= h: no G^L >= h and no h^R <= G
        r = above.get(h.id)
        if r is None:
            r = may_be_above(h) and not any(leq(h, gl) for gl in left) and not any(le_g(x) for x in h.right)
            above[h.id] = r
        return r

    new_left, changed_left = _bypassed(left, True, le_g)
    new_right, changed_right = _bypassed(right, False, ge_g)
    return new_left, new_right, changed_left or changed_right


def _candidates(options: list, bound, exact_bound, left: bool) -> bool:
    """True when some option of ``options`` (Left's when ``left``) has an option of the other side whose stops
    allow it to reverse through G (the prefilter of :func:`_bypass`, in plain loops: for Left, a G^LR with
    RS <= ``bound`` and, unless ``exact_bound`` is None, LS <= it; dually for Right)."""
    for g in options:
        through = g._right if left else g._left
        if through is None:
            through = g.right if left else g.left
        for h in through:
            hl, hr = h._stops or _stops(h)
            if left:
                if (bound is None or hr <= bound) and (exact_bound is None or hl <= exact_bound):
                    return True
            elif (bound is None or hl >= bound) and (exact_bound is None or hr >= exact_bound):
                return True
    return False


def _bypassed(options: list, left: bool, reverses) -> tuple[list, bool]:
    """(the options with the reversible ones bypassed, whether any was); ``options`` itself when none was. For
    Left's options (``left``) an option A reverses through its first A^R with ``reverses(A^R)`` (A^R <= G) and
    is replaced by the Left options of A^R; for Right's, through its first B^L >= G, replaced by B^L's Right
    options."""
    out: list = []
    seen: set = set()
    work = list(options)
    changed = False
    while work:
        a = work.pop()
        if a.id in seen:
            continue
        seen.add(a.id)
        for through in (a.right if left else a.left):
            if reverses(through):
                changed = True
                work.extend(through.left if left else through.right)
                break
        else:
            out.append(a)
    return (list(dict.fromkeys(out)), True) if changed else (options, False)


# ---------------------------------------------------------------------------------------------- order
def leq(g: ShortGame, h: ShortGame) -> bool:
    """G <= H: no G^L >= H and no H^R <= G ([1]_ II.1), memoised; numbers compare as numbers, and a number
    against another game first by that game's stops (x < RS(H) gives x <= H, x > LS(H) gives not).

    Examples
    --------
    >>> from combgames.cgt.short import leq, ZERO, UP, STAR
    >>> leq(ZERO, UP), leq(UP, ZERO), leq(STAR, ZERO)
    (True, False, False)
    """
    if g is h:
        return True
    x, y = g._num, h._num
    if x is not None:
        if y is not None:
            return x <= y
        ls, rs = h._stops or _stops(h)
        if x < rs:
            return True
        if x > ls:
            return False
    elif y is not None:
        ls, rs = g._stops or _stops(g)
        if y > ls:
            return True
        if y < rs:
            return False
    else:  # G <= H needs LS(G) <= LS(H) and RS(G) <= RS(H) (stops are monotone, [1]_ II.4)
        gs, hs = g._stops or _stops(g), h._stops or _stops(h)
        if gs[0] > hs[0] or gs[1] > hs[1]:
            return False
    key = (g.id, h.id)
    r = _LEQ.get(key)
    if r is None:
        r = True
        for gl in g.left:  # explicit loops: cheaper than any() over a generator on this hot path
            if leq(h, gl):
                r = False
                break
        else:
            for hr in h.right:
                if leq(hr, g):
                    r = False
                    break
        _LEQ[key] = r
    return r


def _stops(g: ShortGame) -> tuple:
    """(left stop, right stop): a number's stops are itself; else LS(G) = max RS(G^L), RS(G) = min LS(G^R).
    (Floats where exact, as :func:`_fast`.)"""
    s = g._stops
    if s is None:
        if g._num is not None:
            s = (g._num, g._num)
        else:
            s = (max(_stops(gl)[1] for gl in g.left), min(_stops(gr)[0] for gr in g.right))
        g._stops = s
    return s


def _birthday(g: ShortGame) -> int:
    found = _BIRTHDAYS.get(g.id)
    if found is None:
        found = _BIRTHDAYS[g.id] = _birthday_of(g)
    return found


def _birthday_of(g: ShortGame) -> int:
    x = g.number
    if x is not None:  # the birthday of a number: |integer part| + the number of binary digits after the point
        k = x.denominator.bit_length() - 1
        whole = abs(x.numerator) // x.denominator
        return whole + k + (1 if k else 0)
    return 1 + max(_birthday(o) for o in g.left + g.right)


def _all_small(g: ShortGame) -> bool:
    if g.number is not None:
        return g.number == 0
    found = _ALL_SMALL.get(g.id)
    if found is None:
        found = _ALL_SMALL[g.id] = bool(g.left) and bool(g.right) and all(_all_small(o) for o in g.left + g.right)
    return found


# ---------------------------------------------------------------------------------------------- arithmetic
def negative(g: ShortGame) -> ShortGame:
    """-G = {-G^R | -G^L} (canonical when G is), memoised (numbers too: a dict read is cheaper than Fraction
    arithmetic)."""
    r = _NEG.get(g.id)
    if r is None:
        if g.number is not None:
            r = number(-g.number)
            _NEG[g.id] = r
            _NEG[r.id] = g
            return r
        for h in bottom_up(g, lambda h: h.id in _NEG):  # options first: each negative below is known or a number
            r = interned_form(tuple(negative(o) for o in h.right), tuple(negative(o) for o in h.left))
            _NEG[h.id] = r
            _NEG[r.id] = h
    return r


def add(g: ShortGame, h: ShortGame) -> ShortGame:
    """The disjunctive sum G + H, in canonical form, memoised (numbers too). Numbers add as numbers; a number x
    plus a game H that is not one is {x + H^L | x + H^R} (the translation principle, [1]_ II.3)."""
    if g is ZERO:
        return h
    if h is ZERO:
        return g
    if g.id > h.id:
        g, h = h, g
    key = (g.id, h.id)
    r = _SUM.get(key)
    if r is not None:
        return r
    x, y = g._num, h._num
    if x is not None and y is not None:
        r = _number_sum(x, y)
    else:  # explicit loops, not comprehensions: one frame per level of the recursion
        left: list = []
        right: list = []
        if x is None:
            for gl in g.left:
                left.append(add(gl, h))
            for gr in g.right:
                right.append(add(gr, h))
        if y is None:
            for hl in h.left:
                left.append(add(g, hl))
            for hr in h.right:
                right.append(add(g, hr))
        r = canonical_form(left, right)
    _SUM[key] = r
    return r


def _number_sum(x, y) -> ShortGame:
    """The number x + y (floats or Fractions, as ``ShortGame._num``): in floats when the float sum is exact."""
    if type(x) is float and type(y) is float:
        s = x + y
        if (s - x == y and s - y == x) if abs(x) >= abs(y) else (s - y == x and s - x == y):
            return float_number(s)
    return number(Fraction(x) + Fraction(y))


def multiple(g: ShortGame, n: int) -> ShortGame:
    """n copies of G added (by doubling); n < 0 adds ``|n|`` copies of -G.

    Raises
    ------
    ValueError
        If G is not a number and ``|n|`` > :data:`MAX_MULTIPLE` (the sum's canonical form grows with n).
    """
    from combgames.base.checks import check_int

    if g.number is not None:
        return number(g.number * check_int(n, "n"))
    check_int(n, "n", minimum=-MAX_MULTIPLE, maximum=MAX_MULTIPLE, why="the canonical form of n copies grows with n")
    if n < 0:
        g, n = negative(g), -n
    total, power = ZERO, g
    while n:
        if n & 1:
            total = add(total, power)
        n >>= 1
        if n:
            power = add(power, power)
    return total


def sum_of(games: Iterable[ShortGame]) -> ShortGame:
    """The disjunctive sum of ``games`` (0 for none)."""
    total = ZERO
    for g in games:
        total = add(total, g)
    return total


# ---------------------------------------------------------------------------------------------- text
def number_text(x: Fraction) -> str:
    """A dyadic rational as CGSuite writes it: ``3``, ``-3/4``."""
    return str(x.numerator) if x.denominator == 1 else f"{x.numerator}/{x.denominator}"


def game_text(g: ShortGame) -> str:
    """The text of ``g`` in CGSuite's notation (what ``str(g)`` prints; :func:`combgames.cgt.notation.parse_game`
    reads it back).

    Printing follows CGSuite's plain-text output of canonical short games, in this order of preference:

    ==================================  ======================================================================
    value                               text
    ==================================  ======================================================================
    number + n.^ + ``*m``               ``0``, ``-3/4``, ``*``, ``*2``, ``^``, ``^^``, ``^3``, ``v``, ``vv``,
                                        ``v3``, ``^*``, ``1/2v*3`` (number part, then ups, then the nimber)
    switch {G | -G}                     ``+-1``, ``+-{2|1}`` (an option that is not a number, nimber or up
                                        multiple in braces), ``+-(1,*)`` for several options
    x + tiny-G, x + miny-G              ``Tiny(2)``, ``1+Tiny(1/2)``, ``Miny({2|1})`` (tiny-G = {0 || 0 | -G})
    anything else                       slash notation: ``{2|-1}``, ``{3||1|0}`` = {3|{1|0}}, options separated
                                        by commas (an option with several options of its own in braces)
    ==================================  ======================================================================

    Examples
    --------
    >>> from combgames.cgt import ShortGame, number, nimber, UP
    >>> game_text(number("-5/8")), game_text(UP * 3 + nimber(2)), game_text(ShortGame([UP], [-1]))
    ('-5/8', '^3*2', '{^|-1}')
    """
    return _text(g, True, False)[0]


def number_up_star(g: ShortGame) -> tuple[Fraction, int, int] | None:
    """(x, n, m) when ``g`` = x + n.^ + ``*m`` (x a number, n an integer, m >= 0), else None.

    Every option of such a canonical form is of the same kind with the same number part, so the candidates are
    read off the options and checked by equality.
    """
    if g.number is not None:
        return (g.number, 0, 0)
    if g.id in _NUS:
        return _NUS[g.id]
    if g.nim_value is not None:
        _NUS[g.id] = (Fraction(0), 0, g.nim_value)
        return _NUS[g.id]
    found = None
    parts = [number_up_star(o) for o in g.left + g.right]
    if all(p is not None for p in parts) and len({p[0] for p in parts}) == 1:
        x = parts[0][0]
        ups = {p[1] + d for p in parts for d in (-1, 0, 1)} | {0}
        stars = {p[2] for p in parts} | {p[2] ^ 1 for p in parts}
        values = {p[2] for p in parts}
        stars.add(next(k for k in range(len(values) + 1) if k not in values))
        for n in sorted(ups, key=abs):
            for m in sorted(stars):
                if abs(n) > MAX_MULTIPLE or m > MAX_MULTIPLE:
                    continue
                if number(x) + up_multiple(n, m) is g:
                    found = (x, n, m)
                    break
            if found:
                break
    _NUS[g.id] = found
    return found


def _nus_text(x: Fraction, n: int, m: int) -> str:
    text = number_text(x) if x != 0 or (n == 0 and m == 0) else ""
    if n:
        arrow = "^" if n > 0 else "v"
        text += arrow * abs(n) if abs(n) <= 2 else f"{arrow}{abs(n)}"
    if m:
        text += "*" if m == 1 else f"*{m}"
    return text


def _is_switch(g: ShortGame) -> bool:
    """G = {A, B, ... | -A, -B, ...} (and G is not a number-up-star, tested before)."""
    return bool(g.left) and set(g.right) == {negative(o) for o in g.left}


def _number_tiny(g: ShortGame) -> tuple[Fraction, ShortGame] | None:
    """(x, H) when g = x + tiny-H = {x || x | x - H} with H's left stop > 0 (CGSuite's isNumberTiny)."""
    if len(g.left) != 1 or len(g.right) != 1 or g.left[0].number is None:
        return None
    x, inner = g.left[0], g.right[0]
    if inner.number is not None or len(inner.left) != 1 or len(inner.right) != 1 or inner.left[0] is not x:
        return None
    z = inner.right[0]
    if not z.left_stop < x.number:
        return None
    return x.number, add(x, negative(z))


def _text(g: ShortGame, brackets: bool, parens: bool) -> tuple[str, int]:
    """(text, number of bars at its top level, 0 when the text needs no bars or has braces)."""
    nus = number_up_star(g)
    if nus is not None:
        x, n, m = nus
        text = _nus_text(x, n, m)
        if parens and not g.is_number and not g.is_nimber and not (x == 0 and m == 0):
            text = f"({text})"
        return text, 0
    if _is_switch(g):
        inner = ",".join(_text(o, True, len(g.left) == 1)[0] for o in g.left)
        return ("+-" + (f"({inner})" if len(g.left) > 1 else inner)), 0
    for sign, found in ((1, _number_tiny(g)), (-1, _number_tiny(negative(g)))):
        if found is not None:
            x, h = found
            prefix = "" if x == 0 else number_text(sign * x) + "+"
            text = f"{prefix}{'Tiny' if sign == 1 else 'Miny'}({_text(h, True, False)[0]})"
            return (f"({text})" if parens else text), 0
    bars = 1
    sides = []
    for options in (g.left, g.right):
        parts = []
        for o in options:
            text, inner = _text(o, len(options) > 1, False)
            bars = max(bars, inner + 1)
            parts.append(text)
        sides.append(",".join(parts))
    text = sides[0] + "|" * bars + sides[1]
    if brackets:
        return "{" + text + "}", 0
    return text, bars


def clear_caches() -> None:
    """Empty the memo tables of order and sums (the intern table of canonical forms stays: each value keeps its
    one object)."""
    _LEQ.clear()
    _SUM.clear()
    _NEG.clear()


ZERO: ShortGame = number(0)
"""The game 0 = { | } (the second player wins)."""
_NIMBERS.append(ZERO)
STAR: ShortGame = nimber_unchecked(1)
"""* = {0 | 0} (the first player wins)."""
UP: ShortGame = interned_form((ZERO,), (STAR,))
"""^ = ``{0 | *}`` (up; positive and infinitesimal)."""
DOWN: ShortGame = negative(UP)
"""v = ``{* | 0}`` (down)."""

def _one_universe() -> None:
    """Make a second execution of this file (pytest's importlib import mode runs a module's file again to
    collect its doctests) reuse the names of the first, so every canonical form stays the one object of its
    value in the process."""
    holder = sys.modules.get(_STATE)
    if holder is None:
        holder = types.ModuleType(_STATE, "the namespace of the first execution of combgames.cgt.short")
        holder.namespace = globals()
        sys.modules[_STATE] = holder
    elif holder.namespace is not globals():
        globals().update({k: v for k, v in holder.namespace.items() if not k.startswith("__")})


_STATE = "combgames.cgt._short_state"
_one_universe()
