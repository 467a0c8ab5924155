"""Connection games on closed surfaces: Schepler's three-player torus game and two-player variants.

The three-player torus game [1]_ (:class:`TorusConnectionGame`) is played on the n x n hex torus of
:func:`topology.hex_torus`. There are two colours of stones, x and o, and by the *Chameleon rule* any
player may place a stone of either colour. Every primitive loop class (x, y) belongs to one of the
players Vert (0), Horz (1) and Diag (2), by the sextant or the parity method
(:mod:`topology.assignment`, parameter ``assignment``). A player wins as soon as a loop of one of their
classes forms in either colour, whoever placed the stone.

One stone can close loops of several classes at once (the text's 6 x 6 example: D4 closes (0, 1),
(1, 0) and (1, -1)), the torus analogue of the cross of Jade. When all the classes closed belong to one
player, that player wins (this covers "a local loop and two identical loops"). Otherwise the
``cross_policy`` decides:

- ``"placer"`` (default, the text's proposal): the player who placed the stone wins;
- ``"draw"``: the game is drawn;
- ``"shortest"``: the owner of the classes of least norm wins, the placer if that is still a tie.

With ``centre_stone=True`` an x stone stands on the centre cell before the first move (the text: every
cell is equivalent by translation, so one may as well start with it); the centre is column n // 2, row

The two-player variants on the same machinery are in :mod:`combgames.games.surface_hex`; the position type and
the board text they share in :mod:`combgames.games.surface_games`.

References
----------
.. [1] A. Schepler, "A three-player connection game",
   seeds/003_4502657011210c81.txt.

Examples
--------
>>> from combgames.games.torus import TorusConnectionGame
>>> g = TorusConnectionGame(6)
>>> p = g.parse_position("x.x.../xx..../.xxx../....xx/x.x..x/x.x... | Diag")
>>> q = g.play(p, g.parse_move("D4x"))
>>> g.result(q), sorted(q.closed)  # Diag placed the stone that closed Vert's and Horz's classes
(2, [(0, 1), (1, -1), (1, 0)])
"""

from __future__ import annotations

import math
from functools import cached_property
from typing import Any, Callable

from combgames.game import DRAW, IllegalMoveError, PositionFormatError
from combgames.games._pickling import portable_state
from combgames.games.registration import GameFactory, optional_integer
from combgames.options import Boolean, Choice, Option, Options
from combgames.symmetry.group import CellGroup
from topology import ASSIGNMENT_METHODS, PLAYER_NAMES, LoopClass, hex_torus, owner

from combgames.games.surface_games import (
    CELL_CHARS,
    CELL_COLOURS,
    SIZE_OPTION,
    SurfaceGameBase,
    TorusPosition,
    classes_closed_by,
    cut_text,
    ordered_classes,
    stone_masks,
)
from combgames.games.surface_hex import SURFACES, SurfaceHex  # noqa: F401  their former home: kept importable

__all__ = ["CROSS_POLICIES", "GAMES", "SURFACES", "SurfaceHex", "TorusConnectionGame", "TorusPosition"]

CROSS_POLICIES = ("placer", "draw", "shortest")


class TorusConnectionGame(SurfaceGameBase):
    """Schepler's three-player connection game on the n x m hex torus (Chameleon rule, two colours).

    Parameters
    ----------
    n, m : int
        Columns and rows (default 6 x 6, the text's board).
    assignment : {"sextant", "parity"}
        How classes are given to Vert (0), Horz (1), Diag (2); see :func:`topology.owner`. Default
        "sextant" (the rule that matches the text's diagram; the rules printed under it are transcribed in
        ``combgames.sources.three_player_torus``).
    cross_policy : {"placer", "draw", "shortest"}
        Who wins when one stone closes classes of several players (module docstring). Default "placer".
    centre_stone : bool
        Start with an x stone in the centre cell (default False).

    Examples
    --------
    >>> from combgames.games.torus import TorusConnectionGame
    >>> g = TorusConnectionGame(3, assignment="parity")
    >>> p = g.initial()
    >>> for move in ["A1x", "B2o", "A2x", "C3o"]:
    ...     p = g.play(p, g.parse_move(move))
    >>> q = g.play(p, g.parse_move("A3o"))  # Vert places an o, but the x column is what counts: no loop
    >>> g.result(q), g.result(g.play(p, g.parse_move("A3x")))  # (0, 1): x even, Vert's class
    (None, 0)
    """

    players = 3
    player_names = PLAYER_NAMES
    _turn_by_count = False

    OPTIONS = Options(
        SIZE_OPTION,
        Option("m", optional_integer(minimum=3), None, "rows of the board (default n)"),
        Option("assignment", Choice(ASSIGNMENT_METHODS), "sextant", "how loop classes are given to the players"),
        Option("cross_policy", Choice(CROSS_POLICIES), "placer",
               "who wins when one stone closes classes of several players"),
        Option("centre_stone", Boolean(), False, "start with an x stone on the centre cell"),
    )

    def __init__(self, n: int = 6, m: int | None = None, *, assignment: str = "sextant",
                 cross_policy: str = "placer", centre_stone: bool = False):
        values = TorusConnectionGame.OPTIONS.check(n=n, m=m, assignment=assignment, cross_policy=cross_policy,
                                                   centre_stone=centre_stone)
        self.assignment = values["assignment"]
        self.cross_policy = values["cross_policy"]
        self.surface = hex_torus(values["n"], values["m"])
        self.centre_stone = values["centre_stone"]

    def __repr__(self) -> str:
        return (f"TorusConnectionGame({self.surface.width}, {self.surface.height}, assignment={self.assignment!r}, "
                f"cross_policy={self.cross_policy!r}, centre_stone={self.centre_stone})")

    def cache_key(self) -> str:
        """The surface and its size, the assignment of classes, the cross policy and the centre stone."""
        return (f"{self._surface_key()};assignment={self.assignment};cross_policy={self.cross_policy};"
                f"centre_stone={self.centre_stone}")

    def __getstate__(self) -> dict:
        return portable_state(self, ("_canonize", "symmetry_group", "_placement_cache"))

    @cached_property
    def symmetry_group(self) -> CellGroup:
        """Translations of the torus and the half-turn (which maps each class (x, y) to (-x, -y), the same
        class): the cell permutations that preserve adjacency and every player's classes. Swapping the two
        colours is a symmetry too (Chameleon rule) and :meth:`canonical` uses it as well."""
        n, m = self.surface.width, self.surface.height
        perms = []
        for sign in (1, -1):
            for a in range(n):
                for b in range(m):
                    perms.append([((sign * c + a) % n) + ((sign * r + b) % m) * n
                                  for r in range(m) for c in range(n)])
        return CellGroup(perms)

    @cached_property
    def _canonize(self) -> Callable[[int, int], int]:
        return self.symmetry_group.mask_canonizer(2, colour_permutations=[(0, 1), (1, 0)])

    def canonical(self, p: TorusPosition) -> tuple:
        """Return a key equal on all images of ``p`` under :attr:`symmetry_group` and colour swap.

        The board part is the least canonical code (:meth:`CellGroup.canonical_code
        <combgames.symmetry.CellGroup.canonical_code>`) of the stones ``(x, o)`` and of the stones with the
        colours swapped, ``(o, x)`` (:meth:`CellGroup.mask_canonizer` with the colour swap): the group
        commutes with the swap, so this is constant on the orbits of the group and the swap together.
        """
        x, o = stone_masks(p.board)
        return (self._canonize(x, o), p.to_move, p.winner, p.closed)

    def images(self, p: TorusPosition) -> list[TorusPosition]:
        """Return the images of ``p`` under generators of the symmetry group (translation by one column, by
        one row, the half-turn) and colour swap; invariance under these is invariance under the group."""
        n, m = self.surface.width, self.surface.height
        out = []
        for f in (lambda c, r: ((c + 1) % n, r), lambda c, r: (c, (r + 1) % m), lambda c, r: ((-c) % n, (-r) % m)):
            board = [0] * len(p.board)
            for i, v in enumerate(p.board):
                c, r = f(i % n, i // n)
                board[r * n + c] = v
            out.append(TorusPosition(tuple(board), p.to_move, p.winner, p.closed))
        out.append(TorusPosition(tuple((0, 2, 1)[v] for v in p.board), p.to_move, p.winner, p.closed))
        return out

    @property
    def centre(self) -> int:
        """The centre cell (column n // 2, row m // 2)."""
        return self.surface.index(self.surface.width // 2, self.surface.height // 2)

    def initial(self) -> TorusPosition:
        board = [0] * self.surface.size
        if self.centre_stone:
            board[self.centre] = 1
        return TorusPosition(tuple(board), 0)

    def moves(self, p: TorusPosition) -> list[tuple[int, int]]:
        if p.winner is not None:
            return []
        return [(i, colour) for i, c in enumerate(p.board) if not c for colour in (1, 2)]

    def _colours_of(self, player: int) -> tuple[int, ...]:
        return (1, 2)  # the Chameleon rule: any player places either colour

    def _fixed_stones(self) -> tuple[int, ...]:
        return (self.centre,) if self.centre_stone else ()

    def _player_of(self, board: tuple[int, ...]) -> int:
        return (sum(1 for c in board if c) - len(self._fixed_stones())) % 3

    def _winner_of(self, closed: tuple, mover: int) -> int | None:
        return self.winner_of(closed, mover)

    def _count_problem(self, p: TorusPosition) -> str | None:
        if self.centre_stone and p.board[self.centre] != 1:
            return f"the centre cell {self.surface.cell_name(self.centre)} must hold the x stone (centre_stone=True)"
        return None

    def is_setup_position(self, p: TorusPosition) -> bool:
        """True for every position :meth:`check_position` accepts: an arrangement of stones with any player to
        move is a legal set-up (the text asks who wins its example position with each player to move); the
        positions with the player to move the stones give are also reachable."""
        self.check_position(p)
        return True

    def winner_of(self, closed: tuple, mover: int) -> int | None:
        """Return the winner when the stone placed by ``mover`` closed the loop classes ``closed``."""
        if not closed:
            return None
        classes = [c if isinstance(c, LoopClass) else LoopClass.of(*c) for c in closed]
        owned = [(owner(c, self.assignment), c.norm) for c in classes]
        least = min(norm for _, norm in owned)
        return self._policy_winner({p for p, _ in owned}, {p for p, norm in owned if norm == least}, mover)

    def _policy_winner(self, owners: set[int], least: set[int], mover: int) -> int:
        """The winner when a stone of ``mover`` closes classes owned by ``owners``, those of least norm owned by
        ``least`` (the one owner, else the cross policy of the module docstring)."""
        if len(owners) == 1:
            return next(iter(owners))
        if self.cross_policy == "placer":
            return mover
        if self.cross_policy == "draw":
            return DRAW
        return next(iter(least)) if len(least) == 1 else mover

    # ------------------------------------------------------------------ the compiled solvers' description
    def placement_rules(self, backend: str = "auto", max_cells: int = 17) -> dict[str, Any]:
        """Describe the game as a placement game for compiled solvers (``PlacementRules`` of
        :mod:`combgames.solvers.coalition_kernel`).

        Returns the keywords ``cells``, ``players``, ``outcome`` (``outcome[M, c, i]``: the result when player
        i places a stone on cell c joining stones M of its colour, M holding no non-contractible loop: the
        winner, DRAW, or -2 when play goes on), ``full_board`` (DRAW) and ``encode`` (a position that is not
        over -> its stones (x, o) as bitmasks, bit i for cell i, and the player to move) and ``symmetries``
        (the cell permutations of :attr:`symmetry_group`, which preserve every class's owner). The table is built
        by a kernel that lifts each colour's stones to the universal cover (:mod:`topology.loops`), for
        every one of the 2^cells masks.

        Raises
        ------
        ValueError
            If the board has more than ``max_cells`` cells (a table of 2^cells x cells x 3 entries).
        """
        import numpy as np

        from combgames.base.checks import check_size

        cells = self.surface.size
        check_size(cells, max_cells, call=f"{self!r}.placement_rules()", what="the board", name="max_cells",
                   unit="cells", note="(a table of 2^cells x cells x 3 outcomes)")
        cache = self.__dict__.setdefault("_placement_cache", {})  # built once per game (not pickled)
        if backend not in cache:
            cache[backend] = self._placement_table(cells, backend)
        return {"cells": cells, "players": 3, "outcome": cache[backend], "full_board": DRAW, "encode": self.placement_state,
                "symmetries": np.asarray(self.symmetry_group.elements)}

    def _placement_table(self, cells: int, backend: str) -> Any:
        """The ``outcome`` table of :meth:`placement_rules`."""
        import numpy as np

        from combgames.games.torus._kernels import HAS_LOOP

        codes = self._closing_codes(cells + 1, backend)
        outcome = np.full(codes.shape + (3,), -2, dtype=np.int8)
        for code in np.unique(codes):
            if code in (0, HAS_LOOP):
                continue
            owners_of = {i for i in range(3) if code >> i & 1}
            least = {i for i in range(3) if code >> (3 + i) & 1}
            where = codes == code
            for mover in range(3):
                outcome[where, mover] = self._policy_winner(owners_of, least, mover)
        outcome.flags.writeable = False
        return outcome

    def closing_owners(self, backend: str = "auto") -> Any:
        """Return ``owners[M, c]`` for every mask M of one colour's stones and cell c: the bitmask of the players
        owning the classes a stone on c closes (0: none); -1 where c is in M or M already holds a loop.

        Raises
        ------
        ValueError
            If the board has more than 20 cells.
        """
        import numpy as np

        from combgames.base.checks import check_size
        from combgames.games.torus._kernels import HAS_LOOP

        cells = self.surface.size
        check_size(cells, 20, call=f"{self!r}.closing_owners()", what="the board", name="cells", unit="cells")
        codes = self._closing_codes(cells + 1, backend)
        owners = np.where(codes >= HAS_LOOP, -1, codes & 7)
        rows = np.arange(1 << cells)[:, None]
        owners[(rows >> np.arange(cells)[None, :]) & 1 == 1] = -1
        return owners

    def _closing_codes(self, bound: int, backend: str) -> Any:
        """The table of :func:`~combgames.games.torus._kernels.closing_codes` for this board (classes up to ``bound``
        in each coordinate)."""
        import numpy as np

        from combgames.base.kernels import kernel
        from combgames.games.torus._kernels import NOT_PRIMITIVE, closing_codes

        d = self.cover_description(bound)
        codes = np.zeros((1 << self.surface.size, self.surface.size), dtype=np.int64)
        kernel(closing_codes, backend)(self.surface.size, d["nbr"], d["hx"], d["hy"], bound, d["owners"], d["norms"],
                                       codes)
        if (codes == NOT_PRIMITIVE).any():
            raise ValueError(f"{self!r}: a stone closes a loop whose class is not primitive; no owner")
        return codes

    def cover_description(self, bound: int | None = None) -> dict[str, Any]:
        """The board and the rules as arrays, for compiled code that lifts stones to the cover itself.

        Returns ``nbr``, ``hx``, ``hy`` (cells x 6: each cell's neighbours and the deck translation (x, y) of the
        edge to each, as :attr:`topology.Surface.neighbours`), ``bound`` (classes (x, y) with ``|x|``, ``|y|`` <= bound
        are tabled; default cells + 1), ``owners`` and ``norms`` (index (x + bound) (2 bound + 1) + y + bound:
        the owner of the primitive class (x, y), -1 if not primitive; its hex norm) and ``winners``
        (``winners[O, L, i]``: the winner when player i's stone closes classes owned by the players of bitmask O,
        those of least norm by L, by the cross policy; -1 a draw).
        """
        import numpy as np

        cells = self.surface.size
        bound = cells + 1 if bound is None else bound
        side = 2 * bound + 1
        owners = np.full(side * side, -1, dtype=np.int64)
        norms = np.zeros(side * side, dtype=np.int64)
        for x in range(-bound, bound + 1):
            for y in range(-bound, bound + 1):
                if (x, y) != (0, 0) and math.gcd(x, y) == 1:
                    c = LoopClass.of(x, y)
                    owners[(x + bound) * side + y + bound] = owner(c, self.assignment)
                    norms[(x + bound) * side + y + bound] = c.norm
        nbr = np.array([[v for v, _ in self.surface.neighbours[c]] for c in range(cells)], dtype=np.int64)
        hx = np.array([[h[0] for _, h in self.surface.neighbours[c]] for c in range(cells)], dtype=np.int64)
        hy = np.array([[h[1] for _, h in self.surface.neighbours[c]] for c in range(cells)], dtype=np.int64)
        winners = np.full((8, 8, 3), -2, dtype=np.int8)
        for own in range(1, 8):
            for least in range(1, 8):
                if least & ~own:
                    continue
                for mover in range(3):
                    winners[own, least, mover] = self._policy_winner({i for i in range(3) if own >> i & 1},
                                                                     {i for i in range(3) if least >> i & 1}, mover)
        return {"nbr": nbr, "hx": hx, "hy": hy, "bound": bound, "owners": owners, "norms": norms, "winners": winners}

    def placement_state(self, p: TorusPosition) -> tuple[int, int, int]:
        """The stones ``(x, o)`` of a position in play as bitmasks (bit i for cell i) and the player to move.

        Raises
        ------
        ValueError
            If the game is over in ``p``.
        """
        if p.winner is not None:
            raise ValueError(f"position {self.format_position(p)!r} is over; only positions in play are encoded")
        x, o = stone_masks(p.board)
        return x, o, p.to_move

    def play(self, p: TorusPosition, m: Any) -> TorusPosition:
        if not (isinstance(m, tuple) and len(m) == 2):
            raise IllegalMoveError(f"illegal move {m!r}: a move is (cell, colour) with colour 1 (x) or 2 (o)")
        cell, colour = m
        if colour not in (1, 2):
            raise IllegalMoveError(f"illegal move {m!r}: colour must be 1 (x) or 2 (o)")
        self._check_cell(p, cell)
        board = p.board[:cell] + (colour,) + p.board[cell + 1:]
        closed = classes_closed_by(self.surface, board, cell, colour)
        winner = self.winner_of(closed, p.to_move)
        return TorusPosition(board, (p.to_move + 1) % 3, winner, ordered_classes(c.vector for c in closed))

    # ------------------------------------------------------------------ notation
    def format_move(self, m: tuple[int, int], p: TorusPosition | None = None) -> str:
        return f"{self.surface.cell_name(m[0])}{CELL_CHARS[m[1]]}"

    def parse_move(self, text: str, p: TorusPosition | None = None) -> tuple[int, int]:
        t = text.strip()
        if len(t) < 3 or t[-1].lower() not in ("x", "o"):
            raise PositionFormatError(f"a move is a cell name and a colour like 'C4x' or 'D5o', not {text!r}")
        try:
            cell = self.surface.cell(t[:-1])
        except ValueError as err:
            raise PositionFormatError(f"bad move {text!r}: {err}") from err
        return (cell, CELL_COLOURS[t[-1].lower()])

    def format_position(self, p: TorusPosition) -> str:
        parts = [self._board_text(p.board), PLAYER_NAMES[p.to_move]]
        if p.winner is not None:
            name = "draw" if p.winner == DRAW else PLAYER_NAMES[p.winner]
            parts.append(f"winner {name} " + " ".join(f"({x},{y})" for x, y in p.closed))
        return " | ".join(parts).strip()

    def parse_position(self, text: str) -> TorusPosition:
        """Parse ``"BOARD | PLAYER"`` or, for a finished game, ``"BOARD | PLAYER | winner NAME (x,y) ..."``.

        Raises
        ------
        TypeError
            If ``text`` is not a string.
        PositionFormatError
            For malformed text, or a position that cannot arise (see the module docstring).
        """
        board, to_move, end = self._read_fields(text, PLAYER_NAMES)
        winner, closed = None, ()
        if end is not None:
            words = end.split()
            if len(words) < 2 or words[0] != "winner" or words[1] not in PLAYER_NAMES + ("draw",):
                raise PositionFormatError(f"third field must be 'winner NAME (x,y) ...', not {cut_text(end)!r}")
            winner = DRAW if words[1] == "draw" else PLAYER_NAMES.index(words[1])
            try:
                closed = tuple(_loop_vector(w) for w in words[2:])
            except ValueError as err:
                raise PositionFormatError(f"bad loop classes in {cut_text(end)!r}: write them as (x,y)") from err
        return self._checked_text(TorusPosition(board, to_move, winner, closed), text)


def _loop_vector(word: str) -> tuple[int, int]:
    """``"(x,y)"`` as a pair of ints (ValueError otherwise)."""
    parts = word.strip().removeprefix("(").removesuffix(")").split(",")
    if len(parts) != 2 or not all(p.strip().lstrip("-").isascii() and p.strip().lstrip("-").isdigit()
                                  and len(p.strip()) <= 12 for p in parts):
        raise ValueError(f"not a loop class (x,y): {word!r}")
    return int(parts[0]), int(parts[1])


GAMES = {
    "torus3": GameFactory(TorusConnectionGame, TorusConnectionGame.OPTIONS),
}
