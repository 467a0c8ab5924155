"""Reading short games written in CGSuite's notation (:func:`parse_game`).

The notation is the one ``str(g)`` prints (:func:`combgames.cgt.short.game_text`: numbers, ups and nimbers
``1/2v*3``, switches ``+-1``, ``Tiny(2)`` and ``Miny(2)``, slash notation ``{3||1|0}``), so ``parse_game(str(g))
is g`` for every short game g.

Parsing reads that notation and more: sums and differences (``1+Tiny(2)``, ``^+*``, ``{1|0}-1/2``),
``x+-y`` for x + (+-y), parentheses, and the symbols ``↑``, ``↓`` and ``±``. In a number-up-star
term the sign belongs to the number (``-1v`` is -1 + v, CGSuite's reading); ``-^`` is the negative of ^.
In braces the longest run of bars splits the game (``{a||b|c}`` is {a | {b | c}}); two longest runs are
ambiguous and refused. Numbers are integers and fractions with a power of two below the bar (``3/8``), read
exactly (no float), of any size up to :data:`MAX_DIGITS` digits each.

Parsing keeps an explicit stack, so brackets nest to any depth; the value itself is refused past
:data:`~combgames.cgt.short.MAX_DEPTH` levels of options that are not numbers (``{{{0|}|}|}`` is the number 3,
depth 0; ``{0|{0|{0|0}}}`` is ^3, depth 4).

A malformed text raises :class:`GameTextError` (a ValueError) naming the position (0-based) and what was
expected there.

References
----------
A. N. Siegel, *Combinatorial Game Theory* (AMS, 2013), ch. II (the values); CGSuite (A. N. Siegel,
cgsuite.org), its plain-text output of canonical short games (the notation).

Examples
--------
>>> from combgames.cgt import parse_game
>>> [str(parse_game(t)) for t in ("{1|-1}", "{0|{0|-2}}", "{2|0||0}", "^+^+*", "{3||1|0}", "-1v", "2+-1")]
['+-1', 'Tiny(2)', 'Miny(2)', '^^*', '{3||1|0}', '-1v', '{3|1}']
>>> parse_game("{1|")
Traceback (most recent call last):
    ...
combgames.cgt.notation.GameTextError: value text '{1|': at position 3 (end of text): expected '}' closing the '{' at position 0
"""

from __future__ import annotations

from fractions import Fraction

from combgames.cgt.short import ZERO, ShortGame, add, miny, negative, number, tiny, up_multiple

__all__ = ["GameTextError", "MAX_DIGITS", "parse_game"]


class GameTextError(ValueError):
    """Value text that does not parse; the message gives the position in the text and what was expected."""


def parse_game(text: str) -> ShortGame:
    """The short game written ``text`` (see the module docstring for the notation).

    Raises
    ------
    TypeError
        If ``text`` is not a string.
    GameTextError
        (a ValueError) for malformed text: the message names the position and what was expected.

    Examples
    --------
    >>> from combgames.cgt import parse_game
    >>> str(parse_game("{0,*|0}")), str(parse_game("1/2 + *")), str(parse_game("Miny(2)") + parse_game("Tiny(2)"))
    ('^*', '1/2*', '0')
    """
    if not isinstance(text, str):
        raise TypeError(f"value text must be a str, not {type(text).__name__} {text!r}")
    parser = _Parser(text)
    g = _run(parser.whole())
    return g


_SYMBOLS = {"↑": "^", "↓": "v"}
_DIGITS = "0123456789"
MAX_DIGITS = 4000
"""The most digits of one integer in value text (Python converts longer digit strings only on request; sums of
such numbers stay printable)."""


def _run(parse) -> ShortGame:
    """Run a parsing generator to its value with an explicit stack: a parsing method *yields* the generator of
    each sub-parse and receives its value, so nesting of any depth uses no Python recursion."""
    stack = [parse]
    value = None
    while stack:
        try:
            sub = stack[-1].send(value)
        except StopIteration as done:
            stack.pop()
            value = done.value
        else:
            stack.append(sub)
            value = None
    return value


def _shown(text: str, limit: int = 60) -> str:
    """``text`` quoted for a message, shortened past ``limit`` characters."""
    return repr(text) if len(text) <= limit else repr(text[:limit]) + f"... ({len(text):,} characters)"


class _Parser:
    """Recursive descent over the text (the grammar of the module docstring), run by :func:`_run`: each method
    is a generator that yields its sub-parses (``g = yield self.sum()``) instead of calling them."""

    def __init__(self, text: str):
        self.original = text
        for symbol, plain in _SYMBOLS.items():  # one character for one: positions stay those of the text
            text = text.replace(symbol, plain)
        self.text = text
        self.i = 0

    def fail(self, what: str, at: int | None = None):
        at = self.i if at is None else at
        where = "end of text" if at >= len(self.text) else f"{self.text[at]!r}"
        raise GameTextError(f"value text {_shown(self.original)}: at position {at} ({where}): {what}")

    def make(self, build, start: int, *args) -> ShortGame:
        """``build(*args)``, a value that is too deep (:class:`GameDepthError`) or otherwise refused reported at
        ``start``."""
        try:
            return build(*args)
        except ValueError as err:
            self.fail(str(err), start)

    def whole(self):
        g = yield self.sum()
        self.skip()
        if self.i < len(self.text):
            self.fail("expected the end of the text, '+' or '-'")
        return g

    def skip(self) -> None:
        while self.i < len(self.text) and self.text[self.i].isspace():
            self.i += 1

    def peek(self, s: str) -> bool:
        self.skip()
        return self.text.startswith(s, self.i)

    def take(self, s: str) -> bool:
        if self.peek(s):
            self.i += len(s)
            return True
        return False

    # sum := term (('+-' | '+' | '-') term)*
    def sum(self):
        start = self.i
        total = yield self.term()
        while True:
            if self.take("+-") or self.take("±"):
                part = yield self.plus_minus()
            elif self.take("+"):
                part = yield self.term()
            elif self.take("-"):
                at = self.i
                part = self.make(negative, at, (yield self.term()))
            else:
                return total
            total = self.make(add, start, total, part)

    def term(self):
        self.skip()
        start = self.i
        if self.take("+-") or self.take("±"):
            return (yield self.plus_minus())
        if self.peek("-") and not (self.i + 1 < len(self.text) and self.text[self.i + 1] in _DIGITS):
            self.i += 1
            return self.make(negative, start, (yield self.term()))
        return (yield self.atom())

    def plus_minus(self):
        """After '+-': one term, or '(' options separated by ',' ')': {A, B, ... | -A, -B, ...}."""
        start = self.i
        if not self.take("("):
            return self.make(_plus_minus, start, (yield self.term()))
        options = [(yield self.sum())]
        while self.take(","):
            options.append((yield self.sum()))
        if not self.take(")"):
            self.fail(f"expected ',' or ')' closing the '(' at position {start}")
        return self.make(lambda: ShortGame(options, [negative(o) for o in options]), start)

    def atom(self):
        self.skip()
        start = self.i
        if self.take("("):
            g = yield self.sum()
            if not self.take(")"):
                self.fail(f"expected ')' closing the '(' at position {start}")
            return g
        if self.take("{"):
            return (yield self.braces(start))
        for name, make in (("Tiny(", tiny), ("Miny(", miny)):
            if self.take(name):
                g = yield self.sum()
                if not self.take(")"):
                    self.fail(f"expected ')' closing {name[:-1]}( at position {start}")
                return self.make(make, start, g)
        return self.number_up_star()
        yield  # a generator like the others

    def number_up_star(self) -> ShortGame:
        start = self.i
        g = ZERO
        found = False
        if self.i < len(self.text) and (self.text[self.i] in _DIGITS or self.text[self.i] == "-"):
            g, found = number(self.number()), True
        count, arrow = 0, None
        while self.i < len(self.text) and self.text[self.i] in "^v" and self.text[self.i] in (arrow or "^v"):
            arrow = self.text[self.i]
            count += 1
            self.i += 1
        if count:
            digits = self.digits()
            if digits is not None:
                if count > 1:
                    self.fail("expected no digits after a double arrow (write ^3, not ^^3)", self.i - len(digits))
                count = self.integer(digits)
            found = True
        star = 0
        if self.i < len(self.text) and self.text[self.i] == "*":
            self.i += 1
            digits = self.digits()
            star, found = (1 if digits is None else self.integer(digits)), True
        if not found:
            self.fail("expected a number, ^, v, *, '{', '(', Tiny(, Miny( or +-", start)
        return self.make(lambda: add(g, up_multiple(count if arrow != "v" else -count, star)), start)

    def digits(self) -> str | None:
        start = self.i
        while self.i < len(self.text) and self.text[self.i] in _DIGITS:
            self.i += 1
        return self.text[start:self.i] if self.i > start else None

    def integer(self, digits: str) -> int:
        """The integer written ``digits`` (just read), refused past :data:`MAX_DIGITS` digits."""
        if len(digits) > MAX_DIGITS:
            self.fail(f"expected at most {MAX_DIGITS:,} digits in a number, not {len(digits):,}",
                      self.i - len(digits))
        return int(digits)

    def number(self) -> Fraction:
        start = self.i
        negative_sign = self.text[self.i] == "-"
        if negative_sign:
            self.i += 1
        whole = self.digits()
        if whole is None:
            self.fail("expected digits", self.i)
        numerator = self.integer(whole)
        denominator = 1
        if self.i < len(self.text) and self.text[self.i] == "/":
            self.i += 1
            below = self.digits()
            if below is None:
                self.fail("expected the denominator after '/'")
            denominator = self.integer(below)
            if denominator == 0:
                self.fail("expected a denominator that is not 0", self.i - len(below))
        if denominator & (denominator - 1):
            self.fail(f"expected a dyadic rational (a power of 2 below the bar, as in 3/8), not "
                      f"{_shown(self.text[start:self.i], 30)}", start)
        return Fraction(-numerator if negative_sign else numerator, denominator)  # exact: no float on the way

    # braces := items separated by ',' and runs of '|', then '}'
    def braces(self, start: int):
        seq: list = []  # items: ("item", game, pos) | ("bars", k, pos) | ("comma", 0, pos)
        while True:
            self.skip()
            if self.i >= len(self.text):
                self.fail(f"expected '}}' closing the '{{' at position {start}")
            c = self.text[self.i]
            if c == "}":
                self.i += 1
                break
            if c == "|":
                pos = self.i
                while self.i < len(self.text) and self.text[self.i] == "|":
                    self.i += 1
                seq.append(("bars", self.i - pos, pos))
            elif c == ",":
                seq.append(("comma", 0, self.i))
                self.i += 1
            else:
                pos = self.i
                seq.append(("item", (yield self.sum()), pos))
        if not any(kind == "bars" for kind, _, _ in seq):
            self.fail(f"expected '|' between Left's and Right's options in the braces at position {start}",
                      self.i - 1)
        return self.make(self.game_of, start, seq)

    def game_of(self, seq: list) -> ShortGame:
        """The game of a braces' items: split at the longest run of bars, each side in turn (a loop: the runs
        of bars nest only as deep as their lengths)."""
        most = max(k for kind, k, _ in seq if kind == "bars")
        splits = [j for j, (kind, k, _) in enumerate(seq) if kind == "bars" and k == most]
        if len(splits) > 1:
            self.fail(f"ambiguous: two runs of {most} bar(s) at the same level (positions {seq[splits[0]][2]} and "
                      f"{seq[splits[1]][2]}); use braces", seq[splits[1]][2])
        j = splits[0]
        return ShortGame(self.side(seq[:j]), self.side(seq[j + 1:]))

    def side(self, seq: list) -> list[ShortGame]:
        if any(kind == "bars" for kind, _, _ in seq):
            return [self.game_of(seq)]
        options = []
        expect_item = True
        for kind, value, pos in seq:
            if kind == "item":
                if not expect_item:
                    self.fail("expected ',' or '|' between options", pos)
                options.append(value)
                expect_item = False
            else:
                if expect_item:
                    self.fail("expected an option before ','", pos)
                expect_item = True
        if seq and expect_item:
            self.fail("expected an option after ','", seq[-1][2])
        return options


def _plus_minus(g: ShortGame) -> ShortGame:
    """+-G = {G | -G}."""
    return ShortGame([g], [negative(g)])
