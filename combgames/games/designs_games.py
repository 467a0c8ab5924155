"""Tic-tac-toe on incidence structures: positional games built from the designs package.

Tic-tac-toe on a finite plane or design (seeds/001_b5e936bd6e3419b9.txt, Sections 1 and 2) is the positional
game (:class:`~combgames.games.positional.PositionalGame`) whose points are the structure's points and whose
winning lines are its blocks: Xeno (X, first) and Ophelia (O) alternately claim points and the first to own a
whole block wins. :func:`positional_game` turns any :class:`designs.IncidenceStructure` into that game, with
moves written in the structure's own labels (``r1``, ``c2``, ``alpha3``, ``beta4`` on pi_4) and the structure's
automorphism group as the symmetry of the game (nauty generators; the canonical key is chosen by size, see
:mod:`combgames.games.positional`).

Builders for the structures of the seed paper (the paper's own plane pi_4, with its labels and index blocks,
is ``pi4_game`` in :mod:`combgames.sources.affine_tictactoe`):

* :func:`affine_plane_game`, :func:`projective_plane_game`: AG(2, q), PG(2, q) over GF(q);
* :func:`transversal_design_game`: TD(k, q) from k - 2 MOLS(q) over GF(q) (the groups are not lines);
* :func:`mols_game`: the blocks of the TD(k + 2, q) of k MOLS plus, optionally, the groups as extra lines
  (the paper's "playing on all three MOLS(4)").

The games register for the CLI as ``affine-plane``, ``projective-plane``, ``transversal-design``
(``combgames solve affine-plane --option q=4``); the paper's plane registers as ``pi4`` from its source module.
"""

from __future__ import annotations

from typing import Any, Sequence

from combgames.games.positional import POSITIONAL_OPTIONS, PositionalGame
from combgames.games.registration import GameFactory
from combgames.options import Choice, Integer, Option, Options
from combgames.base.checks import check_int
from combgames.base.nauty import ColouredGraph

__all__ = [
    "positional_game",
    "affine_plane_game",
    "projective_plane_game",
    "transversal_design_game",
    "mols_game",
    "plane_of_order_9_game",
    "GAMES",
    "PLANE_MAX",
]

PLANE_MAX = 32
"""The largest order q of the planes and designs played here (PG(2, 32) has 1,057 points and takes seconds)."""

_ORDER = Integer(minimum=2, maximum=PLANE_MAX)

PLANE_OPTIONS = Options(Option("q", _ORDER, 3, "the order of the plane, a prime power"), *POSITIONAL_OPTIONS)
"""The declared options of :func:`affine_plane_game` and :func:`projective_plane_game`."""

TD_OPTIONS = Options(Option("k", Integer(minimum=2, maximum=PLANE_MAX + 1), 4, "the block size, 2..q + 1"),
                     Option("q", _ORDER, 4, "the order, a prime power"), *POSITIONAL_OPTIONS)
"""The declared options of :func:`transversal_design_game`."""


def positional_game(structure: Any, *, name: str | None = None, symmetry: bool = True, **options: Any
                    ) -> PositionalGame:
    """Return tic-tac-toe on an incidence structure: its points, its blocks as winning lines.

    Parameters
    ----------
    structure : designs.IncidenceStructure, or (points, blocks)
        Anything with ``.points`` (labels) and ``.blocks`` (tuples of point indices); its
        ``automorphism_generators()`` (when present) give the symmetry of the game.
    name : str, optional
        Shown by ``repr``.
    symmetry : bool
        Attach the automorphism group (default True).
    **options
        Passed to :class:`PositionalGame` (``key``, ``key_depth``, ``reduced``, ...).

    Raises
    ------
    TypeError
        If ``structure`` has no points and blocks.

    Examples
    --------
    >>> from designs import affine_plane
    >>> g = positional_game(affine_plane(3))
    >>> (g.n, len(g.lines), g.key_method)
    (9, 12, 'nauty')
    """
    if isinstance(structure, tuple) and len(structure) == 2:
        points, blocks = structure
        if not (hasattr(points, "__len__") and hasattr(blocks, "__iter__")):
            raise TypeError(f"structure must be (points, blocks): a sequence of point labels and a sequence of "
                            f"blocks, not {structure!r}")
        gens = None
    else:
        if not hasattr(structure, "points") or not hasattr(structure, "blocks"):
            raise TypeError(f"structure must have points and blocks, not {type(structure).__name__}")
        points, blocks = structure.points, structure.blocks
        gens = None
        if symmetry and hasattr(structure, "automorphism_generators"):
            gens = [list(g) for g in structure.automorphism_generators()]
    if symmetry and gens is None:
        gens = _automorphism_generators(len(points), blocks)
    labels = _labels(points)
    return PositionalGame(labels, blocks, generators=gens if symmetry else None, name=name, **options)


def _labels(points: Sequence[Any]) -> list[str]:
    """Point labels: a tuple of coordinates is written as its digits run together (``(1, 2)`` is ``"12"``) when
    every coordinate is one character, else joined by ``.`` (``(1, 11)`` is ``"1.11"``), so labels are distinct
    whenever the points are."""
    tuples = [p for p in points if isinstance(p, tuple)]
    sep = "" if all(len(str(v)) == 1 for p in tuples for v in p) else "."
    return [sep.join(str(v) for v in p) if isinstance(p, tuple) else str(p) for p in points]


def _automorphism_generators(n: int, blocks: Sequence[Sequence[int]]) -> list[list[int]]:
    """Generators of the automorphism group of a hypergraph, on its points (nauty on its incidence graph)."""
    return [list(g) for g in ColouredGraph.incidence(n, blocks).automorphism_group().on_points(n)]


def affine_plane_game(q: int = 3, **options: Any) -> PositionalGame:
    """Tic-tac-toe on the affine plane AG(2, q) over GF(q) (default q = 3; points in the labels of
    :func:`designs.affine_plane`).

    Raises
    ------
    ValueError
        If q is not a prime power in 2..:data:`PLANE_MAX`, or an option is out of range (options:
        ``PLANE_OPTIONS``, the positional games' options and ``q``).
    """
    from designs import affine_plane

    q = PLANE_OPTIONS.check(q=q, **options)["q"]
    return positional_game(affine_plane(q), name=f"AG(2,{q})", **options)


def projective_plane_game(q: int = 3, **options: Any) -> PositionalGame:
    """Tic-tac-toe on the projective plane PG(2, q) over GF(q) (default q = 3).

    Raises
    ------
    ValueError
        As :func:`affine_plane_game`.
    """
    from designs import projective_plane

    q = PLANE_OPTIONS.check(q=q, **options)["q"]
    return positional_game(projective_plane(q), name=f"PG(2,{q})", **options)


def transversal_design_game(k: int = 4, q: int = 4, **options: Any) -> PositionalGame:
    """Tic-tac-toe on TD(k, q) built from k - 2 MOLS(q) over GF(q): the blocks are the lines, the groups not
    (default TD(4, 4), the paper's closing remark).

    Raises
    ------
    ValueError
        If ``k < 2`` or ``k > q + 1`` (there are at most q - 1 MOLS(q)), or q is not a prime power in
        2..:data:`PLANE_MAX`.
    """
    values = TD_OPTIONS.check(k=k, q=q, **options)
    k, q = values["k"], values["q"]
    if k > q + 1:
        raise ValueError(f"k must be at most q + 1 = {q + 1} (there are at most q - 1 MOLS({q})), not {k}")
    return mols_game(k - 2, q, with_groups=False, **options)


def mols_game(m: int, q: int, *, with_groups: bool = False, **options: Any) -> PositionalGame:
    """Tic-tac-toe on the TD(m + 2, q) of the first ``m`` MOLS(q) over GF(q), optionally plus its groups.

    With ``with_groups=True`` the m + 2 groups (all rows, all columns, all symbols of one square) are winning
    lines too: m = 2 gives an affine plane of order q (pi_4 for q = 4), and m = q - 1 the structure the paper
    calls "playing on all three MOLS(4)" for q = 4.

    Raises
    ------
    ValueError
        If ``m`` is not in 0..q-1.
    """
    from designs import TransversalDesign, mols

    q = check_int(q, "q", minimum=2, maximum=PLANE_MAX, why="the order, a prime power")
    check_int(m, "m", minimum=0, maximum=q - 1, why=f"the number of MOLS({q})")
    squares = mols(q)[:m]
    if m == 0:
        # TD(2, q): the q^2 pairs (row, column); no squares needed
        labels = [f"r{i + 1}" for i in range(q)] + [f"c{j + 1}" for j in range(q)]
        blocks = [(i, q + j) for i in range(q) for j in range(q)]
        groups = [tuple(range(q)), tuple(range(q, 2 * q))]
        lines = blocks + (groups if with_groups else [])
        return positional_game((labels, lines), name=f"TD(2,{q})" + ("+groups" if with_groups else ""),
                               **options)
    td = TransversalDesign.from_mols(list(squares))
    lines = list(td.blocks) + ([tuple(g) for g in td.groups] if with_groups else [])
    name = f"TD({m + 2},{q})" + ("+groups" if with_groups else "")
    return positional_game((td.points, lines), name=name, **options)


PLANE9_OPTIONS = Options(
    Option("plane", Choice(("desarguesian", "hall", "dual-hall", "hughes")), "hall", "which plane of order 9"),
    Option("deleted_line", Integer(minimum=-1, maximum=90), -1,
           "play on the affine plane left by deleting this line (block index); -1: the projective plane"),
    *POSITIONAL_OPTIONS)
"""The declared options of :func:`plane_of_order_9_game`."""


def plane_of_order_9_game(plane: str = "hall", deleted_line: int = -1, **options: Any) -> PositionalGame:
    """Tic-tac-toe on one of the four projective planes of order 9 (:mod:`designs.nondesarguesian`), or on
    the affine plane left by deleting one of its lines.

    With 91 points and lines of 10 (or 81 points and lines of 9) the Erdos-Selfridge sum over the lines is
    below 1/2 at the start, so in reduced play the empty board is scored a draw at once (see
    :mod:`combgames.games.positional`).

    Raises
    ------
    ValueError
        If ``plane`` is not one of the four names or ``deleted_line`` is not in -1..90.
    """
    from designs.nondesarguesian import delete_line, plane_of_order_9

    values = PLANE9_OPTIONS.check(plane=plane, deleted_line=deleted_line, **options)
    structure = plane_of_order_9(values["plane"])
    name = f"{values['plane']} plane of order 9"
    if values["deleted_line"] >= 0:
        structure = delete_line(structure, values["deleted_line"])
        name += f" minus line {values['deleted_line']}"
    return positional_game(structure, name=name, **options)


GAMES = {
    "affine-plane": GameFactory(affine_plane_game, PLANE_OPTIONS),
    "projective-plane": GameFactory(projective_plane_game, PLANE_OPTIONS),
    "transversal-design": GameFactory(transversal_design_game, TD_OPTIONS),
    "plane-of-order-9": GameFactory(plane_of_order_9_game, PLANE9_OPTIONS),
}
