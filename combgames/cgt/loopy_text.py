"""The text of loopy games, CGSuite-like: printing (:func:`loopy_text`) and reading (:func:`parse_loopy`).

Printed: a loop-free game as its canonical short form (``1/2``, ``^*``); a stopper in simplest form by its name
when it is a named value (``on``, ``off``, ``over``, ``under``, ``upon``, ``downon``), else as a graph in braces
where ``pass`` is a move to the node being written and ``a{...}`` labels a node that a deeper option returns
to (``a{0|{a|*}}``); a game that is not a stopper as ``onside & offside`` (``dud`` for ``on & off``), or as
its graph when its sides are not found.

Read: that notation, with loopy names (``on off dud over under upon downon tis tisn``), ``pass``, labels
``a{...}`` (or ``a:{...}``), CGSuite's slashes (``{0||0|a}``), ``+-{...}``, options separated by commas,
short values in CGSuite's notation between them (read by :func:`combgames.cgt.parse_game`), sums and
differences written with spaces around the sign (``on + off``, ``over - 1``), a leading minus on a name
(``-upon``) and ``s & t`` (a :class:`~combgames.cgt.loopy.SidedValue`). A text without loopy names or ``pass``
is read as a short game first.

Examples
--------
>>> from combgames.cgt.loopy_text import parse_loopy
>>> str(parse_loopy("a:{0|a}")), str(parse_loopy("on + off")), str(parse_loopy("{pass|*}"))
('over', 'dud', 'upon')
"""

from __future__ import annotations

import re
from typing import Union

from combgames.cgt.loopy import DUD, NAMED, TIS, TISN, LoopyGame, SidedValue, as_loopy

__all__ = ["LoopyTextError", "parse_loopy"]

_READ_ONLY = {"dud": DUD, "tis": TIS, "tisn": TISN}


class LoopyTextError(ValueError):
    """Loopy game text that cannot be read; the message says where."""


# ---------------------------------------------------------------------------------------------- reading
Node = tuple  # ("node", label, left, right) | ("ref", name) | ("value", LoopyGame) | ("sum", [(sign, Node)])

_TOKEN = re.compile(r"\s*(?:(\|+|[{},&]|:(?!=))|([^{}|,&:]+))")
_SPACED_SIGN = re.compile(r"\s+([+-])\s+")
_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def parse_loopy(text: str) -> Union[LoopyGame, SidedValue]:
    """Read loopy game text (see the module docstring): a :class:`LoopyGame`, or a :class:`SidedValue` for
    ``s & t``.

    Raises
    ------
    LoopyTextError
        Naming the problem: an unbalanced brace, an unknown name, a label used outside its braces...
    """
    if not isinstance(text, str):
        raise TypeError(f"loopy game text must be a str, not {type(text).__name__}")
    from combgames.cgt.notation import parse_game

    if not set(_WORD.findall(text)) & (set(NAMED) | set(_READ_ONLY) | {"pass"}) and ":" not in text:
        try:
            return as_loopy(parse_game(text))
        except ValueError:
            pass
    _check_nesting(text)
    tokens = _tokens(text)
    parser = _Parser(tokens, text)
    sides = [parser.sum()]
    while parser.peek() == "&":
        parser.next()
        sides.append(parser.sum())
    if parser.peek() is not None:
        raise LoopyTextError(f"unexpected {parser.peek()!r} in loopy game text {text!r}")
    games = [_build(node, text) for node in sides]
    if len(games) == 1:
        return games[0]
    if len(games) == 2:
        return SidedValue(games[0], games[1])
    raise LoopyTextError(f"at most one '&' (onside & offside) in {text!r}")


def _check_nesting(text: str) -> None:
    """Refuse text whose braces nest deeper than :data:`combgames.cgt.short.MAX_DEPTH` levels (the reader and the
    graph it builds recurse once per level)."""
    from combgames.cgt.short import MAX_DEPTH

    depth = deepest = 0
    for ch in text:
        if ch == "{":
            depth += 1
            deepest = max(deepest, depth)
        elif ch == "}":
            depth -= 1
    if deepest > MAX_DEPTH:
        shown = text if len(text) <= 60 else text[:60] + f"... ({len(text):,} characters)"
        raise LoopyTextError(f"loopy game text {shown!r} nests braces {deepest} deep: at most MAX_DEPTH={MAX_DEPTH}")


def _tokens(text: str) -> list[str]:
    out: list[str] = []
    pos = 0
    text = text.strip()
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if m is None or m.end() == pos:
            raise LoopyTextError(f"cannot read loopy game text {text!r} at position {pos}")
        pos = m.end()
        if m.group(1):
            out.append(m.group(1))
        elif m.group(2).strip():
            out.append(m.group(2).strip())
    return out


class _Parser:
    def __init__(self, tokens: list[str], text: str):
        self.tokens, self.i, self.text = tokens, 0, text

    def peek(self):
        return self.tokens[self.i] if self.i < len(self.tokens) else None

    def next(self) -> str:
        token = self.peek()
        if token is None:
            raise LoopyTextError(f"loopy game text {self.text!r} ends too early")
        self.i += 1
        return token

    def sum(self) -> Node:
        """Terms joined by signs: brace terms, labelled brace terms and atoms (whose signs may lead or trail)."""
        terms: list[tuple[int, Node]] = []
        pending: int | None = None  # a sign written before the next term
        plus_minus = False  # "+-" written before the next brace term: {G | -G}
        while True:
            token = self.peek()
            if token is None or token in "},&:" or token[0] == "|":
                break
            if token != "{":
                self.next()
            if token == "{" or self.peek() == ":" or (self.peek() == "{" and _WORD.fullmatch(token)):
                label = None
                if token != "{":
                    if self.peek() == ":":
                        self.next()
                    if self.peek() != "{" or not _WORD.fullmatch(token):
                        raise LoopyTextError(f"a label is a word followed by ':{{', as in 'a:{{0|a}}': {self.text!r}")
                    label = token
                if terms and pending is None:
                    raise LoopyTextError(f"two values without a sign between them in {self.text!r}")
                term = self.braces(label)
                if plus_minus:
                    term, plus_minus = ("node", None, [term], [("sum", [(-1, term)])]), False
                terms.append((pending or 1, term))
                pending = None
                continue
            atom = token
            if atom[:1] in "+-" and terms and pending is None:
                pending, atom = (1 if atom[0] == "+" else -1), atom[1:].strip()
            if atom.endswith("+-") and self.peek() == "{":
                plus_minus, atom = True, atom[:-2].strip()
            trail = None
            if atom and atom[-1] in "+-" and not atom.endswith("+-"):
                trail, atom = (1 if atom[-1] == "+" else -1), atom[:-1].strip()
            if atom:
                if terms and pending is None:
                    raise LoopyTextError(f"two values without a sign between them in {self.text!r}")
                terms.extend(_atom_terms(atom, pending or 1, self.text))
                pending = None
            pending = trail if trail is not None else pending
        if pending is not None or plus_minus or not terms:
            raise LoopyTextError(f"a value is missing in loopy game text {self.text!r}")
        return terms[0][1] if len(terms) == 1 and terms[0][0] == 1 else ("sum", terms)

    def braces(self, label) -> Node:
        """``{...}`` with CGSuite's slashes: the longest run of bars splits first (``{0||0|-1}`` is
        ``{0|{0|-1}}``)."""
        self.next()  # "{"
        parts: list[list[Node]] = [self.options()]
        bars: list[int] = []
        while self.peek() != "}":
            token = self.next()
            if token[0] != "|":
                raise LoopyTextError(f"expected ',', '|' or '}}' in loopy game text {self.text!r}, not {token!r}")
            bars.append(len(token))
            parts.append(self.options())
        self.next()  # "}"
        if not bars:
            raise LoopyTextError(f"braces without '|' in loopy game text {self.text!r}")
        return self._split(parts, bars, label)

    def _split(self, parts: list, bars: list[int], label) -> Node:
        top = max(bars)
        if bars.count(top) != 1:
            raise LoopyTextError(f"ambiguous slashes ({'|' * top} twice) in loopy game text {self.text!r}")
        k = bars.index(top)

        def side(ps, bs):
            return ps[0] if not bs else [self._split(ps, bs, None)]
        return ("node", label, side(parts[:k + 1], bars[:k]), side(parts[k + 1:], bars[k + 1:]))

    def options(self) -> list[Node]:
        out: list[Node] = []
        while self.peek() is not None and self.peek() != "}" and self.peek()[0] != "|":
            out.append(self.sum())
            if self.peek() == ",":
                self.next()
        return out


def _atom_terms(atom: str, sign: int, text: str) -> list[tuple[int, Node]]:
    """The signed terms of a text between braces and separators: short values, names, labels, ``pass``."""
    out = []
    pieces = _SPACED_SIGN.split(atom)
    signs = [sign] + [1 if p == "+" else -1 for p in pieces[1::2]]
    for s, piece in zip(signs, pieces[0::2]):
        if piece.startswith("-") and _WORD.fullmatch(piece[1:].strip()):
            s, piece = -s, piece[1:].strip()
        out.append((s, _leaf(piece, text)))
    return out


def _leaf(piece: str, text: str) -> Node:
    from combgames.cgt.notation import parse_game

    if piece in NAMED:
        return ("value", NAMED[piece])
    if piece in _READ_ONLY:
        return ("value", _READ_ONLY[piece])
    if piece == "pass" or _WORD.fullmatch(piece) and piece not in ("v", "Tiny", "Miny"):
        try:
            return ("value", as_loopy(parse_game(piece)))
        except ValueError:
            return ("ref", piece)
    try:
        return ("value", as_loopy(parse_game(piece)))
    except ValueError as err:
        raise LoopyTextError(f"cannot read {piece!r} in loopy game text {text!r}: {err}") from err


def _build(tree: Node, text: str) -> LoopyGame:
    """The game of a parsed tree: nodes numbered as met, values' graphs hung in, references resolved."""
    left: list[list[int]] = []
    right: list[list[int]] = []

    def hang(g: LoopyGame) -> int:
        base = len(left)
        left.extend([base + w for w in ws] for ws in g.left)
        right.extend([base + w for w in ws] for ws in g.right)
        return base + g.start

    def build(node: Node, env: dict, here: int | None) -> int:
        kind = node[0]
        if kind == "value":
            return hang(node[1])
        if kind == "ref":
            name = node[1]
            if name == "pass":
                if here is None:
                    raise LoopyTextError(f"'pass' outside braces in {text!r}")
                return here
            if name not in env:
                raise LoopyTextError(f"unknown name {name!r} in loopy game text {text!r} (not a loopy name, a "
                                     "label of an enclosing a:{...} or a short value)")
            return env[name]
        if kind == "sum":
            total = None
            for sign, term in node[1]:
                g = _build(term, text)
                g = g if sign == 1 else -g
                total = g if total is None else total + g
            return hang(total)
        _, label, lefts, rights = node
        v = len(left)
        left.append([])
        right.append([])
        inner = dict(env, **({label: v} if label else {}))
        left[v] = [build(o, inner, v) for o in lefts]
        right[v] = [build(o, inner, v) for o in rights]
        return v

    try:
        start = build(tree, {}, None)
    except RecursionError as err:  # pragma: no cover (texts nested hundreds deep)
        raise LoopyTextError(f"loopy game text nested too deeply: {text[:60]!r}") from err
    return LoopyGame(left, right, start)
