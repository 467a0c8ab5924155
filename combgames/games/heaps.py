"""Heap games: Nim, octal games and every impartial game played on a row of heaps, written once.

A *heap game* is played on a finite sequence of heaps of tokens. A move changes one heap, by the rule of the
game: Nim removes any number k >= 1 of its tokens; an octal game (:class:`OctalCode`) removes k tokens and
leaves no heap, one heap or two heaps as the code's digit d_k allows [1]_. Both players have the same moves
(the games are impartial); under *normal* play the player who cannot move loses, under *misere* play that
player wins [2]_.

:class:`HeapGame` is the base: the heaps and the convention, the player to move, the canonical key (the
non-empty heaps, sorted: the value does not depend on the order of the heaps, nor on who moves), the images of
a position (its heaps in other orders), the text notation and :meth:`HeapGame.cache_key`. A subclass gives the
rule on one heap: :meth:`HeapGame.heap_moves` lists the moves on a heap of n tokens, each a tuple (the
*tail* of the move), and :meth:`HeapGame.heaps_left` says which heaps a move leaves in the heap's place.

Positions are ``(heaps, player)``: a tuple of heap sizes and the player to move (0 or 1). A move is
``(heap index, *tail)``; its text is the numbers joined by ``:`` with heaps numbered from 1 (Nim: ``"2:3"``
takes 3 from the second heap; an octal game: ``"1:2:3"`` takes 2 from the first heap leaving 3 on the left).
Position text is the heap sizes, optionally followed by ``| 2`` when the second player is to move:
``"3 4 5"``, ``"3 4 1 | 2"``.

References
----------
.. [1] E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your Mathematical Plays*, ch. 4 (octal
   games).
.. [2] J. Iacono and K. Mazur, seeds/004_7c4ca64fa9fabca3.txt,
   Section 1 (Nim under both conventions).

Examples
--------
>>> from combgames.games.nim import Nim
>>> g = Nim([1, 2])
>>> [g.format_move(m) for m in g.moves(g.initial())]
['1:1', '2:1', '2:2']
>>> OctalCode("0.07").heap_moves(4)          # Dawson's Kayles: take 2, leave one heap or two
[(2, 2), (2, 1)]
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from math import log, pi, prod, sqrt
from typing import Iterable, Iterator, Sequence

from combgames.game import CONVENTIONS, IllegalMoveError, PositionFormatError, player_suffix, split_player_suffix
from combgames.options import Choice, Integers, Option, Options
from combgames.base.checks import is_int

__all__ = ["CONSTRAINTS", "CONVENTION_OPTION", "HEX_DIGITS", "HeapGame", "OctalCode", "heap_sizes", "heaps_option",
           "parse_code", "partitions_up_to"]

Position = tuple[tuple[int, ...], int]



def heap_sizes(heaps: Iterable[int]) -> tuple[int, ...]:
    """Return the heaps as a tuple of ints, checked for heap games.

    Raises
    ------
    ValueError
        If a heap is not a non-negative integer (bools are refused too); the message shows the heaps.

    Examples
    --------
    >>> heap_sizes([3, 0, 5])
    (3, 0, 5)
    """
    if isinstance(heaps, (str, bytes)) or not isinstance(heaps, Iterable):
        raise TypeError(f"heaps must be a sequence of non-negative integers, not {heaps!r}")
    hs = tuple(heaps)
    if not all(is_int(h) and h >= 0 for h in hs):
        raise ValueError(f"heaps must be non-negative integers, not {list(hs)!r}")
    return tuple(int(h) for h in hs)


HEX_DIGITS = "0123456789ABCDEF"
"""The digits of a take-and-break code: d_k is 0..15 (hexadecimal), bit j set when j heaps may be left."""

CONSTRAINTS = {"": "any sizes", "!": "pairwise unequal", "?": "not all equal", "=": "all equal"}
"""The marks that may follow a digit, and what they ask of the two or more heaps a move of that digit leaves."""


def _code_error(text: str, what: str) -> ValueError:
    return ValueError(f"take-and-break code {text!r}: {what}; a code looks like '0.77', '0.F', '4!.0' or '4.[3]'")


def _digit_tokens(text: str, part: str, offset: int) -> list[tuple[int, str]]:
    """Read hexadecimal digits, each optionally followed by one constraint mark; ``offset`` is the position
    of ``part`` in ``text`` (for the message)."""
    tokens: list[tuple[int, str]] = []
    for i, ch in enumerate(part):
        where = f"position {offset + i + 1}"
        if ch in CONSTRAINTS and ch:
            if not tokens or tokens[-1][1]:
                raise _code_error(text, f"the mark {ch!r} at {where} must follow a digit")
            tokens[-1] = (tokens[-1][0], ch)
        elif ch.upper() in HEX_DIGITS and ch.isascii():
            tokens.append((HEX_DIGITS.index(ch.upper()), ""))
        else:
            raise _code_error(text, f"the character {ch!r} at {where} is not a hexadecimal digit (0-9, A-F), a "
                                    "constraint mark (! ? =), a point or a period bracket")
    return tokens


def _normal_mark(digit: int, mark: str) -> str:
    """A mark only concerns moves that leave two or more heaps; for two heaps '?' is '!'."""
    if not digit & 12:
        return ""
    if mark == "?" and not digit & 8:
        return "!"
    return mark


def parse_code(text: str) -> tuple[tuple[int, ...], tuple[str, ...], int]:
    """Parse a take-and-break code: return ``(digits, marks, period)`` (see :class:`OctalCode`).

    Raises
    ------
    TypeError
        If ``text`` is not a string.
    ValueError
        For a malformed code: the message names the offending character and its position (from 1).

    Examples
    --------
    >>> parse_code("4!.0"), parse_code("0.F"), parse_code("4.[3]")
    (((4,), ('!',), 0), ((0, 15), ('', ''), 0), ((4, 3), ('', ''), 1))
    """
    if not isinstance(text, str):
        raise TypeError(f"an octal or take-and-break code must be a str like '0.77', not {type(text).__name__}")
    body = text.strip()
    offset = len(text) - len(text.lstrip())
    point = body.find(".")
    if point < 0:
        raise _code_error(text, "there is no point")
    if "." in body[point + 1:]:
        raise _code_error(text, f"a second point at position {offset + body.index('.', point + 1) + 1}")
    before = _digit_tokens(text, body[:point], offset)
    after_text = body[point + 1:]
    period_text = ""
    if "[" in after_text or "]" in after_text:
        opening = after_text.find("[")
        if opening < 0 or not after_text.endswith("]") or after_text.count("[") != 1 or after_text.count("]") != 1:
            where = offset + point + 2 + (after_text.find("]") if opening < 0 else opening)
            raise _code_error(text, f"the period bracket at position {where} must enclose the last digits, "
                                    "as in '4.[3]'")
        period_text = after_text[opening + 1:-1]
        after_text = after_text[:opening]
        if not period_text:
            raise _code_error(text, "the period brackets '[]' are empty")
    after = _digit_tokens(text, after_text, offset + point + 1)
    repeated = _digit_tokens(text, period_text, offset + point + 2 + len(after_text))
    if len(before) > 1:
        raise _code_error(text, f"{len(before)} digits before the point: digits before d0 add tokens to a heap "
                                "(CGSuite's additive digits), which this toolkit does not play")
    d0, mark0 = before[0] if before else (0, "")
    if d0 & 3:
        raise _code_error(text, f"digit d0 = {HEX_DIGITS[d0]} at position {offset + 1}: removing no token can only "
                                "split a heap (bits 4 and 8); leaving no heap or the same heap is not a move")
    tokens = [(d0, mark0)] + after
    if repeated and all(d == 0 for d, _ in repeated):
        repeated = []
    if not repeated:
        while len(tokens) > 1 and tokens[-1][0] == 0:
            tokens.pop()
    tokens += repeated
    digits = tuple(d for d, _ in tokens)
    marks = tuple(_normal_mark(d, m) for d, m in tokens)
    return digits, marks, len(repeated)


@dataclass(frozen=True)
class OctalCode:
    """A take-and-break code such as ``"0.77"``, ``"0.F"`` or ``"4!.0"``: the rule of a heap game on one heap.

    The code ``d0.d1 d2 ... dt`` has one digit per number k of tokens removed: a move removes k tokens from
    one heap and may leave j non-empty heaps in its place when bit j of d_k is set (bit 1: no heap, the heap
    had exactly k tokens; bit 2: one heap; bit 4: two heaps; bit 8: three heaps). Octal games have digits
    0..7 [#ww]_; *hexadecimal* games allow 8..F as well (leaving up to three heaps) [#siegel]_. ``d0`` (k = 0,
    before the point) may only split: bits 4 and 8. Following CGSuite [#cgsuite]_, a digit may carry a mark on
    the heaps a move leaves when they are two or more: ``!`` pairwise unequal, ``?`` not all equal, ``=`` all
    equal; and the last digits may repeat forever, written in brackets. Kayles is 0.77, Dawson's Kayles 0.07, Grundy's
    game 4!.0 (split a heap into two unequal heaps), Nim 0.[3], Lasker's Nim 4.[3] (Nim, or split a heap in
    two) [#ww]_ [#siegel]_.

    Parameters
    ----------
    code : str
        The code text; hexadecimal digits in either case; ``d0`` may be omitted (``".77"``). Trailing zeros
        of a finite code are dropped; a mark that cannot matter (on a digit that never leaves two heaps) is
        dropped, and ``?`` on a digit that leaves at most two heaps is written ``!``.

    Attributes
    ----------
    digits : tuple of int
        ``(d0, d1, ..., dt)``; for a code with a repeating tail, the digits up to the end of one period.
    marks : tuple of str
        The mark of each digit (``""``, ``"!"``, ``"?"`` or ``"="``).
    period : int
        The number of last digits that repeat forever (0 for a finite code).

    Raises
    ------
    TypeError
        If ``code`` is not a string.
    ValueError
        For a malformed code (the message names the character and its position, counting from 1), more
        than one digit before the point, or a d0 with bit 1 or 2 (a move that removes nothing must split).

    References
    ----------
    .. [#ww] E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your Mathematical Plays*, 2nd ed.,
       vol. 1, ch. 4 (octal games, Grundy's game, Lasker's Nim).
    .. [#siegel] A. N. Siegel, *Combinatorial Game Theory*, AMS, 2013, ch. IV.2 (heap games, take-and-break
       and hexadecimal codes).
    .. [#cgsuite] CGSuite, ``TakeAndBreak`` codes (A. N. Siegel), https://www.cgsuite.org.

    Examples
    --------
    >>> OctalCode("0.77").digits, OctalCode("0.07").max_take, str(OctalCode(".137"))
    ((0, 7, 7), 2, '0.137')
    >>> str(OctalCode("4!.0")), OctalCode("0.f").max_heaps, OctalCode("4.[3]").max_take is None
    ('4!.0', 3, True)
    """

    code: str
    digits: tuple = field(init=False, default=())
    marks: tuple = field(init=False, default=())
    period: int = field(init=False, default=0)

    def __post_init__(self) -> None:
        digits, marks, period = parse_code(self.code)
        object.__setattr__(self, "digits", digits)
        object.__setattr__(self, "marks", marks)
        object.__setattr__(self, "period", period)

    @property
    def max_take(self) -> int | None:
        """t: the index of the last non-zero digit (the most tokens one move removes); None when the digits
        repeat forever."""
        return None if self.period else len(self.digits) - 1

    @property
    def max_heaps(self) -> int:
        """The most heaps one move leaves (the highest bit of any digit): 2 for octal codes that split."""
        return max((d.bit_length() - 1 for d in self.digits if d), default=0)

    @property
    def is_octal(self) -> bool:
        """True for a finite code with octal digits and no marks (Guy and Smith's octal games)."""
        return not self.period and all(d <= 7 for d in self.digits) and not any(self.marks)

    def digit(self, k: int) -> tuple[int, str]:
        """``(d_k, mark_k)``: the digit for removing k tokens and its mark (0 beyond a finite code)."""
        n = len(self.digits)
        if k >= n:
            if not self.period:
                return 0, ""
            k = n - self.period + (k - n) % self.period
        return self.digits[k], self.marks[k]

    def __str__(self) -> str:
        text = [HEX_DIGITS[d] + m for d, m in zip(self.digits, self.marks)]
        fixed = len(text) - self.period
        tail = f"[{''.join(text[fixed:])}]" if self.period else ""
        return f"{text[0]}." + ("".join(text[1:fixed]) + tail or "0")

    @property
    def tail_length(self) -> int:
        """The length of a move's tail ``(k, *parts)``: 2 when a move leaves at most two heaps, else 3."""
        return 2 if self.max_heaps <= 2 else 3

    def heap_moves(self, n: int) -> list[tuple[int, ...]]:
        """Return the moves on one heap of n tokens, each ``(k, left)`` (or ``(k, a, b)``, see below).

        Each way of leaving heaps is listed once. When a move leaves at most two heaps: ``(k, left)`` removes
        k tokens, leaving heaps of ``left`` and ``n - k - left`` tokens (a 0 is no heap): no heap is
        ``(k, 0)``; one heap is ``(k, n - k)``; two heaps are ``(k, left)`` with ``1 <= left <= (n - k) // 2``.
        For a code that can leave three heaps every move is ``(k, a, b)``, leaving ``a``, ``b`` and
        ``n - k - a - b``: no heap ``(k, 0, 0)``, one ``(k, n - k, 0)``, two ``(k, a, 0)`` with a the
        smaller, three ``(k, a, b)`` with ``1 <= a <= b <= n - k - a - b``. This is the one statement of the
        rule: :meth:`options`, :meth:`HeapGame.moves` and :meth:`HeapGame.play` of the octal games use it
        (the compiled Grundy kernel of :mod:`combgames.games.octal` is its twin, tested against it).

        Examples
        --------
        >>> OctalCode("0.77").heap_moves(3)
        [(1, 2), (1, 1), (2, 1)]
        >>> OctalCode("4!.0").heap_moves(4)      # Grundy's game: 1 + 3, not 2 + 2
        [(0, 1)]
        """
        return list(_octal_heap_moves(self.digits, self.marks, self.period, n))

    def options(self, n: int) -> list[tuple[int, ...]]:
        """Return the heaps left by each move on one heap of n tokens (sorted tuples, duplicates removed).

        Examples
        --------
        >>> OctalCode("0.07").options(4)
        [(1, 1), (2,)]
        """
        out = set()
        for k, *parts in self.heap_moves(n):
            out.add(tuple(sorted(h for h in (*parts, n - k - sum(parts)) if h)))
        return sorted(out)


def _allowed(mark: str, parts: tuple[int, ...]) -> bool:
    """Whether two or more heaps of these sizes (sorted) satisfy the digit's mark."""
    if mark == "!":
        return all(a < b for a, b in zip(parts, parts[1:]))
    if mark == "?":
        return parts[0] != parts[-1]
    if mark == "=":
        return parts[0] == parts[-1]
    return True


@lru_cache(maxsize=4096)
def _octal_heap_moves(digits: tuple[int, ...], marks: tuple[str, ...], period: int, n: int) -> tuple[tuple, ...]:
    code_len = len(digits)
    three = any(d & 8 for d in digits)
    pad = (0,) if three else ()
    last = n if period else min(n, code_len - 1)
    out: list[tuple[int, ...]] = []
    for k in range(last + 1):
        if k < code_len:
            d, mark = digits[k], marks[k]
        else:
            j = code_len - period + (k - code_len) % period
            d, mark = digits[j], marks[j]
        if d == 0:
            continue
        rest = n - k
        if d & 1 and rest == 0 and k > 0:
            out.append((k, 0) + pad)
        if d & 2 and rest > 0 and k > 0:
            out.append((k, rest) + pad)
        if d & 4:
            out.extend((k, a) + pad for a in range(1, rest // 2 + 1) if _allowed(mark, (a, rest - a)))
        if d & 8:
            out.extend((k, a, b) for a in range(1, rest // 3 + 1) for b in range(a, (rest - a) // 2 + 1)
                       if _allowed(mark, (a, b, rest - a - b)))
    return tuple(out)


def partitions_up_to(n: int) -> int:
    """The number of multisets of positive integers with sum at most ``n``: p(0) + p(1) + ... + p(n).

    Exact (Euler's pentagonal recurrence) for n <= 2000; beyond, the Hardy-Ramanujan estimate of p(n) times n
    (an overestimate of the sum, rounded to a power of ten: those counts exceed every limit anyway).

    Examples
    --------
    >>> partitions_up_to(5), partitions_up_to(100) > 10**8
    (19, True)
    """
    if n <= 2000:
        p = [1] + [0] * n
        for m in range(1, n + 1):
            total, k = 0, 1
            while True:
                for g in (k * (3 * k - 1) // 2, k * (3 * k + 1) // 2):
                    if g > m:
                        break
                    total += p[m - g] if k % 2 else -p[m - g]
                if k * (3 * k - 1) // 2 > m:
                    break
                k += 1
            p[m] = total
        return sum(p)
    digits = (pi * sqrt(2 * n / 3) - log(4 * n * sqrt(3)) + log(n)) / log(10)
    return 10 ** (int(digits) + 1)


def heaps_option(default: tuple[int, ...]) -> Option:
    """The declared ``heaps`` option of a heap game: one or more heap sizes >= 0 (text ``"3 4 5"``)."""
    return Option("heaps", Integers(minimum=0, what="heap sizes"), default, "heap sizes")


CONVENTION_OPTION = Option("convention", Choice(CONVENTIONS), "normal",
                           "normal play (who cannot move loses) or misere play (who cannot move wins)")
"""The declared ``convention`` option of the impartial games."""


class HeapGame:
    """The base of the impartial games played on a row of heaps (see the module docstring).

    Parameters
    ----------
    heaps : sequence of int
        Heap sizes, each >= 0.
    convention : {"normal", "misere"}
        Normal play (default): who cannot move loses. Misere: who cannot move wins.

    Raises
    ------
    ValueError
        If a heap is not a non-negative integer, no heap is given, or the convention is unknown.
    TypeError
        If ``heaps`` is not a sequence of integers.

    Notes
    -----
    The options are declared once, in :attr:`OPTIONS` (the catalogue and the command line use the same
    declaration). Every position ``(heaps, player)`` with heap sizes >= 0 is a legal set-up
    (:meth:`is_setup_position`), reachable from the start or not.

    A subclass defines :meth:`heap_moves` (the moves on one heap, as tuples) and :meth:`heaps_left` (the heaps
    a move leaves in place of the heap), and may define :meth:`is_heap_move` when membership in
    :meth:`heap_moves` can be decided faster.
    """

    players = 2
    impartial = True
    acyclic = True

    #: The move text shown in messages: what the numbers of a move are.
    move_form = "heap:k"

    #: The declared options (constructor, catalogue and command line).
    OPTIONS = Options(heaps_option((3, 4, 5)), CONVENTION_OPTION)

    def __init__(self, heaps: Sequence[int], *, convention: str = "normal"):
        values = HeapGame.OPTIONS.check(heaps=heaps, convention=convention)
        self.heaps = values["heaps"]
        self.convention = values["convention"]

    # ------------------------------------------------------------------ the rule on one heap
    def heap_moves(self, n: int) -> Sequence[tuple[int, ...]]:
        """The moves on one heap of n tokens, as tuples (the move without its heap index)."""
        raise NotImplementedError

    def heaps_left(self, n: int, tail: tuple[int, ...]) -> tuple[int, ...]:
        """The non-empty heaps (or, where the game keeps them, empty ones) a legal move leaves of a heap of n."""
        raise NotImplementedError

    def is_heap_move(self, n: int, tail: tuple[int, ...]) -> bool:
        """True if ``tail`` is a legal move on a heap of n tokens (default: it is listed by :meth:`heap_moves`)."""
        return tail in self.heap_moves(n)

    def normal_form(self, n: int, tail: tuple[int, ...]) -> tuple[int, ...]:
        """The spelling of a move that :meth:`heap_moves` lists (a game with several spellings maps them here)."""
        return tail

    def why_not(self, n: int, tail: tuple[int, ...]) -> str:
        """Why ``tail`` is not a legal move on a heap of n tokens (for the error message)."""
        return f"not a move on a heap of {n}"

    # ------------------------------------------------------------------ the Game protocol
    def initial(self) -> Position:
        return (self.heaps, 0)

    def to_move(self, p: Position) -> int:
        return p[1]

    def position_count(self, p: Position) -> int:
        """An upper bound on the positions reachable from ``p`` up to the order of the heaps.

        Without moves that split a heap, every heap only shrinks: at most ``prod(h + 1)`` positions. With
        splitting moves every reachable position is a multiset of heaps of total at most ``N = sum(h)``: at most
        the number of partitions of the numbers 0..N (exact for N <= 2000, the Hardy-Ramanujan estimate
        beyond, where it is astronomical anyway).
        """
        heaps = [h for h in p[0] if h]
        if self.splits_heaps():
            return partitions_up_to(sum(heaps))
        return prod(h + 1 for h in heaps)

    def splits_heaps(self) -> bool:
        """Whether some move can leave two heaps in place of one (default True: a subclass that never splits a
        heap says so, which makes :meth:`position_count` much smaller)."""
        return True

    def moves(self, p: Position) -> list[tuple[int, ...]]:
        """Every move ``(heap index, *tail)``, heap by heap."""
        return [(i, *tail) for i, h in enumerate(p[0]) for tail in self.heap_moves(h)]

    def move_count(self, p: Position) -> int:
        """The number of moves of :meth:`moves`, without listing them (a subclass gives
        :meth:`heap_move_count` in closed form where it has one)."""
        return sum(self.heap_move_count(h) for h in p[0])

    def iter_moves(self, p: Position) -> Iterator[tuple[int, ...]]:
        """The moves of :meth:`moves`, in its order, one at a time (no list of them all is built where the
        subclass gives :meth:`iter_heap_moves` lazily)."""
        for i, h in enumerate(p[0]):
            for tail in self.iter_heap_moves(h):
                yield (i, *tail)

    def heap_move_count(self, n: int) -> int:
        """The number of moves on one heap of n tokens (default: the length of :meth:`heap_moves`)."""
        return len(self.heap_moves(n))

    def iter_heap_moves(self, n: int) -> Iterator[tuple[int, ...]]:
        """The moves of :meth:`heap_moves` one at a time (default: that list)."""
        return iter(self.heap_moves(n))

    def play(self, p: Position, m: tuple[int, ...]) -> Position:
        """Return the position after move ``m = (heap index, *tail)``.

        Raises
        ------
        IllegalMoveError
            If ``m`` is not a tuple of integers, names no heap, or is not a move of the rule on that heap.
        """
        heaps, player = p
        if isinstance(m, list):
            m = tuple(m)
        if not (isinstance(m, tuple) and len(m) >= 2 and all(is_int(v) for v in m)):
            raise IllegalMoveError(f"a move of {type(self).__name__} is a tuple of integers "
                                   f"({self.move_form.replace(':', ', ')}), not {m!r}")
        i, tail = int(m[0]), tuple(int(v) for v in m[1:])
        if not 0 <= i < len(heaps):
            raise IllegalMoveError(f"illegal move {m!r}: heap index must be in 0..{len(heaps) - 1}")
        h = heaps[i]
        tail = self.normal_form(h, tail)
        if not self.is_heap_move(h, tail):
            raise IllegalMoveError(f"illegal move {m!r}: {self.why_not(h, m[1:])}")
        return (heaps[:i] + self.heaps_left(h, tail) + heaps[i + 1:], 1 - player)

    def result(self, p: Position) -> None:
        """Always None: the game ends when no move is left, and the convention decides who won."""
        return None

    @property
    def no_move_rule(self) -> str:
        """``"loss"`` under normal play, ``"win"`` under misere play."""
        return "loss" if self.convention == "normal" else "win"

    def check_position(self, p: Position) -> None:
        """Raise unless ``p`` is a position of a heap game: ``(heaps, player)``, a tuple of heap sizes >= 0 and
        the player to move, 0 or 1.

        Raises
        ------
        TypeError
            If ``p`` does not have that shape (the message names the game).
        ValueError
            For a negative heap or a player other than 0 and 1.
        """
        if not (isinstance(p, tuple) and len(p) == 2 and isinstance(p[0], tuple)):
            raise TypeError(f"not a position of {self!r}: a position is (heaps, player) with heaps a tuple of "
                            f"heap sizes, not {_short(p)}")
        heaps, player = p
        if not (is_int(player) and player in (0, 1)):
            raise ValueError(f"not a position of {self!r}: the player to move must be 0 or 1, not {player!r}")
        for k, h in enumerate(heaps, 1):
            if not is_int(h) or h < 0:
                raise ValueError(f"not a position of {self!r}: heap {k} must be an integer >= 0, not {h!r}")

    def is_setup_position(self, p: Position) -> bool:
        """True for every well-formed position: any heaps, either player to move, is a legal start."""
        self.check_position(p)
        return True

    # ------------------------------------------------------------------ symmetry
    def canonical(self, p: Position) -> tuple[int, ...]:
        """The non-empty heaps, sorted: equal for all orders of the heaps and both players to move."""
        return tuple(sorted(h for h in p[0] if h))

    def images(self, p: Position) -> list[Position]:
        """The position with its heaps in other orders (cyclic shifts and the reversal generate them all)."""
        heaps, player = p
        return [(heaps[k:] + heaps[:k], player) for k in range(max(1, len(heaps)))] + [(heaps[::-1], player)]

    def cache_key(self) -> str:
        """The rule, the heaps and the convention (every parameter that changes the game)."""
        return f"{self.rule_name()};heaps={','.join(map(str, self.heaps))};convention={self.convention}"

    def rule_name(self) -> str:
        """A name of the rule on one heap, for :meth:`cache_key` and ``repr``."""
        return type(self).__name__

    # ------------------------------------------------------------------ notation
    def format_position(self, p: Position) -> str:
        """Heap sizes separated by spaces; ``" | 2"`` is appended when the second player is to move."""
        return player_suffix(" ".join(map(str, p[0])), p[1])

    def parse_position(self, text: str) -> Position:
        """Parse heap sizes like ``"3 4 5"`` (or ``"3,4,5"``), optionally followed by ``| 1`` or ``| 2``.

        Raises
        ------
        TypeError
            If ``text`` is not a string.
        PositionFormatError
            For a word that is not a heap size, a negative heap, or a player other than 1 or 2.
        """
        text, player = split_player_suffix(text)
        try:
            heaps = tuple(int(t) for t in text.replace(",", " ").split())
        except ValueError:
            raise PositionFormatError(f"{type(self).__name__} position text must be heap sizes like '3 4 5' or "
                                      f"'3 4 5 | 2', not {text!r}") from None
        if any(h < 0 for h in heaps):
            raise PositionFormatError(f"heap sizes must be >= 0, not {text!r}")
        p = (heaps, player)
        self.check_position(p)
        return p

    def format_move(self, m: tuple[int, ...], p: Position | None = None) -> str:
        """The move's numbers joined by ``:``, the heap numbered from 1."""
        return ":".join(map(str, (m[0] + 1, *m[1:])))

    def parse_move(self, text: str, p: Position | None = None) -> tuple[int, ...]:
        """Parse move text such as ``"2:3"`` (the form :attr:`move_form`), heaps numbered from 1.

        Raises
        ------
        PositionFormatError
            If the text is not that many integers joined by ``:``.
        """
        parts = text.split(":") if isinstance(text, str) else []
        try:
            numbers = tuple(int(t) for t in parts)
        except ValueError:
            numbers = ()
        if len(numbers) != self.move_form.count(":") + 1:
            raise PositionFormatError(f"{type(self).__name__} move text must be '{self.move_form}' "
                                      f"(e.g. {':'.join(['2'] * len(self.move_form.split(':')))}), not {text!r}")
        return (numbers[0] - 1, *numbers[1:])

    def __repr__(self) -> str:
        return f"{type(self).__name__}({list(self.heaps)}, convention={self.convention!r})"



def _short(value: object, limit: int = 80) -> str:
    """``repr(value)``, cut to ``limit`` characters (positions in messages may be huge)."""
    text = repr(value)
    return text if len(text) <= limit else text[:limit - 3] + "..."
