"""Misere canonical forms of impartial games, genus, and misere outcomes of partizan games by search.

Under *misere* play the player who cannot move wins. Two impartial games G, H are *equal* (misere) when
G + X and H + X have the same misere outcome for every impartial game X ([1]_ ch. 12, [3]_ ch. V). Unlike normal
play, few games are equal to simpler ones: Conway proved that the only simplification is the bypassing of
reversible options, and that the result, the *misere canonical form*, is unique ([1]_ ch. 12; [3]_ ch. V, the
simplest form theorem). Its values are interned here (:class:`MisereGame`), so equal games are the same object.

The theory used ([3]_ ch. V; the proofs are short and are recalled so that the code can be read against them).
Write G' for the options of G and o(G) for its misere outcome (a game without options is an N-position).

* *Linked.* G is linked to H when G + T and H + T are both P-positions for some T. For canonical forms, G is
  linked to H iff no G' equals H and no H' equals G.
* *Equality.* G = H iff no G' is linked to H, G is linked to no H', and, when G or H is the empty game 0,
  o(G) = o(H) (the *endgame* condition: a distinguishing X found by descent may end at X = 0 with one of the
  games empty). For G with canonical options and H canonical both tests are finite recursions
  (:func:`_equals`): a G' is not linked to H iff H is an option of G' or G' is an option of H, and G is not
  linked to H' iff H' is an option of G or some H'' equals G.
* *Reversibility.* An option G' of G is *reversible through* G'' (an option of G') when G'' = G; then G equals
  the game K whose options are the other options of G together with the options of G'', with one *proviso*:
  when G'' = 0, K must not be a misere P-position (K is then G without G', and G = 0 is an N-position)
  (Winning Ways [2]_ ch. 13, the "endgame proviso"). :func:`misere_canonical_form` bypasses reversible options
  until none is left.

These give 1, 2, 3, 5, 22 and 4171780 games born by days 0 to 5 ([1]_ ch. 12, pp. 139-140, crediting Grundy and
Smith; the tests check the counts and that the 22 are told apart by sums with one or two games born by day 4).
:func:`misere_games_born_by` builds them up to day 4; :func:`count_misere_games_born_by` counts day 5 without
building the games (all 2^22 sets of day-4 options at once), and day 6 by a closed form over the day-5 games
(:func:`misere_games_born_by_as_powers`: 2^4171780 - 2^2096640 - ... + 2^1960962 + 21). That day-6 number is the
one C. Thompson recomputed (sci.math), not the one printed in ONAG: written as powers of two (3*2^k as
2^(k+1) + 2^k), four subtracted powers differ on each side.

The misere Grundy value G-(G) is 1 for G = 0 and otherwise the mex of G-(G') over the options; G is a misere
P-position iff G-(G) = 0.

*Genus* ([2]_ ch. 13, [1]_ ch. 12): ``g^(gamma_0 gamma_1 gamma_2 ...)`` with g the normal-play Grundy value of G
and gamma_k = G-(G + k copies of ``*2``), the misere Grundy value of G plus k nim-heaps of size 2. Conway showed that
the gammas alternate from some k on; the text form writes them until the two alternating values have appeared
(0 has genus ``0^120``: gamma = 1, 2, 0, 2, 0, ...). :func:`genus` computes gamma_k for k <= b + 4, b the
birthday of G, and ends the written sequence where the computed values begin to alternate, both alternating values
written once (CGSuite writes the genus of a wild game the same way; for tame and restive games it prints gamma_0
only, ``0^0`` for ``0^02``). :func:`parse_genus` reads a genus written with any number of repetitions
(Plambeck's ``1^{03131}`` is ``1^031``). Checked against Plambeck's genera of the octal game 0.312 and CGSuite's
genera of the heaps 0..25 of Kayles, Dawson's Chess, Treblecross and Officers (the rows ``cgt.misere_*_genera``
of ``combgames reproduce``).

Text. A canonical form is written with the normal-play CGSuite notation for impartial games: ``0``, ``*``,
``*n`` for the nim-heap ``{0, *, ..., *(n-1)}`` (a misere canonical form too), and otherwise the braces of its
options, ``{0, *2}`` is not one (it reverses to ``*``) but ``{*2}`` and ``{0, {*2}}`` are; options are listed by
birthday, then by number of options, Grundy values and the options themselves; :func:`misere_game` reads them
back (with ``+`` for sums). :func:`conway_text` writes the compact notation of Conway's theory as CGSuite prints
it, ``*[2#0]`` for ``{{*2}, 0}`` and ``*[2[2]]`` for ``*2 + *2`` (digits for nim-heaps, ``#`` for a single
option, subscripts for sums with nim-heaps), and :func:`conway_game` reads it.

*Partizan misere outcomes.* :func:`misere_outcome_class` plays a partizan game under misere play by memoised
search over Left's and Right's options: Left, moving first, wins iff she has no move or some Left option is
lost by Right moving first; the outcome class is L, R, N or P as in normal play ([3]_ ch. V). No canonical theory
is used (misere sums of partizan games do not decompose), so this is for small boards;
:func:`misere_sum_outcome_class` searches a sum of positions of several games the same way.

References
----------
.. [1] J. H. Conway, *On Numbers and Games*, 2nd ed., A K Peters, 2001, ch. 12 ("How to Lose When You Must").
.. [2] E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your Mathematical Plays*, 2nd ed., vol. 2,
   A K Peters, 2003, ch. 13 ("Survival in the Lost World").
.. [3] A. N. Siegel, *Combinatorial Game Theory*, AMS, 2013, ch. V (misere play).
.. [4] A. N. Siegel, CGSuite (github.com/aaron-siegel/cgsuite): the tutorial "Misere Theory" (notation) and the
   test cases of ``MisereCanonicalGame``.
.. [5] T. E. Plambeck, "The game .312", plambeck.org/oldhtml/mathematics/games/misere/quaternary/0312 (2003).

Examples
--------
>>> from combgames.cgt.misere_forms import misere_game, misere_nimber, genus
>>> g = misere_game("{*}")                 # bypass: {*} = 0 in misere play
>>> str(g), str(misere_game("{0, *2}")), str(misere_game("* + *"))
('0', '*', '0')
>>> str(misere_nimber(2) + misere_nimber(2)), misere_game("{*2}").outcome()   # *2 + *2 is not 0 in misere play
('{*2, *3}', 'P')
>>> [str(genus(misere_nimber(n))) for n in range(4)]
['0^120', '1^031', '2^20', '3^31']
"""

from __future__ import annotations

import gc
import re
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations
from typing import Any, Callable, Hashable, Iterable, Sequence

from combgames.base.checks import LimitError, check_int
from combgames.base.mex import mex
from combgames.game import capabilities, checked_position, position_key, position_text

__all__ = ["DEFAULT_MAX_POSITIONS", "Genus", "MISERE_STAR", "MISERE_ZERO", "MisereGame", "conway_game", "conway_text",
           "count_misere_games_born_by", "genus", "heap_misere_forms", "misere_canonical_form", "misere_game",
           "misere_games_born_by", "misere_games_born_by_as_powers", "misere_nimber", "misere_outcome_class",
           "misere_sum", "misere_sum_outcome_class", "misere_value", "parse_genus"]

DEFAULT_MAX_POSITIONS = 200_000
"""The default bound on the positions :func:`misere_value` and :func:`misere_outcome_class` visit."""


# ---------------------------------------------------------------------------------------------- the value type
class MisereGame:
    """An impartial game in misere canonical form; equal games are the same object (interned).

    Build one with :func:`misere_canonical_form` (from options), :func:`misere_nimber`, :func:`misere_game`
    (text) or :func:`misere_value` (a position of a catalogue game). ``G + H`` is the misere sum.

    Attributes
    ----------
    options : tuple of MisereGame
        The options, in canonical form.
    birthday : int
        The height of the game tree (0 for the empty game).
    misere_grundy : int
        G-(G): 1 for 0, else the mex of the options' values; 0 exactly at misere P-positions.
    normal_grundy : int
        G+(G): the normal-play Sprague-Grundy value.
    """

    __slots__ = ("options", "option_set", "birthday", "misere_grundy", "normal_grundy", "_key", "_text",
                 "__weakref__")

    options: tuple
    option_set: frozenset
    birthday: int
    misere_grundy: int
    normal_grundy: int

    def __init__(self) -> None:  # pragma: no cover - made only by _intern
        raise TypeError("MisereGame values are made by misere_canonical_form, misere_nimber or misere_game")

    def outcome(self) -> str:
        """The misere outcome: ``"P"`` (the previous player wins) or ``"N"`` (the next player wins)."""
        return "P" if self.misere_grundy == 0 else "N"

    def __add__(self, other: "MisereGame") -> "MisereGame":
        if not isinstance(other, MisereGame):
            return NotImplemented
        return misere_sum(self, other)

    def __str__(self) -> str:
        return _text(self)

    def __repr__(self) -> str:
        return f"misere_game({_text(self)!r})"

    def __reduce__(self):
        return (misere_game, (_text(self),))


_INTERNED: dict[frozenset, MisereGame] = {}


def _intern(option_set: frozenset) -> MisereGame:
    g = _INTERNED.get(option_set)
    if g is None:
        g = object.__new__(MisereGame)
        g.option_set = option_set
        g.options = tuple(sorted(option_set, key=_order))
        g.birthday = 1 + max((o.birthday for o in option_set), default=-1)
        g.misere_grundy = 1 if not option_set else mex(o.misere_grundy for o in option_set)
        g.normal_grundy = mex(o.normal_grundy for o in option_set)
        g._key = (g.birthday, len(g.options), g.misere_grundy, g.normal_grundy, tuple(o._key for o in g.options))
        g._text = None
        _INTERNED[option_set] = g
    return g


def _order(g: MisereGame) -> tuple:
    """A total order of canonical forms that does not depend on the order they were made in: birthday, number
    of options, misere and normal Grundy values, then the options' keys."""
    return g._key


MISERE_ZERO = _intern(frozenset())
"""The empty game 0 (an N-position in misere play: the player to move has no move and wins)."""
MISERE_STAR = _intern(frozenset({MISERE_ZERO}))
"""``* = {0}``, a misere P-position."""


def _is_p(option_set: frozenset) -> bool:
    """Whether the game with these (canonical) options is a misere P-position: it has a move and every option is
    an N-position."""
    return bool(option_set) and all(o.misere_grundy for o in option_set)


def _equals(option_set: frozenset, h: MisereGame, memo: dict) -> bool:
    """Whether the game G = {option_set} (canonical options) equals the canonical form h (module docstring:
    no G' linked to h, G linked to no h', and the endgame condition). ``memo`` is keyed by h for this G."""
    found = memo.get(h)
    if found is None:
        found = (all(h in g1.option_set or g1 in h.option_set for g1 in option_set)
                 and all(h1 in option_set or any(_equals(option_set, h2, memo) for h2 in h1.options)
                         for h1 in h.options))
        if found and (not option_set or not h.option_set):
            found = _is_p(option_set) == (h.misere_grundy == 0)
        memo[h] = found
    return found


def misere_canonical_form(options: Iterable[MisereGame]) -> MisereGame:
    """The misere canonical form of the impartial game whose options are ``options`` (each a :class:`MisereGame`):
    reversible options bypassed, with the endgame proviso, until none is left (module docstring).

    Raises
    ------
    TypeError
        If an option is not a :class:`MisereGame`.

    Examples
    --------
    >>> z, s = MISERE_ZERO, MISERE_STAR
    >>> misere_canonical_form([s]) is z, misere_canonical_form([z]) is s
    (True, True)
    >>> str(misere_canonical_form([z, misere_nimber(2)]))      # {0, *2} = *
    '*'
    """
    option_set = frozenset(options)
    for o in option_set:
        if not isinstance(o, MisereGame):
            raise TypeError(f"an option must be a MisereGame (a misere canonical form), not {o!r}")
    while option_set not in _INTERNED:
        reduced = _bypass_one(option_set)
        if reduced is None:
            return _intern(option_set)
        option_set = reduced
    return _INTERNED[option_set]


def _bypass_one(option_set: frozenset) -> frozenset | None:
    """The options after bypassing one reversible option of {option_set}, or None if none is reversible."""
    memo: dict = {}
    for g1 in sorted(option_set, key=_order):
        for g2 in g1.options:
            if _equals(option_set, g2, memo):
                if g2 is MISERE_ZERO:
                    rest = option_set - {g1}
                    if _is_p(rest):
                        continue                  # the proviso: G = 0 is an N-position, this K is not
                    return rest
                return (option_set - {g1}) | g2.option_set
    return None


@lru_cache(maxsize=None)
def misere_nimber(n: int) -> MisereGame:
    """The nim-heap ``*n = {0, *, ..., *(n-1)}``, in misere canonical form (no option of a nim-heap is reversible).

    Examples
    --------
    >>> [str(misere_nimber(n)) for n in range(4)], misere_nimber(1).outcome(), misere_nimber(2).outcome()
    (['0', '*', '*2', '*3'], 'P', 'N')
    """
    n = check_int(n, "n", minimum=0)
    return misere_canonical_form(misere_nimber(i) for i in range(n))


_SUMS: dict[tuple, MisereGame] = {}


def misere_sum(g: MisereGame, h: MisereGame) -> MisereGame:
    """The disjunctive sum G + H in misere canonical form: ``{G' + H, G + H'}`` reduced (equality is a congruence
    for sums, Siegel, CGT, ch. V). Memoised.

    Examples
    --------
    >>> str(misere_sum(MISERE_STAR, MISERE_STAR)), str(misere_sum(misere_nimber(2), misere_nimber(2)))
    ('0', '{*2, *3}')
    """
    if g is MISERE_ZERO:
        return h
    if h is MISERE_ZERO:
        return g
    key = (id(g), id(h)) if id(g) <= id(h) else (id(h), id(g))
    s = _SUMS.get(key)
    if s is None:
        s = misere_canonical_form([misere_sum(g1, h) for g1 in g.options] + [misere_sum(g, h1) for h1 in h.options])
        _SUMS[key] = s
    return s


# ---------------------------------------------------------------------------------------------- text
def _text(g: MisereGame) -> str:
    if g._text is None:
        n = _nimber_size(g)
        if n is not None:
            g._text = "0" if n == 0 else "*" if n == 1 else f"*{n}"
        else:
            g._text = "{" + ", ".join(_text(o) for o in g.options) + "}"
    return g._text


def _nimber_size(g: MisereGame) -> int | None:
    """n if g is the nim-heap ``*n`` (options exactly the nim-heaps below n), else None."""
    n = len(g.options)
    if g.birthday != n:
        return None
    return n if all(misere_nimber(i) in g.option_set for i in range(n)) else None


_TOKEN = re.compile(r"\s*(\*\d*|0|\{|\}|,|\+)")


def misere_game(text: str) -> MisereGame:
    """Read a misere canonical form from text: ``0``, ``*``, ``*n``, braces of options ``{a, b, ...}`` and
    sums ``a + b``. The value is reduced to its canonical form.

    Raises
    ------
    ValueError
        Naming the position of the first character that is not part of such a text.

    Examples
    --------
    >>> str(misere_game("{*2, {*2}}")), misere_game("*2 + *2") is misere_game("{*3, *2}")
    ('{*2, {*2}}', True)
    """
    if not isinstance(text, str):
        raise TypeError(f"misere game text must be a str, not {type(text).__name__}")
    tokens = _tokens(text, _TOKEN, "write 0, *, *n, {a, b} and sums a + b")
    value, i = _parse_sum(tokens, 0, text)
    if i != len(tokens):
        raise ValueError(f"misere game text {text!r}: unexpected {tokens[i][0]!r} at character {tokens[i][1] + 1}")
    return value


def _tokens(text: str, token: re.Pattern, hint: str) -> list[tuple[str, int]]:
    """The tokens of ``text`` (each with its position) matched by ``token`` (one group after optional blanks)."""
    tokens: list[tuple[str, int]] = []
    pos = 0
    while pos < len(text) and text[pos:].strip():
        m = token.match(text, pos)
        if m is None:
            raise ValueError(f"misere game text {text!r}: unexpected {text[pos:].strip()[:10]!r} at character "
                             f"{pos + 1}; {hint}")
        tokens.append((m.group(1), m.start(1)))
        pos = m.end()
    return tokens


def _parse_sum(tokens, i: int, text: str):
    value, i = _parse_item(tokens, i, text)
    while i < len(tokens) and tokens[i][0] == "+":
        other, i = _parse_item(tokens, i + 1, text)
        value = misere_sum(value, other)
    return value, i


def _parse_item(tokens, i: int, text: str):
    if i >= len(tokens):
        raise ValueError(f"misere game text {text!r} ends early: expected 0, *, *n or {{")
    tok = tokens[i][0]
    if tok == "0":
        return MISERE_ZERO, i + 1
    if tok.startswith("*"):
        return misere_nimber(int(tok[1:]) if len(tok) > 1 else 1), i + 1
    if tok == "{":
        options = []
        i += 1
        if i < len(tokens) and tokens[i][0] == "}":
            return MISERE_ZERO, i + 1
        while True:
            option, i = _parse_sum(tokens, i, text)
            options.append(option)
            if i < len(tokens) and tokens[i][0] == ",":
                i += 1
                continue
            if i < len(tokens) and tokens[i][0] == "}":
                return misere_canonical_form(options), i + 1
            where = f"character {tokens[i][1] + 1}" if i < len(tokens) else "the end"
            raise ValueError(f"misere game text {text!r}: expected ',' or '}}' at {where}")
    raise ValueError(f"misere game text {text!r}: unexpected {tok!r} at character {tokens[i][1] + 1}")


# ---------------------------------------------------------------------------------------------- Conway's notation
def conway_text(g: MisereGame) -> str:
    """``g`` in the compact notation of Conway's misere theory as CGSuite prints it (``G.MisereCanonicalForm``):
    ``*[...]`` around a string where a digit ``n`` is the nim-heap ``*n`` (``&n;`` from 10 on), a string of
    several items is the game with those options (parenthesised when nested), ``X#`` ("X sharp") is ``{X}``, the
    game whose only option is X, and subscripts written in brackets after the first atom are applied left to
    right: ``#`` wraps, ``n`` adds ``*n``, ``-n`` subtracts ``*n``. So ``*[2#0] = {{*2}, 0}``,
    ``*[2[2]] = *2 + *2``, ``*[2#1] = {{*2}, *}`` and ``*[(2#1)[1]] = {{*2}, *} + *`` (A. N. Siegel, CGSuite,
    tutorial "Misere Theory" and the test cases of ``MisereCanonicalGame`` [4]_; the tutorial refers to [2]_ ch. 13
    and [3]_ ch. V for it).

    As CGSuite does, a game that is the sum of a smaller game and a nim-heap is written as that sum: for an odd
    game (``G + *`` born earlier than G) the heaps tried are *3, *5, ..., otherwise *2, *4, ... below the
    birthday, then an odd game is written ``(G + *)`` with subscript 1. The smaller game is found among the
    options of G (X is an option of X + *n). Options are listed by decreasing birthday, number of options,
    misere and normal Grundy values; CGSuite's order of options may differ where these tie.

    Examples
    --------
    >>> [conway_text(misere_game(t)) for t in ("*2", "{*2}", "{0, {*2}}", "*2 + *2", "{*, {*2}} + *")]
    ['*[2]', '*[2#]', '*[2#0]', '*[2[2]]', '*[(2#1)[1]]']
    """
    if not isinstance(g, MisereGame):
        raise TypeError(f"conway_text takes a MisereGame, not {g!r}")
    out: list[str] = []
    opened = _conway_append(g, out, parenthesize=False, subscript=False)
    return "*[" + "".join(out) + ("]" if opened else "") + "]"


def _heap_digit(n: int) -> str:
    return str(n) if n < 10 else f"&{n};"


def _conway_append(g: MisereGame, out: list, parenthesize: bool, subscript: bool) -> bool:
    """Append g to ``out``; ``subscript``: a subscript follows, so open ``[`` after the first atom. Returns whether
    a ``[`` was opened (the caller closes it after its subscripts)."""
    b = g.birthday
    if _nimber_size(g) is not None:
        out.append(_heap_digit(b))
        if subscript:
            out.append("[")
        return subscript
    odd = g.birthday > 0 and misere_sum(g, MISERE_STAR).birthday < b
    for i in range(3 if odd else 2, b, 2):
        part = _minus_nimber(g, i)
        if part is not None:
            _conway_append(part, out, True, True)
            out.append(_heap_digit(i))
            return True
        bigger = misere_sum(g, misere_nimber(i))
        if bigger.birthday < b and _minus_nimber(bigger, i) is g:
            _conway_append(bigger, out, True, True)
            out.append("-" + _heap_digit(i))
            return True
    if odd:
        _conway_append(misere_sum(g, MISERE_STAR), out, True, True)
        out.append("1")
        return True
    if len(g.options) == 1:
        opened = _conway_append(g.options[0], out, True, subscript)
        out.append("#")
        return opened
    if parenthesize:
        out.append("(")
    for o in reversed(g.options):
        if _conway_append(o, out, True, False):
            out.append("]")
    if parenthesize:
        out.append(")")
    if subscript:
        out.append("[")
    return subscript


def _minus_nimber(g: MisereGame, n: int) -> MisereGame | None:
    """The game X with X + *n = g, looked for among the options of g (the move from *n to 0 leaves X), or None."""
    heap = misere_nimber(n)
    for o in g.options:
        if misere_sum(o, heap) is g:
            return o
    return None


_CONWAY_TOKEN = re.compile(r"\s*(\*\[|&\d+;|\d|#|-|\[|\]|\(|\))")


def conway_game(text: str) -> MisereGame:
    """Read the notation written by :func:`conway_text` (and printed by CGSuite): ``*[2#0]``, ``*[2[2]]``,
    ``*[(2#1)[1]]``; the outer ``*[...]`` may be left out.

    Raises
    ------
    ValueError
        Naming the first character that does not fit, or a subtraction ``-n`` with no such game.

    Examples
    --------
    >>> conway_game("*[2#0]") is misere_game("{0, {*2}}"), str(conway_game("2[2]"))
    (True, '{*2, *3}')
    """
    if not isinstance(text, str):
        raise TypeError(f"Conway-notation text must be a str, not {type(text).__name__}")
    tokens = _tokens(text, _CONWAY_TOKEN, "write digits, &n;, #, ( ), and subscripts in [ ]")
    outer = bool(tokens) and tokens[0][0] == "*["
    i = 1 if outer else 0
    value, i = _conway_list(tokens, i, text, "]" if outer else None)
    if outer:
        i += 1
    if i != len(tokens):
        raise ValueError(f"misere game text {text!r}: unexpected {tokens[i][0]!r} at character {tokens[i][1] + 1}")
    return value


def _conway_list(tokens, i: int, text: str, closing: str | None):
    """Items up to ``closing`` (None: the end): one item is itself, several are the options of a game."""
    items = []
    while i < len(tokens) and tokens[i][0] != closing:
        item, i = _conway_item(tokens, i, text)
        items.append(item)
    if closing is not None and i >= len(tokens):
        raise ValueError(f"misere game text {text!r}: missing {closing!r} at the end")
    if not items:
        where = f"character {tokens[i][1] + 1}" if i < len(tokens) else "the end"
        raise ValueError(f"misere game text {text!r}: expected a digit or '(' at {where}")
    return (items[0] if len(items) == 1 else misere_canonical_form(items)), i


def _conway_item(tokens, i: int, text: str):
    tok, at = tokens[i]
    if tok == "(":
        value, i = _conway_list(tokens, i + 1, text, ")")
        i += 1
    elif tok[0].isdigit() or tok[0] == "&":
        value, i = misere_nimber(int(tok.strip("&;"))), i + 1
    else:
        raise ValueError(f"misere game text {text!r}: unexpected {tok!r} at character {at + 1}")
    while i < len(tokens) and tokens[i][0] == "#":
        value, i = misere_canonical_form([value]), i + 1
    if i < len(tokens) and tokens[i][0] == "[":
        i += 1
        while i < len(tokens) and tokens[i][0] != "]":
            tok, at = tokens[i]
            if tok == "#":
                value = misere_canonical_form([value])
            elif tok == "-" and i + 1 < len(tokens) and tokens[i + 1][0][0] in "0123456789&":
                i += 1
                n = int(tokens[i][0].strip("&;"))
                smaller = _minus_nimber(value, n)
                if smaller is None:
                    raise ValueError(f"misere game text {text!r}: no game plus *{n} gives the game before "
                                     f"character {at + 1}")
                value = smaller
            elif tok[0].isdigit() or tok[0] == "&":
                value = misere_sum(value, misere_nimber(int(tok.strip("&;"))))
            else:
                raise ValueError(f"misere game text {text!r}: unexpected {tok!r} at character {at + 1} in a "
                                 "subscript")
            i += 1
        if i >= len(tokens):
            raise ValueError(f"misere game text {text!r}: missing ']' at the end of a subscript")
        i += 1
    return value, i


# ---------------------------------------------------------------------------------------------- games by day
def misere_games_born_by(day: int) -> list[MisereGame]:
    """The misere canonical forms born by ``day`` (at most 4: 1, 2, 3, 5, 22 games), in the order of
    :func:`_order`: the canonical forms of every set of games born by the day before.

    Raises
    ------
    LimitError
        For day 5 and later (4,171,780 games by day 5: count them with :func:`count_misere_games_born_by`).

    Examples
    --------
    >>> [str(g) for g in misere_games_born_by(3)]
    ['0', '*', '*2', '{*2}', '*3']
    """
    day = check_int(day, "day", minimum=0)
    if day > 4:
        raise LimitError(f"misere_games_born_by({day}): 4,171,780 games are born by day 5, too many to build "
                         "one by one; count_misere_games_born_by counts them")
    return list(_games_born_by(day))


@lru_cache(maxsize=None)
def _games_born_by(day: int) -> list[MisereGame]:
    if day == 0:
        return [MISERE_ZERO]
    base = _games_born_by(day - 1)
    games = {misere_canonical_form(c) for r in range(len(base) + 1) for c in combinations(base, r)}
    return sorted(games, key=_order)


def count_misere_games_born_by(day: int) -> int:
    """The number of misere canonical forms born by ``day`` (at most 6), without building them.

    Up to day 5: the sets S of games born by the day before such that {S} has no reversible option (module
    docstring; distinct such sets are distinct games, [1]_ ch. 12), every S tested at once as a bit mask over the
    games of the day before: the equality test of :func:`_equals` between {S} and each game h born two days before
    is a boolean formula in the bits of S.

    Day 6 (a number of 4171780 bits) by counting the other sets instead (:func:`_day_after_count`): {S} equals a
    game h born two days before exactly when h's options are in S and S lies within the games linked to h, and
    an option reverses through h exactly when it has h as an option; so the sets with a reversible option are
    counted for each h in closed form. The same count gives days 2 to 5 again (tests).

    Raises
    ------
    LimitError
        For day 7 and later (the games born by day 6 cannot be listed).

    Examples
    --------
    >>> [count_misere_games_born_by(d) for d in range(6)]
    [1, 2, 3, 5, 22, 4171780]
    >>> count_misere_games_born_by(6).bit_length()
    4171780
    """
    day = check_int(day, "day", minimum=0)
    if day > 6:
        raise LimitError(f"count_misere_games_born_by({day}): only days up to 6 are counted (the games born by "
                         "day 6, about 2^4171780 of them, are the options of day 7)")
    if day == 0:
        return 1
    if day == 6:
        return _power_sum(_day_after_count(4))
    return int(_canonical_option_sets(_games_born_by(day - 1)).sum())


def misere_games_born_by_as_powers(day: int) -> dict[int, int]:
    """The number of misere canonical forms born by ``day`` (2 to 6) as a sum of signed powers of two,
    ``{exponent: coefficient}`` with exponent -1 for the constant term, in the form ONAG states the day-6 count
    ([1]_ ch. 12, pp. 139-140): the count of :func:`count_misere_games_born_by` by its closed form
    (:func:`_day_after_count`), each power of two once (odd coefficients after merging equal terms).

    Raises
    ------
    ValueError
        For days below 2 or above 6.

    Examples
    --------
    >>> sorted(misere_games_born_by_as_powers(5).items(), reverse=True)     # 2^22 - 2^14 - 2^12 - 2^11 + 4
    [(22, 1), (14, -1), (12, -1), (11, -1), (-1, 4)]
    """
    day = check_int(day, "day", minimum=0)
    if not 2 <= day <= 6:
        raise ValueError(f"misere_games_born_by_as_powers({day}): the closed form counts days 2 to 6")
    terms = dict(_day_after_count(day - 2))
    changed = True
    while changed:                                 # c * 2^e with c even is (c / 2) * 2^(e + 1)
        changed = False
        for e, c in sorted(terms.items()):
            if e >= 0 and c % 2 == 0:
                del terms[e]
                terms[e + 1] = terms.get(e + 1, 0) + c // 2
                terms = {k: v for k, v in terms.items() if v}
                changed = True
                break
    return terms


@lru_cache(maxsize=None)
def _day_after_count(day: int) -> dict:
    """The number of games born by day d + 2 as a sum of signed powers of two, {exponent: coefficient} (exponent -1
    for the constant term), d = ``day``: the games born by day d + 1 are the canonical option sets over the games
    born by day d (:func:`_canonical_option_sets`). Memoised (a few numbers per day).

    With D the games born by day d + 1 and, for h born by day d, R_h those having h as an option: the sets
    S of D with h's options in S, within R_h and h's options, and meeting R_h are the non-canonical ones whose
    reversal goes through h, 2^|R_h| - 1 of them; for h = 0 the endgame proviso leaves 2^|R_0| - 2^|N_0|, N_0 the
    games of R_0 that are N-positions ({S} = 0 needs S within R_0 and not a P-position, and then the reversal
    counts unless every game of S is an N-position). The sets for different h are disjoint ({S} equals at most
    one canonical form). So the count is 2^|D| minus these."""
    import numpy as np

    base = _games_born_by(day)
    canonical = _canonical_option_sets(base)
    sets = np.nonzero(canonical)[0].astype(np.uint32)            # the games born by day d + 1, as masks
    index = {g: i for i, g in enumerate(base)}
    p_positions = np.uint32(sum(1 << index[g] for g in base if g.misere_grundy == 0))
    terms: dict = {len(sets): 1}

    def add(exponent: int, coefficient: int) -> None:
        terms[exponent] = terms.get(exponent, 0) + coefficient

    for h in base:
        reached = (sets & np.uint32(1 << index[h])) != 0
        add(int(reached.sum()), -1)
        if h is MISERE_ZERO:
            add(int((reached & ((sets & p_positions) != 0)).sum()), 1)    # N-positions: a P-position option
        else:
            add(-1, 1)
    return {e: c for e, c in terms.items() if c}


def _power_sum(terms: dict) -> int:
    """The value of {exponent: coefficient} (exponent -1 for the constant) as returned by :func:`_day_after_count`."""
    return sum(c * (1 if e < 0 else 1 << e) for e, c in terms.items())


def _canonical_option_sets(base: list[MisereGame]):
    """Boolean array over the bit masks S < 2**len(base): whether {S} has no reversible option, the test of
    :func:`_bypass_one` (with its proviso) evaluated on every S at once."""
    import numpy as np

    index = {g: i for i, g in enumerate(base)}
    sets = np.arange(1 << len(base), dtype=np.uint32)

    def mask(games: Iterable[MisereGame]) -> int:
        return sum(1 << index[g] for g in set(games))

    def within(m: int):
        return (sets & np.uint32(~m & ((1 << len(base)) - 1))) == 0

    def has(i: int):
        return (sets & np.uint32(1 << i)) != 0

    next_player_wins = mask(g for g in base if g.misere_grundy)
    is_p = (sets != 0) & within(next_player_wins)
    equal: dict = {}                                   # h -> whether {S} = h, for h born two days before
    for h in sorted({o for g in base for o in g.options}, key=_order):
        e = within(mask(g for g in base if h in g.option_set or g in h.option_set))
        for h1 in h.options:
            reached = has(index[h1])
            for h2 in h1.options:
                reached = reached | equal[h2]
            e &= reached
        endgame = (sets == 0) if h.option_set else np.ones_like(e)
        e &= ~endgame | (is_p == (h.misere_grundy == 0))
        equal[h] = e
    reversible = np.zeros(len(sets), dtype=bool)
    for i, g1 in enumerate(base):
        for g2 in g1.options:
            r = has(i) & equal[g2]
            if g2 is MISERE_ZERO:                      # the proviso: the rest must not be a P-position
                rest = sets & np.uint32(~(1 << i) & ((1 << len(base)) - 1))
                r &= ~((rest != 0) & ((rest & np.uint32(~next_player_wins & ((1 << len(base)) - 1))) == 0))
            reversible |= r
    return ~reversible


# ---------------------------------------------------------------------------------------------- genus
@dataclass(frozen=True)
class Genus:
    """Conway's genus ``g^(gamma_0 gamma_1 ...)`` (module docstring): ``normal`` = g, ``misere`` = the gammas
    written up to where they begin to alternate (the last two repeat for ever)."""

    normal: int
    misere: tuple

    def __str__(self) -> str:
        wide = any(v > 9 for v in self.misere)
        sup = ",".join(map(str, self.misere)) if wide else "".join(map(str, self.misere))
        return f"{self.normal}^{'(' + sup + ')' if wide else sup}"

    def gamma(self, k: int) -> int:
        """gamma_k = G-(G + k copies of ``*2``), for any k >= 0 (the written values, then the alternation)."""
        k = check_int(k, "k", minimum=0)
        seq = self.misere
        if k < len(seq):
            return seq[k]
        return seq[len(seq) - 2 + (k - len(seq)) % 2]


def genus(g: MisereGame, *, extra: int = 4) -> Genus:
    """The genus of ``g``: its normal Grundy value and gamma_k = G-(G + k ``*2``) for k <= birthday + ``extra``,
    written until the computed values begin to alternate (module docstring).

    Raises
    ------
    ValueError
        If the computed gammas have not begun to alternate by then (raise ``extra``).

    Examples
    --------
    >>> str(genus(MISERE_ZERO)), str(genus(misere_game("{*2}"))), genus(MISERE_ZERO).gamma(7)
    ('0^120', '0^02', 2)
    """
    if not isinstance(g, MisereGame):
        raise TypeError(f"genus takes a MisereGame, not {g!r}")
    top = g.birthday + check_int(extra, "extra", minimum=3)
    gammas = [_grundy_with_twos(g, k, 0) for k in range(top + 1)]
    start = _alternation_start(gammas)
    if start > len(gammas) - 4:                   # fewer than two repetitions seen
        raise ValueError(f"the misere Grundy values of G + k *2 (G of birthday {g.birthday}) have not begun to "
                         f"alternate by k = {top} (raise extra)")
    return Genus(g.normal_grundy, tuple(gammas[:start + 2]))


def _alternation_start(gammas: Sequence[int]) -> int:
    """The least k such that gammas[j] = gammas[j + 2] for every j >= k in the list (the written genus ends
    two terms later: both alternating values appear once)."""
    start = len(gammas) - 2
    while start > 0 and gammas[start - 1] == gammas[start + 1]:
        start -= 1
    return start


_GENUS_TEXT = re.compile(r"\s*(\d+)\s*\^\s*(?:(\d+)|\{(\d+)\}|\((\d+(?:\s*,\s*\d+)+)\))\s*$")


def parse_genus(text: str) -> Genus:
    """Read a genus written ``g^digits`` (``4^146``, ``1^{03131}``, or ``5^(10,8)`` with commas for values
    from 10 on): the last two written values repeat for ever, so any number of repetitions may be written
    (Plambeck writes 1^{03131} for 1^031); the result is in the shortest form, as :func:`genus` writes it.

    Raises
    ------
    ValueError
        If the text is not of that form or has fewer than two superscript values (a single value, as CGSuite
        prints for tame and restive games, does not say which values alternate).

    Examples
    --------
    >>> parse_genus("1^{03131}") == parse_genus("1^031"), str(parse_genus("4^14646464"))
    (True, '4^146')
    """
    if not isinstance(text, str):
        raise TypeError(f"genus text must be a str, not {type(text).__name__}")
    m = _GENUS_TEXT.match(text)
    if m is None:
        raise ValueError(f"genus text {text!r}: write g^digits, such as 4^146 or 0^{{120}} or 5^(10,8)")
    digits = m.group(2) or m.group(3)
    gammas = [int(d) for d in digits] if digits else [int(v) for v in m.group(4).split(",")]
    if len(gammas) < 2:
        raise ValueError(f"genus text {text!r}: at least two superscript values are needed (the last two "
                         "alternate for ever)")
    gammas += gammas[-2:]                          # make the alternation visible to _alternation_start
    return Genus(int(m.group(1)), tuple(gammas[:_alternation_start(gammas) + 2]))


@lru_cache(maxsize=None)
def _grundy_with_twos(g: MisereGame, twos: int, star: int) -> int:
    """G-(g + twos copies of *2 + star copies of *), star 0 or 1: a move is in g, turns a *2 into * or 0, or
    removes the *. Copies of * are counted modulo 2: * + * = 0 in misere play, and the misere Grundy value, a
    part of the genus, depends only on the misere value (Winning Ways, ch. 13)."""
    values = {_grundy_with_twos(g1, twos, star) for g1 in g.options}
    if twos:
        values.add(_grundy_with_twos(g, twos - 1, 1 - star))
        values.add(_grundy_with_twos(g, twos - 1, star))
    if star:
        values.add(_grundy_with_twos(g, twos, 0))
    if not values:
        return 1                                  # the empty sum: the player to move wins
    return mex(values)


# ---------------------------------------------------------------------------------------------- games' values
def heap_misere_forms(code: Any, heaps: int) -> list[MisereGame]:
    """The misere canonical forms of the heaps 0..``heaps`` of a take-and-break game (an
    :class:`~combgames.games.heaps.OctalCode` or its text, e.g. ``"0.77"`` for Kayles): a heap's options are the
    sums of the forms of the heaps each move leaves.

    Examples
    --------
    >>> [str(g) for g in heap_misere_forms("0.77", 3)]
    ['0', '*', '*2', '*3']
    """
    from combgames.games.heaps import OctalCode

    c = code if isinstance(code, OctalCode) else OctalCode(code)
    n = check_int(heaps, "heaps", minimum=0)
    forms: list[MisereGame] = []
    for h in range(n + 1):
        options = []
        for parts in c.options(h):
            value = MISERE_ZERO
            for part in parts:
                value = misere_sum(value, forms[part])
            options.append(value)
        forms.append(misere_canonical_form(options))
    return forms


def misere_value(game: Any, position: Any = None, *, max_positions: int = DEFAULT_MAX_POSITIONS) -> MisereGame:
    """The misere canonical form of ``position`` (default: the start) of an impartial game, by a memoised walk
    over its moves (the game's own convention is ignored: the value is that of misere play).

    Raises
    ------
    TypeError
        If the game is not impartial.
    LimitError
        If more than ``max_positions`` positions would be valued.

    Examples
    --------
    >>> from combgames.games.nim import Nim
    >>> str(misere_value(Nim([1, 1]))), str(misere_value(Nim([2])))
    ('0', '*2')
    """
    caps = capabilities(game)
    if not caps.impartial:
        raise TypeError(f"misere canonical forms are values of impartial games; {type(game).__name__} is not "
                        "impartial (use misere_outcome_class for partizan games)")
    check_int(max_positions, "max_positions", minimum=1)
    start = game.initial() if position is None else checked_position(game, position)
    key = position_key(game)

    def options(p):
        return [game.play(p, m) for m in game.moves(p)]

    return _walk(start, key, options, lambda vals: misere_canonical_form(vals), max_positions,
                 lambda: position_text(game, start), "misere_value")


def _walk(start, key: Callable[[Any], Hashable], children: Callable[[Any], list], combine, max_positions: int,
          where: Callable[[], str], call: str):
    """The value of ``start`` by a memoised depth-first walk with an explicit stack: ``combine`` of the values of
    ``children(p)``. Raises LimitError past ``max_positions`` memoised positions."""
    memo: dict = {}
    stack = [(start, key(start), None)]
    while stack:
        p, k, kids = stack[-1]
        if k in memo:
            stack.pop()
            continue
        if kids is None:
            kids = [(c, key(c)) for c in children(p)]
            stack[-1] = (p, k, kids)
            missing = [(c, ck) for c, ck in kids if ck not in memo]
            if missing:
                if len(memo) + len(stack) > max_positions:
                    raise LimitError(f"{call} stopped after {len(memo):,} positions from {where()}: more than "
                                     f"max_positions={max_positions:,} positions to visit (raise max_positions)")
                stack.extend((c, ck, None) for c, ck in missing)
                continue
        memo[k] = combine([memo[ck] for _, ck in kids])
        stack.pop()
    return memo[key(start)]


# ---------------------------------------------------------------------------------------------- partizan
def misere_outcome_class(game: Any, position: Any = None, *,
                         max_positions: int = DEFAULT_MAX_POSITIONS) -> str:
    """The misere outcome class of a position of a partizan (or impartial) game, by memoised search: ``"L"``
    (Left wins whoever starts), ``"R"``, ``"N"`` (the player to move wins) or ``"P"``. The player who cannot
    move wins.

    The board is what counts, not who is to move in ``position``: both starts are searched. Positions are
    memoised by the game's value key (boards equal up to the symmetries the game recognises have isomorphic
    game trees) or transposition key.

    Raises
    ------
    TypeError
        If the game has neither Left/Right options nor impartial moves.
    LimitError
        If more than ``max_positions`` (position, player) pairs would be searched.

    Examples
    --------
    >>> from combgames.games.hackenbush import Hackenbush
    >>> misere_outcome_class(Hackenbush("B"))     # the integer 1 = {0 | } is a Right win in misere play
    'R'
    """
    check_int(max_positions, "max_positions", minimum=1)
    left_options, right_options, key = _misere_options(game)
    start = game.initial() if position is None else checked_position(game, position)
    return _outcome_class(start, left_options, right_options, key, max_positions,
                          lambda: position_text(game, start))


def misere_sum_outcome_class(components: Iterable[tuple[Any, Any]], *,
                             max_positions: int = DEFAULT_MAX_POSITIONS) -> str:
    """The misere outcome class (L, R, N or P) of the disjunctive sum of positions of games, each component a pair
    ``(game, position)`` (position None: the game's start), by memoised search over the sum: a move is a move in
    one component, and the player who cannot move in any component wins. Misere sums do not decompose, so the
    whole sum is searched (see :func:`misere_outcome_class`).

    Raises
    ------
    TypeError, LimitError
        As :func:`misere_outcome_class`; ValueError if a component is not a pair.

    Examples
    --------
    >>> from combgames.games.hackenbush import Hackenbush
    >>> one, minus_one = Hackenbush("B"), Hackenbush("R")
    >>> misere_sum_outcome_class([(one, None), (minus_one, None)])   # 1 + (-1) is not 0 in misere play
    'N'
    """
    check_int(max_positions, "max_positions", minimum=1)
    games, start = [], []
    for item in components:
        if not (isinstance(item, tuple) and len(item) == 2):
            raise ValueError(f"a component of a sum is a pair (game, position), not {item!r}")
        game, position = item
        games.append(_misere_options(game))
        start.append(game.initial() if position is None else checked_position(game, position))
    if not games:
        raise ValueError("the sum has no components; give at least one (game, position) pair")
    keys = [k for _, _, k in games]

    def sum_key(parts: tuple) -> Hashable:
        return tuple(keys[i](q) for i, q in enumerate(parts))

    def moves_of(side: int):
        def options(parts: tuple) -> list[tuple]:
            out = []
            for i, q in enumerate(parts):
                for c in games[i][side](q):
                    out.append(parts[:i] + (c,) + parts[i + 1:])
            return out
        return options

    return _outcome_class(tuple(start), moves_of(0), moves_of(1), sum_key, max_positions,
                          lambda: f"a sum of {len(start)} positions")


def _misere_options(game: Any):
    """(Left's options, Right's options, key) of a game for misere search: its partizan capability with its value
    key (boards equal up to the symmetries it recognises have isomorphic game trees), or for an impartial game
    its moves (the same for both players) with its transposition key."""
    caps = capabilities(game)
    if caps.left_options is not None and caps.right_options is not None:
        return caps.left_options, caps.right_options, caps.value_key or position_key(game)
    if caps.impartial:
        def options(p):
            return [game.play(p, m) for m in game.moves(p)]
        return options, options, position_key(game)
    raise TypeError(f"misere outcome search needs left_options(p) and right_options(p), or an impartial game; "
                    f"{type(game).__name__} provides neither")


def _outcome_class(start, left_options, right_options, key, max_positions: int, where) -> str:
    wins = _MisereSearch(left_options, right_options, key, max_positions, where)
    left_first, right_first = wins.first_player_wins(start, 0), wins.first_player_wins(start, 1)
    return {(True, True): "N", (True, False): "L", (False, True): "R", (False, False): "P"}[(left_first, right_first)]


class _MisereSearch:
    """``first_player_wins(p, player)``: whether ``player`` (0 Left, 1 Right), moving first in p, wins under misere
    play. Iterative depth-first search with a memo keyed by (key(p), player)."""

    def __init__(self, left_options, right_options, key, max_positions: int, where):
        self.options = (left_options, right_options)
        self.key, self.max_positions, self.where = key, max_positions, where
        self.memo: dict = {}

    def first_player_wins(self, start, player: int) -> bool:
        memo, key, options = self.memo, self.key, self.options
        root = (key(start), player)
        stack = [(start, player, root, None)]
        collecting = gc.isenabled()
        gc.disable()
        try:
            while stack:
                p, who, k, kids = stack[-1]
                if k in memo:
                    stack.pop()
                    continue
                if kids is None:
                    kids = [(c, (key(c), 1 - who)) for c in options[who](p)]
                    stack[-1] = (p, who, k, kids)
                # wins iff no move, or some option is lost by the opponent moving first there
                result = not kids or any(ck in memo and not memo[ck] for _, ck in kids)
                if not result:
                    missing = [(c, ck) for c, ck in kids if ck not in memo]
                    if missing:
                        if len(memo) + len(stack) > self.max_positions:
                            raise LimitError(f"misere_outcome_class stopped after {len(memo):,} positions from "
                                             f"{self.where()}: more than max_positions={self.max_positions:,} "
                                             "(position, player) pairs to search (raise max_positions)")
                        c, ck = missing[-1]
                        stack.append((c, 1 - who, ck, None))
                        continue
                memo[k] = result
                stack.pop()
        finally:
            if collecting:
                gc.enable()
        return memo[root]
