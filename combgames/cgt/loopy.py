"""Loopy partizan games: finite game graphs with cycles, stoppers and their simplest forms, onsides and offsides.

A *loopy game* is a finite directed graph whose nodes are positions, with Left edges and Right edges (the
options), and a start node (Siegel [1]_ VI.1; Winning Ways [2]_ ch. 11; Conway [3]_). A player who cannot move
loses; an infinite play is a draw (:meth:`LoopyGame.outcome` gives who wins from each side, by retrograde
analysis, :mod:`combgames.cgt.loopy_play`). Sums are disjunctive (the graph of the reachable pairs) and
``-G`` swaps Left's and Right's edges.

**Stoppers.** G is a *stopper* if no subposition has an infinite *alternating* play (Left, Right, Left, ...)
([1]_ VI.1). Stoppers are ordered by the survival criterion ([1]_ VI.1-VI.2; [2]_ ch. 11, "The Inequality
Rule"): for stoppers G, H,

    G <= H  iff  Left, with Right moving first, survives in H - G  (never runs out of moves; infinite play
    counts as survival),

computed by :func:`stopper_leq` (Right's forced wins by backward induction on the graph of H - G). Every
stopper equals a unique stopper in *simplest form* ([1]_ VI.3, the simplest form theorem for stoppers): no
dominated option, no reversible option (a Left option G^L with some G^LR <= G is bypassed, replaced by the
Left options of G^LR; dually for Right) and no two distinct subpositions equal (they are *fused*).
:meth:`LoopyGame.simplest_form` applies these three steps until none applies.

**Sides.** A loopy game G has an *onside* (G played with infinite play won by Left) and an *offside* (won by
Right); when both equal stoppers s and t, G is *stopper-sided* and G = s & t ([1]_ VI.4, "sidling"; [2]_ ch. 11;
not every game is: Bach's Carousel is not). Onsides are compared by :func:`side_leq`: G^+ <= H^+ iff Left, Right moving first, wins H - G where an
infinite play is Left's exactly when infinitely many of its moves are made in H (offsides: in -G); this is the
comparison of Winning Ways ch. 11 as CGSuite implements it, and it agrees with :func:`stopper_leq` on stoppers
(tested). The general order is G <= H iff both sides compare so ([1]_ VI.4: s&t <= u&v iff s <= u and t <= v).
:meth:`LoopyGame.onside` finds a stopper equal to G^+ by deleting edges of alternating cycles (first all of
Right's at once, then one at a time), keeping a deletion only when the onside order says the value is unchanged
(each step is checked, so a stopper found is the onside); when no single deletion keeps the value it raises
:class:`SidlingError` (CGSuite's further "unravelling" is not implemented). :func:`upsum` and :func:`downsum` are the onside and the offside of
the sum of two stoppers ([1]_ VI.4: the onside of G + H is the upsum of the onsides).

**Text.** ``str(g)`` prints CGSuite-like text (:func:`loopy_text`: a short value, a named stopper, a graph in
braces with ``pass`` and labels ``a{...}``, or ``s & t``); :func:`combgames.cgt.loopy_text.parse_loopy` reads it.

Named values ([1]_ VI.1, [2]_ ch. 11): ``on = {on|}``, ``off = {|off}``, ``dud = {dud|dud}``,
``over = {0|pass}``, ``under = {pass|0}``, ``upon = {pass|*}``, ``downon = {*|pass}`` (``pass`` is the node
itself), ``tis = {tisn|}``, ``tisn = {|tis}``.

Bounds: graphs of at most :data:`MAX_NODES` nodes; an analysis of more than
:data:`combgames.cgt.loopy_play.MAX_STATES` states raises :class:`~combgames.base.checks.LimitError`.

References
----------
.. [1] A. N. Siegel, *Combinatorial Game Theory*, AMS (2013), ch. VI (Loopy games).
.. [2] E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your Mathematical Plays*, 2nd ed., vol. 2,
       ch. 11 (Games Eternal - Games Entailed).
.. [3] J. H. Conway, Loopy games, *Annals of Discrete Mathematics* 3 (1978), 55-74.

Examples
--------
>>> from combgames.cgt.loopy import ON, OFF, DUD, OVER, as_loopy
>>> ON + OFF == DUD, OVER > 0, OVER < as_loopy("1/64"), str(DUD.onside()), str(OVER)
(True, True, True, 'on', 'over')
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from combgames.base.checks import LimitError
from combgames.cgt.loopy_play import (LEFT, RIGHT, Arena, acyclic as _acyclic, all_pairs_leq, alternating_cycle_edges as
                                      _alternating_cycle_edges, bypass, comparison_arena, forced_wins, fuse,
                                      left_survives_buchi, pack as _pack, postorder as _postorder, undominated)
from combgames.cgt.short import ShortGame, as_game

__all__ = ["DOWNON", "DUD", "LoopyGame", "MAX_NODES", "NAMED", "NotStopperError", "OFF", "ON", "OVER", "SidedValue",
           "SidlingError", "TIS", "TISN", "UNDER", "UPON", "as_loopy", "downsum", "graph_text", "loopy_game",
           "loopy_text", "side_leq", "sided_text", "stopper_leq", "upsum"]

MAX_NODES = 20_000
"""The most nodes of a loopy game's graph (a sum's graph is the product of its summands')."""

MAX_SIMPLIFY_NODES = 400
"""The most nodes of a stopper :meth:`LoopyGame.simplest_form` simplifies (it compares every pair of nodes)."""


class NotStopperError(ValueError):
    """A stopper was needed and the game has an infinite alternating play."""


class SidlingError(ValueError):
    """No stopper equal to the onside (offside) was found by deleting edges of alternating cycles."""


class LoopyGame:
    """A loopy game: ``left[v]`` and ``right[v]`` are the nodes Left and Right move to from node v; ``start``
    is the position. Build one with :func:`loopy_game` (a dict of named nodes) or :func:`as_loopy` (a short
    game, a number or a named value); only the nodes reachable from ``start`` are kept."""

    __slots__ = ("left", "right", "start", "_memo")

    def __init__(self, left: Sequence[Sequence[int]], right: Sequence[Sequence[int]], start: int = 0):
        n = len(left)
        if len(right) != n or not 0 <= start < n:
            raise ValueError(f"a loopy game needs as many Right as Left option lists and a start among its {n} "
                             f"nodes, not {len(right)} lists and start {start!r}")
        for v in range(n):
            for w in (*left[v], *right[v]):
                if not (type(w) is int and 0 <= w < n):
                    raise ValueError(f"node {v} has an option {w!r} that is not a node 0..{n - 1}")
        self.left, self.right, self.start = _pack([tuple(o) for o in left], [tuple(o) for o in right], start)
        self._memo: dict = {}
        if len(self.left) > MAX_NODES:
            raise LimitError(f"a loopy game of {len(self.left):,} nodes exceeds MAX_NODES={MAX_NODES:,}")

    # ------------------------------------------------------------------ the graph
    def __len__(self) -> int:
        return len(self.left)

    def node(self, v: int) -> "LoopyGame":
        """The subposition at node ``v``."""
        return LoopyGame(self.left, self.right, v)

    @property
    def left_options(self) -> list["LoopyGame"]:
        return [self.node(w) for w in self.left[self.start]]

    @property
    def right_options(self) -> list["LoopyGame"]:
        return [self.node(w) for w in self.right[self.start]]

    def is_loopfree(self) -> bool:
        """True when no position recurs (the game is short): :meth:`to_short` then gives its value."""
        if "loopfree" not in self._memo:
            self._memo["loopfree"] = _acyclic(self)
        return self._memo["loopfree"]

    def is_stopper(self) -> bool:
        """True when no subposition has an infinite alternating play ([1]_ VI.1)."""
        if "stopper" not in self._memo:
            self._memo["stopper"] = not _alternating_cycle_edges(self, first_only=True)
        return self._memo["stopper"]

    def to_short(self) -> ShortGame:
        """The canonical :class:`~combgames.cgt.short.ShortGame` of a loop-free game."""
        if not self.is_loopfree():
            raise ValueError(f"{self} has a cycle: it is not a short game")
        values: dict[int, ShortGame] = {}
        for v in _postorder(self):
            values[v] = ShortGame([values[w] for w in self.left[v]], [values[w] for w in self.right[v]])
        return values[self.start]

    # ------------------------------------------------------------------ arithmetic
    def __neg__(self) -> "LoopyGame":
        return LoopyGame(self.right, self.left, self.start)

    def __add__(self, other: Any) -> "LoopyGame":
        other = as_loopy(other)
        return _sum(self, other)

    __radd__ = __add__

    def __sub__(self, other: Any) -> "LoopyGame":
        return self + (-as_loopy(other))

    def __rsub__(self, other: Any) -> "LoopyGame":
        return as_loopy(other) + (-self)

    # ------------------------------------------------------------------ order and outcome
    def __le__(self, other: Any) -> bool:
        return leq(self, as_loopy(other))

    def __ge__(self, other: Any) -> bool:
        return leq(as_loopy(other), self)

    def __lt__(self, other: Any) -> bool:
        other = as_loopy(other)
        return leq(self, other) and not leq(other, self)

    def __gt__(self, other: Any) -> bool:
        other = as_loopy(other)
        return leq(other, self) and not leq(self, other)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, SidedValue):
            return other == self
        try:
            other = as_loopy(other)
        except (TypeError, ValueError):
            return NotImplemented
        return leq(self, other) and leq(other, self)

    def __hash__(self) -> int:
        """Equal games hash alike: a loop-free game as its short value, a stopper by the size of its simplest
        form (unique up to isomorphism, [1]_ VI.3), any other game by its sides (by its outcome when they are
        not found)."""
        if self.is_loopfree():
            return hash(self.to_short())
        if self.is_stopper():
            return hash(("stopper", len(self.simplest_form())))
        try:
            return hash(self.sides())
        except SidlingError:
            return hash(("loopy", self.outcome()))

    def confused_with(self, other: Any) -> bool:
        other = as_loopy(other)
        return not leq(self, other) and not leq(other, self)

    def outcome(self) -> tuple[str, str]:
        """Who wins with Left moving first and with Right moving first: each "L", "R" or "D" (a draw: neither
        can force a win, play goes on for ever), by retrograde analysis on the graph ([1]_ VI.1)."""
        if "outcome" not in self._memo:
            arena = Arena([(self.start, LEFT), (self.start, RIGHT)], self._moves, lambda s: s[1])
            left_wins, right_wins = forced_wins(arena, LEFT), forced_wins(arena, RIGHT)

            def result(s) -> str:
                i = arena.index[s]
                return "L" if i in left_wins else "R" if i in right_wins else "D"
            self._memo["outcome"] = (result((self.start, LEFT)), result((self.start, RIGHT)))
        return self._memo["outcome"]

    def _moves(self, state):
        v, mover = state
        return [((w, 1 - mover), None) for w in (self.left[v] if mover == LEFT else self.right[v])]

    # ------------------------------------------------------------------ simplest forms and sides
    def simplest_form(self) -> "LoopyGame":
        """The stopper in simplest form equal to this stopper ([1]_ VI.3): dominated options removed, reversible
        options bypassed, equal subpositions fused, until none applies.

        Raises
        ------
        NotStopperError
            If the game is not a stopper (use :meth:`onside` and :meth:`offside`).
        """
        if "simplest" not in self._memo:
            if not self.is_stopper():
                raise NotStopperError(f"{self._graph_text()} is not a stopper: it has an infinite alternating "
                                      "play; its onside and offside are stoppers")
            self._memo["simplest"] = _simplest(self)
        return self._memo["simplest"]

    def onside(self) -> "LoopyGame":
        """The onside: a stopper in simplest form equal to this game played with infinite play a win for Left
        ([1]_ VI.4). Raises :class:`SidlingError` if edge deletion finds none (see the module docstring)."""
        if "onside" not in self._memo:
            self._memo["onside"] = _side(self, "on")
        return self._memo["onside"]

    def offside(self) -> "LoopyGame":
        """The offside: infinite play a win for Right (see :meth:`onside`)."""
        if "offside" not in self._memo:
            self._memo["offside"] = _side(self, "off")
        return self._memo["offside"]

    def sides(self) -> "SidedValue":
        """``onside & offside``."""
        return SidedValue(self.onside(), self.offside())

    # ------------------------------------------------------------------ text
    def __str__(self) -> str:
        return loopy_text(self)

    def __repr__(self) -> str:
        return f"LoopyGame({str(self)!r})"

    def _graph_text(self) -> str:
        return graph_text(self)


class SidedValue:
    """A value ``onside & offside`` ([1]_ VI.4): two stoppers; equal to a loopy game with these sides."""

    __slots__ = ("onside", "offside")

    def __init__(self, onside: LoopyGame, offside: LoopyGame):
        self.onside, self.offside = as_loopy(onside), as_loopy(offside)
        for side in (self.onside, self.offside):
            if not side.is_stopper():
                raise NotStopperError("the sides of s & t must be stoppers")
        if not stopper_leq(self.offside, self.onside):
            raise ValueError("s & t needs the onside s >= the offside t ([1]_ VI.4)")

    def __eq__(self, other: object) -> bool:
        if isinstance(other, SidedValue):
            return self.onside == other.onside and self.offside == other.offside
        try:
            other = as_loopy(other)
        except (TypeError, ValueError):
            return NotImplemented
        return side_leq(self.onside, other, "on") and side_leq(other, self.onside, "on") and \
            side_leq(self.offside, other, "off") and side_leq(other, self.offside, "off")

    def __hash__(self) -> int:
        if self.onside == self.offside:
            return hash(self.onside)
        return hash(("sided", hash(self.onside), hash(self.offside)))

    def __str__(self) -> str:
        return sided_text(self)

    def __repr__(self) -> str:
        return f"SidedValue({str(self)!r})"


# ---------------------------------------------------------------------------------------------- construction
def loopy_game(graph: Mapping[Any, tuple[Sequence, Sequence]], start: Any) -> LoopyGame:
    """The loopy game of a graph given by name: ``graph[name] = (left options, right options)``, each option a
    name of ``graph``, ``"pass"`` (the node itself), or a value hung there (a :class:`LoopyGame`, a short game,
    or an int or dyadic Fraction that is not a name of ``graph``).

    Examples
    --------
    >>> str(loopy_game({"a": ([0], ["pass"])}, "a"))
    'over'
    """
    if start not in graph:
        raise ValueError(f"the start {start!r} is not a node of the graph")
    names = list(graph)
    number = {name: i for i, name in enumerate(names)}
    left: list[list[int]] = [[] for _ in names]
    right: list[list[int]] = [[] for _ in names]

    def hang(value) -> int:  # a value's graph appended; its start's number
        g = as_loopy(value)
        base = len(left)
        left.extend([base + w for w in ws] for ws in g.left)
        right.extend([base + w for w in ws] for ws in g.right)
        return base + g.start

    for name, sides in graph.items():
        if not (isinstance(sides, (tuple, list)) and len(sides) == 2):
            raise ValueError(f"node {name!r}: expected (left options, right options), not {sides!r}")
        for options, out in zip(sides, (left[number[name]], right[number[name]])):
            for o in options:
                if isinstance(o, (LoopyGame, ShortGame)):
                    out.append(hang(o))
                elif isinstance(o, str) and o == "pass":
                    out.append(number[name])
                elif o in number:
                    out.append(number[o])
                elif isinstance(o, str):
                    raise ValueError(f"node {name!r}: option {o!r} is not a node of the graph (nor 'pass')")
                else:
                    out.append(hang(o))
    return LoopyGame(left, right, number[start])


def as_loopy(value: Any) -> LoopyGame:
    """A :class:`LoopyGame` as it is, or a short game (ShortGame, int, dyadic Fraction, or its text in CGSuite's
    notation) embedded as its game tree; loopy text is read by :func:`combgames.cgt.loopy_text.parse_loopy`."""
    if isinstance(value, LoopyGame):
        return value
    if isinstance(value, str):
        from combgames.cgt.notation import parse_game
        return _from_short(parse_game(value))
    return _from_short(as_game(value))


def _from_short(g: ShortGame) -> LoopyGame:
    number: dict[int, int] = {}
    order: list[ShortGame] = []
    stack = [g]
    while stack:
        h = stack.pop()
        if id(h) in number:
            continue
        if len(order) >= MAX_NODES:
            raise LimitError(f"the game tree of {g} has more than MAX_NODES={MAX_NODES:,} positions")
        number[id(h)] = len(order)
        order.append(h)
        stack.extend((*h.left, *h.right))
    return LoopyGame([[number[id(o)] for o in h.left] for h in order],
                     [[number[id(o)] for o in h.right] for h in order], 0)


def _sum(g: LoopyGame, h: LoopyGame) -> LoopyGame:
    """The disjunctive sum: the graph of the pairs reachable from the two starts."""
    number = {(g.start, h.start): 0}
    order = [(g.start, h.start)]
    left: list[list[int]] = []
    right: list[list[int]] = []
    for a, b in order:
        for out, ga, hb in ((left, g.left[a], h.left[b]), (right, g.right[a], h.right[b])):
            row = []
            for pair in [(x, b) for x in ga] + [(a, y) for y in hb]:
                if pair not in number:
                    if len(order) >= MAX_NODES:
                        raise LimitError(f"a sum of loopy games of more than MAX_NODES={MAX_NODES:,} positions")
                    number[pair] = len(order)
                    order.append(pair)
                row.append(number[pair])
            out.append(row)
    return LoopyGame(left, right, 0)


# ---------------------------------------------------------------------------------------------- order
def stopper_leq(g: Any, h: Any) -> bool:
    """G <= H for stoppers: Left, Right moving first, survives in H - G ([1]_ VI.1-VI.2; [2]_ ch. 11).

    Raises
    ------
    NotStopperError
        If either game is not a stopper (the survival criterion is the order only between stoppers).
    """
    g, h = as_loopy(g), as_loopy(h)
    for x in (g, h):
        if not x.is_stopper():
            raise NotStopperError(f"{x._graph_text()} is not a stopper; compare it with side_leq or <=")
    arena = comparison_arena(g, h, [(g.start, h.start)])
    return arena.index[((g.start, h.start), RIGHT)] not in forced_wins(arena, RIGHT)


def side_leq(g: Any, h: Any, side: str) -> bool:
    """G <= H between onsides (``side="on"``) or offsides (``"off"``): Left, Right moving first, wins H - G when
    an infinite play is Left's exactly if infinitely many of its moves are in H (onsides) or in -G (offsides)
    ([2]_ ch. 11; the comparison CGSuite makes). On stoppers this is :func:`stopper_leq`."""
    if side not in ("on", "off"):
        raise ValueError(f"side must be 'on' or 'off', not {side!r}")
    g, h = as_loopy(g), as_loopy(h)
    arena = comparison_arena(g, h, [(g.start, h.start)])
    wins = left_survives_buchi(arena, "H" if side == "on" else "G")
    return arena.index[((g.start, h.start), RIGHT)] in wins


def leq(g: LoopyGame, h: LoopyGame) -> bool:
    """G <= H: by :func:`stopper_leq` between stoppers, else by both sides (:func:`side_leq`)."""
    if g.is_stopper() and h.is_stopper():
        return stopper_leq(g, h)
    return side_leq(g, h, "on") and side_leq(g, h, "off")


# ---------------------------------------------------------------------------------------------- simplification
def _simplest(g: LoopyGame) -> LoopyGame:
    """Simplest form of a stopper ([1]_ VI.3): rounds of bypassing reversible options, removing dominated ones
    and fusing equal nodes, each round on a fresh table of the order between nodes (the three steps keep
    every node's value, so one table serves a round), until a round changes nothing."""
    cur = g
    for _ in range(4 * len(g) + 8):
        table = all_pairs_leq(cur, MAX_SIMPLIFY_NODES)
        left = [list(o) for o in cur.left]
        right = [list(o) for o in cur.right]
        changed = False
        for v in range(len(cur)):
            changed |= bypass(v, left, right, table, LEFT)
            changed |= bypass(v, right, left, table, RIGHT)
            changed |= undominated(left, v, table, LEFT)
            changed |= undominated(right, v, table, RIGHT)
        changed |= fuse(left, right, table)
        if not changed:
            return cur
        cur = LoopyGame(left, right, cur.start)
    raise RuntimeError("stopper simplification did not settle")  # pragma: no cover (each round shrinks)


def _side(g: LoopyGame, side: str) -> LoopyGame:
    """The onside (``"on"``) or offside of g, a stopper in simplest form: edges of alternating cycles deleted
    while the side's value stays, all the cycle edges of the player the side does not favour (Right on the
    onside) at once, failing that one edge at a time, each deletion checked both ways by :func:`side_leq`.
    (Fusing nodes of equal side values, as for stoppers, is not sound on a graph with cycles: on Backsliding
    Toads and Frogs TT..FF it collapses 90 positions to 2 of another value.)"""
    loser = RIGHT if side == "on" else LEFT
    cur = g
    batch = [e for e in _alternating_cycle_edges(cur) if e[2] == loser]
    candidate = _without(cur, batch)
    if batch and candidate.is_stopper() and _same_side(candidate, cur, side):
        cur = candidate
    while not cur.is_stopper():
        edges = sorted(_alternating_cycle_edges(cur), key=lambda e: (e[2] != loser, e))
        for edge in edges:
            candidate = _without(cur, [edge])
            if _same_side(candidate, g, side):
                cur = candidate
                break
        else:
            raise SidlingError(f"no stopper equal to the {side}side of {g._graph_text()} was found by deleting "
                               "edges of alternating cycles")
    return cur.simplest_form()


def _without(g: LoopyGame, edges) -> LoopyGame:
    """g with the edges ``(v, w, player)`` deleted."""
    left = [list(o) for o in g.left]
    right = [list(o) for o in g.right]
    for v, w, player in edges:
        (left if player == LEFT else right)[v].remove(w)
    return LoopyGame(left, right, g.start)


def _same_side(g: LoopyGame, h: LoopyGame, side: str) -> bool:
    return side_leq(g, h, side) and side_leq(h, g, side)


def upsum(s: Any, t: Any) -> LoopyGame:
    """The upsum of two stoppers: the onside of s + t ([1]_ VI.4; [2]_ ch. 11); the onside of G + H is the upsum
    of the onsides of G and H."""
    return (as_loopy(s) + as_loopy(t)).onside()


def downsum(s: Any, t: Any) -> LoopyGame:
    """The downsum of two stoppers: the offside of s + t."""
    return (as_loopy(s) + as_loopy(t)).offside()


# ---------------------------------------------------------------------------------------------- named values
ON = LoopyGame([[0]], [[]])
OFF = -ON
DUD = LoopyGame([[0]], [[0]])
OVER = LoopyGame([[1], []], [[0], []])            # {0 | pass}
UNDER = -OVER
UPON = LoopyGame([[0], [2], []], [[1], [2], []])  # {pass | *}, * = {0|0}
DOWNON = -UPON
TIS = LoopyGame([[1], []], [[], [0]])            # tis = {tisn|}, tisn = {|tis}
TISN = -TIS


NAMED = {"on": ON, "off": OFF, "over": OVER, "under": UNDER, "upon": UPON, "downon": DOWNON}
"""The stoppers printed by name (``dud``, ``tis`` and ``tisn`` are read too; they are not stoppers)."""

_NAME_MAX_NODES = 12  # named values have at most 3 nodes; a larger simplest form is not compared


# ---------------------------------------------------------------------------------------------- printing
def loopy_text(g: LoopyGame) -> str:
    """The text of a loopy game's value (see the module docstring)."""
    if g.is_loopfree():
        return str(g.to_short())
    if g.is_stopper():
        return _stopper_text(g.simplest_form())
    try:
        return sided_text(g.sides())
    except SidlingError:
        return graph_text(g)


def sided_text(v: SidedValue) -> str:
    """``s & t`` for a sided value; one stopper when the sides are equal, ``dud`` for ``on & off``."""
    if v.onside == v.offside:
        return loopy_text(v.onside)
    if v.onside == ON and v.offside == OFF:
        return "dud"
    return f"{loopy_text(v.onside)} & {loopy_text(v.offside)}"


def _name(g: LoopyGame) -> str | None:
    if len(g) <= _NAME_MAX_NODES and g.is_stopper():
        for name, value in NAMED.items():
            if g == value:
                return name
    return None


def _stopper_text(g: LoopyGame) -> str:
    return _name(g) or graph_text(g, names=True)


def graph_text(g: LoopyGame, names: bool = False) -> str:
    """The graph of ``g`` in braces: ``pass`` for a move back to the node being written, ``a{...}`` for a node
    a deeper option returns to, loop-free subpositions as short games (and with ``names``, subpositions equal
    to a named stopper by name)."""
    loopfree = {v: g.node(v).is_loopfree() for v in range(len(g))}
    labels: dict[int, str] = {}

    def find_labels(v: int, path: list[int]) -> None:
        if loopfree[v]:
            return
        path.append(v)
        for w in (*g.left[v], *g.right[v]):
            if w in path:
                if w != v and w not in labels:
                    labels[w] = _label(len(labels))
            else:
                find_labels(w, path)
        path.pop()

    def text(v: int, path: list[int]) -> str:
        if path and v == path[-1]:
            return "pass"
        if v in path:
            return labels[v]
        if loopfree[v]:
            return str(g.node(v).to_short())
        if names and path:
            name = _name(g.node(v))
            if name:
                return name
        path.append(v)
        left = ",".join(sorted((text(w, path) for w in g.left[v]), key=_order))
        right = ",".join(sorted((text(w, path) for w in g.right[v]), key=_order))
        path.pop()
        body = "{" + left + "|" + right + "}"
        return f"{labels[v]}{body}" if v in labels else body

    find_labels(g.start, [])
    return text(g.start, [])


def _label(i: int) -> str:
    letters = "abcdefghijkmnpqrsuwxyz"  # no l, o, t, v (1, 0, tis, down)
    return letters[i % len(letters)] + (str(i // len(letters)) if i >= len(letters) else "")


def _order(text: str) -> tuple:
    return ("{" in text or ":" in text, len(text), text)
