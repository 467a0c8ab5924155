"""Seed 001: "Tic-Tac-Toe on an affine plane of order 4" (P. Danziger, M. A. Huggan, R. Malik, T. G. Marbach).

The paper's own data [1]_, transcribed, and its objects built from them with the general library:

======================================================  ================================================================
:func:`figure1_mols4`                                   the three MOLS(4) of Figure 1 (symbols 1..4)
:func:`pi4`                                             the plane pi_4 with the paper's labels: ``r1..r4, c1..c4,
                                                        alpha1..alpha4, beta1..beta4``; lines 0..15 the RTD(4, 4) blocks
                                                        of Figure 2 (classes gamma1..gamma4), lines 16..19 the index
                                                        class of Figure 3 (:func:`pi4_index_blocks`, names
                                                        :data:`INDEX_BLOCKS`)
:func:`figure2_blocks`                                  Figures 2 and 3 as printed (``data/pi4_figure2.txt``), an
                                                        independent transcription to compare :func:`pi4` with
:func:`pi4_grid`                                        the tic-tac-toe grid of Figure 4 (diagonals of Figure 5 by
                                                        :meth:`designs.GridView.class_pattern`); :data:`FIGURE4_GRID`
                                                        and :data:`FIGURE5_PATTERNS` are the two figures as printed
:data:`PROOF_CASES`                                     the two positions of the proof of Theorem 2.1 (Section 2)
:data:`PSI`, :func:`paper_autoparatopisms`              psi_1, psi_2 of Section 2 as printed, and read with
                                                        :func:`designs.parse_paratopism`
:func:`position_stabilizer`, :func:`free_point_orbits`  the autoparatopisms fixing a position (Xeno's points X,
                                                        Ophelia's points O) and the orbits of the free points: the
                                                        paper's "unique moves up to autoparatopism"
:func:`pi4_game`, :data:`GAMES`                         tic-tac-toe on pi_4, optionally without index blocks (registered
                                                        as ``pi4``)
:mod:`.proofs`                                          the play-proof of Theorem 2.1 (Section 2, Tables 7 and 9) and
                                                        its checker
======================================================  ================================================================

Names. The paper's players are Xeno (X, first) and Ophelia (O, second); its points are r_i, c_j, alpha_k,
beta_l (1-based), written here ``r1``, ``c2``, ``alpha3``, ``beta4``.

This module holds transcriptions and builders only; whether the paper's claims hold is computed by the
library and compared in ``combgames reproduce`` and ``tests/published/test_001_*.py``.

References
----------
.. [1] P. Danziger, M. A. Huggan, R. Malik, T. G. Marbach, "Tic-Tac-Toe on an affine plane of order 4",
   seeds/001_b5e936bd6e3419b9.txt.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from combgames.games.positional import POSITIONAL_OPTIONS
from combgames.games.registration import GameFactory
from combgames.options import Custom, Option, Options
from designs import AffinePlane, GridView, LatinSquare, Paratopism, parse_paratopism
from designs.paratopy import autoparatopism_group, autoparatopism_orbits
from combgames.base.checks import check_one_of

if TYPE_CHECKING:
    from sympy.combinatorics import PermutationGroup

    from combgames.games.positional import PositionalGame

__all__ = [
    "SEED",
    "DATA",
    "INDEX_BLOCKS",
    "INDEX_LABELS",
    "PSI",
    "FIGURE4_GRID",
    "FIGURE5_PATTERNS",
    "PROOF_CASES",
    "GAMES",
    "PI4_OPTIONS",
    "figure1_mols4",
    "figure2_blocks",
    "pi4",
    "pi4_index_blocks",
    "pi4_grid",
    "paper_autoparatopisms",
    "position_stabilizer",
    "free_point_orbits",
    "pi4_game",
]

SEED = "001_b5e936bd6e3419b9.txt"

#: The transcriptions of this source (Figures 2 and 3; the play-proof lines).
DATA = Path(__file__).parent / "data"

#: The short names of the index blocks of pi_4 (Figure 3), in the order of :func:`pi4_index_blocks`.
INDEX_BLOCKS = ("row", "column", "alpha", "beta")

#: The paper's names of the index blocks (Figure 3), the block labels of :func:`pi4`.
INDEX_LABELS = ("row block", "column block", "symbol set one block", "symbol set two block")

#: The autoparatopisms psi_1, psi_2 of Section 2 (proof of Theorem 2.1, first case), as printed.
PSI = {
    "psi1": "(i, (13)(24), i, (13)(24), (12)(34))",
    "psi2": "((34), (13), (23), (2134), (3124))",
}


#: Figure 4 as printed: the tic-tac-toe grid of pi_4, rows top to bottom.
FIGURE4_GRID = (("r2", "alpha4", "beta2", "c3"), ("beta1", "c1", "r1", "alpha1"),
                ("c4", "beta3", "alpha2", "r3"), ("alpha3", "r4", "c2", "beta4"))

#: Figure 5 as printed: the lines of gamma3 (a) and gamma4 (b) on the grid, one letter per line (x, y, z, w).
FIGURE5_PATTERNS = {"gamma3": ("xyzw", "yxwz", "zwxy", "wzyx"), "gamma4": ("xyzw", "wzyx", "yxwz", "zwxy")}

#: The positions of the proof of Theorem 2.1 (Section 2): Xeno's points, Ophelia's points.
PROOF_CASES = {
    "case1": (("r1", "r3", "c1"), ("r2", "r4")),
    "case2": (("r1", "r3", "alpha2"), ("r2", "c1")),
}


def figure1_mols4() -> tuple[LatinSquare, LatinSquare, LatinSquare]:
    """Return the three MOLS(4) of Figure 1, with symbols labelled 1..4.

    The first square's symbols are the paper's alpha_1..alpha_4, the second's beta_1..beta_4 and the
    third's gamma_1..gamma_4 (symbol index s is alpha_{s+1}, etc.).

    Examples
    --------
    >>> from combgames.sources.affine_tictactoe import figure1_mols4
    >>> A, B, C = figure1_mols4()
    >>> A[2, 1], B[2, 1], C[2, 1]    # the entry (r3, c2, alpha4, beta1, gamma3) of the paper
    (4, 1, 3)
    """
    alpha = [[1, 2, 3, 4], [2, 1, 4, 3], [3, 4, 1, 2], [4, 3, 2, 1]]
    beta = [[1, 2, 3, 4], [4, 3, 2, 1], [2, 1, 4, 3], [3, 4, 1, 2]]
    gamma = [[1, 2, 3, 4], [3, 4, 1, 2], [4, 3, 2, 1], [2, 1, 4, 3]]
    return LatinSquare(alpha), LatinSquare(beta), LatinSquare(gamma)


@lru_cache(maxsize=None)
def figure2_blocks() -> tuple[tuple[str, ...], dict[str, tuple[frozenset, ...]]]:
    """The points and lines of pi_4 as printed in Figures 2 and 3, read from ``data/pi4_figure2.txt``.

    Returns
    -------
    labels : tuple of str
        ``r1..r4, c1..c4, alpha1..alpha4, beta1..beta4``.
    classes : dict
        Parallel class name (``gamma1`` .. ``gamma4``, ``index``) -> its four lines as frozensets of labels.

    Raises
    ------
    ValueError
        If the data file names a point that is not one of the labels.

    Examples
    --------
    >>> labels, classes = figure2_blocks()
    >>> sorted(classes["gamma1"][0])
    ['alpha1', 'beta1', 'c1', 'r1']
    """
    labels = tuple(f"{t}{i}" for t in ("r", "c", "alpha", "beta") for i in range(1, 5))
    classes: dict[str, tuple[frozenset, ...]] = {}
    for raw in (DATA / "pi4_figure2.txt").read_text().splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        name, _, rest = line.partition(":")
        blocks = tuple(frozenset(b.split()) for b in rest.split("|"))
        for b in blocks:
            if not b <= set(labels):
                raise ValueError(f"data/pi4_figure2.txt: unknown point in {sorted(b)}")
        classes[name.strip()] = blocks
    return labels, classes


def pi4() -> AffinePlane:
    """Return the paper's affine plane pi_4, with the paper's labels.

    pi_4 is built from the 3-MOLS(4) of Figure 1 (:func:`figure1_mols4`) as in the paper
    (:meth:`designs.AffinePlane.from_mols`): points ``r1..r4, c1..c4, alpha1..alpha4, beta1..beta4`` (indices
    0..15 in this order); lines 0..15 the blocks of the RTD(4, 4) of Figure 2, in parallel classes
    gamma1..gamma4 (block label ``"r{i}c{j}"`` = the cell of the entry); lines 16..19 the index class of
    Figure 3, labelled :data:`INDEX_LABELS`.

    Returns
    -------
    designs.AffinePlane
        ``parallel_classes()`` lists gamma1..gamma4 then the index class (names in ``class_names``);
        ``index_class`` is ``(16, 17, 18, 19)``.

    Examples
    --------
    >>> p = pi4()
    >>> p.points[:5], p.num_blocks
    (('r1', 'r2', 'r3', 'r4', 'c1'), 20)
    >>> p.blocks_as_labels()[p.block_index(["r1", "c4", "alpha4", "beta4"])]
    ('r1', 'c4', 'alpha4', 'beta4')
    >>> [p.block_labels[j] for j in p.index_class]
    ['row block', 'column block', 'symbol set one block', 'symbol set two block']
    """
    return AffinePlane.from_mols(figure1_mols4(), index_labels=INDEX_LABELS)


def pi4_index_blocks() -> tuple[int, ...]:
    """Return the block indices of the index class of :func:`pi4` (Figure 3), in the order of :data:`INDEX_BLOCKS`.

    Removing them leaves the TD(4, 4) of the paper's closing remarks; removing some of them gives the
    variants with "index blocks removed".

    Examples
    --------
    >>> pi4_index_blocks()
    (16, 17, 18, 19)
    """
    return pi4().index_class


def pi4_grid(row_points: Sequence[str] = ("r2", "r1", "r3", "r4"),
             column_points: Sequence[str] = ("r2", "r4", "r1", "r3")) -> GridView:
    """Return the tic-tac-toe grid of pi_4 (Figure 4).

    Grid rows are the gamma1 blocks, grid columns the gamma2 blocks. Their order is given by one point of
    each: by default row i is the gamma1 block through ``row_points[i]`` and column j the gamma2 block
    through ``column_points[j]``, which reproduces the layout of Figure 4.

    Examples
    --------
    >>> g = pi4_grid()
    >>> g.grid()[0]
    ('r2', 'alpha4', 'beta2', 'c3')
    >>> g.cell_of("r1"), g.point_at(1, 2)
    ((1, 2), 'r1')
    >>> g.class_pattern(2)[0]    # gamma3 diagonals, Figure 5(a)
    ('x', 'y', 'z', 'w')
    """
    plane = pi4()
    classes = plane.parallel_classes()

    def through(cls_: tuple[int, ...], label: str) -> int:
        x = plane.index(label)
        return next(j for j in cls_ if x in plane.blocks[j])

    rows = [through(classes[0], p) for p in row_points]
    cols = [through(classes[1], p) for p in column_points]
    return GridView(plane, rows, cols)


def paper_autoparatopisms() -> dict[str, Paratopism]:
    """Return the paper's psi_1 and psi_2 [#psi-1]_ (:data:`PSI`) as Paratopism objects of 2-MOLS(4).

    Read with :func:`designs.parse_paratopism` (cycle notation, pi first; see :mod:`designs.paratopy`). Use
    ``.point_map()`` for the action on the labels of :func:`pi4`. Whether they are autoparatopisms of the
    first two squares of Figure 1 fixing the first position of the proof is checked in the tests and the
    reproduce table, not here.

    References
    ----------
    .. [#psi-1] seeds/001_b5e936bd6e3419b9.txt, Section 2 (proof of Theorem 2.1, first case).

    Examples
    --------
    >>> psi = paper_autoparatopisms()
    >>> psi["psi1"].point_map()["r1"], psi["psi2"].point_map()["c2"]
    ('r3', 'c3')
    """
    return {name: parse_paratopism(text, n=4) for name, text in PSI.items()}


def _position(x_points: Iterable[Hashable], o_points: Iterable[Hashable]) -> list[list[Hashable]]:
    x, o = list(x_points), list(o_points)
    both = set(x) & set(o)
    if both:
        raise ValueError(f"a point cannot belong to both players: {sorted(map(str, both))}")
    return [x, o]


def position_stabilizer(squares: Sequence[Any], x_points: Iterable[Hashable],
                        o_points: Iterable[Hashable]) -> "PermutationGroup":
    """Return the autoparatopisms fixing a position: Xeno's points onto Xeno's, Ophelia's onto Ophelia's.

    The general computation is :func:`designs.paratopy.autoparatopism_group` with ``fixed=[X, O]`` (the
    setwise stabiliser of the TD of the squares, :meth:`designs.IncidenceStructure.setwise_stabilizer`).

    Raises
    ------
    ValueError
        If a point is given to both players or is not a point of the squares.

    Examples
    --------
    >>> A, B, _ = figure1_mols4()
    >>> position_stabilizer([A, B], ["r1", "r3", "alpha2"], ["r2", "c1"]).order()
    1
    """
    return autoparatopism_group(squares, fixed=_position(x_points, o_points))


def free_point_orbits(squares: Sequence[Any], x_points: Iterable[Hashable],
                      o_points: Iterable[Hashable]) -> list[tuple[str, ...]]:
    """Return the orbits of the free points under the stabiliser of the position (X, O).

    Each orbit is a tuple of labels in point-index order; orbits are sorted by their first point. The first
    point of each orbit represents one distinct reply up to autoparatopism (the paper's "unique moves").
    The general computation is :func:`designs.paratopy.autoparatopism_orbits`.

    Examples
    --------
    >>> A, B, _ = figure1_mols4()
    >>> [o[0] for o in free_point_orbits([A, B], ["r1", "r3", "c1"], ["r2", "r4"])]
    ['c2', 'c4', 'alpha1', 'alpha2']
    """
    return autoparatopism_orbits(squares, fixed=_position(x_points, o_points))


def _index_blocks(value: Any, name: str) -> tuple[str, ...]:
    """The ``removed`` option: index block names of :data:`INDEX_BLOCKS`, each once, in the paper's order."""
    if isinstance(value, str) or not isinstance(value, Iterable):
        raise TypeError(f"option {name} must be a sequence of index block names ({', '.join(INDEX_BLOCKS)}), "
                        f"not {value!r}")
    names = tuple(value)
    for r in names:
        check_one_of(r, f"option {name}: index block", INDEX_BLOCKS)
    return tuple(sorted(set(names), key=INDEX_BLOCKS.index))


def _index_block_text(text: str, name: str) -> tuple[str, ...]:
    """``"row,beta"`` (or ``"row beta"``; ``"none"`` or nothing for none) as index block names."""
    words = text.replace(",", " ").split()
    return () if words in ([], ["none"]) else tuple(words)


PI4_OPTIONS = Options(
    Option("removed", Custom(f"index blocks to remove, some of {', '.join(INDEX_BLOCKS)} (e.g. 'row,beta')",
                             checker=_index_blocks, parser=_index_block_text), (),
           "index blocks of Figure 3 that are not winning lines"),
    *POSITIONAL_OPTIONS)
"""The declared options of :func:`pi4_game`: the removed index blocks and the positional games' options."""


def pi4_game(removed: Iterable[str] = (), **options: Any) -> "PositionalGame":
    """Tic-tac-toe on pi_4 = AG(2, 4) with the paper's labels, optionally without some index blocks.

    Parameters
    ----------
    removed : iterable of {"row", "column", "alpha", "beta"}
        Index blocks (Figure 3) that are *not* winning lines. All four gives the TD(4, 4) of the closing
        remarks.
    **options
        Passed to :class:`~combgames.games.positional.PositionalGame` (``key``, ``reduced``, ...); the options
        are declared in :data:`PI4_OPTIONS`.

    Raises
    ------
    ValueError
        On an unknown block name or option value.
    TypeError
        If ``removed`` is not a sequence of names, or an option is unknown.

    Examples
    --------
    >>> g = pi4_game(reduced=True)
    >>> g.lines == pi4_game().lines and len(g.lines)
    20
    >>> len(pi4_game(["row", "beta"]).lines)
    18
    """
    from combgames.games.designs_games import positional_game

    removed = PI4_OPTIONS.check(removed=removed, **options)["removed"]
    plane = pi4()
    index = pi4_index_blocks()
    drop = [index[INDEX_BLOCKS.index(r)] for r in removed]
    structure = plane.without_blocks(drop) if drop else plane
    label = "pi4" if not removed else f"pi4 - {{{', '.join(removed)}}}"
    return positional_game(structure, name=label, **options)


#: The games of this source for the command line (``combgames solve pi4``).
GAMES = {"pi4": GameFactory(pi4_game, PI4_OPTIONS)}
