"""Conway's compact notation for misere canonical forms: :func:`conway_text` writes it as CGSuite prints it,
:func:`conway_game` reads it.

``*[2#0]`` is ``{{*2}, 0}`` and ``*[2[2]]`` is ``*2 + *2``: digits for nim-heaps, ``#`` for a single option,
subscripts for sums with nim-heaps (A. N. Siegel, CGSuite [4]_, which refers to [2]_ ch. 13 and [3]_ ch. V). The
values are those of :mod:`combgames.cgt.misere_forms`.

References
----------
.. [2] E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your Mathematical Plays*, 2nd ed., vol. 2,
   A K Peters, 2003, ch. 13 ("Survival in the Lost World").
.. [3] A. N. Siegel, *Combinatorial Game Theory*, AMS, 2013, ch. V (misere play).
.. [4] A. N. Siegel, CGSuite (github.com/aaron-siegel/cgsuite): the tutorial "Misere Theory" (notation) and the
   test cases of ``MisereCanonicalGame``.
"""

from __future__ import annotations

import re

from combgames.cgt.misere_forms import (MISERE_STAR, MisereGame, misere_canonical_form, misere_nimber, misere_sum,
                                        misere_text_tokens, nim_heap_size)

__all__ = ["conway_game", "conway_text"]


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
    game (``G + *`` born earlier than G) the heaps tried are ``*3``, ``*5``, ..., otherwise ``*2``, ``*4``, ...
    below the birthday, then an odd game is written ``(G + *)`` with subscript 1. The smaller game is found among
    the options of G (X is an option of ``X + *n``). Options are listed by decreasing birthday, number of options,
    misere and normal Grundy values; CGSuite's order of options may differ where these tie.

    Examples
    --------
    >>> from combgames.cgt.misere_forms import misere_game
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
    if nim_heap_size(g) is not None:
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
    >>> from combgames.cgt.misere_forms import misere_game
    >>> conway_game("*[2#0]") is misere_game("{0, {*2}}"), str(conway_game("2[2]"))
    (True, '{*2, *3}')
    """
    if not isinstance(text, str):
        raise TypeError(f"Conway-notation text must be a str, not {type(text).__name__}")
    tokens = misere_text_tokens(text, _CONWAY_TOKEN, "write digits, &n;, #, ( ), and subscripts in [ ]")
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

