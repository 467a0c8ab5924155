"""The rules of positional (Maker-Maker) games on a hypergraph: :class:`PositionalGame`.

A *positional game* is played on a finite set of points with a family of winning lines (a hypergraph).
Two players, X (player 0, first; the source's Xeno) and O (the source's Ophelia), alternately claim a free
point; the first to own every point of a line wins; if every point is claimed and nobody owns a line, the game
is a draw. Tic-tac-toe is the positional game on the 3 x 3 grid with its 8 lines
(:class:`~combgames.games.positional.TicTacToe`); tic-tac-toe on a finite plane or design is the positional game
on its points and blocks (seeds/001_b5e936bd6e3419b9.txt, Sections 1 and 2). Builders from incidence structures
are in :mod:`combgames.games.designs_games`.

Positions are pairs of bitmasks ``(x, o)``: bit i is set when X (resp. O) owns point i. A move is a point
index.

Symmetry (``canonical``). A symmetry of the game is a permutation of the points mapping lines to lines. The key
(parameter ``key``: ``"group"``, ``"nauty"``, ``"none"`` or ``"auto"``) is chosen as
:mod:`combgames.games.positional.keys` describes. ``key_depth`` limits symmetry keys to positions with at most
that many claimed points (deeper positions are their own key): most of the gain of symmetry is near the start,
where the cost of a key is paid least often.

Reduced play (``reduced=True``), for solving only. The moves are cut to a subset that keeps the value of every
position, distance included: a winning move if there is one; else, if the opponent threatens to complete a
line, one blocking point (if there are two threat points the mover loses in two plies whatever he does); else
every free point that lies on a line still winnable by somebody ("dead" points, on no such line, are passes,
and an extra point never hurts its owner in a Maker-Maker game, so a pass is never better). A position where
no line can be completed by either player is scored a draw at once (a draw carries no distance, so the value
is unchanged); so is, with ``erdos_selfridge=True`` (default), a position where each player can stop the
other from completing a line by the Erdos-Selfridge potential argument
(:mod:`combgames.games.positional.erdos_selfridge`). The full game (default) keeps the rules exactly; use it
for strategies that must answer every legal reply and for counting positions.

Move ordering (``order_moves``): threats and double threats first, then points on many live lines weighted by
how far along those lines are, for both players (the solvers use it as a tie-breaker hook).

Text notation: for games with a grid shape (tic-tac-toe) rows of ``x``, ``o``, ``.`` separated by ``/``,
e.g. ``"x.o/.x./..o"``, optionally followed by the player to move (``X`` or ``O``), which must agree with
the stone counts. Games without a shape also read and write the cells in point order without ``/``, and read
the set form ``"X=r1,r3 O=r2"`` (points by label). Moves are written with the points' labels (tic-tac-toe:
``a1`` .. ``c3``, letter = column from the left, digit = row from the bottom, so ``a1`` is the bottom-left
cell as in every square-grid game of the toolkit; columns after ``z`` are ``aa``, ``ab``, ...). The position
text lists the rows from the top, as the board is drawn; :meth:`~combgames.games.positional.TicTacToe.diagram`
prints the coordinates.

Positions that cannot arise are refused, by the parser and by :meth:`PositionalGame.check_position` (which the
solvers call on every position handed to them): X must have as many stones as O or one more; the player to
move holds no line; the other player (who moved last) may hold lines only if they share a point (the stone
that completed them ended the game); both players never hold a line. Every other position with these counts is
reachable from the empty board (place the stones in any order, the completing stone last), so the parser
accepts exactly the reachable positions. In reduced play every position of the full game is a legal start
(:meth:`PositionalGame.is_setup_position`): reduced play only cuts moves that do not change a value.

References
----------
Tic-tac-toe on designs: seeds/001_b5e936bd6e3419b9.txt, Sections 1 and 2.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Hashable, Sequence

from combgames.base.bitboards import set_bits as _bits
from combgames.base.checks import check_int, is_int
from combgames.game import DRAW, IllegalMoveError, PositionFormatError
from combgames.games._pickling import portable_state
from combgames.games.positional.erdos_selfridge import Potentials
from combgames.games.positional.keys import KEYS, choose_key, first_bad_permutation, group_breaks_lines, \
    permutation_rows
from combgames.games.registration import optional_integer
from combgames.options import Boolean, Choice, Integer, Option, Options
from combgames.symmetry import CellGroup

if TYPE_CHECKING:
    import networkx

__all__ = ["POSITIONAL_OPTIONS", "PositionalGame"]

Position = tuple[int, int]

POSITIONAL_OPTIONS = Options(
    Option("reduced", Boolean(), False, "reduced play for solving (cuts only moves that change no value)"),
    Option("erdos_selfridge", Boolean(), True, "in reduced play, score Erdos-Selfridge draws at once"),
    Option("key", Choice(KEYS), "auto", "the canonical key of positions"),
    Option("key_depth", optional_integer(minimum=0), None, "use the symmetry key only up to this many stones"),
    Option("max_group", Integer(minimum=1), 6000, "the largest group order for which key=auto lists the group"),
)
"""The declared options of every positional game (the keyword options of :class:`PositionalGame`)."""

class PositionalGame:
    """The Maker-Maker game on points 0..n-1 with the given winning lines.

    Parameters
    ----------
    points : int or sequence of labels
        The number of points, or their labels (then ``len(points)`` points, moves written by label).
    lines : sequence of sequences of int
        The winning lines, as point indices.
    group : CellGroup, optional
        A symmetry group of the hypergraph (permutations of the points mapping lines to lines), used by the
        ``"group"`` key. It is checked to map lines to lines.
    shape : (rows, cols), optional
        A grid shape for the text notation (rows * cols must equal the number of points).
    generators : sequence of permutations, optional
        Generators of a symmetry group (checked to map lines to lines); with them ``key="auto"`` chooses the
        ``"nauty"`` key. Handy for groups too large to list.
    key : {"auto", "group", "nauty", "none"}
        The canonical key (see the module docstring). ``"auto"``: ``"group"`` if a group of at most
        ``max_group`` elements is given, else ``"nauty"`` if a group or generators are given, else ``"none"``.
        The key used is ``self.key_method``.
    key_depth : int, optional
        Use the symmetry key only for positions with at most this many claimed points.
    reduced : bool
        Reduced play for solving (see the module docstring); default False (the exact rules).
    erdos_selfridge : bool
        In reduced play, also score a draw where each player can stop the other by the Erdos-Selfridge
        potential argument (default True; False: a draw only when no line can be completed).
    max_group : int
        The largest group order for which ``key="auto"`` picks ``"group"`` (default 6000).
    name : str, optional
        A name shown by ``repr``.

    Raises
    ------
    ValueError
        If a line is empty or names a point out of range, the group does not preserve the lines, the key
        is unknown, or ``"group"`` is asked for without a group.
    TypeError
        If an option has the wrong type (they are declared in :data:`POSITIONAL_OPTIONS`), or a line is not
        a sequence of point indices.

    Examples
    --------
    >>> g = PositionalGame(["a", "b", "c", "d"], [(0, 1), (2, 3)], reduced=True)
    >>> g.moves(g.parse_position("X=a O=c"))   # X completes a-b at once
    [1]
    """

    players = 2
    player_names = ("X", "O")
    acyclic = True
    impartial = False

    def __init__(self, points: int | Sequence[Hashable], lines: Sequence[Sequence[int]],
                 group: CellGroup | None = None, shape: tuple[int, int] | None = None, *,
                 generators: Sequence[Sequence[int]] | None = None, key: str = "auto",
                 key_depth: int | None = None, reduced: bool = False, erdos_selfridge: bool = True,
                 max_group: int = 6000, name: str | None = None):
        options = POSITIONAL_OPTIONS.check(reduced=reduced, erdos_selfridge=erdos_selfridge, key=key,
                                           key_depth=key_depth, max_group=max_group)
        if name is not None and not isinstance(name, str):
            raise TypeError(f"name must be a str or None, not {type(name).__name__}")
        self.labels = _labels(points)
        self.n = len(self.labels)
        self._set_lines(_line_masks(lines, self.n))
        self.group = self._checked_group(group)
        self.generators = self._checked_generators(generators) if generators is not None else None
        self.shape = _checked_shape(shape, self.n)
        self._index = {label: i for i, label in enumerate(self.labels)}
        self.reduced = options["reduced"]
        self.erdos_selfridge = options["erdos_selfridge"]
        self.name = name
        self.key_depth = options["key_depth"]
        self.key_method = choose_key(options["key"], self.group, self.generators, options["max_group"])
        self._setup_key()

    # -- construction steps ------------------------------------------------------------------------------------
    def _set_lines(self, masks: list[int]) -> None:
        """Keep the lines (distinct bitmasks, sorted), their points, the lines through each point, and the
        Erdos-Selfridge potentials over them."""
        self.lines = tuple(sorted(set(masks)))
        self.full = (1 << self.n) - 1
        self.line_points = tuple(tuple(_bits(L)) for L in self.lines)
        self.lines_through = tuple(tuple(L for L in self.lines if L >> i & 1) for i in range(self.n))
        self._potentials = Potentials(self.lines, self.line_points, self.lines_through, _bits)

    def _checked_group(self, group: CellGroup | None) -> CellGroup | None:
        """``group``, checked to be a CellGroup on the points mapping lines to lines."""
        if group is None:
            return None
        if not isinstance(group, CellGroup):
            raise TypeError(f"group must be a CellGroup, not {type(group).__name__}")
        if group.degree != self.n:
            raise ValueError(f"group must act on {self.n} points, not {group.degree}")
        bad = group_breaks_lines(group, self.line_points)
        if bad is not None:
            raise ValueError(f"group element {group.names[bad]} does not map lines to lines")
        return group

    def _checked_generators(self, generators: Sequence[Sequence[int]]) -> list[tuple[int, ...]]:
        """``generators`` as tuples, checked to be permutations of the points mapping lines to lines."""
        n = self.n
        gens = permutation_rows(generators, n)
        for k, g in enumerate(gens):
            if sorted(g) != list(range(n)):
                raise ValueError(f"generator {k} is not a permutation of 0..{n - 1}")
        bad = first_bad_permutation(gens, self.line_points)
        if bad is not None:
            raise ValueError(f"generator {bad} ({list(gens[bad])}) does not map lines to lines")
        return gens

    def _setup_key(self) -> None:
        self._group_key = None
        self._nauty = None
        if self.key_method == "group":
            self._group_key = self.group.mask_canonizer(2)  # type: ignore[union-attr]
        elif self.key_method == "nauty":
            from combgames.base.nauty import ColouredGraph

            self._nauty = ColouredGraph.incidence(self.n, self.line_points)
        self._line_vertices = set(range(self.n, self.n + len(self.lines)))
        self._memo: dict[Position, tuple] = {}

    def __repr__(self) -> str:
        if self.name is not None:
            return f"PositionalGame({self.name!r}, points={self.n}, lines={len(self.lines)})"
        return f"PositionalGame(points={self.n}, lines={len(self.lines)})"

    def __getstate__(self) -> dict:
        # keep pickles small and portable (process pools): drop the derived key functions, rebuilt on load
        return portable_state(self, ("_group_key", "_nauty", "_memo"))

    def __setstate__(self, state: dict) -> None:
        self.__dict__.update(state)
        self._setup_key()

    # -- the Game protocol -------------------------------------------------------------------------------------
    def initial(self) -> Position:
        return (0, 0)

    def to_move(self, p: Position) -> int:
        return 0 if p[0].bit_count() == p[1].bit_count() else 1

    def all_moves(self) -> list[int]:
        """Every move the game can ever offer: the points 0..n-1 (the action space for OpenSpiel)."""
        return list(range(self.n))

    def moves(self, p: Position) -> list[int]:
        if self.result(p) is not None:
            return []
        x, o = p
        free = self.full & ~(x | o)
        if not self.reduced:
            return _bits(free)
        me, opp = (x, o) if x.bit_count() == o.bit_count() else (o, x)
        win = threat = live = 0
        for L in self.lines:
            if not L & opp:
                rest = L & ~me
                if not rest & (rest - 1):
                    win |= rest
                live |= rest
            elif not L & me:
                rest = L & ~opp
                if not rest & (rest - 1):
                    threat |= rest
                live |= rest
        if win:
            return [(win & -win).bit_length() - 1]
        if threat:
            return [(threat & -threat).bit_length() - 1]
        return _bits(live & free)  # the solvers order them with order_moves

    def play(self, p: Position, m: int) -> Position:
        if not is_int(m) or not 0 <= m < self.n:
            raise IllegalMoveError(f"illegal move {m!r}: points are 0..{self.n - 1}")
        bit = 1 << int(m)
        if (p[0] | p[1]) & bit:
            raise IllegalMoveError(f"illegal move {self.labels[m]} in {self.format_position(p)}: point is taken")
        entry = self._entry(p)
        if self._result_of(p, entry) is not None:
            raise IllegalMoveError(f"illegal move {self.labels[m]}: the game is over in {self.format_position(p)}")
        child = (p[0] | bit, p[1]) if p[0].bit_count() == p[1].bit_count() else (p[0], p[1] | bit)
        if child not in self._memo:
            self._remember(child, self._potentials.after_move(p, entry, int(m)))
        return child

    # -- line owners and potentials, kept incrementally ---------------------------------------------------------
    #
    # The entry of a position (x, o) is (winner, phi_x, phi_o): the player owning a whole line (or None), and the
    # Erdos-Selfridge potentials (combgames.games.positional.erdos_selfridge). Entries are remembered per position
    # (a bounded table, cleared when full) and a move's entry is derived from its parent's.

    _MEMO_LIMIT = 1 << 20

    def _remember(self, p: Position, entry: tuple) -> None:
        memo = self._memo
        if len(memo) >= self._MEMO_LIMIT:
            memo.clear()
        memo[p] = entry

    def _entry(self, p: Position) -> tuple:
        entry = self._memo.get(p)
        if entry is None:
            entry = self._potentials.of(p[0], p[1])
            self._remember(p, entry)
        return entry

    def result(self, p: Position) -> int | None:
        return self._result_of(p, self._entry(p))

    def _result_of(self, p: Position, entry: tuple) -> int | None:
        x, o = p
        winner, phi_x, phi_o = entry
        if winner is not None:
            return winner
        if not self.reduced:
            return DRAW if (x | o) == self.full else None
        # reduced play: a draw when no line can be completed, or (Erdos-Selfridge) each player can stop the other
        if (x | o) == self.full or (not phi_x and not phi_o):
            return DRAW
        if not self.erdos_selfridge:
            return None
        return DRAW if self._potentials.each_player_is_stopped(x, o, phi_x, phi_o) else None

    # -- the rules on positions ---------------------------------------------------------------------------------
    def check_position(self, p: Position) -> None:
        """Raise unless ``p`` is a position of this game that can arise in play (see the module docstring).

        Raises
        ------
        TypeError
            If ``p`` is not a pair ``(x, o)`` of int bitmasks.
        ValueError
            If a mask uses a point outside the game (a position of a larger game), both players own a point, or
            the position cannot arise: wrong stone counts, both players holding a line, the player to move
            holding one, or the last mover holding lines with no common point. The message names the game.
        """
        if not (isinstance(p, tuple) and len(p) == 2 and all(isinstance(v, int) and not isinstance(v, bool)
                                                             for v in p)):
            raise TypeError(f"not a position of {self!r}: a position is a pair (x, o) of int bitmasks of the "
                            f"points, not {_short(p)}")
        x, o = p
        if x < 0 or o < 0 or (x | o) > self.full:
            raise ValueError(f"not a position of {self!r}: its masks must use only points 0..{self.n - 1}, not "
                             f"{_short(p)} (a position of another game?)")
        if x & o:
            both = ", ".join(self.labels[i] for i in _bits(x & o))
            raise ValueError(f"not a position of {self!r}: points claimed by both players: {both}")
        problem = self._rules_problem(x, o)
        if problem:
            raise ValueError(f"not a position of {self!r} that can arise: {problem}")

    def _rules_problem(self, x: int, o: int) -> str | None:
        """Why disjoint masks ``(x, o)`` cannot arise in play, or None (the rules of the module docstring)."""
        nx, no = x.bit_count(), o.bit_count()
        if nx not in (no, no + 1):
            return f"X must have as many stones as O or one more; got X={nx}, O={no}"
        x_lines = [L for L in self.lines if x & L == L]
        o_lines = [L for L in self.lines if o & L == L]
        if x_lines and o_lines:
            return (f"both players hold a line (X: {self._line_text(x_lines[0])}; O: "
                    f"{self._line_text(o_lines[0])})")
        mover, held, last = ("X", x_lines, "O") if nx == no else ("O", o_lines, "X")
        if held:
            return (f"the player to move ({mover}) already holds the line {self._line_text(held[0])}, so the "
                    f"game ended before")
        done = o_lines if nx == no else x_lines
        common = self.full
        for L in done:
            common &= L
        if done and not common:
            shown = " and ".join(self._line_text(L) for L in done[:4]) + (" ..." if len(done) > 4 else "")
            return (f"{last} holds lines {shown} with no point common to all of them, but the game ends as soon "
                    f"as one line is completed")
        return None

    def _line_text(self, line: int) -> str:
        return ",".join(self.labels[i] for i in _bits(line))

    def is_setup_position(self, p: Position) -> bool:
        """True when ``p`` is a legal start though maybe not reachable: in reduced play every position of the full
        game is one (reduced play is a way of solving the full game's positions); in the full game none is."""
        self.check_position(p)
        return self.reduced

    # -- analysis helpers --------------------------------------------------------------------------------------
    def threats(self, p: Position, player: int) -> list[int]:
        """The free points that would complete a line for ``player`` (0 = X, 1 = O), ascending."""
        mine, other = (p[0], p[1]) if player == 0 else (p[1], p[0])
        out = 0
        for L in self.lines:
            if not L & other:
                rest = L & ~mine
                if rest and not rest & (rest - 1):
                    out |= rest
        return _bits(out)

    def winning_line(self, p: Position) -> int | None:
        """A line (bitmask) owned entirely by one player, or None."""
        for L in self.lines:
            if p[0] & L == L or p[1] & L == L:
                return L
        return None

    def order_moves(self, p: Position, moves: Sequence[int]) -> list[int]:
        """Return ``moves`` most promising first (a heuristic; same moves, reordered).

        Score of a point: over the lines through it still winnable by the mover, 4 ** (mover's points on the
        line), plus the same for the opponent's winnable lines (blocking), with a large bonus for completing
        or blocking a line one point short, and for making two threats at once.
        """
        if len(moves) <= 1:
            return list(moves)
        x, o = p
        me, opp = (x, o) if x.bit_count() == o.bit_count() else (o, x)
        score = {m: 0 for m in moves}
        for m in moves:
            s = 0
            new_threats = 0
            for L in self.lines_through[m]:
                if not L & opp:
                    k = (L & me).bit_count()
                    rest = (L & ~me).bit_count()
                    if rest == 1:
                        s += 1 << 40
                    elif rest == 2:
                        new_threats += 1
                    s += 4 ** k
                elif not L & me:
                    k = (L & opp).bit_count()
                    if (L & ~opp).bit_count() == 1:
                        s += 1 << 36
                    s += 4 ** k
            if new_threats >= 2:
                s += 1 << 32
            elif new_threats == 1:
                s += 1 << 20
            score[m] = s
        return sorted(moves, key=lambda m: -score[m])

    # -- symmetry ----------------------------------------------------------------------------------------------
    def canonical(self, p: Position) -> Hashable:
        """A key constant on the orbit of ``p`` under the symmetry group (see the module docstring)."""
        method = self.key_method
        if method == "none":
            return p
        if self.key_depth is not None and (p[0] | p[1]).bit_count() > self.key_depth:
            return p
        if method == "group":
            return self._group_key(p[0], p[1])  # type: ignore[misc]
        return self._nauty_key(p)

    def _nauty_key(self, p: Position) -> Hashable:
        """The stone counts and nauty's certificate of the incidence graph coloured X / O / free / lines (the
        certificate does not record the sizes of the colour classes, so the counts are part of the key)."""
        x, o = p
        # an ordered partition of the vertices: X, O, the free points, the lines
        colouring = [set(_bits(x)), set(_bits(o)), set(_bits(self.full & ~(x | o))), self._line_vertices]
        return (x.bit_count(), o.bit_count(), self._nauty.certificate(colouring, check=False))  # type: ignore[union-attr]

    def cache_key(self) -> str:
        """The number of points, the lines (as point sets), and the reduced-play switches.

        The key method and ``key_depth`` are left out: they change how positions are keyed, not the game.
        """
        lines = " ".join(".".join(map(str, pts)) for pts in self.line_points)
        return f"points={self.n};lines={lines};reduced={self.reduced};erdos_selfridge={self.erdos_selfridge}"

    def graph(self) -> "networkx.Graph":
        """The hypergraph as a networkx graph in the schema of :mod:`combgames.base.graphs`.

        Point i is node i (``kind="point"``, ``label`` its label, ``bipartite=0``); line k is node ``n + k``
        (``kind="block"``, ``bipartite=1``), joined to its points (``kind="incidence"``).

        Examples
        --------
        >>> from combgames.games.positional import TicTacToe
        >>> G = TicTacToe().graph()
        >>> G.number_of_nodes(), G.nodes[4]["label"], G.degree(4), G.graph["points"]
        (17, 'b2', 4, 9)
        """
        from combgames.base.graphs import incidence_graph

        return incidence_graph(self.labels, self.line_points, name=self.name or type(self).__name__)

    def positional_structure(self, max_group: int = 20_000) -> dict:
        """The game as a positional structure for the compiled solvers (the capability of
        :mod:`combgames.game`): ``{"points": n, "lines": line point tuples, "group": the |G| elements (tuples of n
        ints) or None}``.

        The group is the declared one, or the group closed from the declared generators when it has at most
        ``max_group`` elements (else None: listing it would cost more than it saves). The rules are the same in
        reduced play (it keeps every value), so reduced and full games have one structure.

        Examples
        --------
        >>> from combgames.games.positional import TicTacToe
        >>> s = TicTacToe().positional_structure()
        >>> s["points"], len(s["lines"]), len(s["group"]), len(s["group"][0])
        (9, 8, 8, 9)
        """
        group = self.group.permutations if self.group is not None else None
        if group is None and self.generators is not None:
            closed = self.__dict__.setdefault("_closed_groups", {})  # derived once per max_group
            if max_group not in closed:
                try:
                    closed[max_group] = CellGroup.generate(self.generators, self.n,
                                                          max_order=max_group).permutations
                except ValueError:  # more than max_group elements
                    closed[max_group] = None
            group = closed[max_group]
        return {"points": self.n, "lines": self.line_points, "group": group,
                "generators": None if self.generators is None else [tuple(g) for g in self.generators]}

    def images(self, p: Position) -> list[Position]:
        """The images of ``p`` under every element of the symmetry group (``[p]`` without a group)."""
        if self.group is None:
            return [p]
        return [(self.group.image_mask(p[0], e), self.group.image_mask(p[1], e)) for e in range(self.group.order())]

    # -- text notation -----------------------------------------------------------------------------------------
    def format_move(self, m: int, p: Position | None = None) -> str:
        return self.labels[m]

    def parse_move(self, text: str, p: Position | None = None) -> int:
        """The point labelled ``text``.

        Raises
        ------
        TypeError
            If ``text`` is not a string.
        PositionFormatError
            If no point has that label.
        """
        if not isinstance(text, str):
            raise TypeError(f"move text must be a str, not {type(text).__name__}")
        t = text.strip()
        if t not in self._index:
            raise PositionFormatError(f"unknown point {text!r}; points are {_label_list(self.labels)}")
        return self._index[t]

    def format_sets(self, p: Position) -> str:
        """The set form ``"X=r1,r3 O=r2"`` of a position (points by label, in point order)."""
        return (f"X={','.join(self.labels[i] for i in _bits(p[0]))} "
                f"O={','.join(self.labels[i] for i in _bits(p[1]))}")

    def format_position(self, p: Position) -> str:
        cells = "".join("x" if p[0] >> i & 1 else "o" if p[1] >> i & 1 else "." for i in range(self.n))
        if self.shape is not None:
            c = self.shape[1]
            cells = "/".join(cells[r * c:(r + 1) * c] for r in range(self.shape[0]))
        return f"{cells} {'XO'[self.to_move(p)]}"

    def parse_position(self, text: str) -> Position:
        """Parse ``"x.o/.x./..o [X|O]"`` (or the cells without ``/`` for games without a shape), or the set
        form ``"X=a,b O=c"``.

        Raises
        ------
        TypeError
            If ``text`` is not a string.
        PositionFormatError
            On a wrong row length, an unknown character or label, a player to move that disagrees with the
            counts, or a position that cannot arise (see :meth:`check_position`).
        """
        if not isinstance(text, str):
            raise TypeError(f"position text must be a str, not {type(text).__name__}")
        parts = text.split()
        if parts and "=" in parts[0]:
            return self._parse_sets(parts)
        if not parts or len(parts) > 2:
            raise PositionFormatError(f"position text must be 'cells [X|O]', not {text!r}")
        rows = parts[0].split("/")
        if self.shape is not None:
            if len(rows) != self.shape[0]:
                raise PositionFormatError(f"position text must have {self.shape[0]} rows, not {len(rows)}: {text!r}")
            for r, row in enumerate(rows, start=1):
                if len(row) != self.shape[1]:
                    raise PositionFormatError(f"position text row {r}: expected {self.shape[1]} cells, got {len(row)}")
        cells = "".join(rows)
        if len(cells) != self.n:
            raise PositionFormatError(f"position text must have {self.n} cells, not {len(cells)}")
        x = o = 0
        for i, ch in enumerate(cells):
            if ch in "xX":
                x |= 1 << i
            elif ch in "oO":
                o |= 1 << i
            elif ch != ".":
                raise PositionFormatError(f"position text cell {i + 1}: expected x, o or '.', got {ch!r}")
        return self._checked((x, o), parts[1] if len(parts) == 2 else None)

    def _parse_sets(self, parts: list[str]) -> Position:
        masks = {"X": 0, "O": 0}
        who = None
        for part in parts:
            if "=" not in part:
                if who is not None:
                    raise PositionFormatError(f"set form must be 'X=a,b O=c [X|O]', not {' '.join(parts)!r}")
                who = part
                continue
            side, _, names = part.partition("=")
            side = side.strip().upper()
            if side not in masks:
                raise PositionFormatError(f"set form: expected X= or O=, got {part!r}")
            for name in filter(None, (s.strip() for s in names.split(","))):
                if name not in self._index:
                    raise PositionFormatError(f"unknown point {name!r}; points are {_label_list(self.labels)}")
                masks[side] |= 1 << self._index[name]
        if masks["X"] & masks["O"]:
            both = ", ".join(self.labels[i] for i in _bits(masks["X"] & masks["O"]))
            raise PositionFormatError(f"points claimed by both players: {both}")
        return self._checked((masks["X"], masks["O"]), who)

    def _checked(self, p: Position, who: str | None) -> Position:
        nx, no = p[0].bit_count(), p[1].bit_count()
        if nx not in (no, no + 1):
            raise PositionFormatError(f"X must have as many stones as O or one more; got X={nx}, O={no}")
        if who is not None:
            w = who.upper()
            if w not in ("X", "O"):
                raise PositionFormatError(f"player to move must be X or O, not {who!r}")
            if "XO".index(w) != self.to_move(p):
                raise PositionFormatError(f"with X={nx}, O={no} stones it is {'XO'[self.to_move(p)]} to move, not {w}")
        problem = self._rules_problem(*p)
        if problem:
            raise PositionFormatError(f"position {self.format_position(p)!r} cannot arise: {problem}")
        return p


def _labels(points: int | Sequence[Hashable]) -> tuple[str, ...]:
    """The point labels: ``"0" .. "n-1"`` for a number of points, else the given labels as strings (distinct)."""
    if is_int(points):
        check_int(points, "points", minimum=1, why="the number of points, or a sequence of labels")
        labels = tuple(str(i) for i in range(points))
    elif isinstance(points, (str, bytes)) or not hasattr(points, "__iter__"):
        raise TypeError(f"points must be the number of points or a sequence of labels, not {points!r}")
    else:
        labels = tuple(str(p) for p in points)
        if not labels:
            raise ValueError("a positional game needs at least one point")
    if len(set(labels)) != len(labels):
        raise ValueError("point labels must be distinct")
    return labels


def _line_masks(lines: Sequence[Sequence[int]], n: int) -> list[int]:
    """Each line as the bitmask of its points, checked to be a non-empty set of points in 0..n-1."""
    try:
        lines = list(lines)
    except TypeError as err:
        raise TypeError(f"lines must be a sequence of lines (sequences of point indices), not "
                        f"{type(lines).__name__}") from err
    if not lines:
        raise ValueError("a positional game needs at least one line")
    masks = []
    for k, line in enumerate(lines):
        try:
            items = list(line)
        except TypeError as err:
            raise TypeError(f"line {k} must be a sequence of point indices, not {line!r}") from err
        if not all(is_int(i) for i in items):
            raise TypeError(f"line {k} must be a sequence of point indices (integers), not {items!r}")
        pts = sorted(set(int(i) for i in items))
        if not pts or pts[0] < 0 or pts[-1] >= n:
            raise ValueError(f"line {k} must be a non-empty set of points in 0..{n - 1}, not {items}")
        masks.append(sum(1 << i for i in pts))
    return masks


def _checked_shape(shape: tuple[int, int] | None, n: int) -> tuple[int, int] | None:
    """A grid shape (rows, cols) of n cells for the text notation, or None."""
    if shape is None:
        return None
    if not (isinstance(shape, (tuple, list)) and len(shape) == 2 and all(is_int(v) and v >= 1 for v in shape)):
        raise TypeError(f"shape must be a pair (rows, cols) of positive integers, not {shape!r}")
    shape = (int(shape[0]), int(shape[1]))
    if shape[0] * shape[1] != n:
        raise ValueError(f"shape {shape} does not have {n} cells")
    return shape


def _label_list(labels: Sequence[str], limit: int = 30) -> str:
    """The labels joined by commas, cut after ``limit`` of them."""
    shown = ", ".join(labels[:limit])
    return shown + (f", ... ({len(labels)} points)" if len(labels) > limit else "")


def _short(value: object, limit: int = 80) -> str:
    """``repr(value)``, cut to ``limit`` characters."""
    text = repr(value)
    return text if len(text) <= limit else text[:limit - 3] + "..."

