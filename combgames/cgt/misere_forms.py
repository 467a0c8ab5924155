"""Misere canonical forms of impartial games and their genus.

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
back (with ``+`` for sums).

Conway's compact notation is in :mod:`combgames.cgt.misere_notation`, the games born by each day in
:mod:`combgames.cgt.misere_census`, misere outcomes of partizan games in :mod:`combgames.cgt.misere_outcomes`.

References
----------
.. [1] J. H. Conway, *On Numbers and Games*, 2nd ed., A K Peters, 2001, ch. 12 ("How to Lose When You Must").
.. [2] E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your Mathematical Plays*, 2nd ed., vol. 2,
   A K Peters, 2003, ch. 13 ("Survival in the Lost World").
.. [3] A. N. Siegel, *Combinatorial Game Theory*, AMS, 2013, ch. V (misere play).

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

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Callable, Hashable, Iterable, Sequence

from combgames.base.checks import LimitError, check_int
from combgames.base.mex import mex
from combgames.game import capabilities, checked_position, position_key, position_text

__all__ = ["DEFAULT_MAX_POSITIONS", "Genus", "MISERE_STAR", "MISERE_ZERO", "MisereGame", "genus", "heap_misere_forms",
           "misere_canonical_form", "misere_game", "misere_nimber", "misere_sum", "misere_value", "parse_genus"]

DEFAULT_MAX_POSITIONS = 200_000
"""The default bound on the positions :func:`misere_value` and
:func:`~combgames.cgt.misere_outcomes.misere_outcome_class` visit."""


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
        g.options = tuple(sorted(option_set, key=misere_order_key))
        g.birthday = 1 + max((o.birthday for o in option_set), default=-1)
        g.misere_grundy = 1 if not option_set else mex(o.misere_grundy for o in option_set)
        g.normal_grundy = mex(o.normal_grundy for o in option_set)
        g._key = (g.birthday, len(g.options), g.misere_grundy, g.normal_grundy, tuple(o._key for o in g.options))
        g._text = None
        _INTERNED[option_set] = g
    return g


def misere_order_key(g: MisereGame) -> tuple:
    """The sort key of a total order of canonical forms that does not depend on the order they were made in:
    birthday, number of options, misere and normal Grundy values, then the options' keys.

    A package-internal helper (not in ``__all__``), also used by :mod:`combgames.cgt.misere_census`.

    Examples
    --------
    >>> from combgames.cgt.misere_forms import MISERE_STAR, MISERE_ZERO, misere_order_key
    >>> sorted([MISERE_STAR, MISERE_ZERO], key=misere_order_key) == [MISERE_ZERO, MISERE_STAR]
    True
    """
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
    for g1 in sorted(option_set, key=misere_order_key):
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
        n = nim_heap_size(g)
        if n is not None:
            g._text = "0" if n == 0 else "*" if n == 1 else f"*{n}"
        else:
            g._text = "{" + ", ".join(_text(o) for o in g.options) + "}"
    return g._text


def nim_heap_size(g: MisereGame) -> int | None:
    """n if g is the nim-heap ``*n`` (options exactly the nim-heaps below n), else None.

    A package-internal helper (not in ``__all__``), also used by :mod:`combgames.cgt.misere_notation`.

    Examples
    --------
    >>> from combgames.cgt.misere_forms import misere_canonical_form, misere_nimber, nim_heap_size
    >>> nim_heap_size(misere_nimber(3)), nim_heap_size(misere_canonical_form([misere_nimber(2)]))
    (3, None)
    """
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
    tokens = misere_text_tokens(text, _TOKEN, "write 0, *, *n, {a, b} and sums a + b")
    value, i = _parse_sum(tokens, 0, text)
    if i != len(tokens):
        raise ValueError(f"misere game text {text!r}: unexpected {tokens[i][0]!r} at character {tokens[i][1] + 1}")
    return value


def misere_text_tokens(text: str, token: re.Pattern, hint: str) -> list[tuple[str, int]]:
    """The tokens of a misere game's text (each with its position) matched by ``token`` (one group after optional
    blanks); a ValueError naming the first character no token matches, with ``hint``.

    A package-internal helper (not in ``__all__``): this module's notation and Conway's
    (:mod:`combgames.cgt.misere_notation`) are read with it."""
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
